// Census driver for u-ynassa-sidemenudismissanimationtransitioning (the users' corpus, tuning half):
// init(), a dismissal as its name says (builds with its siblings).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (SideMenuDismissAnimationTransitioning(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
