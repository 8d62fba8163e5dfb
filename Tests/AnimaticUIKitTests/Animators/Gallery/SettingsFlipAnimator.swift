// Gallery: UIView.transition(with:) flips a card to its back, then UIView.transition(from:to:)
// flips the screen (gallery-transition-flip.yaml).
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

final class SettingsFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let network = fromView.viewWithIdentifier("network"), let info = fromView.viewWithIdentifier("networkInfo"),
            let password = fromView.viewWithIdentifier("password")
        else { return }
        UIView.transition(
            with: network, duration: 0.6, options: [.transitionFlipFromLeft],
            animations: {
                info.isHidden = true
                password.isHidden = false
                network.backgroundColor = UIColor(red: 1, green: 0xF4 / 255, blue: 0xD6 / 255, alpha: 1)
            },
            completion: { _ in
                UIView.transition(
                    from: fromView, to: toView, duration: 0.7, options: [.transitionFlipFromRight, .curveEaseInOut]
                ) { _ in
                    transitionContext.completeTransition(true)
                }
            })
    }
}
