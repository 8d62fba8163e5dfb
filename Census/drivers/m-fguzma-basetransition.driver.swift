// Census driver for m-fguzma-basetransition (the second unseen sample): init(), properties at their defaults
// (isPresenting true).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (BaseTransition(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
