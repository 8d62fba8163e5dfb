// Census driver for h-sceyt-reactionanimator (the seventh unseen sample): init(animatorType: .present,
// duration: 0.4), a presentation (the to view rises from one screen height below its final frame, a
// property animator with .easeOut).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (ReactionAnimator(animatorType: .present, duration: 0.4), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
