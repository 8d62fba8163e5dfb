// Census driver for u-ifitdo-daexpandanimation (the users' corpus, tuning half):
// init() with no adapters or frames, as the example app makes it, presenting.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DAExpandAnimation(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
