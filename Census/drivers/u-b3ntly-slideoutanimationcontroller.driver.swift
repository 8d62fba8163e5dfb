// Census driver for u-b3ntly-slideoutanimationcontroller (the users' corpus, tuning half):
// init(), the app's animator for a dismissal.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (SlideOutAnimationController(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
