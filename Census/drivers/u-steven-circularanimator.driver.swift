// Census driver for u-steven-circularanimator (the users' corpus, tuning half):
// init(), as the app's navigation delegate returns it: a push.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CircularAnimator(), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
