// Seed 000 ("The Rosetta Stone of view controller transitions", RSViewControllerAnimationTransitioning):
// the article's generic animator, ported from Objective-C to Swift. A source and a target view
// controller vend the animated view and the two frames; the animator flies the view between them.
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

enum RSViewControllerAnimationType { case goal }

@MainActor
protocol RSViewControllerAnimationSourceProtocol: AnyObject {
    func supportedSourceType() -> RSViewControllerAnimationType
    func sourceView() -> UIView
    func sourceAnimationFrame() -> CGRect
    func preAnimationSetup(
        with animatedView: UIView, sourceViewController: UIViewController, targetViewController: UIViewController)
    func postAnimationSetup(
        with animatedView: UIView, sourceViewController: UIViewController, targetViewController: UIViewController)
    var transitionDuration: TimeInterval? { get }
    func willStartSourceAnimation()
    func didEndSourceAnimation()
}

@MainActor
protocol RSViewControllerAnimationTargetProtocol: AnyObject {
    func supportedTargetType() -> RSViewControllerAnimationType
    func targetAnimationFrame() -> CGRect
    func willStartTargetAnimation()
    func didEndTargetAnimation()
}

let kRSViewControllerAnimationTransitionDuration: TimeInterval = 0.3

final class RSViewControllerAnimationTransitioning: NSObject, UIViewControllerAnimatedTransitioning {
    private weak var sourceDelegate: RSViewControllerAnimationSourceProtocol?
    private weak var targetDelegate: RSViewControllerAnimationTargetProtocol?

    init(
        sourceDelegate: RSViewControllerAnimationSourceProtocol, targetDelegate: RSViewControllerAnimationTargetProtocol
    ) {
        self.sourceDelegate = sourceDelegate
        self.targetDelegate = targetDelegate
        super.init()
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to),
            let sourceDelegate, let targetDelegate
        else { return }
        let container = transitionContext.containerView

        let animatedView = sourceDelegate.sourceView()
        let sourceRect = sourceDelegate.sourceAnimationFrame()
        let targetRect = targetDelegate.targetAnimationFrame()
        sourceDelegate.willStartSourceAnimation()
        targetDelegate.willStartTargetAnimation()
        container.addSubview(toViewController.view)
        container.addSubview(animatedView)

        animatedView.frame = sourceRect

        let duration = transitionDuration(using: transitionContext)
        sourceDelegate.preAnimationSetup(
            with: animatedView, sourceViewController: fromViewController, targetViewController: toViewController)

        UIView.animate(
            withDuration: duration,
            animations: {
                sourceDelegate.postAnimationSetup(
                    with: animatedView, sourceViewController: fromViewController, targetViewController: toViewController
                )
                animatedView.frame = targetRect
                animatedView.layoutIfNeeded()
            },
            completion: { finished in
                sourceDelegate.didEndSourceAnimation()
                targetDelegate.didEndTargetAnimation()
                animatedView.removeFromSuperview()
                transitionContext.completeTransition(finished)
            })
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        sourceDelegate?.transitionDuration ?? kRSViewControllerAnimationTransitionDuration
    }
}
