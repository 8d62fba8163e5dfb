// Census driver for k-blocks-draweranimator (the eighth unseen sample): DrawerAnimator(isPresenting: true),
// a presentation (the to view slides in from the container's left edge to its final frame, UIKit's
// default curve, 0.3 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DrawerAnimator(isPresenting: true), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
