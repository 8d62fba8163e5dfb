// Census driver for f-konsta-transitionanimator (the fifth unseen sample): init() with `presenting` at its default
// (true) and `originFrame` set as the app sets it before presenting (the tapped cell's frame; here 120 × 120 pt at
// (20, 100), as the third sample's c-lucasf driver), since its default .zero makes a zero scale.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    let animator = TransitionAnimator()
    animator.originFrame = CGRect(x: 20, y: 100, width: 120, height: 120)
    return (animator, .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
