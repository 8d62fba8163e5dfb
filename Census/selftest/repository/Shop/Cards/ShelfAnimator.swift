// Census self-test (written for this project): a second animator of the Shop project that needs
// nothing else: it compiles alone.
import UIKit

final class ShelfAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: container.bounds.width, y: 0)
        UIView.animate(withDuration: 0.3, animations: {
            toView.transform = .identity
        }, completion: { finished in
            transitionContext.completeTransition(finished)
        })
    }
}
