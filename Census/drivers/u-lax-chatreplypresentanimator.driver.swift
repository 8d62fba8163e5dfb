// Census driver for u-lax-chatreplypresentanimator (a Swift 3 project's file, built in Swift 4 mode):
// the animator and operation as the app's `ChatReplyViewController` transitioning delegate makes them
// (a `.custom` presentation), presenting the app's own controller (from its siblings).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (ChatReplyPresentAnimator(), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    screen == .to ? ChatReplyViewController() : UIViewController()
}
