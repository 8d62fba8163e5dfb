// Census driver for k-animea-presentanimation (the eighth unseen sample): PresentAnimation(), a presentation
// (a UIViewPropertyAnimator slides the to view up from one height below its final frame, ease-out, 0.3 s).
// The animator never adds the presented view: the app's CurtainTransition PresentationController does,
// in presentationTransitionWillBegin(), and gives its frame; `curtainDelegate` re-declares what that
// one does with its `.medium` detent (the lower half; its pan driver left out).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (PresentAnimation(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    let controller = UIViewController()
    if screen == .to {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = curtainDelegate
    }
    return controller
}

@MainActor let curtainDelegate = CensusPresentationDelegate {
    CGRect(x: 0, y: $0.height / 2, width: $0.width, height: $0.height / 2)
}
