//  An app file with no import: its target's bridging header imports UIKit for every Swift file.

/// Drops the incoming screen, painted (0xC0, 0x30, 0x10), from above the container over 0.5 s, linearly.
final class BridgingHeaderDropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.backgroundColor = UIColor(red: 0xC0 / 255, green: 0x30 / 255, blue: 0x10 / 255, alpha: 1)
        toView.frame = container.bounds.offsetBy(dx: 0, dy: -container.bounds.height)
        container.addSubview(toView)
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            toView.frame = container.bounds
        }, completion: { _ in transitionContext.completeTransition(true) })
    }
}
