// Census driver for n-beside-fadeanimator (the ninth unseen sample, after its one measure):
// FadeAnimator(animationDuration: 0.4, isPresenting: true), a presentation (the to view fades in over
// the from view, UIKit's default curve, 0.4 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (FadeAnimator(animationDuration: 0.4, isPresenting: true), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
