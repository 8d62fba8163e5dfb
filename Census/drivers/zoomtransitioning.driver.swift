// Census driver for zoomtransitioning: the animator and operation, as the library's delegate makes them.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (ZoomTransitioning(source: CensusZoomSource(), destination: CensusZoomSource(), forward: true), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }

/// The app's two screens' image views.
struct CensusZoomSource: ZoomTransitionSourceDelegate, ZoomTransitionDestinationDelegate {
    func transitionSourceImageView() -> UIImageView { UIImageView(frame: CGRect(x: 20, y: 100, width: 80, height: 80)) }
    func transitionSourceImageViewFrame(forward: Bool) -> CGRect { CGRect(x: 20, y: 100, width: 80, height: 80) }
    func transitionDestinationImageViewFrame(forward: Bool) -> CGRect { CGRect(x: 0, y: 64, width: 320, height: 240) }
}
