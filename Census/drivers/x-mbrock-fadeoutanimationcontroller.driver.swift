// Census driver for x-mbrock-fadeoutanimationcontroller (the twelfth sample, tuning since the twentieth
// step): FadeOutAnimationController(), a dismissal (StoreSearch's detail pop-up, presented .custom, so
// the presenter stays in the window behind it); the from view fades out over 0.4 s, UIKit's default curve.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (FadeOutAnimationController(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    let controller = UIViewController()
    if screen == .from { controller.modalPresentationStyle = .custom }
    return controller
}
