// Seed 001 ("Custom View Transitions on iOS 7", Yari D'areglia): the article's TransitionManager,
// step 2A (presenting the modal), ported from Objective-C to Swift. The tutorial's source gives
// the spring's parameters the article elides: damping 0.8, initial velocity 6.0.
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

final class TransitionManager: NSObject, UIViewControllerAnimatedTransitioning {
    enum TransitionStep { case initial, modal }

    var transitionTo: TransitionStep = .modal

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let sourceRect = transitionContext.initialFrame(for: fromVC)

        // STEP 2A: From the First View (INITIAL) -> to the Second View (MODAL)
        guard transitionTo == .modal else { return }
        // 1. Settings for the fromVC
        let rotation = CGAffineTransform(rotationAngle: .pi)
        fromVC.view.frame = sourceRect
        fromVC.view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.0)
        fromVC.view.layer.position = CGPoint(x: 160.0, y: 0)

        // 2. Insert the toVC view
        let container = transitionContext.containerView
        container.insertSubview(toVC.view, belowSubview: fromVC.view)
        let finalToVCCenter = toVC.view.center
        toVC.view.center = CGPoint(x: -sourceRect.size.width, y: sourceRect.size.height)
        toVC.view.transform = CGAffineTransform(rotationAngle: .pi / 2)

        // 3. Perform the animation
        UIView.animate(
            withDuration: 1.0, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 6.0, options: .curveEaseIn,
            animations: {
                // Set up the final parameters of the 2 views; the animation interpolates to them.
                fromVC.view.transform = rotation
                toVC.view.center = finalToVCCenter
                toVC.view.transform = CGAffineTransform(rotationAngle: 0)
            },
            completion: { _ in
                // When the animation is completed call completeTransition
                transitionContext.completeTransition(true)
            })
    }
}
