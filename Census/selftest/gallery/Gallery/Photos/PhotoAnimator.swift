// Census self-test (written for this project): an app's animator that needs `PhotoFrame` and the
// `roundCorners(_:)` extension and the operator `|>` from its sibling PhotoCell.swift, which imports
// a pod the census cannot have (SomePod). With its whole sibling it fails (`no such module`); with
// only the declarations it needs (the struct, the private constant it reads, the extension, the
// operator's declaration, group and implementation) it compiles.
import UIKit

final class PhotoAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let photoFrame = PhotoFrame(inset: 4)

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.roundCorners(photoFrame.cornerRadius)
        toView |> { $0.alpha = 0 }
        UIView.animate(withDuration: 0.3, animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
