// Census only: stand-ins for the interactive-transition types that the interactive branch adds
// to AnimaticUIKit (UIPercentDrivenInteractiveTransition, UIViewControllerInteractiveTransitioning,
// UIViewImplicitlyAnimating). Files that name them are counted apart in docs/census.md
// ("compiles once the interactive types land"). Not UIKit's full API: what the corpus uses.
import AnimaticUIKit

@MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}

@MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var duration: CGFloat { 0 }
    open var percentComplete: CGFloat { 0 }
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    open var timingCurve: UITimingCurveProvider?
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
    open func update(_ percentComplete: CGFloat) {}
    open func cancel() {}
    open func finish() {}
    open func pause() {}
}

@MainActor public protocol UIViewImplicitlyAnimating: AnyObject {
    func startAnimation(file: String, line: Int, column: Int)
}
extension UIViewImplicitlyAnimating {
    public func startAnimation() { startAnimation(file: #fileID, line: #line, column: #column) }
}
extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
