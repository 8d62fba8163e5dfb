// Census driver for i-kohemo-draginteractioncontroller (the fourth unseen sample, an interaction
// file): our animator (the from view slides down 568 pt over 1 s, linear, the to view below it) under
// the file's DragInteractionController, which takes abs() of each update. The gesture reports
// -0.25, 0.5, -0.75 at 0.1, 0.2, 0.3 s, then at 0.4 s finishes if the file's shouldFinish says so
// (percentComplete ≥ its dismissPercent, 0.3 by default), else cancels.
import AnimaticUIKit
import Animatic

@MainActor final class CensusSlideDown: NSObject, CensusInteractiveAnimator {
    let controller = DragInteractionController()
    var interactionController: UIViewControllerInteractiveTransitioning { controller }
    var gesture: ScriptedGesture {
        ScriptedGesture { g in
            g.at(0.1) { self.controller.update(-0.25) }
            g.at(0.2) { self.controller.update(0.5) }
            g.at(0.3) { self.controller.update(-0.75) }
            g.at(0.4) { self.controller.shouldFinish ? self.controller.finish() : self.controller.cancel() }
        }
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let from = transitionContext.view(forKey: .from)!, to = transitionContext.view(forKey: .to)!
        transitionContext.containerView.insertSubview(to, belowSubview: from)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            from.frame.origin.y = 568
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CensusSlideDown(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
