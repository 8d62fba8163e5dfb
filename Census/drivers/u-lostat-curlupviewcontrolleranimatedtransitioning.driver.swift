// Census driver for u-lostat-curlupviewcontrolleranimatedtransitioning (the users' corpus, tuning half):
// isPresenting: true, a presentation.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CurlUpViewControllerAnimatedTransitioning(isPresenting: true), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
