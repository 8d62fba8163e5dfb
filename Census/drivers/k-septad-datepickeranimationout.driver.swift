// Census driver for k-septad-datepickeranimationout (the eighth unseen sample): DatePickerAnimationOut(),
// a dismissal (the from view slides down by its own height, ease-in, 0.2 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DatePickerAnimationOut(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
