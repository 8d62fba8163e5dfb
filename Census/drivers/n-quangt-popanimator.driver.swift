// Census driver for n-quangt-popanimator (the unseen sample): init(), properties at their defaults (originFrame .zero).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (PopAnimator(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
