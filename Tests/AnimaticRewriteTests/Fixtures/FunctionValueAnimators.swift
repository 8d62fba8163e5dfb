//  An animator written as an iOS app writes it, passing UIKit methods as function values
//  (`forEach(container.addSubview)`, `completion: transitionContext.completeTransition`):
//  compiled through the AnimaticRewrite plugin, unchanged. Line numbers matter to the tests.
import UIKit

/// Drops three red bars onto the incoming screen, then slides it in from the right.
final class BarsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let to = transitionContext.view(forKey: .to)!
        to.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
        container.addSubview(to)
        let bars: [UIView] = (0..<3).map { index in
            let bar = UIView(frame: CGRect(x: 20 + 100 * index, y: 100, width: 80, height: 40))
            bar.backgroundColor = .red
            bar.accessibilityIdentifier = "bar-\(index)"
            return bar
        }
        bars.forEach(to.addSubview)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            to.frame = container.bounds
        }, completion: transitionContext.completeTransition)
    }
}
