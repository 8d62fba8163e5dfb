// Seed 002 ("Custom View Transitions on iOS 7", April 2014): PASShowDetailAnimator, the
// slide-and-zoom push from the pass list to the detail, ported from Objective-C to Swift.
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

final class PASShowDetailAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let passAnimationDuration: TimeInterval = 0.6
    let backgroundColor = UIColor(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0, alpha: 1)

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.passAnimationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from) as? PASViewController,
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        let fromCollectionView = fromViewController.collectionView
        let containerView = transitionContext.containerView
        containerView.backgroundColor = backgroundColor
        toViewController.view.alpha = 0.0
        containerView.addSubview(toViewController.view)

        let originRect = originRect(from: transitionContext)
        let destinationRect = destinationRect(from: transitionContext)
        let firstRect = CGRect(
            x: destinationRect.origin.x, y: destinationRect.origin.y,
            width: destinationRect.size.width, height: originRect.size.height)
        let secondRect = CGRect(
            x: destinationRect.origin.x, y: destinationRect.origin.y,
            width: destinationRect.size.width, height: destinationRect.size.height)
        let insets = defaultInsets
        guard
            let snapshot = fromCollectionView.resizableSnapshotView(
                from: originRect, afterScreenUpdates: false, withCapInsets: insets)
        else { return }
        snapshot.frame = containerView.convert(originRect, from: fromCollectionView)
        containerView.addSubview(snapshot)

        UIView.animateKeyframes(
            withDuration: Self.passAnimationDuration, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.33) {
                    fromViewController.view.alpha = 0.0
                }
                UIView.addKeyframe(withRelativeStartTime: 0.33, relativeDuration: 0.33) {
                    snapshot.frame = firstRect
                }
                UIView.addKeyframe(withRelativeStartTime: 0.66, relativeDuration: 0.33) {
                    snapshot.frame = secondRect
                }
            },
            completion: { finished in
                transitionContext.completeTransition(finished)
                toViewController.view.alpha = 1.0
                fromViewController.view.removeFromSuperview()
                containerView.addSubview(toViewController.view)
                snapshot.removeFromSuperview()
            })
    }

    private var defaultInsets: UIEdgeInsets { UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12) }

    /// The selected cell's frame in the collection view.
    private func originRect(from transitionContext: UIViewControllerContextTransitioning) -> CGRect {
        (transitionContext.viewController(forKey: .from) as? PASViewController)?.selectedCellFrame ?? .zero
    }

    /// Where the card sits in the detail screen.
    private func destinationRect(from transitionContext: UIViewControllerContextTransitioning) -> CGRect {
        (transitionContext.viewController(forKey: .to) as? PASDetailViewController)?.cardView.frame ?? .zero
    }
}
