// Census driver for y-wwhihi-centerpresentationtransition (the thirteenth sample, tuning since the
// twenty-first step): the animator the file's delegate gives for a presentation (a private class,
// reached as the app's presenter reaches it); the presented view grows from scale 0 about its centre
// over 0.25 s, UIView.animate's default curve (ease-in-out).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    let presented = UIViewController(), presenting = UIViewController()
    let delegate = CenterPresentationTransition()
    return (delegate.animationController(forPresented: presented, presenting: presenting, source: presenting)!, .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
