// Whole-library driver for SPStorkController: a presentation as the README writes it,
// `let transitionDelegate = SPStorkTransitioningDelegate(); controller.transitioningDelegate = transitionDelegate;
// controller.modalPresentationStyle = .custom` (its defaults: the indicator shown, no close button,
// corner radius 10). The recording asks that delegate for the animator
// (SPStorkPresentingAnimationController) and for SPStorkPresentationController, which puts a
// snapshot of the presenter behind the card and scales it down alongside the card's rise.
import AnimaticUIKit
import Animatic
import SPStorkController

/// The README keeps the delegate in a property: `transitioningDelegate` is weak on iOS.
@MainActor let transitionDelegate = SPStorkTransitioningDelegate()
@MainActor let presenting = UIViewController()
@MainActor let presented: UIViewController = {
    let controller = UIViewController()
    controller.transitioningDelegate = transitionDelegate
    controller.modalPresentationStyle = .custom
    controller.modalPresentationCapturesStatusBarAppearance = true
    return controller
}()

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    presentationAnimator(presenting: presenting, presented: presented)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    screen == .from ? presenting : presented
}
