// Census driver for jelly-fade: the animator and operation, as the library's delegate makes them.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (FadeAnimator(presentationType: .show, presentation: FadePresentation()), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
