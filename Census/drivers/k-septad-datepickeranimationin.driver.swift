// Census driver for k-septad-datepickeranimationin (the eighth unseen sample): DatePickerAnimationIn(),
// a presentation (the to view slides up from below the container to its final frame, ease-in-out, 0.2 s).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DatePickerAnimationIn(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
