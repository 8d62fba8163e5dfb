// Census driver for u-bqlin-swipetransitionanimator (the users' corpus, tuning half):
// the edge the sample's first controller sets (.right), a presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (SwipeTransitionAnimator(targetEdge: .right), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
