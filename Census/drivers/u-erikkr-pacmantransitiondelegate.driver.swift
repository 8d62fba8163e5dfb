// Census driver for u-erikkr-pacmantransitiondelegate (the users' corpus, tuning half):
// init(), the animator its transitioning delegate returns for a presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (PacManTransitionAnimator(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
