// Census self-test (written for this project): the app file of a Swift 4.0 project. It names
// `UIViewAnimationOptions`, which the iOS SDK gives Swift 4 targets only, and `CardStyle`, which
// its sibling CardStyle.swift declares: alone it fails on that name; with its sibling it compiles,
// in Swift 4 mode only (its project's, though the repository's other project is Swift 5).
import UIKit

class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style = CardStyle(cornerRadius: 12, duration: 0.4)

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return style.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.layer.cornerRadius = style.cornerRadius
        toView.alpha = 0
        let options: UIViewAnimationOptions = [.curveEaseOut]
        UIView.animate(withDuration: style.duration, delay: 0, options: options, animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
