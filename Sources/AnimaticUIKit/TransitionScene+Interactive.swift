import Animatic

/// An interaction controller and the gesture that drives it, for a recording.
@MainActor
struct InteractiveRecording {
    let controller: UIViewControllerInteractiveTransitioning
    let gesture: ScriptedGesture

    /// What UIKit does when the transition starts interactively: it hands the context to the
    /// interaction controller. A `UIPercentDrivenInteractiveTransition` then drives the
    /// animator's `interruptibleAnimator(using:)` when it has one (paused, scrubbed by
    /// `fractionComplete`), else runs `animateTransition(using:)` and scrubs its layer time. A
    /// custom controller starts the animations its own way.
    func start(_ animator: some UIViewControllerAnimatedTransitioning, _ context: AnimaticTransitionContext) {
        // Apple's `wantsInteractiveStart` page: when true, "interactive animations start as paused";
        // false starts them running until the app pauses them, which the gesture model (progress
        // from the first sample) does not follow: said.
        if !controller.wantsInteractiveStart {
            context.recorder.report(
                "wantsInteractiveStart is false: the animations would start running, not paused; Animatic drives "
                    + "them from the gesture's samples from the start")
        }
        controller.startInteractiveTransition(context)
        guard let percent = controller as? UIPercentDrivenInteractiveTransition else { return }
        if let interruptible = animator.interruptibleAnimator(using: context) as? UIViewPropertyAnimator {
            percent.propertyAnimator = interruptible
            interruptible.pauseAnimation()
        } else {
            animator.animateTransition(using: context)
        }
    }
}

extension TransitionScene {
    /// An interactive transition: the animator runs as `animateTransition(using:)` under
    /// `interactionController` (a `UIPercentDrivenInteractiveTransition` or the app's own
    /// `UIViewControllerInteractiveTransitioning`), and `gesture` plays what the app's gesture
    /// handler does over time. The progress it reports becomes the scene's `interaction:`,
    /// the same model a scene file's `interaction:` key compiles to.
    @MainActor
    public init(
        screens path: String, animator: some UIViewControllerAnimatedTransitioning,
        interactionController: UIViewControllerInteractiveTransitioning, gesture: ScriptedGesture,
        operation: TransitionOperation? = nil, controllers: (from: UIViewController, to: UIViewController)? = nil,
        name: String? = nil, file: String = #fileID, line: Int = #line
    ) throws {
        var base = try SceneLoader.loadScreens(path: path)
        if let operation { base.operation = operation }
        base.name = name ?? String(describing: type(of: animator))
        base.interaction = nil
        scene = try Self.record(
            animator, on: base, controllers: controllers.map { ($0.from, $0.to) }, screensFromFile: true,
            interaction: InteractiveRecording(controller: interactionController, gesture: gesture),
            at: SourceLocation(file: file, line: line, column: 1))
    }
}
