// Census driver for v-geoo99-customdismissanimationcontroller (the fifteenth unseen sample): the
// file's CustomDismissAnimationController() with its defaults (type 1, duration 0.9), a dismissal:
// the to view is put under the from view at alpha 0.5 and fades in while the from view's frame shrinks
// to its centre point, UIKit's default curve, 0.9 s.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CustomDismissAnimationController(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
