// Census driver for k-seulma-bottomsheetanimationtransition (the eighth unseen sample):
// BottomSheetAnimationTransition(), a presentation: the animator decides it presents from
// `toViewController.presentingViewController == fromViewController`, then slides the to view up from
// one container height below (UIKit's default curve, 0.25 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (BottomSheetAnimationTransition(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
