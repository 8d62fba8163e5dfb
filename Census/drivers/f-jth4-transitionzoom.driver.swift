// Census driver for f-jth4-transitionzoom (the fifth unseen sample, spent; it compiles with its siblings,
// Spring's SpringAnimation and Misc.swift): TransitionZoom() presents (a presentation: the to view shrinks from 2× while fading in, the from view shrinks to 0.5 and fades out).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (TransitionZoom(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
