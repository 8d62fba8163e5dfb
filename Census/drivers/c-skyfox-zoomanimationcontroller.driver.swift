// Census driver for c-skyfox-zoomanimationcontroller (the third unseen sample): init(), a presentation (its own
// test, `presentedViewController`, picks the zoom in).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (ZoomAnimationController(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
