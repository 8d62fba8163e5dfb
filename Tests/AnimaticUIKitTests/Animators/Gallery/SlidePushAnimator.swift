// Gallery: a push that slides each screen with its own bars, the old one a third of the width
// under a shadow (gallery-uikit.yaml).
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

final class SlidePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        container.addSubview(toView)
        toView.frame.origin.x = width
        toView.layer.shadowOpacity = 0.25
        toView.layer.shadowRadius = 10
        toView.layer.shadowOffset = .zero

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.frame.origin.x = 0
                fromView.frame.origin.x = -width / 3
            },
            completion: { _ in
                transitionContext.completeTransition(true)
            })
    }
}
