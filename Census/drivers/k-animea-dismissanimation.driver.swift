// Census driver for k-animea-dismissanimation (the eighth unseen sample): DismissAnimation(), a dismissal
// (a UIViewPropertyAnimator slides the from view down by its height from its initial frame, ease-out,
// 0.3 s). The app presents it with its CurtainTransition PresentationController, which gives that
// frame; CurtainSheetPresentationController below does what that one does with its `.medium` detent
// (its pan driver left out).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DismissAnimation(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    let controller = UIViewController()
    if screen == .from {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = curtainTransitioningDelegate
    }
    return controller
}

/// As the app's PresentationController with `.medium`: the lower half of the container.
final class CurtainSheetPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let presentedView else { return }
        containerView?.addSubview(presentedView)
    }
    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class CurtainTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CurtainSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
@MainActor let curtainTransitioningDelegate = CurtainTransitioningDelegate()
