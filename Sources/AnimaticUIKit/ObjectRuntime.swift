import AnimaticCore
import Foundation

// What whole libraries call on UIKit's objects beyond NSObject's own members (Foundation's): the
// responder chain, accessibility and key-value coding of `UIApplication.shared` (no Objective-C
// runtime here; the answers are Swift's).

extension UIResponder {
    /// The responder chain as UIKit builds it: a controller's root view → the controller; a
    /// view → its superview; a controller → its view's superview, else its parent or presenter.
    public var next: UIResponder? {
        if let view = self as? UIView {
            if let controller = view.attachments.owningController, controller.viewIfLoaded === view {
                return controller
            }
            return view.superview
        }
        if let controller = self as? UIViewController {
            return controller.viewIfLoaded?.superview ?? controller.parent ?? controller.presentingViewController
        }
        return nil
    }
}

/// `UIAccessibility`: no assistive technology runs in a recording.
@preconcurrency @MainActor
public enum UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Settings' Increase Contrast, off as on a device out of the box.
    public static var isDarkerSystemColorsEnabled: Bool { false }
}

extension UIView {
    /// Accessibility attributes: kept for the app's code, not drawn.
    public var accessibilityLabel: String? {
        get { attachments.accessibility["label"] }
        set { attachments.accessibility["label"] = newValue }
    }
    public var accessibilityHint: String? {
        get { attachments.accessibility["hint"] }
        set { attachments.accessibility["hint"] = newValue }
    }
    public var accessibilityValue: String? {
        get { attachments.accessibility["value"] }
        set { attachments.accessibility["value"] = newValue }
    }
    public var isAccessibilityElement: Bool {
        get { attachments.isAccessibilityElement }
        set { attachments.isAccessibilityElement = newValue }
    }

    /// `UILayoutFittingCompressedSize`, as UIKit's: the smallest size.
    public static let layoutFittingCompressedSize = CGSize.zero
}

extension UIApplication {
    /// Key-value coding of the class, as `UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))`
    /// reaches the app from an extension: `shared` gives `shared`; any other key nil.
    public static func value(forKeyPath keyPath: String) -> Any? { keyPath == "shared" ? shared : nil }
    public static func value(forKey key: String) -> Any? { value(forKeyPath: key) }
}

/// `UILayoutSupport` (`topLayoutGuide`, `bottomLayoutGuide`): its `length` is the safe area's
/// inset, zero in a recording (`safeAreaInsets` are zero).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
}
extension UILayoutGuide: UILayoutSupport {
    public var length: CGFloat { 0 }
}

extension UIScrollView {
    /// How safe-area insets adjust the content inset: kept, no effect (the insets are zero).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { attachments.contentInsetAdjustmentBehavior }
        set { attachments.contentInsetAdjustmentBehavior = newValue }
    }
    /// Scroll indicators are not drawn: kept.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { attachments.scrollIndicatorInsets }
        set { attachments.scrollIndicatorInsets = newValue }
    }
}

// MARK: Presentation controller delegates and popovers

/// `UIAdaptivePresentationControllerDelegate`: every method has UIKit's default (no adaptation
/// happens in a recording: one iPhone, portrait).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}
extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// `UIPopoverPresentationControllerDelegate`: its own methods are not called (no popover is
/// shown on an iPhone in a recording).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// `UIPopoverPresentationController`: what `popoverPresentationController` returns for a
/// controller whose style is `.popover`; where it points is kept.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var sourceItem: UIPopoverPresentationControllerSourceItem?
    open var barButtonItem: UIBarButtonItem?
}

public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

extension UIViewController {
    /// A popover presentation controller when the style is `.popover` (made once), else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let made = popover { return made }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        popover = made
        return made
    }
}

// MARK: Notifications with a selector

/// The observer `addObserver(_:selector:name:object:)` calls, held weakly as UIKit does since iOS 9.
final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

extension NotificationCenter {
    /// Foundation's selector form (Objective-C on iOS): a notification posted on the main thread
    /// calls `selector` on `observer` with the notification (or with nothing, for a method
    /// without a parameter). No notification is posted by a recording itself (no status bar, no
    /// keyboard), so an app's own `post` is what reaches it. Removing the observer with
    /// `removeObserver(_:)` is not modelled (the observer is held weakly: a released one is
    /// not called).
    @MainActor
    public func addObserver(
        _ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let target = WeakTarget(observer as AnyObject)
        let location = SourceLocation(file: file, line: line, column: column)
        _ = addObserver(forName: name, object: object, queue: nil) { notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated {
                guard let observer = target.object else { return }
                selector.invoke(on: observer, sender: notification, location: location)
            }
        }
    }
}

extension UIApplication {
    public static let didChangeStatusBarFrameNotification = NSNotification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = NSNotification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}

/// The Objective-C runtime's method handle. There is no runtime here: a method is its selector.
public struct Method: Sendable {
    public let name: Selector
}

/// `class_getInstanceMethod`: a handle for `method_exchangeImplementations`, which reports.
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { Method(name: name) }
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { Method(name: name) }

/// Method swizzling needs the Objective-C runtime's dispatch tables, which Swift on Linux does
/// not have: both methods keep their implementations, and the exchange is reported at its call.
@preconcurrency @MainActor
public func method_exchangeImplementations(
    _ m1: Method, _ m2: Method, file: String = #fileID, line: Int = #line, column: Int = #column
) {
    Recording.recorder?.report(
        "method_exchangeImplementations(\(m1.name), \(m2.name)) is not modeled: method swizzling needs the "
            + "Objective-C runtime, so both methods keep their implementations",
        at: callSite(file, line, column))
}
