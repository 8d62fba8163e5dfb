// Census driver for bubble: the animator and operation, as the library's delegate makes them.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (censusBubble(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }

/// As the README's delegate sets it up: a bubble from a button at the bottom right.
@MainActor func censusBubble() -> BubbleTransition {
    let transition = BubbleTransition()
    transition.transitionMode = .present
    transition.startingPoint = CGPoint(x: 280, y: 520)
    transition.bubbleColor = .systemBlue
    return transition
}
