// Whole-library driver for BubbleTransition: a presentation through the app's transitioning
// delegate as the README writes it (the delegate returns the library's BubbleTransition), the
// animator asked from that delegate as UIKit asks it.
import AnimaticUIKit
import Animatic
import BubbleTransition

/// The README's presenting controller: its delegate methods hand out one BubbleTransition.
final class BubbleDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let transition = BubbleTransition()
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        transition.transitionMode = .present
        transition.startingPoint = CGPoint(x: 280, y: 520)
        transition.bubbleColor = .systemBlue
        return transition
    }
}

@MainActor let bubbleDelegate = BubbleDelegate()
@MainActor let presented: UIViewController = {
    let controller = UIViewController()
    controller.transitioningDelegate = bubbleDelegate
    controller.modalPresentationStyle = .custom
    return controller
}()
@MainActor let presenting = UIViewController()

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    presentationAnimator(presenting: presenting, presented: presented)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    screen == .from ? presenting : presented
}
