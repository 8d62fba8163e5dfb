//  An animator that takes its colors and image from the app's asset catalog
//  (Fixtures/Assets.xcassets, listed in AnimaticSources.txt), in the call forms apps write.
import UIKit

/// Shows the incoming screen in the brand color with the avatar at (10, 10) and a 4 pt accent
/// border, and the avatar again centered in a 60 × 40 pt image view at (200, 300), fading it
/// in over 0.3 s.
final class BrandCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.backgroundColor = UIColor(named: "Brand")!
        let avatar = UIImageView(image: UIImage(named: "Avatar"))
        avatar.frame.origin = CGPoint(x: 10, y: 10)
        toView.addSubview(avatar)
        let badge = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        let fill: UIColor? = .init(named: "Brand")
        badge.backgroundColor = fill
        badge.layer.borderWidth = 4
        badge.layer.borderColor = UIColor(named: "Colors/Accent", in: .main, compatibleWith: nil)?.cgColor
        toView.addSubview(badge)
        let icon = UIImageView(frame: CGRect(x: 200, y: 300, width: 60, height: 40))
        icon.contentMode = .center
        icon.image = UIImage(named: "Avatar")
        toView.addSubview(icon)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: {
            toView.alpha = 1
        }, completion: { _ in transitionContext.completeTransition(true) })
    }
}
