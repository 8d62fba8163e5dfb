// Census driver for u-korner-animator (the users' corpus, tuning half):
// init(), a push (the app sets `presenting` from the navigation operation); `originFrame` at its default .zero.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (Animator(), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
