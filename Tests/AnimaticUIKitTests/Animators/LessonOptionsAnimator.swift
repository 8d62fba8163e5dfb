// Seed 003 ("Crafting 5 Star iOS Experiences with Transitions", Dutch Spelling): the article's
// Xamarin MyCustomAnimator, as an iOS engineer would write it in Swift. The same file compiles
// into an iOS app; on Linux it builds against AnimaticUIKit.
#if canImport(UIKit)
    import UIKit
#else
    import AnimaticUIKit
#endif

final class LessonOptionsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresentation: Bool
    let startFrame: CGRect

    init(isPresentation: Bool, startFrame: CGRect = .zero) {
        self.isPresentation = isPresentation
        self.startFrame = startFrame
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let toView: UIView = toVC.view
        let containerView = transitionContext.containerView

        if isPresentation {
            containerView.addSubview(toView)
        }

        let animatingVC = isPresentation ? toVC : fromVC
        let animatingView: UIView = animatingVC.view

        let appearedFrame = transitionContext.finalFrame(for: animatingVC)
        let dismissedFrame = startFrame

        let initialFrame = CGRect(
            x: 0, y: toView.frame.height + 100, width: toView.frame.width, height: toView.frame.height)
        let finalFrame = isPresentation ? appearedFrame : dismissedFrame
        animatingView.frame = initialFrame

        guard let lessonOptionsVC = toVC as? LessonTypeViewController else { return }
        let defaultFrame = lessonOptionsVC.containerView.frame
        lessonOptionsVC.containerView.frame = CGRect(
            x: defaultFrame.origin.x, y: -500,
            width: defaultFrame.width, height: defaultFrame.height)

        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: {
                animatingView.frame = finalFrame
                lessonOptionsVC.containerView.frame = defaultFrame
            },
            completion: { _ in
                transitionContext.completeTransition(true)
            })
    }
}
