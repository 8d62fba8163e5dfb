// Census driver for k-septad-datepickeranimationout (the eighth unseen sample): DatePickerAnimationOut(),
// a dismissal (the from view slides down by its own height, ease-in, 0.2 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DatePickerAnimationOut(), .dismiss)
}
/// The app presents it with its own presentation controller (DatePicker presentation controller): a custom presentation,
/// so the presenting screen stays in the window behind the container (UIKit's plain presentation
/// controller stands in for the app's here).
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    let controller = UIViewController()
    if screen == .from { controller.modalPresentationStyle = .custom }
    return controller
}
