// Census driver for n-jeffch-animationcontroller (the unseen sample): its initializer takes the direction.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CardAnimationController(isPresenting: true), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
