// Census driver for u-abd2lr-transitioncontroller (the users' corpus, tuning half):
// the arguments the app passes for a dismissal (duration 3.5, .dimiss).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (TransitionController(duration: 3.5, type: .dimiss), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
