// Census driver for u-felipe-fadepopanimator (the users' corpus, tuning half):
// init(), a pop as its name says.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (FadePopAnimator(), .pop)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
