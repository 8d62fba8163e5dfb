// Census driver for u-thanhh-tabbaranimationtransitioning (the users' corpus, tuning half):
// init(). The app returns it for a tab switch; Animatic has no tab-bar operation, and a push is the same container
// (the from view in it, the to view added by the animator) with no bar.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (TabBarFadedAnimationTransitioning(), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
