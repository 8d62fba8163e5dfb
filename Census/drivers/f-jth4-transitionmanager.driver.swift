// Census driver for f-jth4-transitionmanager (the fifth unseen sample, spent; it compiles with its siblings,
// Spring's SpringAnimation and Misc.swift): TransitionManager() presents (a presentation: the to view rises from below the screen while the from view shrinks to 0.8 and fades to 0.5).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (TransitionManager(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
