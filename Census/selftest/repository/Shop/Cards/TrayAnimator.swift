// Census self-test (written for this project): a third qualifying file, after the first two by
// path, so the selection (at most 2 files a repository) leaves it out.
import UIKit

final class TrayAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}
