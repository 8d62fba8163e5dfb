// Census driver for n-averyl-expandingtransition (the unseen sample): init(), properties at their defaults (startPoint .zero, white).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (ExpandingTransition(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
