//  An animator that takes its color from the app's own module, as an app's feature module does.
import UIKit
import PaletteKit

/// Slides the incoming screen, painted `Palette.ink`, in from the right over 0.4 s, linearly.
final class PaletteSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.backgroundColor = Palette.ink
        toView.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
        container.addSubview(toView)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            toView.frame = container.bounds
        }, completion: { _ in transitionContext.completeTransition(true) })
    }
}
