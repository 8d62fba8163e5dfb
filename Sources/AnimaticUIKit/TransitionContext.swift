import AnimaticCore

/// The transition context Animatic hands the animator: the container, the two view
/// controllers and their views, and the frames the scene's controllers define.
@preconcurrency @MainActor
final class AnimaticTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let recorder: TransitionRecorder
    let fromViewController: UIViewController
    let toViewController: UIViewController
    private(set) var transitionWasCancelled = false
    /// Interactive transitions (InteractiveTransitioning.swift): what the gesture reported, the
    /// gesture's clock, and how the release runs.
    var interactionLog: InteractionLog?
    var gestureTime = 0.0
    var driver = Interaction.Driver.percentDriven(completionSpeed: 1, completionCurve: .easeInOut)
    /// The app's presentation controller, when a custom presentation drives one.
    var presentation: PresentationDriver?

    init(recorder: TransitionRecorder, from: UIViewController, to: UIViewController) {
        self.recorder = recorder
        fromViewController = from
        toViewController = to
        super.init()
    }

    var containerView: UIView { recorder.view(ModelTree.containerID)! }
    var isAnimated: Bool { true }
    var isInteractive: Bool { interactionLog != nil }
    var presentationStyle: UIModalPresentationStyle {
        guard recorder.scene.presentation != nil else { return .fullScreen }
        let presented = recorder.scene.operation == .dismiss ? fromViewController : toViewController
        let style = presented.modalPresentationStyle
        return style.keepsPresenterInWindow ? style : .custom
    }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    /// nil for a presenting view UIKit leaves in the window, outside the container (a custom
    /// presentation that keeps it): UIKit answers nil so the animator leaves it alone.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        if let presented = presentation?.view(forKey: key) { return presented }
        let id: String? =
            switch key {
            case .from: recorder.scene.from.id
            case .to: recorder.scene.to.id
            default: nil
            }
        guard let id, id != recorder.scene.presenterInWindow else { return nil }
        return recorder.view(id)
    }

    func initialFrame(for vc: UIViewController) -> CGRect { frame(final: false, vc) }
    func finalFrame(for vc: UIViewController) -> CGRect { frame(final: true, vc) }

    private func frame(final: Bool, _ vc: UIViewController) -> CGRect {
        if let presented = presentation?.frame(final: final, vc) { return presented }
        let root = vc === fromViewController ? "from" : vc === toViewController ? "to" : nil
        guard let root else { return .zero }
        return CGRect(recorder.scene.contextFrame(final: final, root: root))
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard interactive("updateInteractiveTransition(_:)") else { return }
        guard interactionLog?.release == nil else {
            return recorder.report(
                "updateInteractiveTransition(_:) after the release: one gesture, one release (re-grabbing a running transition is not modeled)"
            )
        }
        interactionLog?.update(min(max(Double(percentComplete), 0), 1), at: gestureTime)
    }
    func finishInteractiveTransition() { release(finish: true, "finishInteractiveTransition()") }
    func cancelInteractiveTransition() {
        transitionWasCancelled = true
        release(finish: false, "cancelInteractiveTransition()", reportedOutside: true)
    }
    /// Pausing holds the progress where it is, which the progress timeline already does.
    func pauseInteractiveTransition() { _ = interactive("pauseInteractiveTransition()") }

    /// A property animator continued: the release, with the velocity its spring was given.
    /// It carries more than finish/cancelInteractiveTransition at the same moment, so it wins.
    func releaseAnimator(finish: Bool, velocity: Double?) {
        if let earlier = interactionLog?.release, abs(earlier.at - gestureTime) > Timeline.epsilon { return }
        interactionLog?.release = Interaction.Release(at: gestureTime, velocity: velocity, finish: finish)
    }

    private func release(finish: Bool, _ call: String, reportedOutside: Bool = false) {
        guard interactive(call, reportedOutside: reportedOutside), interactionLog?.release == nil else { return }
        interactionLog?.release = Interaction.Release(at: gestureTime, finish: finish)
    }

    /// Outside an interactive recording there is no interaction controller for the calls to drive:
    /// progress updates, pauses and finishing change nothing (Hero makes them on every transition,
    /// and its transitions run on iOS as their animations say), so they are ignored. A cancel is
    /// reported: whether iOS then counts the transition as cancelled is not documented.
    private func interactive(_ call: String, reportedOutside: Bool = false) -> Bool {
        guard interactionLog == nil else { return true }
        guard reportedOutside else { return false }
        recorder.report(
            "\(call): this transition is not interactive; record it with TransitionScene(screens:animator:interactionController:gesture:)"
        )
        return false
    }

    func recordCompleteTransition(_ didComplete: Bool, file: String, line: Int, column: Int) {
        if !didComplete { transitionWasCancelled = true }
        recorder.completeTransition(didComplete, at: callSite(file, line, column))
        presentation?.completed(didComplete)
    }
}
