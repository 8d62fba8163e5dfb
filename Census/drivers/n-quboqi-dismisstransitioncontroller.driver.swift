// Census driver for n-quboqi-dismisstransitioncontroller (the unseen sample): init(), a dismissal as its name says.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DismissTransitionController(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
