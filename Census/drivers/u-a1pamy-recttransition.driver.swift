// Census driver for u-a1pamy-recttransition (the users' corpus, tuning half):
// init(), `transitionMode` .present and `startingPoint` at their defaults.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (RectTransition(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
