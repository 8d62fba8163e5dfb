// Census driver for c-sethmr-coverhorizontalpresentanimationcontroller (the third unseen sample): init(), the
// presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CoverHorizontalPresentAnimationController(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
