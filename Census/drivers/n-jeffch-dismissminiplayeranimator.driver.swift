// Census driver for n-jeffch-dismissminiplayeranimator (the unseen sample): init(), a dismissal as its name says.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DismissMiniPlayerAnimator(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
