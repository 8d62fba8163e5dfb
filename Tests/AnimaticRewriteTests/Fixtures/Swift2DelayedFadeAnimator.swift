//  A Swift 2 animator that waits with Grand Central Dispatch's C functions (before SE-0088), as
//  Swift 2 code did: dispatch_after, dispatch_time, DISPATCH_TIME_NOW, NSEC_PER_SEC,
//  dispatch_get_main_queue. Compiled through the AnimaticRewrite plugin, unchanged.
import UIKit

/// Adds the incoming screen transparent, waits 0.25 s, then fades it in linearly over 0.5 s.
class Swift2DelayedFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
        return 0.75
    }

    func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.viewForKey(UITransitionContextToViewKey)!
        toView.alpha = 0
        transitionContext.containerView()!.addSubview(toView)
        // Swift 2's Core Animation constants, in a Swift 5 build of this file: they must compile.
        let unseen = CABasicAnimation(keyPath: "opacity")
        unseen.fillMode = kCAFillModeForwards
        unseen.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
        let delay = dispatch_time(DISPATCH_TIME_NOW, Int64(0.25 * Double(NSEC_PER_SEC)))
        dispatch_after(delay, dispatch_get_main_queue()) {
            UIView.animateWithDuration(0.5, delay: 0, options: .CurveLinear, animations: {
                toView.alpha = 1
            }, completion: { finished in
                transitionContext.completeTransition(finished)
            })
        }
    }
}
