// Census driver for g-p2porg-dismissanimation (the sixth unseen sample): init(), a dismissal (the from view slides
// down by its height).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DismissAnimation(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
