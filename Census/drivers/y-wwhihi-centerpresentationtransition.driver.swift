// Census driver for y-wwhihi-centerpresentationtransition (the thirteenth sample, tuning since the
// twenty-first step): the file's CenterPresentationTransition as the presented controller's
// transitioning delegate, as the app sets it. Its presentation controller adds the presented view and
// centres it at 280 pt wide with Auto Layout (the app's content gives the height: 200 pt here); its
// animator grows the view from scale 0 about its centre over 0.25 s, UIView.animate's ease-in-out.
import AnimaticUIKit
import Animatic

@MainActor let centerDelegate = CenterPresentationTransition()

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    let presented = UIViewController(), presenting = UIViewController()
    return (
        centerDelegate.animationController(forPresented: presented, presenting: presenting, source: presenting)!,
        .present
    )
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    let controller = UIViewController()
    if screen == .to {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = centerDelegate
        controller.view.heightAnchor.constraint(equalToConstant: 200).isActive = true
    }
    return controller
}
