// Census self-test (written for this project): an animator inside Pods/, a dependency's folder,
// which the selection excludes although it comes first by path.
import UIKit

final class WipeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}
