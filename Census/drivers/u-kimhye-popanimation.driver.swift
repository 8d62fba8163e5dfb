// Census driver for u-kimhye-popanimation (the users' corpus, tuning half):
// init(); the app returns it from `animationController(forPresented:…)`.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (PopAnimation(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
