// Census self-test (written for this project): an app's animator that imports its repository's own
// framework, WorkshopUI (an Xcode framework target whose sources are the folder WorkshopUI/), for
// CurtainStyle and the `drawCurtainShadow()` extension. It fails at every measure until the own
// module is built (docs/census.md, "The file with its repository's own modules").
import UIKit
import WorkshopUI

final class CurtainAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style = CurtainStyle()

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return style.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.drawCurtainShadow()
        toView.transform = CGAffineTransform(translationX: 0, y: -style.drop)
        UIView.animate(withDuration: style.duration, animations: {
            toView.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
