// Census driver for k-blocks-modalanimator (the eighth unseen sample): ModalAnimator(isPresenting: false),
// a dismissal (the from view slides down below the container, UIKit's default curve, 0.3 s, then is
// removed).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (ModalAnimator(isPresenting: false), .dismiss)
}
/// The app presents it with its own presentation controller (ModalPresentationController): a custom presentation,
/// so the presenting screen stays in the window behind the container (UIKit's plain presentation
/// controller stands in for the app's here).
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    let controller = UIViewController()
    if screen == .from { controller.modalPresentationStyle = .custom }
    return controller
}
