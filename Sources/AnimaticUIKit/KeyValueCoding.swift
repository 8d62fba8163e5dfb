import AnimaticCore

// Key-value coding by name on UIKit's objects (`alert.setValue(title, forKey: "attributedTitle")`,
// `action.setValue(color, forKey: "titleTextColor")`). On iOS it reaches a property, often a private
// one, through the Objective-C runtime, which Linux has not. A value set is kept, and `value(forKey:)`
// gives it back; set on a view during a recording it is reported, since on iOS the view could change.
// Layers, animations, filters and transactions have their own key-value coding of what they model.

extension UIResponder {
    @MainActor
    func setKeyedValue(_ value: Any?, forKey key: String, call: String) {
        keyedValues[key] = value
        guard self is UIView else { return }
        Recording.recorder?.report(
            "\(type(of: self)).\(call) \"\(key)\"): key-value coding needs the Objective-C runtime; the value is kept for value(forKey:) and the view does not change"
        )
    }
}
