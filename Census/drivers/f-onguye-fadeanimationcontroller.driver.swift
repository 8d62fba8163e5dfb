// Census driver for f-onguye-fadeanimationcontroller (the fifth unseen sample): init(presenting: true), a
// presentation (the to view fades in over the from view).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (FadeAnimationController(presenting: true), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
