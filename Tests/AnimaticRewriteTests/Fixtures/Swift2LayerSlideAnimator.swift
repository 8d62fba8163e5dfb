//  An animator written for iOS 8 in Swift 2, as the tutorials of 2014–2015 wrote it: the
//  non-optional context of iOS 8's `transitionDuration`, Core Animation's `addAnimation(_:forKey:)`,
//  `CGColor`, a function type without parentheses (`Bool -> Void`, before SE-0066), and a view
//  controller's Swift 2 overrides. Compiled through the AnimaticRewrite plugin, unchanged.
import UIKit

/// Slides the incoming screen in from the left with a basic animation of `position.x`
/// (−50 → 50, 0.5 s, linear), framed by a 10-point red border.
class Swift2LayerSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(transitionContext: UIViewControllerContextTransitioning) -> NSTimeInterval {
        return 0.5
    }

    func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView()
        let toView = transitionContext.viewForKey(UITransitionContextToViewKey)!
        toView.frame = container.bounds
        toView.layer.borderColor = UIColor.redColor().CGColor
        toView.layer.borderWidth = 10
        container.addSubview(toView)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = -50
        slide.toValue = 50
        slide.duration = transitionDuration(transitionContext)
        toView.layer.addAnimation(slide, forKey: "slide")
        let complete: Bool -> Void = { finished in
            transitionContext.completeTransition(finished)
        }
        let end = dispatch_time(DISPATCH_TIME_NOW, Int64(slide.duration * Double(NSEC_PER_SEC)))
        dispatch_after(end, dispatch_get_main_queue()) {
            complete(true)
        }
    }
}

/// A Swift 2 view controller's overrides (methods Swift 3 made properties or renamed) and its
/// navigation delegate's requirement with Swift 2's type name `UINavigationControllerOperation`.
class Swift2StatusController: UIViewController, UINavigationControllerDelegate {
    var destination: UIViewController?

    override func preferredStatusBarStyle() -> UIStatusBarStyle {
        return .LightContent
    }

    override func prefersStatusBarHidden() -> Bool {
        return true
    }

    override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
        destination = segue.destinationViewController
    }

    func petsPlistPath() -> String? {
        guard let path = NSBundle.mainBundle().pathForResource("Pets", ofType: "plist"), name = Optional("Pets") where !name.isEmpty else {
            return nil
        }
        return path
    }

    func backToRoot() {
        navigationController?.popToRootViewControllerAnimated(true)
    }

    func navigationController(navigationController: UINavigationController, animationControllerForOperation operation: UINavigationControllerOperation, fromViewController fromVC: UIViewController, toViewController toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return operation == .Push ? Swift2LayerSlideAnimator() : nil
    }
}
