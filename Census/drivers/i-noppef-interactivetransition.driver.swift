// Census driver for i-noppef-interactivetransition (the fourth unseen sample, an interaction file;
// it compiles with its library's declarations only): the file's InteractiveTransition, a custom
// UIViewControllerInteractiveTransitioning that moves the preview's page and the container's color
// itself in update(_:) and completes from finish()'s own animation. The from controller is a plain
// one: the library's PreviewController, which the file casts to, cannot be made here (its init
// force-unwraps Bundle.main.bundleIdentifier, nil on Linux), so the file's view moves are skipped
// as its cast fails. UIKit does not run the animator under a custom interaction controller, so ours
// only has a duration (1 s). The gesture reports 0.25, 0.5,
// 0.75 at 0.1, 0.2, 0.3 s and finishes at 0.4 s, as the library's pan handler does.
import AnimaticUIKit
import Animatic

@MainActor final class CensusUnderMediaViewer: NSObject, CensusInteractiveAnimator {
    let controller = InteractiveTransition()
    var interactionController: UIViewControllerInteractiveTransitioning { controller }
    var gesture: ScriptedGesture {
        ScriptedGesture { g in
            g.at(0.1) { self.controller.update(0.25) }
            g.at(0.2) { self.controller.update(0.5) }
            g.at(0.3) { self.controller.update(0.75) }
            g.at(0.4) { self.controller.finish() }
        }
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CensusUnderMediaViewer(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    UIViewController()
}
