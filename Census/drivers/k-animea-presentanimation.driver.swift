// Census driver for k-animea-presentanimation (the eighth unseen sample): PresentAnimation(), a presentation
// (a UIViewPropertyAnimator slides the to view up from one height below its final frame, ease-out, 0.3 s).
// The animator never adds the presented view: the app's CurtainTransition PresentationController does,
// in presentationTransitionWillBegin(), and gives its frame; CurtainSheetPresentationController below
// does what that one does with its `.medium` detent (its pan driver left out).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (PresentAnimation(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    let controller = UIViewController()
    if screen == .to {
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
