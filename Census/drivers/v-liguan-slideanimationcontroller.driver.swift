// Census driver for v-liguan-slideanimationcontroller (the fifteenth unseen sample): the file's
// SlideAnimationController(type: .navigationTransition(.push)), a push, as the same file does in its
// repository's NavigationControllerTransition demo (its own app, a custom container, uses
// .tabTransition, which the census has no operation for): the to view comes in from the right by the
// container's width while the from view leaves to the left, UIKit's default curve, 0.3 s.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (SlideAnimationController(type: .navigationTransition(.push)), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { UIViewController() }
