import AnimaticCore

/// The transition context Animatic hands the animator: the container, the two view
/// controllers and their views, and the frames the scene's controllers define.
@preconcurrency @MainActor
final class AnimaticTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let recorder: TransitionRecorder
    let fromViewController: UIViewController
    let toViewController: UIViewController
    private(set) var transitionWasCancelled = false

    init(recorder: TransitionRecorder, from: UIViewController, to: UIViewController) {
        self.recorder = recorder
        fromViewController = from
        toViewController = to
        super.init()
    }

    var containerView: UIView { recorder.view(ModelTree.containerID)! }
    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var presentationStyle: UIModalPresentationStyle { recorder.scene.presentation != nil ? .custom : .fullScreen }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: recorder.view(recorder.scene.from.id)
        case .to: recorder.view(recorder.scene.to.id)
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { frame(final: false, vc) }
    func finalFrame(for vc: UIViewController) -> CGRect { frame(final: true, vc) }

    private func frame(final: Bool, _ vc: UIViewController) -> CGRect {
        let root = vc === fromViewController ? "from" : vc === toViewController ? "to" : nil
        guard let root else { return .zero }
        return CGRect(recorder.scene.contextFrame(final: final, root: root))
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { interactive("updateInteractiveTransition(_:)") }
    func finishInteractiveTransition() { interactive("finishInteractiveTransition()") }
    func cancelInteractiveTransition() { interactive("cancelInteractiveTransition()") }
    func pauseInteractiveTransition() { interactive("pauseInteractiveTransition()") }

    private func interactive(_ call: String) {
        recorder.report("\(call): interactive transitions are not modeled; Animatic runs the animator as a non-interactive transition")
    }

    func recordCompleteTransition(_ didComplete: Bool, file: String, line: Int, column: Int) {
        if !didComplete { transitionWasCancelled = true }
        recorder.completeTransition(didComplete, at: callSite(file, line, column))
    }
}
