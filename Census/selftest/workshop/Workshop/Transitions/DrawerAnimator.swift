// Census self-test (written for this project): an app's animator that colors its views with Xcode
// 15's generated asset symbols from its catalog (Workshop/Assets.xcassets; the project sets
// ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES). It fails alone and compiles
// with its repository's declarations, the catalog among them (docs/census.md, "Asset catalogs and
// their generated symbols").
import UIKit

final class DrawerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.backgroundColor = .sawdust
        toView.layer.shadowColor = UIColor(resource: .Panels.shadow).cgColor
        toView.frame.origin.x = -toView.frame.width
        UIView.animate(withDuration: 0.3, animations: {
            toView.frame.origin.x = 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
