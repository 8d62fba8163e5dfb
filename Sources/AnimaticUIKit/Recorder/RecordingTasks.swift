import Animatic

/// The Swift tasks an animator starts (`Task { … }`). On iOS a main-actor task runs on the main
/// run loop's next turn, while the transition plays. Here a recording is one synchronous run, so
/// its tasks can run only when it is recorded with `TransitionScene.recording(…)`: that recording
/// is async and, after each turn on the virtual clock, gives the main actor to the tasks until
/// they wait again (`settle`). Every task started inside the recording inherits this task-local
/// value, so holding it tells whether one has not finished.
final class RecordingTasks: Sendable {
    @TaskLocal static var current: RecordingTasks?

    /// Main-actor turns given to the tasks after each turn of the recording while one is
    /// unfinished: each lets every task already resumed run to its next wait, and a task resumed
    /// by another runs on the next.
    static let turnsPerSettle = 8
    /// How long a recording waits for a task that is neither finished nor waiting on its clock.
    static let realTimeWait = Duration.seconds(1)

    static let notRunMessage =
        "the animator started a Swift task (Task { … }) that had not run when the recording ended: on iOS it runs "
        + "on the main run loop's next turn, while the transition plays, so what it changes (and a "
        + "completeTransition(_:) in it) would be missing from the frames; record it with "
        + "`try await TransitionScene.recording(…)`, which runs the animator's tasks on the recording's clock"

    static let notRunInteractiveMessage =
        "the animator started a Swift task (Task { … }) that had not run when the recording ended: on iOS it runs "
        + "on the main run loop's next turn, so what it changes would be missing from the frames; record with "
        + "`await TransitionScene.recording(screens:animator:interactionController:gesture:…)`, which runs them"

    static let stillWaitingMessage =
        "a Swift task the animator started was still waiting when no work was left on the recording's clock: "
        + "it waits on something the recording does not drive (only Task.sleep, UIKit's async animations and "
        + "the clock's completions resume a task at once here; it waited 1 s of real time for anything else), so "
        + "what it does next is missing from the frames"
}

extension RecordingSession {
    /// Gives the main actor to the recording's unfinished tasks at the current turn's time.
    func settle() async {
        guard hasUnfinishedTasks else { return }
        for _ in 0..<RecordingTasks.turnsPerSettle { await Task.yield() }
    }

    /// With no work left on the clock, waits (in real time, up to `RecordingTasks.realTimeWait`) for
    /// unfinished tasks to finish or to schedule work: one waiting on another actor or thread.
    func waitForTasks() async {
        let deadline = ContinuousClock.now.advanced(by: RecordingTasks.realTimeWait)
        while hasUnfinishedTasks, !recorder.hasScheduledWork, ContinuousClock.now < deadline {
            try? await ContinuousClock().sleep(for: .milliseconds(5))
            await settle()
        }
    }
}

// `Task.sleep` on the recording's clock, shadowing the standard library's in files that import
// AnimaticUIKit: inside `TransitionScene.recording(…)` a task that sleeps resumes when the clock
// reaches the end of the sleep, as `DispatchQueue.main.asyncAfter` does; elsewhere it sleeps.
extension Task where Success == Never, Failure == Never {
    @MainActor public static func sleep(nanoseconds duration: UInt64) async throws {
        try await RecordingTasks.sleep(Duration.nanoseconds(duration))
    }

    @MainActor public static func sleep(for duration: Duration) async throws {
        try await RecordingTasks.sleep(duration)
    }
}

extension RecordingTasks {
    @MainActor static func sleep(_ duration: Duration) async throws {
        guard let recorder = Recording.recorder, recorder.runsTasks else {
            return try await ContinuousClock().sleep(until: .now.advanced(by: duration))
        }
        let (seconds, attoseconds) = duration.components
        let delay = max(0, Double(seconds) + Double(attoseconds) / 1e18)
        await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
            recorder.perform(Step(.after(delay: delay, steps: []), at: recorder.location)) { resumed.resume() }
        }
        try Task.checkCancellation()
    }
}

extension TransitionScene {
    init(recorded scene: Scene) { self.scene = scene }

    /// As `init(from:to:animator:operation:…)`, for an animator that starts Swift tasks
    /// (`Task { await UIView.animate(…); … }`, `Task.sleep`): they run on the recording's clock
    /// at the time they would run on iOS.
    @MainActor
    public static func recording(
        from: UIViewController, to: UIViewController, animator: some UIViewControllerAnimatedTransitioning,
        operation: TransitionOperation, canvas: Canvas = Canvas(), name: String? = nil, seed: UInt64 = 0,
        file: String = #fileID, line: Int = #line
    ) async throws -> TransitionScene {
        let location = SourceLocation(file: file, line: line, column: 1)
        let (base, driver) = screens(
            from: from, to: to, operation: operation, canvas: canvas,
            name: name ?? String(describing: type(of: animator)), at: location)
        return TransitionScene(
            recorded: try await SeededRandom.$generator.withValue(SeededRandomNumberGenerator(seed: seed)) {
                try await recordAllowingTasks(
                    animator, on: base, controllers: (from, to), presentation: driver, at: location)
            })
    }

    /// As `init(screens:animator:interactionController:gesture:…)` (an interactive transition), for an
    /// animator or interaction controller that starts Swift tasks: they run on the recording's clock,
    /// at the time they would run on iOS, while the gesture plays.
    @MainActor
    public static func recording(
        screens path: String, animator: some UIViewControllerAnimatedTransitioning,
        interactionController: UIViewControllerInteractiveTransitioning, gesture: ScriptedGesture,
        operation: TransitionOperation? = nil, controllers: (from: UIViewController, to: UIViewController)? = nil,
        name: String? = nil, seed: UInt64 = 0, file: String = #fileID, line: Int = #line
    ) async throws -> TransitionScene {
        var base = try screens(path, operation: operation, name: name ?? String(describing: type(of: animator)))
        base.interaction = nil
        let interaction = InteractiveRecording(controller: interactionController, gesture: gesture)
        return TransitionScene(
            recorded: try await SeededRandom.$generator.withValue(SeededRandomNumberGenerator(seed: seed)) {
                try await recordAllowingTasks(
                    animator, on: base, controllers: controllers.map { ($0.from, $0.to) }, screensFromFile: true,
                    interaction: interaction, at: SourceLocation(file: file, line: line, column: 1))
            })
    }

    /// As `init(screens:animator:…)`, for an animator that starts Swift tasks.
    @MainActor
    public static func recording(
        screens path: String, animator: some UIViewControllerAnimatedTransitioning,
        operation: TransitionOperation? = nil, controllers: (from: UIViewController, to: UIViewController)? = nil,
        name: String? = nil, seed: UInt64 = 0, file: String = #fileID, line: Int = #line
    ) async throws -> TransitionScene {
        let base = try screens(path, operation: operation, name: name ?? String(describing: type(of: animator)))
        return TransitionScene(
            recorded: try await SeededRandom.$generator.withValue(SeededRandomNumberGenerator(seed: seed)) {
                try await recordAllowingTasks(
                    animator, on: base, controllers: controllers.map { ($0.from, $0.to) }, screensFromFile: true,
                    at: SourceLocation(file: file, line: line, column: 1))
            })
    }
}
