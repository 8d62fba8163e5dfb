// Census driver for k-dungla-alphatransitioning (the eighth unseen sample): the file's
// AlphaTransition(style: .presentation), a presentation (the to view fades in, .curveEaseIn, 0.25 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (AlphaTransition(style: .presentation), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
