// Census driver for u-b3ntly-bounceanimationcontroller (the users' corpus, tuning half):
// init(), the app's animator for a presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (BounceAnimationController(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
