// Census driver for h-proton-photosdetailtransitionanimator (the seventh unseen sample): init(), a
// dismissal (the from view slides down by the container's height, ease-out, 0.45 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (PhotosDetailTransitionAnimator(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
