// Census driver for n-dmauli-zoomingtransitionanimator (the unseen sample): init(), properties at their defaults (operation .push, thumbnailFrame .zero).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (ZoomingTransitionAnimator(), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
