// Census driver for g-soraxo-transitionmanager (the sixth unseen sample): init(presenting: true), a push (its
// TransitionCoordinator is a navigation controller's delegate): the to view slides in from the right over 0.5 s
// while the from view slides out to the left and fades out in the first half.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (TransitionManager(presenting: true), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
