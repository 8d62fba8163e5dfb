// Census driver for n-reissz-animationcontroller (the unseen sample): the arguments its app passes.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (AnimationController(animationDuration: 0.35, animationType: .present), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
