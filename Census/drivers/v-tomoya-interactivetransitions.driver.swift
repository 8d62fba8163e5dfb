// Census driver for v-tomoya-interactivetransitions (the fifteenth unseen sample, an interaction
// file): its app's pull-to-dismiss. The dismissal's animator is the file's NoAnimatedAnimationController
// (duration 0, animates nothing: UIKit does not run it under a custom interaction controller), the
// interaction controller the file's PullToDismissTransitionController(viewController:) for the presented
// (from) controller, presented .overCurrentContext as the app's awakeFromNib sets it (the interactive
// recording takes its screens, and so the style, from _screens.yaml: a full-screen dismissal). Its pan handler
// moves the pan's view (the from view, which the app adds the pan to) by the translation and, on the
// release, springs it down or back itself and completes the transition. The gesture calls the file's
// observePanGesture(panGesture:) directly (as the app's pan target-action does) with a pan of ours,
// added to the from view (the recording's, at the first event), whose state, translation and velocity are scripted:
// .changed at 0.1, 0.2, 0.3 s with translation y 40, 120, 200; .ended at 0.4 s with translation y 200
// and velocity y 800 (down, past the file's 80 pt: its finishing spring, damping 1, 0.45 s). The
// .began state (whose handler calls dismiss(animated:), which the recording has already done) is not sent.
import AnimaticUIKit
import Animatic

@MainActor final class CensusScriptedPan: UIPanGestureRecognizer {
    var scriptedTranslation = CGPoint.zero
    var scriptedVelocity = CGPoint.zero
    override func translation(in view: UIView?) -> CGPoint { scriptedTranslation }
    override func velocity(in view: UIView?) -> CGPoint { scriptedVelocity }
}

@MainActor let censusPresented: UIViewController = {
    let controller = UIViewController()
    controller.modalPresentationStyle = .overCurrentContext
    return controller
}()

@MainActor final class CensusPullToDismiss: NSObject, CensusInteractiveAnimator {
    let animator = NoAnimatedAnimationController()
    let controller = PullToDismissTransitionController(viewController: censusPresented)
    let pan = CensusScriptedPan()
    var interactionController: UIViewControllerInteractiveTransitioning { controller }
    var gesture: ScriptedGesture {
        ScriptedGesture { g in
            for (time, y) in [(0.1, 40.0), (0.2, 120.0), (0.3, 200.0)] {
                g.at(time) {
                    // The interactive recording gives the controller its screens file's view: the pan
                    // goes on that one (the app adds it in viewDidLoad).
                    if self.pan.view == nil { censusPresented.view.addGestureRecognizer(self.pan) }
                    self.pan.state = .changed
                    self.pan.scriptedTranslation = CGPoint(x: 0, y: y)
                    self.controller.observePanGesture(panGesture: self.pan)
                }
            }
            g.at(0.4) {
                self.pan.state = .ended
                self.pan.scriptedTranslation = CGPoint(x: 0, y: 200)
                self.pan.scriptedVelocity = CGPoint(x: 0, y: 800)
                self.controller.observePanGesture(panGesture: self.pan)
            }
        }
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animator.transitionDuration(using: transitionContext)
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animator.animateTransition(using: transitionContext)
    }
}

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (CensusPullToDismiss(), .dismiss)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    screen == .from ? censusPresented : UIViewController()
}
