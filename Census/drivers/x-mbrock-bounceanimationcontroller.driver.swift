// Census driver for x-mbrock-bounceanimationcontroller (the twelfth sample, tuning since the twentieth step):
// BounceAnimationController(), a presentation (Ray Wenderlich's StoreSearch: the detail pop-up, presented
// .custom with the app's dimming presentation controller, so the presenter stays in the window); the
// to view's scale goes 0.7 → 1.2 → 0.9 → 1.0 in cubic keyframes over 0.4 s.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (BounceAnimationController(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    let controller = UIViewController()
    if screen == .to { controller.modalPresentationStyle = .custom }
    return controller
}
