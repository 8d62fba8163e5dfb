// Stand-in for ARNTransitionAnimator's TransitionAnimator (which forwards to the app's
// TransitionAnimatable: here the animations run in a UIView.animate block).
import AnimaticUIKit
final class TransitionAnimator {
    func willAnimation(_ containerView: UIView) {}
    func animate(_ duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        UIView.animate(withDuration: duration, animations: animations, completion: completion)
    }
    func updateAnimation(_ percentComplete: CGFloat) {}
    func finishAnimation(_ didComplete: Bool) {}
}
