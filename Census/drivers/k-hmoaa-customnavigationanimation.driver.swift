// Census driver for k-hmoaa-customnavigationanimation (the eighth unseen sample): CustomNavigationAnimation()
// with pushing = true, a push (the to view's frame is put one container width to the left, then a
// translation of one width brings it in, UIKit's default curve, 0.3 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CustomNavigationAnimation(), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
