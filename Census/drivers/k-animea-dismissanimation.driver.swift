// Census driver for k-animea-dismissanimation (the eighth unseen sample): DismissAnimation(), a dismissal
// (a UIViewPropertyAnimator slides the from view down by its height from its initial frame, ease-out,
// 0.3 s). The app presents it with its CurtainTransition PresentationController, which gives that
// frame; `curtainDelegate` re-declares what that one does with its `.medium` detent (the lower half;
// its pan driver left out).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DismissAnimation(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    let controller = UIViewController()
    if screen == .from {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = curtainDelegate
    }
    return controller
}

@MainActor let curtainDelegate = CensusPresentationDelegate {
    CGRect(x: 0, y: $0.height / 2, width: $0.width, height: $0.height / 2)
}
