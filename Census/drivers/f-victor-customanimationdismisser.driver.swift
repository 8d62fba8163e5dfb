// Census driver for f-victor-customanimationdismisser (the fifth unseen sample): init(), a dismissal as its name
// says.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CustomAnimationDismisser(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
