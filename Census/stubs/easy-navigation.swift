// Stand-in for EasyTransitions' NavigationTransitionAnimator protocol and AuxAnimation.
import AnimaticUIKit
public typealias AuxAnimation = (block: () -> Void, delayOffset: Double)
public protocol NavigationTransitionAnimator {
    var duration: TimeInterval { get }
    var auxAnimations: (Bool) -> [AuxAnimation] { get set }
    func layout(presenting: Bool, fromView: UIView, toView: UIView, in container: UIView)
    func animations(presenting: Bool, fromView: UIView, toView: UIView, in container: UIView)
}
