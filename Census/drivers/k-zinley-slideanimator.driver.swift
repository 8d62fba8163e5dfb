// Census driver for k-zinley-slideanimator (the eighth unseen sample): SlideAnimator() with
// isPresenting = true, as its presenting delegate sets it; a presentation (the to view slides in
// from the right to the from view's frame, UIKit's default curve, 0.5 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    let animator = SlideAnimator()
    animator.isPresenting = true
    return (animator, .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
