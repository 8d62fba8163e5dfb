// Census driver for v-charle-bubbledismissanimatorcontroller (the fifteenth unseen sample): the
// file's BubbleDismissAnimatorController(destinationCenter:bubbleColor:) with the default duration
// 0.5, destinationCenter (280, 500) and bubbleColor .red (the present driver's), a dismissal: the to
// view is added, a red disc covering the screen is centred at (280, 500) above it and a snapshot of
// the from view on top; the snapshot moves to (280, 500), fades out and shrinks to scale 0.001 while
// the disc shrinks to 0.001 there, UIKit's default curve.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (BubbleDismissAnimatorController(destinationCenter: CGPoint(x: 280, y: 500), bubbleColor: .red), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
