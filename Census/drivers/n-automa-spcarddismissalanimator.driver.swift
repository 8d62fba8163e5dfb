// Census driver for n-automa-spcarddismissalanimator (the unseen sample, rendered with its siblings): init().
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (SPCardDismissalAnimator(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
