// Census driver for v-liguan-overlayanimationcontroller (the fifteenth unseen sample): the file's
// OverlayAnimationController(), a presentation (its isBeingPresented branch): the to view, centred at
// ⅔ of the container's height, widens from 1 pt to ⅔ of the container's width, .curveEaseInOut, 0.3 s.
// Presented full screen, as every census driver does (its app presents .custom with an
// OverlayPresentationController that adds a dimming view; not in this file).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (OverlayAnimationController(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
