// Census driver for v-cmilhe-splashtransition (the fifteenth unseen sample): the file's
// SplashTransition as its app's splash controller's transitioning delegate, asked for the
// presentation's animator (itself), a presentation. It adds the to view and masks it with a layer of
// the app's "logo" image whose bounds go from 100 × 100 to 1000 × 1000 pt centred (a CAKeyframeAnimation,
// ease-in-ease-out, keyTimes [0, 0.7] over 0.7 s), completing from the animation's delegate. The
// file compiles alone, without its project's asset catalog, so UIImage(named: "logo") is the empty
// stand-in (reported) and the mask has no contents.
import AnimaticUIKit
import Animatic

@MainActor let censusSplash = SplashTransition()

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    let presenting = UIViewController(), presented = UIViewController()
    let animator = censusSplash.animationController(forPresented: presented, presenting: presenting, source: presenting)
    return (animator!, .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
