// Census driver for v-tomoya-customanimationtransitions (the fifteenth unseen sample): the file's
// CustomAnimationTransitions as its app's CustomAnimationViewController uses it (its transitioning
// delegate), asked for the presentation animator: AnimationController(isPresenting: true). The to view
// starts translated down by the container's maxY (568) and springs back to identity with a
// UIViewPropertyAnimator of duration 0.5 and UISpringTimingParameters(dampingRatio: 0.5).
import AnimaticUIKit
import Animatic

@MainActor let censusDelegate = CustomAnimationTransitions()

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    let presenting = UIViewController(), presented = UIViewController()
    let animator = censusDelegate.animationController(
        forPresented: presented, presenting: presenting, source: presenting)
    return (animator!, .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
