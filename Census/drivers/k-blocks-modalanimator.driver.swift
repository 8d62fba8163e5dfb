// Census driver for k-blocks-modalanimator (the eighth unseen sample): ModalAnimator(isPresenting: false),
// a dismissal (the from view slides down below the container, UIKit's default curve, 0.3 s, then is
// removed).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (ModalAnimator(isPresenting: false), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
