#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

/// The Goals list as the article's source view controller: the tapped goal card flies.
final class GoalsViewController: UIViewController, RSViewControllerAnimationSourceProtocol {
    private var goalCard: UIView { view.subviews.first { $0.accessibilityIdentifier == "goal2" }! }

    func supportedSourceType() -> RSViewControllerAnimationType { .goal }
    /// A copy of the card, not part of any hierarchy, as the protocol asks.
    func sourceView() -> UIView { goalCard.snapshotView(afterScreenUpdates: false)! }
    func sourceAnimationFrame() -> CGRect { goalCard.convert(goalCard.bounds, to: nil) }
    func preAnimationSetup(
        with animatedView: UIView, sourceViewController: UIViewController, targetViewController: UIViewController
    ) {}
    func postAnimationSetup(
        with animatedView: UIView, sourceViewController: UIViewController, targetViewController: UIViewController
    ) {}
    var transitionDuration: TimeInterval? { 0.5 }
    func willStartSourceAnimation() { goalCard.alpha = 0 }
    func didEndSourceAnimation() { goalCard.alpha = 1 }
}

/// The Lessons screen as the target: the card lands on its header.
final class LessonsViewController: UIViewController, RSViewControllerAnimationTargetProtocol {
    private var header: UIView { view.subviews.first { $0.accessibilityIdentifier == "lessonsHeader" }! }

    func supportedTargetType() -> RSViewControllerAnimationType { .goal }
    func targetAnimationFrame() -> CGRect { header.convert(header.bounds, to: nil) }
    func willStartTargetAnimation() { header.alpha = 0 }
    func didEndTargetAnimation() { header.alpha = 1 }
}
