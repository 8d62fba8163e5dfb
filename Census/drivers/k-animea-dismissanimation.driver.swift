// Census driver for k-animea-dismissanimation (the eighth unseen sample): DismissAnimation(), a dismissal
// (a UIViewPropertyAnimator slides the from view down by its height, ease-out, 0.3 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DismissAnimation(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
