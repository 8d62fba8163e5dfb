// Census driver for g-salemo-gliaviewtransitioncontroller (the sixth unseen sample):
// init(originCenterPoint:transitionMode: .present) with a point the app passes (the tapped bubble's centre; here
// (280, 500)), a presentation (the to view grows from it).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (GliaViewTransitionController(originCenterPoint: CGPoint(x: 280, y: 500), transitionMode: .present), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
