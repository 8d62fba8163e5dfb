import Animatic

/// One run of an animator, in the phases UIKit gives it: the controllers related and the
/// duration asked (init), the animator's first turn of the run loop, the scheduled work on the
/// virtual clock, and the end. The phases are apart so that an async recording can let the
/// animator's Swift tasks run between turns (RecordingTasks.swift).
@MainActor
final class RecordingSession {
    let recorder: TransitionRecorder
    private let animator: any UIViewControllerAnimatedTransitioning
    private let context: AnimaticTransitionContext
    private let interaction: InteractiveRecording?
    private let presentation: PresentationDriver?
    /// The navigation controller UIKit would have: it lives as long as the recording (children hold it weakly).
    private let navigation: UINavigationController?
    private let appearance: AppearanceTransition
    private let location: SourceLocation
    /// Inherited by every Swift task started inside the recording, which holds it until it ends.
    private var tasks = RecordingTasks()

    init(
        _ animator: some UIViewControllerAnimatedTransitioning, on base: Scene,
        controllers: (UIViewController, UIViewController)?, screensFromFile: Bool,
        interaction: InteractiveRecording?, presentation: PresentationDriver?, at location: SourceLocation
    ) throws {
        var scene = base
        scene.transition = TransitionScript(duration: 0, steps: [])
        let recorder = try TransitionRecorder(scene: scene, location: location)
        let (fromVC, toVC) = controllers ?? (UIViewController(), UIViewController())
        if screensFromFile {
            fromVC.view = recorder.view(scene.from.id)
            toVC.view = recorder.view(scene.to.id)
        } else {
            fromVC.view.bind(to: recorder)
            toVC.view.bind(to: recorder)
        }
        navigation = TransitionScene.relate(fromVC, toVC, scene.operation)
        appearance = AppearanceTransition(
            from: fromVC, to: toVC, operation: scene.operation,
            removesPresenter: scene.presentation?.removesPresentersView ?? true)
        let context = AnimaticTransitionContext(recorder: recorder, from: fromVC, to: toVC)
        if interaction != nil { context.interactionLog = InteractionLog(location: location) }
        context.presentation = presentation
        (self.recorder, self.animator, self.context) = (recorder, animator, context)
        (self.interaction, self.presentation, self.location) = (interaction, presentation, location)
        // The controllers' own animations run over the duration, so it is asked first.
        let duration = Recording.$recorder.withValue(recorder) { animator.transitionDuration(using: context) }
        guard duration >= 0, duration.isFinite else {
            recorder.releaseViews()
            throw SceneError("transitionDuration(using:) returned \(duration); it must be a number ≥ 0", at: location)
        }
        do { try recorder.start(duration: duration) } catch {
            recorder.releaseViews()
            throw error
        }
    }

    /// Runs `body` with the recording's task-local values, which the tasks it starts inherit.
    func scoped<T>(_ body: () throws -> T) rethrows -> T {
        try Recording.$recorder.withValue(recorder) {
            try RecordingTasks.$current.withValue(tasks) {
                try InteractiveSession.$context.withValue(interaction == nil ? nil : context, operation: body)
            }
        }
    }

    func scoped<T>(_ body: () async throws -> T) async rethrows -> T {
        try await Recording.$recorder.withValue(recorder) {
            try await RecordingTasks.$current.withValue(tasks) {
                try await InteractiveSession.$context.withValue(interaction == nil ? nil : context, operation: body)
            }
        }
    }

    /// The animator's first turn: `animateTransition(using:)`, or the gesture that drives it.
    func firstTurn() {
        // The screens on display before the transition have drawn themselves at their size then.
        recorder.displayViews(initial: true)
        presentation?.begin(context, duration: recorder.scene.transition.duration)
        appearance.begin()
        if let interaction {
            // The gesture plays before the completion blocks run, so they read whether it cancelled.
            interaction.start(animator, context)
            presentation?.animationsStarted()
            interaction.gesture.play(on: context)
        } else {
            animator.animateTransition(using: context)
            presentation?.animationsStarted()
        }
    }

    /// The transition's end, once no work is left on the clock.
    func lastTurn() {
        presentation?.finish()
        // UIKit tells the controllers once the animator has completed the transition, not before.
        if recorder.completionCalls > 0 { appearance.end(cancelled: context.transitionWasCancelled) }
        animator.animationEnded(!context.transitionWasCancelled)
    }

    /// Whether a Swift task started inside the recording has not finished.
    var hasUnfinishedTasks: Bool { !isKnownUniquelyReferenced(&tasks) }

    /// The recorded scene, or what stops it; the views go back to being plain views either way.
    func result() throws -> Scene {
        defer {
            recorder.releaseViews()
            withExtendedLifetime(navigation) {}
        }
        if !recorder.problems.isEmpty { throw RecordingError(problems: recorder.problems) }
        // The recorder's scene: a mask set on a screens view joins its initial tree.
        var recorded = recorder.scene
        recorded.transition.steps = recorder.recordedSteps
        if interaction != nil {
            guard let driven = context.interactionLog?.interaction(driver: context.driver) else {
                throw RecordingError(problems: [
                    SceneError(
                        "the gesture never called finish() or cancel() (finishInteractiveTransition / cancelInteractiveTransition)",
                        at: location)
                ])
            }
            recorded.interaction = driven
        }
        _ = try Timeline.compile(recorded)
        return recorded
    }
}
