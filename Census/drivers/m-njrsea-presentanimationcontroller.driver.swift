// Census driver for m-njrsea-presentanimationcontroller (the second unseen sample): init(), originFrame at its default
// (.zero).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (PresentAnimationController(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
