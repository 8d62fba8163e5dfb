import AnimaticCore
import Foundation

// The everyday UIKit that the first unseen sample's repositories' other files name (docs/census.md,
// eighth step), beyond what the sixth step's long tail (UIKitLongTail.swift) added. Each keeps what
// the app sets; none draws: no touch, keyboard or assistive technology reaches a recording.

/// `UITableViewHeaderFooterView`: a table's section header or footer. Its text label is laid out
/// by UIKit (inset, grouped style's capitals), which Animatic does not model: a header with text
/// is reported when it is on screen.
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    public let textLabel: UILabel? = UILabel(frame: .zero)
    public let detailTextLabel: UILabel? = UILabel(frame: .zero)
    open var backgroundView: UIView?
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }
    open func prepareForReuse() {}
    override var drawnByUIKit: String? {
        (textLabel?.text ?? "").isEmpty && (detailTextLabel?.text ?? "").isEmpty
            ? nil : "UITableViewHeaderFooterView's text label"
    }
}

/// `UIKeyCommand`: a hardware keyboard shortcut. No keyboard reaches a recording, so it never fires.
@preconcurrency @MainActor
open class UIKeyCommand {
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public let action: Selector?
    open var title = ""
    open var discoverabilityTitle: String?
    /// iOS 15: the command wins over the system's own use of its keys; kept (no key reaches a recording).
    open var wantsPriorityOverSystemBehavior = false
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        (self.input, self.modifierFlags, self.action) = (input, modifierFlags, action)
    }
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String
    ) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.discoverabilityTitle = discoverabilityTitle
    }
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    nonisolated public static let inputEscape = "UIKeyInputEscape"
}

public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

extension UIApplication {
    /// Remote control events (the lock screen's play button): none reach a recording.
    public func beginReceivingRemoteControlEvents() {}
    public func endReceivingRemoteControlEvents() {}
}

extension UIAccessibility {
    /// `UIAccessibility.Notification`: what VoiceOver is told; nothing listens in a recording.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }
    public static func post(notification: Notification, argument: Any?) {}
}

extension UIView {
    /// The layout direction for a semantic content attribute: Animatic lays out left to right,
    /// so only a forced right-to-left attribute gives `.rightToLeft`, as on iOS in an LTR language.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}

extension UISlider {
    // The slider's track and thumb are not drawn (it is reported on screen), nor are their images.
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
}

extension UITextView {
    // Posted when the user edits; no keyboard reaches a recording, so nothing posts them.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
        "UITextViewTextDidEndEditingNotification")
}

extension UITextField {
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = NSNotification.Name(
        "UITextFieldTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
        "UITextFieldTextDidEndEditingNotification")
}
