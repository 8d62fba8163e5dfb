// Census driver for g-neteas-neactionsheetdismissalcontroller (the sixth unseen sample): init(), a dismissal (the
// from view translated down by its height).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (NEActionSheetDismissalController(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
