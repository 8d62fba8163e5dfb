// Gallery: the from-view swings open about its left edge under perspective (gallery-door.yaml).
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

final class DoorAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1.0 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        toView.alpha = 0.6

        // Hinge on the left edge; the perspective first, so the vanishing point is the hinge.
        fromView.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        fromView.center = CGPoint(x: 0, y: container.bounds.midY)
        fromView.layer.transform = .perspective(500)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseIn,
            animations: {
                fromView.layer.setValue(-110 * CGFloat.pi / 180, forKeyPath: "transform.rotation.y")
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(true)
            })
    }
}
