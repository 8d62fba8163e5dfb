// Census driver for f-victor-customanimationpresenter (the fifth unseen sample): init() of the file's class
// (spelled `CustomAnimationPresentor`), a presentation as its name says.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CustomAnimationPresentor(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
