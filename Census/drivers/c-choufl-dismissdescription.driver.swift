// Census driver for c-choufl-dismissdescription (the third unseen sample): init(), a dismissal as its name says.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (AnimationPlayerDescriptionDismiss(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
