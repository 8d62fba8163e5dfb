import Animatic

/// An animator's transition as a `Scene`: the animator runs once against Animatic's
/// transition context on a virtual clock, and what it does becomes the scene's steps, the
/// same model a scene file compiles to. Render it, test it with `assertFrames(of: scene)`,
/// lint it, or export its values like any scene.
public struct TransitionScene: SceneProviding {
    public let scene: Scene

    /// The screens (canvas, `from`, `to`, and the `navigation:` or `presentation:`
    /// controllers) come from a scene file whose `transition:` may be left out; the
    /// animator's recording replaces it. `operation` overrides the file's. `seed` seeds the
    /// random numbers the animator draws (`arc4random`, `CGFloat.random(in:)` …).
    ///
    /// `controllers` are the view controllers the animator gets from the context (plain
    /// `UIViewController`s by default): pass instances of the app's classes (or stand-ins with
    /// the same API) when the animator casts to them. Their `view` becomes the screen's root;
    /// every view from the file has its id as `accessibilityIdentifier`, to find it by.
    @MainActor
    public init(
        screens path: String, animator: some UIViewControllerAnimatedTransitioning,
        operation: TransitionOperation? = nil,
        controllers: (from: UIViewController, to: UIViewController)? = nil,
        name: String? = nil, seed: UInt64 = 0, file: String = #fileID, line: Int = #line
    ) throws {
        let base = try Self.screens(path, operation: operation, name: name ?? String(describing: type(of: animator)))
        scene = try SeededRandom.$generator.withValue(SeededRandomNumberGenerator(seed: seed)) {
            try Self.record(
                animator, on: base, controllers: controllers.map { ($0.from, $0.to) }, screensFromFile: true,
                at: SourceLocation(file: file, line: line, column: 1))
        }
    }

    static func screens(_ path: String, operation: TransitionOperation?, name: String) throws -> Scene {
        var base = try SceneLoader.loadScreens(path: path)
        if let operation { base.operation = operation }
        base.name = name
        return base
    }

    /// Screens built in Swift: the view controllers' views become the `from` and `to` trees
    /// (ids from `accessibilityIdentifier`, else `from`/`to` for the roots and `UILabel-2`
    /// style for the rest).
    @MainActor
    public init(
        from: UIViewController, to: UIViewController, animator: some UIViewControllerAnimatedTransitioning,
        operation: TransitionOperation, canvas: Canvas = Canvas(), name: String? = nil, seed: UInt64 = 0,
        file: String = #fileID, line: Int = #line
    ) throws {
        let location = SourceLocation(file: file, line: line, column: 1)
        let (base, driver) = Self.screens(
            from: from, to: to, operation: operation, canvas: canvas,
            name: name ?? String(describing: type(of: animator)), at: location)
        scene = try SeededRandom.$generator.withValue(SeededRandomNumberGenerator(seed: seed)) {
            try Self.record(animator, on: base, controllers: (from, to), presentation: driver, at: location)
        }
    }

    /// The scene of screens built in Swift, and the driver of the presented controller's custom
    /// presentation, if any.
    @MainActor
    static func screens(
        from: UIViewController, to: UIViewController, operation: TransitionOperation, canvas: Canvas, name: String,
        at location: SourceLocation
    ) -> (Scene, PresentationDriver?) {
        var counts: [String: Int] = [:]
        var taken: Set<String> = []
        func id(_ view: UIView) -> String {
            if let wanted = view.accessibilityIdentifier, !wanted.isEmpty, taken.insert(wanted).inserted {
                return wanted
            }
            let base = view.idBase ?? String(describing: type(of: view))
            while true {
                counts[base, default: 0] += 1
                let candidate = "\(base)-\(counts[base]!)"
                if taken.insert(candidate).inserted { return candidate }
            }
        }
        let fromView: UIView = from.view, toView: UIView = to.view
        for (view, root) in [(fromView, "from"), (toView, "to")] where view.animaticID.isEmpty {
            view.animaticID = (view.accessibilityIdentifier?.isEmpty == false) ? view.accessibilityIdentifier! : root
            taken.insert(view.animaticID)
        }
        let fromSpec = fromView.makeSpec(ids: id, location: location)
        let toSpec = toView.makeSpec(ids: id, location: location)
        var base = Scene(
            name: name, canvas: canvas, operation: operation,
            from: fromSpec, to: toSpec, transition: TransitionScript(duration: 0, steps: []))
        base.goldens = nil
        // A custom modal presentation: the presented controller's transitioning delegate is asked
        // for its presentation controller (else UIKit's plain one), which the recording drives.
        let (presented, presenter) = operation == .dismiss ? (from, to) : (to, from)
        let driver = PresentationDriver(presented: presented, presenting: presenter, operation: operation)
        // An over-full-screen style keeps the presenter in the window, as a custom presentation
        // that keeps it does (UIModalPresentationStyle.keepsPresenterInWindow).
        let keepsPresenter =
            presented.modalPresentationStyle.keepsPresenterInWindow && [.present, .dismiss].contains(operation)
        if driver != nil || keepsPresenter {
            var controller = PresentationController(location: location)
            controller.dimming = nil
            controller.removesPresentersView = driver?.controller.shouldRemovePresentersView ?? false
            base.presentation = controller
        }
        return (base, driver)
    }

    /// Records the animator with the scheduled work run on the clock; a Swift task it starts
    /// cannot run before the recording ends here, and is reported (`recording(…)` runs them).
    @MainActor
    static func record(
        _ animator: some UIViewControllerAnimatedTransitioning, on base: Scene,
        controllers: (UIViewController, UIViewController)? = nil, screensFromFile: Bool = false,
        interaction: InteractiveRecording? = nil, presentation: PresentationDriver? = nil, at location: SourceLocation
    ) throws -> Scene {
        let session = try RecordingSession(
            animator, on: base, controllers: controllers, screensFromFile: screensFromFile, interaction: interaction,
            presentation: presentation, at: location)
        session.scoped {
            session.firstTurn()
            session.recorder.runScheduledWork()
            session.lastTurn()
        }
        if session.hasUnfinishedTasks {
            session.recorder.report(
                interaction == nil ? RecordingTasks.notRunMessage : RecordingTasks.notRunInteractiveMessage,
                at: location)
        }
        return try session.result()
    }

    /// Records the animator letting the Swift tasks it starts run on the recording's clock.
    @MainActor
    static func recordAllowingTasks(
        _ animator: some UIViewControllerAnimatedTransitioning, on base: Scene,
        controllers: (UIViewController, UIViewController)? = nil, screensFromFile: Bool = false,
        interaction: InteractiveRecording? = nil, presentation: PresentationDriver? = nil, at location: SourceLocation
    ) async throws -> Scene {
        let session = try RecordingSession(
            animator, on: base, controllers: controllers, screensFromFile: screensFromFile, interaction: interaction,
            presentation: presentation, at: location)
        session.recorder.runsTasks = true
        await session.scoped {
            session.firstTurn()
            await session.recorder.runScheduledWork(settling: session.settle, waitingForTasks: session.waitForTasks)
            session.lastTurn()
            await session.settle()
        }
        session.recorder.runsTasks = false
        if session.hasUnfinishedTasks {
            session.recorder.report(RecordingTasks.stillWaitingMessage, at: location)
        }
        return try session.result()
    }

    /// The presenting and navigation relations UIKit sets up before `animateTransition:`.
    @MainActor
    @discardableResult
    static func relate(_ from: UIViewController, _ to: UIViewController, _ operation: TransitionOperation)
        -> UINavigationController?
    {
        switch operation {
        case .present:
            to.presentingViewController = from
            from.presentedViewController = to
            to.isBeingPresented = true
        case .dismiss:
            from.presentingViewController = to
            to.presentedViewController = from
            from.isBeingDismissed = true
        case .push, .pop:
            if operation == .push { to.isMovingToParent = true } else { from.isMovingFromParent = true }
            guard from.navigationController == nil, to.navigationController == nil else { return nil }
            let navigation = UINavigationController()
            navigation.viewControllers = operation == .push ? [from, to] : [to, from]
            return navigation
        }
        return nil
    }

    /// The compiled timeline, as `Timeline.compile(scene.scene)`.
    public func timeline() throws -> Timeline { try Timeline.compile(scene) }

    /// Renders every frame to `DIR/<name>/frame-00000.png` …, as `animatic render` does.
    public func render(to directory: String, overwrite: Bool = true) async throws -> [String] {
        try await FrameSequenceWriter(outputDirectory: directory, overwrite: overwrite).write(try timeline())
    }
}

/// What the recording found that Animatic cannot draw faithfully, each at its call site.
public struct RecordingError: Error, CustomStringConvertible, Sendable {
    public var problems: [SceneError]
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
