// Census driver for u-steven-fadeanimator (the users' corpus, tuning half):
// init(), as the app's transitioning delegate returns it for a presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (FadeAnimator(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
