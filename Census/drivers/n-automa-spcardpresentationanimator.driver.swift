// Census driver for n-automa-spcardpresentationanimator (the unseen sample, rendered with its siblings): init().
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (SPCardPresentationAnimator(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
