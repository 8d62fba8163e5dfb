// Census driver for v-outofc-customtransition (the fifteenth unseen sample): the file's
// CircleTransition with transitionMode .present, as its app sets it: startPoint the app's next
// button's centre (here (160, 480)) and circleColor the button's background colour (here .red).
// A presentation: a red circle (its diameter twice the distance from the start point to the farthest
// corner) grows from scale 0.001 at the start point while the to view grows from scale 0.001 there
// to full size at the screen's centre and fades in, UIKit's default curve, 0.3 s.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    let transition = CircleTransition()
    transition.startPoint = CGPoint(x: 160, y: 480)
    transition.circleColor = .red
    transition.transitionMode = .present
    return (transition, .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
