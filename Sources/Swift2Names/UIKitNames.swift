// Swift 2's spellings of UIKit's API that animator files use, as the Swift 3 renames defined them
// (SE-0005 "Better Translation of Objective-C APIs Into Swift": `animateWithDuration(_:animations:)`
// → `animate(withDuration:animations:)`, `viewForKey(_:)` → `view(forKey:)`, `mainScreen()` →
// `main`, `whiteColor()` → `white`; SE-0006 for the standard library). Every forwarder keeps the
// caller's `#fileID`/`#line`/`#column`, so a recording reports problems at the app's own line, and
// calls the Swift 3 spelling, so what is recorded is what the migrated file records.
import AnimaticUIKit

extension UIView {
    public class func animateWithDuration(
        _ duration: NSTimeInterval, animations: @escaping () -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        animate(withDuration: duration, animations: animations, file: file, line: line, column: column)
    }
    public class func animateWithDuration(
        _ duration: NSTimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        animate(
            withDuration: duration, animations: animations, completion: completion, file: file, line: line,
            column: column)
    }
    public class func animateWithDuration(
        _ duration: NSTimeInterval, delay: NSTimeInterval, options: AnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        animate(
            withDuration: duration, delay: delay, options: options, animations: animations, completion: completion,
            file: file, line: line, column: column)
    }
    public class func animateWithDuration(
        _ duration: NSTimeInterval, delay: NSTimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        animate(
            withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
            initialSpringVelocity: velocity, options: options, animations: animations, completion: completion,
            file: file, line: line, column: column)
    }
    public class func animateKeyframesWithDuration(
        _ duration: NSTimeInterval, delay: NSTimeInterval, options: KeyframeAnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        animateKeyframes(
            withDuration: duration, delay: delay, options: options, animations: animations, completion: completion,
            file: file, line: line, column: column)
    }
    public class func addKeyframeWithRelativeStartTime(
        _ frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        addKeyframe(
            withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations,
            file: file, line: line, column: column)
    }
    public class func transitionWithView(
        _ view: UIView, duration: NSTimeInterval, options: AnimationOptions,
        animations: (() -> Void)?, completion: ((Bool) -> Void)?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        transition(
            with: view, duration: duration, options: options, animations: animations, completion: completion,
            file: file, line: line, column: column)
    }
    public class func transitionFromView(
        _ fromView: UIView, toView: UIView, duration: NSTimeInterval, options: AnimationOptions,
        completion: ((Bool) -> Void)?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        transition(
            from: fromView, to: toView, duration: duration, options: options, completion: completion,
            file: file, line: line, column: column)
    }

    /// Swift 2 imported the Objective-C getter `isHidden` under the property's name, `hidden`.
    public var hidden: Bool {
        get { isHidden }
        set { isHidden = newValue }
    }
    public var userInteractionEnabled: Bool {
        get { isUserInteractionEnabled }
        set { isUserInteractionEnabled = newValue }
    }

    public func snapshotViewAfterScreenUpdates(
        _ afterUpdates: Bool, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UIView? {
        snapshotView(afterScreenUpdates: afterUpdates, file: file, line: line, column: column)
    }
    public func convertRect(_ rect: CGRect, toView view: UIView?) -> CGRect { convert(rect, to: view) }
    public func convertRect(_ rect: CGRect, fromView view: UIView?) -> CGRect { convert(rect, from: view) }
    public func convertPoint(_ point: CGPoint, toView view: UIView?) -> CGPoint { convert(point, to: view) }
    public func convertPoint(_ point: CGPoint, fromView view: UIView?) -> CGPoint { convert(point, from: view) }
}

// The context's keys were strings in Swift 2; Swift 3 made them the types' static members.
public let UITransitionContextFromViewControllerKey = UITransitionContextViewControllerKey.from
public let UITransitionContextToViewControllerKey = UITransitionContextViewControllerKey.to
public let UITransitionContextFromViewKey = UITransitionContextViewKey.from
public let UITransitionContextToViewKey = UITransitionContextViewKey.to

extension UIViewControllerContextTransitioning {
    public func viewControllerForKey(_ key: UITransitionContextViewControllerKey) -> UIViewController? {
        viewController(forKey: key)
    }
    public func viewForKey(_ key: UITransitionContextViewKey) -> UIView? { view(forKey: key) }
    public func finalFrameForViewController(_ vc: UIViewController) -> CGRect { finalFrame(for: vc) }
    public func initialFrameForViewController(_ vc: UIViewController) -> CGRect { initialFrame(for: vc) }
    /// Swift 2's methods that Swift 3 made properties (iOS 10's SDK). Swift 2 files use
    /// `containerView()` both as an optional (`guard let container = context.containerView()`) and
    /// not (`context.containerView().addSubview(…)`), as the iOS 8 and 9 SDKs imported it
    /// (unannotated, then annotated); an implicitly unwrapped optional takes both.
    public func containerView() -> UIView! { containerView }
    public func transitionWasCancelled() -> Bool { transitionWasCancelled }
    public func isAnimated() -> Bool { isAnimated }
    public func isInteractive() -> Bool { isInteractive }
    public func presentationStyle() -> UIModalPresentationStyle { presentationStyle }
    public func targetTransform() -> CGAffineTransform { targetTransform }
}

// Calls of the animator's own requirements with Swift 2's unlabeled first argument
// (`transitionDuration(transitionContext)`): Swift 3 labels them `using:`. These call the
// requirement, never themselves.
extension UIViewControllerAnimatedTransitioning {
    public func transitionDuration(_ transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
        transitionDuration(using: transitionContext)
    }
    public func animateTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        animateTransition(using: transitionContext)
    }
}

extension UIPercentDrivenInteractiveTransition {
    public func updateInteractiveTransition(_ percentComplete: CGFloat) { update(percentComplete) }
    public func finishInteractiveTransition() { finish() }
    public func cancelInteractiveTransition() { cancel() }
}

extension UIGestureRecognizer {
    public func locationInView(_ view: UIView?) -> CGPoint { location(in: view) }
}
extension UIPanGestureRecognizer {
    public func translationInView(_ view: UIView?) -> CGPoint { translation(in: view) }
    public func velocityInView(_ view: UIView?) -> CGPoint { velocity(in: view) }
    public func setTranslation(_ translation: CGPoint, inView view: UIView?) { setTranslation(translation, in: view) }
}

extension UIScreen {
    public class func mainScreen() -> UIScreen { main }
}

extension UINavigationController {
    public func popViewControllerAnimated(
        _ animated: Bool, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UIViewController? {
        popViewController(animated: animated, file: file, line: line, column: column)
    }
}

extension UIViewController {
    public func presentViewController(
        _ viewController: UIViewController, animated: Bool, completion: (() -> Void)?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        present(viewController, animated: animated, completion: completion, file: file, line: line, column: column)
    }
    public func dismissViewControllerAnimated(
        _ animated: Bool, completion: (() -> Void)?, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        dismiss(animated: animated, completion: completion, file: file, line: line, column: column)
    }
}

extension UIColor {
    public class func clearColor() -> UIColor { clear }
    public class func blackColor() -> UIColor { black }
    public class func whiteColor() -> UIColor { white }
    public class func redColor() -> UIColor { red }
    public class func greenColor() -> UIColor { green }
    public class func blueColor() -> UIColor { blue }
    public class func grayColor() -> UIColor { gray }
    public class func darkGrayColor() -> UIColor { darkGray }
    public class func lightGrayColor() -> UIColor { lightGray }
    public class func cyanColor() -> UIColor { cyan }
    public class func yellowColor() -> UIColor { yellow }
    public class func magentaColor() -> UIColor { magenta }
    public class func orangeColor() -> UIColor { orange }
    public class func purpleColor() -> UIColor { purple }
    public class func brownColor() -> UIColor { brown }
}

// NSObjectProtocol's Swift 2 spellings. `conformsToProtocol(P.self)` (the rewrite adds `.self` to
// Swift 2's bare `conformsToProtocol(P)`) asks the object's dynamic type, as the Objective-C runtime
// did for an `@objc` protocol. On NSObject, as every UIKit class of those kinds is one.
extension NSObject {
    public func conformsToProtocol<Protocol>(_ type: Protocol.Type) -> Bool { (self as Any) is Protocol }
    public func isKindOfClass(_ cls: AnyClass) -> Bool { isKind(of: cls) }
}
