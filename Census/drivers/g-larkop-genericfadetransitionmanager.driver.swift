// Census driver for g-larkop-genericfadetransitionmanager (the sixth unseen sample): the file's
// GenericFadeTransitionAnimator(transitionType: .present), a presentation (the to view fades in).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (GenericFadeTransitionAnimator(transitionType: .present), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
