// Census driver for v-charle-bubblepresentanimatorcontroller (the fifteenth unseen sample): the
// file's BubblePresentAnimatorController(originCenter:bubbleColor:) with the default duration 0.5,
// originCenter (280, 500) (a button's centre near the bottom right) and bubbleColor .red, a
// presentation: a red disc (diameter twice the distance from the origin to the farthest corner) and a
// snapshot of the to view grow from scale 0.001 at the origin, the snapshot moving to the screen's
// centre and fading in, UIKit's default curve; the hidden to view is shown at the end.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (BubblePresentAnimatorController(originCenter: CGPoint(x: 280, y: 500), bubbleColor: .red), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
