// Census driver for easy-navigation: the animator and operation, as the library's delegate makes them.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (NavigationTransitionConfigurator(transitionAnimator: CensusNavigationAnimator()), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }

/// What an app passes: slides the new screen in from the right.
struct CensusNavigationAnimator: NavigationTransitionAnimator {
    var duration: TimeInterval { 0.5 }
    var auxAnimations: (Bool) -> [AuxAnimation] = { _ in [] }
    func layout(presenting: Bool, fromView: UIView, toView: UIView, in container: UIView) {
        container.addSubview(toView)
        toView.frame.origin.x = presenting ? container.bounds.width : 0
    }
    func animations(presenting: Bool, fromView: UIView, toView: UIView, in container: UIView) {
        toView.frame.origin.x = 0
    }
}
