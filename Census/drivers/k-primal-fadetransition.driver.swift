// Census driver for k-primal-fadetransition (the eighth unseen sample): FadeAnimator(presenting: true),
// a presentation (the to view fades in over 8/30 s with UIKit's default curve).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (FadeAnimator(presenting: true), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
