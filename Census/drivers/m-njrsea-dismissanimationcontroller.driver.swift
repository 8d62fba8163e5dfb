// Census driver for m-njrsea-dismissanimationcontroller (the second unseen sample): init(), dismissDirection at its
// default (.Left); built with its siblings.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DismissAnimationController(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
