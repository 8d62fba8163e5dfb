// Census driver for n-appios-customtransitionanimator (the ninth unseen sample, after its one measure):
// CustomTransitionAnimator(viewControllers:) with the app's tab bar controllers, from the first tab to
// the second. Its app returns it for a tab switch (UITabBarControllerDelegate), where the container
// holds the from view and the animator adds the to view; Animatic has no tab-switch operation, so it
// is recorded as a full-screen presentation, whose container holds the same. On the main queue's next
// turn the to view slides in from the right as the from view leaves to the left (default curve, 0.3 s).
import AnimaticUIKit
import Animatic

@MainActor let censusTabs = [UIViewController(), UIViewController()]

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CustomTransitionAnimator(viewControllers: censusTabs), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    screen == .from ? censusTabs[0] : censusTabs[1]
}
