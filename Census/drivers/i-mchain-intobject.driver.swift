// Census driver for i-mchain-intobject (the fourth unseen sample, an interaction file): the file's
// IntObject, a custom UIViewControllerInteractiveTransitioning that only keeps the context and
// inserts the to view below the from view (its app never uses it). UIKit does not run the animator
// under a custom interaction controller, so ours only has a duration (1 s). The gesture drives the
// context the file keeps: 0.25, 0.5, 0.75 at 0.1, 0.2, 0.3 s, then finishes and completes at 0.4 s.
import AnimaticUIKit
import Animatic

@MainActor final class CensusUnderIntObject: NSObject, CensusInteractiveAnimator {
    let controller = IntObject()
    var interactionController: UIViewControllerInteractiveTransitioning { controller }
    var gesture: ScriptedGesture {
        ScriptedGesture { g in
            g.at(0.1) { self.controller.context?.updateInteractiveTransition(0.25) }
            g.at(0.2) { self.controller.context?.updateInteractiveTransition(0.5) }
            g.at(0.3) { self.controller.context?.updateInteractiveTransition(0.75) }
            g.at(0.4) {
                self.controller.context?.finishInteractiveTransition()
                self.controller.context?.completeTransition(true)
            }
        }
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CensusUnderIntObject(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
