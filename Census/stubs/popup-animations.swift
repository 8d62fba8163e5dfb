// Stand-ins for PopupDialog's AnimationDirection and its TransitionAnimator base class
// (TransitionAnimator.swift: adds the presented view in, and completes the transition out).
import AnimaticUIKit
internal enum AnimationDirection { case `in`, out }

internal class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var to: UIViewController!
    var from: UIViewController!
    let inDuration: TimeInterval
    let outDuration: TimeInterval
    let direction: AnimationDirection

    init(inDuration: TimeInterval, outDuration: TimeInterval, direction: AnimationDirection) {
        self.inDuration = inDuration
        self.outDuration = outDuration
        self.direction = direction
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        direction == .in ? inDuration : outDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to), let from = transitionContext.viewController(forKey: .from) else { return }
        self.to = to
        self.from = from
        if direction == .in { transitionContext.containerView.addSubview(to.view) }
    }
}
