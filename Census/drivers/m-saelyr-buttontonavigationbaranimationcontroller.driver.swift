// Census driver for m-saelyr-buttontonavigationbaranimationcontroller (the second unseen sample): a
// button outside both screens, so its plain branch (the to screen slides up) runs.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (ButtonToNavigationBarAnimationController(button: UIButton()), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
