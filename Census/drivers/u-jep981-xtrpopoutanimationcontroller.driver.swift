// Census driver for u-jep981-xtrpopoutanimationcontroller (the users' corpus, tuning half):
// init(), a tab switch driven as a push (see u-thanhh-tabbaranimationtransitioning's driver).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (XTRPopoutAnimationController(), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
