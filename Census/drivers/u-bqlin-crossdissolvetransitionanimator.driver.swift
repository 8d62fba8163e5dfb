// Census driver for u-bqlin-crossdissolvetransitionanimator (the users' corpus, tuning half):
// init(), a presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CrossDissolveTransitionAnimator(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
