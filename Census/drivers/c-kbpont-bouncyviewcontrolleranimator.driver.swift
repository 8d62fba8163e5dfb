// Census driver for c-kbpont-bouncyviewcontrolleranimator (the third unseen sample): init(isPresenting: true), the
// presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (BouncyViewControllerAnimator(isPresenting: true), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
