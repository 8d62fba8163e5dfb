// Census driver for c-sethmr-coverhorizontaldismissanimationcontroller (the third unseen sample): init(), a
// dismissal as its name says.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CoverHorizontalDismissAnimationController(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
