// Census driver for m-bhenge-transitionmanager (the second unseen sample): init(), animationDirection at its default
// ("Right").
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (TransitionManager(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
