// Census driver for n-judyga-basetransition (the unseen sample): init() (a base class: subclasses animate and call finish()).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (BaseTransition(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
