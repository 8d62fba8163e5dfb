// Census driver for u-erikkr-simpletransitiondelegate (the users' corpus, tuning half):
// init(), the delegate returns itself for a presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (SimpleTransitionDelegate(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
