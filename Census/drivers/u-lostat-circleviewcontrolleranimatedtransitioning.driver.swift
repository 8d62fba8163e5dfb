// Census driver for u-lostat-circleviewcontrolleranimatedtransitioning (the users' corpus, tuning half):
// the app's delegate passes isPresenting: true for a presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CircleViewControllerAnimatedTransitioning(isPresenting: true), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
