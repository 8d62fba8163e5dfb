// Census driver for u-cjwirt-pushtransition (a Swift 2 file): the animator and operation, as the
// app's navigation controller delegate makes them (`PushTransition()` for a push).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (PushTransition(), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
