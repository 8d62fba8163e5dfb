// Census driver for u-kimhye-presentanimation (the users' corpus, tuning half):
// init(); the app returns it from `animationController(forPresented:…)`.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (PresentAnimation(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
