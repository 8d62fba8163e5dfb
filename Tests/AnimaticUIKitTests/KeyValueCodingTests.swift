import Animatic
import AnimaticUIKit
import Testing

/// An alert customized the way apps do it on iOS, by key-value coding of private properties.
final class BrandedAlert: UIAlertController {
    override func setValue(_ value: Any?, forKey key: String) {
        super.setValue(value, forKey: "brand." + key)
    }
}

/// Key-value coding by name (KeyValueCoding.swift): values are kept and given back; a view given
/// one during a recording is reported, since iOS could change what it draws.
@MainActor
struct KeyValueCodingTests {
    @Test func aValueSetByKeyIsGivenBack() {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        let title = NSAttributedString(string: "Delete?")
        alert.setValue(title, forKey: "attributedTitle")
        #expect(alert.value(forKey: "attributedTitle") as? NSAttributedString == title)
        #expect(alert.value(forKey: "attributedMessage") == nil)
        let action = UIAlertAction(title: "OK", style: .destructive)
        action.setValue(UIColor.red, forKey: "titleTextColor")
        #expect(action.value(forKey: "titleTextColor") as? UIColor == .red)
        // An app's override is called, as NSObject's method is overridable on iOS.
        let branded = BrandedAlert(title: nil, message: nil, preferredStyle: .actionSheet)
        branded.setValue(1, forKey: "tint")
        #expect(branded.value(forKey: "brand.tint") as? Int == 1)
        #expect(branded.value(forKey: "tint") == nil)
    }

    @Test func aViewGivenAValueByKeyInARecordingIsReported() {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                field.setValue(UIColor.gray, forKeyPath: "placeholderLabel.textColor")
                context.containerView.addSubview(field)
                context.completeTransition(true)
            }
        }
        let messages = error?.problems.map(\.message) ?? []
        #expect(messages.contains { $0.contains("UITextField.setValue(_:forKeyPath: \"placeholderLabel.textColor\")") })
    }
}
