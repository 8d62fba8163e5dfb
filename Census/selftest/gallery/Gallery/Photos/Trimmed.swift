// Census self-test (written for this project): a property wrapper PhotoKey uses, in a file of its
// own: an `unknown attribute 'Trimmed'` error names it.
import Foundation

@propertyWrapper
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespaces) }
    }

    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
