// Census self-test (written for this project): an app's animator that colors its views with Xcode
// 15's generated asset symbols from its catalog (Workshop/Assets.xcassets; the project sets
// ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES) and opens on the third-party
// pod HingeKit (the Podfile's `pod 'HingeKit'`). It fails alone, with its siblings and with the
// declarations it needs, and compiles with the pod built whole and the catalog listed, at the third
// and fifth measures (docs/census.md, "Asset catalogs and third-party modules in the fifth measure").
import UIKit
import HingeKit

final class DrawerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let hinge = Hinge()

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return hinge.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.backgroundColor = .sawdust
        toView.layer.shadowColor = UIColor(resource: .Panels.shadow).cgColor
        toView.layer.cornerRadius = DrawerStyle.standard.cornerRadius
        toView.hingeOpen(hinge)
        UIView.animate(withDuration: hinge.duration, animations: {
            toView.frame.origin.x = 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
