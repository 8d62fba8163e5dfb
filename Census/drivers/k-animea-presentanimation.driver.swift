// Census driver for k-animea-presentanimation (the eighth unseen sample): PresentAnimation(), a presentation
// (a UIViewPropertyAnimator slides the to view up from one height below its final frame, ease-out, 0.3 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (PresentAnimation(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
