// Census driver for v-geoo99-animationcontrollermanager (the fifteenth unseen sample): the file's
// AnimationControllerManager as its app's TopMenuNewsTableViewController sets it (type 1, duration
// 1.5) and asks it as the presented menu's transitioning delegate (animationController(forPresented:…)
// sets isPresenting): a presentation. A snapshot of the from view slides down by the container's
// height − 150 while the to view comes down from −50 pt, a spring of damping 0.8 and initial velocity
// 0.8 over 1.5 s. No delegate (the app's is the news list, for the snapshot's tap).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    let manager = AnimationControllerManager()
    manager.duration = 1.5
    manager.type = 1
    let presenting = UIViewController(), presented = UIViewController()
    return (manager.animationController(forPresented: presented, presenting: presenting, source: presenting)!, .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
