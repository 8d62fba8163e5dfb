// Swift 2's spellings of Core Animation's, UIKit's controls' and UIViewController's API that the
// census's Swift 2 pool uses (docs/census.md, "Swift 2 files, second pass"), as the Swift 3 renames
// defined them (SE-0005 "Better Translation of Objective-C APIs Into Swift": `addAnimation(_:forKey:)`
// → `add(_:forKey:)`, `sharedApplication()` → `shared`, `setTitle(_:forState:)` → `setTitle(_:for:)`;
// SE-0006's lowercased members). Each forwards to the Swift 3 spelling, keeping the caller's location.
import AnimaticUIKit

extension CALayer {
    public func addAnimation(
        _ anim: CAAnimation, forKey key: String?, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        add(anim, forKey: key, file: file, line: line, column: column)
    }
    public func removeAnimationForKey(
        _ key: String, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        removeAnimation(forKey: key, file: file, line: line, column: column)
    }
    public func animationForKey(_ key: String) -> CAAnimation? { animation(forKey: key) }
}

extension UIColor {
    /// Swift 2 imported the Objective-C property `CGColor` under its own name; Swift 3 lowered it.
    public var CGColor: AnimaticUIKit.CGColor { cgColor }
}

extension UIBezierPath {
    public var CGPath: AnimaticUIKit.CGPath { cgPath }
}

extension UIApplication {
    public class func sharedApplication() -> UIApplication { shared }
}

extension UIStoryboardSegue {
    public var destinationViewController: UIViewController { destination }
    public var sourceViewController: UIViewController { source }
}

extension UIControl {
    public var enabled: Bool {
        get { isEnabled }
        set { isEnabled = newValue }
    }
    public var selected: Bool {
        get { isSelected }
        set { isSelected = newValue }
    }
    public func addTarget(_ target: Any?, action: Selector, forControlEvents controlEvents: Event) {
        addTarget(target, action: action, for: controlEvents)
    }
}

extension UIButton {
    public func setTitle(_ title: String?, forState state: State) { setTitle(title, for: state) }
    public func setTitleColor(_ color: UIColor?, forState state: State) { setTitleColor(color, for: state) }
}

extension UIControl.State {
    public static let Normal = normal
    public static let Highlighted = highlighted
    public static let Disabled = disabled
    public static let Selected = selected
}

extension UIControl.Event {
    public static let TouchDown = touchDown
    public static let TouchUpInside = touchUpInside
    public static let TouchUpOutside = touchUpOutside
    public static let TouchCancel = touchCancel
    public static let ValueChanged = valueChanged
    public static let AllEvents = allEvents
}

extension UIStatusBarStyle {
    public static var Default: Self { .default }
    public static var LightContent: Self { .lightContent }
}

extension UIBlurEffect.Style {
    public static var ExtraLight: Self { .extraLight }
    public static var Light: Self { .light }
    public static var Dark: Self { .dark }
}

extension NSTextAlignment {
    public static var Left: Self { .left }
    public static var Center: Self { .center }
    public static var Right: Self { .right }
    public static var Justified: Self { .justified }
    public static var Natural: Self { .natural }
}

/// Swift 2's type names of these in a Swift 4.2 or 5 language mode (AnimaticUIKit's Swift 4 ones
/// are obsoleted in 4.2, as the SDK's are).
@available(swift, introduced: 4.2)
public typealias UIControlState = UIControl.State
@available(swift, introduced: 4.2)
public typealias UIControlEvents = UIControl.Event
@available(swift, introduced: 4.2)
public typealias UIBlurEffectStyle = UIBlurEffect.Style
@available(swift, introduced: 4.2)
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(swift, introduced: 4.2)
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
@available(swift, introduced: 4.2)
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
@available(swift, introduced: 4.2)
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
@available(swift, introduced: 4.2)
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
@available(swift, introduced: 4.2)
public typealias UIAlertControllerStyle = UIAlertController.Style
@available(swift, introduced: 4.2)
public typealias UIAlertActionStyle = UIAlertAction.Style

extension UINavigationController {
    /// Reported in a recording as the Swift 3 call is (another transition Animatic does not model).
    public func popToRootViewControllerAnimated(
        _ animated: Bool, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> [UIViewController]? {
        popToRootViewController(animated: animated, file: file, line: line, column: column)
    }
}
