// Census driver for u-iossoc-customanimatedtransitioning (the users' corpus, tuning half):
// init(), as the app's presenting controller returns it for a presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CustomAnimatedTransitioning(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
