// Census driver for c-lucasf-transitionanimator (the third unseen sample): init() with `presenting` at its default
// (true) and `originFrame` set as the app sets it before presenting (a cell's frame; here 120 × 120 pt at (20,
// 100)), since its default .zero makes a zero scale.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    let animator = TransitionAnimator()
    animator.originFrame = CGRect(x: 20, y: 100, width: 120, height: 120)
    return (animator, .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
