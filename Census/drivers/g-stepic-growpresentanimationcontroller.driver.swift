// Census driver for g-stepic-growpresentanimationcontroller (the sixth unseen sample): init(originFrame:) with the
// frame the app passes (the tapped item's; here 120 × 120 pt at (20, 100), as the fifth sample's f-konsta driver),
// a presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (GrowPresentAnimationController(originFrame: CGRect(x: 20, y: 100, width: 120, height: 120)), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
