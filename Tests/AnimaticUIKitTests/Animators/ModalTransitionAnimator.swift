// Seed 004 ("Custom transitions on iOS 7 & a little bit about UX", Andrej Mihajlov): the
// article's MYModalTransitionAnimator, presentation half, ported from Objective-C to Swift.
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let destination = transitionContext.viewController(forKey: .to) else { return }
        if destination.isBeingPresented {
            animatePresentation(transitionContext)
        }
    }

    private func animatePresentation(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let source = transitionContext.viewController(forKey: .from),
            let destination = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView

        // Take destination view snapshot; YES because the view hasn't been rendered yet.
        guard let destinationSS = destination.view.snapshotView(afterScreenUpdates: true) else { return }
        container.addSubview(destinationSS)

        // Move destination snapshot back in Z plane
        var perspectiveTransform = CATransform3DIdentity
        perspectiveTransform.m34 = 1.0 / -1000.0
        perspectiveTransform = CATransform3DTranslate(perspectiveTransform, 0, 0, -100)
        destinationSS.layer.transform = perspectiveTransform

        // Start appearance transition for source controller, because UIKit does not do this automatically
        source.beginAppearanceTransition(false, animated: true)

        UIView.animateKeyframes(
            withDuration: 0.5, delay: 0, options: .calculationModeCubic,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    var sourceRect = source.view.frame
                    sourceRect.origin.y = UIScreen.main.bounds.height
                    source.view.frame = sourceRect
                }
                UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) {
                    destinationSS.layer.transform = CATransform3DIdentity
                }
            },
            completion: { finished in
                // Remove destination snapshot
                destinationSS.removeFromSuperview()
                // Add destination controller to view
                container.addSubview(destination.view)
                // Finish transition
                source.endAppearanceTransition()
                transitionContext.completeTransition(finished)
            })
    }
}
