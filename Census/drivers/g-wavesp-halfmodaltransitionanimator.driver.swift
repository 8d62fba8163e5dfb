// Census driver for g-wavesp-halfmodaltransitionanimator (the sixth unseen sample): init(type: .Dismiss), a
// dismissal (the from view's y to 800).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (HalfModalTransitionAnimator(type: .Dismiss), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
