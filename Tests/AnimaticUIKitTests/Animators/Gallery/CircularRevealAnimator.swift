// Gallery: the circular reveal (gallery-circular-reveal.yaml) as reveal animators write it: a
// CAShapeLayer mask on the presented view, its path animated by a CABasicAnimation("path") from
// the button's circle to one past the farthest corner, the model path set to the end first so
// nothing jumps when the animation is removed, completion in the delegate.
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private var context: UIViewControllerContextTransitioning?
    /// The end circle's radius; by default the distance to the farthest corner, (0, 0).
    private let radius: CGFloat?

    init(radius: CGFloat? = nil) { self.radius = radius }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let button = fromView.viewWithIdentifier("composeButton")
        else { return }
        context = transitionContext
        let container = transitionContext.containerView
        container.addSubview(toView)

        let center = button.center
        let startCircle = UIBezierPath(ovalIn: button.frame)
        let radius = self.radius ?? hypot(center.x, center.y)
        let endCircle = UIBezierPath(
            ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))

        let mask = CAShapeLayer()
        mask.frame = toView.bounds
        mask.path = endCircle.cgPath
        toView.layer.mask = mask

        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = startCircle.cgPath
        reveal.toValue = endCircle.cgPath
        reveal.duration = transitionDuration(using: transitionContext)
        reveal.timingFunction = CAMediaTimingFunction(name: .easeIn)
        reveal.delegate = self
        mask.add(reveal, forKey: "reveal")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        context?.completeTransition(flag)
    }
}

extension UIView {
    /// The subview (at any depth) with this `accessibilityIdentifier`.
    func viewWithIdentifier(_ identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews { if let found = subview.viewWithIdentifier(identifier) { return found } }
        return nil
    }
}
