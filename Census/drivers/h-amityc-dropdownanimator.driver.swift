// Census driver for h-amityc-dropdownanimator (the seventh unseen sample): init(context: .present), a
// presentation (the to view's frame grows from height 0 to its final frame, 0.3 s, UIKit's default curve).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (DropdownAnimator(context: .present), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
