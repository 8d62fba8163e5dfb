//  An animator written in Swift 2 (Xcode 7), as apps of 2015–2016 wrote it: Swift 2's protocol
//  requirements, first parameters without labels, escaping closures, Core Graphics functions and
//  UIKit's Swift 2 names. Compiled through the AnimaticRewrite plugin, unchanged. Line numbers
//  matter to the tests.
import UIKit

/// Slides the incoming screen up from the bottom edge, linearly, over 0.4 s; a red badge rides
/// on it and a green one is hidden.
class Swift2PushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: NSTimeInterval = 0.4

    func transitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
        return duration
    }

    func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
        guard
            let container = transitionContext.containerView(),
            let toView = transitionContext.viewForKey(UITransitionContextToViewKey)
            else {
                transitionContext.completeTransition(true)
                return
        }
        let badge = UIView(frame: CGRectMake(40, 100, 80, 40))
        badge.backgroundColor = UIColor.redColor()
        let hiddenBadge = UIView(frame: CGRectMake(200, 100, 80, 40))
        hiddenBadge.backgroundColor = UIColor.greenColor()
        hiddenBadge.hidden = true
        toView.addSubview(badge)
        toView.addSubview(hiddenBadge)
        toView.frame = container.frame
        toView.frame.origin.y = CGRectGetMaxY(toView.frame)
        container.addSubview(toView)
        slide(toView, to: container.frame) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled())
        }
    }

    private func slide(view: UIView, to frame: CGRect, completion: (Bool) -> Void) {
        UIView.animateWithDuration(transitionDuration(nil), delay: 0, options: .CurveLinear, animations: {
            view.frame = frame
        }, completion: completion)
    }
}
