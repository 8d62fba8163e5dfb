import AnimaticCore

/// The recorder an animator runs under, found by UIKit's static entry points
/// (`UIView.animate`, `DispatchQueue.main.asyncAfter`, `UIScreen.main`) through a task-local
/// value rather than global state, so recordings never see each other.
enum Recording {
    @TaskLocal static var recorder: TransitionRecorder?

    /// Reports `message` in the recording running now, if any, from code not isolated to the main
    /// actor (color and image initializers): a recording runs on the main actor, so code called
    /// from one runs there too.
    static func report(_ message: @autoclosure () -> String) {
        guard let recorder else { return }
        let text = message()
        MainActor.assumeIsolated { recorder.report(text) }
    }

    /// The screen's scale for code not isolated to the main actor (`UIImage(named:)` picks its
    /// file by it): the recording's canvas's, else UIScreen's default canvas's.
    static var screenScale: Double {
        guard let recorder else { return Canvas().scale }
        return MainActor.assumeIsolated { recorder.scene.canvas.scale }
    }
}

/// Runs an animator once against a virtual clock and takes down what it does as `Step`s:
/// property writes outside animation blocks become `set` steps, blocks become `animate` and
/// `keyframes` steps, and completion, `asyncAfter` and property-animator blocks run when the
/// clock reaches them. Every step also runs at once on a `StepRunner`, so the animator reads
/// the same model values (frames, superviews, snapshots) the compiled timeline has.
@preconcurrency @MainActor
final class TransitionRecorder {
    private(set) var runner: StepRunner
    private(set) var scene: Scene
    private(set) var views: [String: UIView] = [:]
    private var generatedCounts: [String: Int] = [:]
    private let topLevel = StepList()
    private var currentList: StepList
    private(set) var blocks: [AnimationBlock] = []
    /// Depth of `performWithoutAnimation` calls.
    private var withoutAnimation = 0
    private var queue: [(time: Double, order: Int, list: StepList, work: @MainActor () -> Void)] = []
    private var order = 0
    private var scheduledRuns = 0
    /// Whether the animator's Swift tasks run inside this recording (`TransitionScene.recording(…)`).
    var runsTasks = false
    private var outsideChangeReported = false
    /// The location of the last UIKit call that could capture one: Swift property setters
    /// cannot see their caller's line, so a plain write is reported at the call before it.
    var location: SourceLocation
    private(set) var problems: [SceneError] = []
    /// Open `CATransaction`s: the latest end of what each started, for its completion block.
    private var transactions: [(latestEnd: Double, completion: (@MainActor () -> Void)?)] = []
    private(set) var completionCalls = 0
    /// Whether the clock has moved past the animator's first call (scheduled work ran).
    private(set) var scheduledWorkRan = false
    /// Animations added with `layer.add(_:forKey:)`, in the order added.
    var liveAnimationLog: [LiveAnimation] = []
    /// When the last UIView animation (block, keyframes, transition) recorded so far ends.
    private(set) var viewAnimationsEnd: Double = 0
    /// UIKit's stack of image contexts (`UIGraphicsBeginImageContext…`, a renderer's `image`),
    /// the current one last: the recording's, not global state.
    var graphicsContexts: [CGContext] = []
    /// Constraints were activated or changed since the last layout pass (AutoLayoutSolver.swift).
    var constraintsChanged = false
    /// Layout passes under way (nested by `layoutIfNeeded()` in `layoutSubviews()`), and whether
    /// the passes under way stop (nested too deep, reported).
    var layoutDepth = 0
    var layoutAborting = false
    /// The bounds size each view's `draw(_:)` was last called at (CustomLayers.swift).
    var drawnSizes: [String: Size] = [:]
    /// The views whose framework-drawn content was reported as not drawn (FrameworkStandIns.swift).
    var contentNotDrawnReported: Set<String> = []
    /// The views whose layer shows what their `draw(_:)` drew.
    var drawnBackingStores: Set<String> = []
    /// Layers made on their own and added to a layer, kept for as long as the recording runs.
    private var keptLayers: [CALayer] = []

    func keepAlive(_ layer: CALayer) {
        if !keptLayers.contains(where: { $0 === layer }) { keptLayers.append(layer) }
    }

    init(scene: Scene, location: SourceLocation) throws(SceneError) {
        self.scene = scene
        self.location = location
        runner = try StepRunner(scene: scene)
        currentList = topLevel
    }

    /// Sets the animator's `transitionDuration` and starts over: the controllers' own
    /// animations run over it. Anything recorded before (by `transitionDuration(using:)`) is
    /// reported, as UIKit does not expect that method to change views.
    func start(duration: Double) throws(SceneError) {
        if !topLevel.entries.isEmpty || !queue.isEmpty {
            report("transitionDuration(using:) changed views or scheduled work; UIKit asks it for the duration only")
        }
        scene.transition.duration = duration
        runner = try StepRunner(scene: scene)
        topLevel.entries = []
        queue = []
    }

    var now: Double { runner.now }
    var recordedSteps: [Step] { topLevel.build() }
    var topLevelEntries: [StepList.Entry] { topLevel.entries }

    func report(_ message: String, at location: SourceLocation? = nil) {
        problems.append(SceneError(message, at: location ?? self.location))
    }

    // MARK: Steps and the clock

    /// Runs a step now and records it; `then` runs when its completion (or delay) is due,
    /// recording its own steps into the step's follow-up list. Returns that time.
    @discardableResult
    func perform(_ step: Step, endingAt end: Double? = nil, then work: (@MainActor () -> Void)? = nil) -> Double? {
        reportIfFromOutside()
        if let block = blocks.last, block.kind == .transition {
            block.captured.append(step)
            if work != nil {
                report(
                    "a completion block inside UIView.transition's animations block is not modeled (it would not run)")
            }
            return nil
        }
        var due: Double?
        do { due = try runner.run(step) } catch {
            problems.append(error)
            return nil
        }
        due = due ?? end
        let entry = currentList.append(step)
        if let due {
            switch step.action {
            case .animate, .keyframes, .transition:
                extendTransactions(to: due)
                viewAnimationsEnd = max(viewAnimationsEnd, due)
            default: break
            }
        }
        if let due, let work { schedule(work, at: due, into: entry) }
        return due
    }

    private func schedule(_ work: @escaping @MainActor () -> Void, at time: Double, into entry: StepList.Entry) {
        let list = entry.followUp ?? StepList()
        entry.followUp = list
        order += 1
        queue.append((time, order, list, work))
    }

    /// Runs scheduled blocks in time order (ties in the order they were scheduled, as the
    /// timeline compiler runs completions) until none is left.
    func runScheduledWork() {
        // The animator's first turn of the run loop ends: UIKit commits, and views draw.
        commitTurn()
        while runNextScheduledWork() { commitTurn() }
        currentList = topLevel
    }

    /// As `runScheduledWork()`, letting the animator's Swift tasks run after each turn (`settle`)
    /// at that turn's time, before UIKit commits it (RecordingTasks.swift). When no work is left
    /// and a task is unfinished, it may be waiting on another actor or thread, which answers in
    /// real time: the clock waits for it (`waitForTasks`), and goes on if it schedules more.
    func runScheduledWork(
        settling settle: @MainActor () async -> Void, waitingForTasks waitForTasks: @MainActor () async -> Void
    ) async {
        await settle()
        commitTurn()
        repeat {
            while runNextScheduledWork() {
                await settle()
                commitTurn()
            }
            await waitForTasks()
        } while !queue.isEmpty
        currentList = topLevel
    }

    var hasScheduledWork: Bool { !queue.isEmpty }

    /// While an async recording awaits, the main actor runs other work too: a change to its views
    /// from code that does not inherit the recording (`Task.detached`, another thread's
    /// `MainActor.run`) would land at whatever turn the recording has reached. Reported once.
    private func reportIfFromOutside() {
        guard runsTasks, !outsideChangeReported, Recording.recorder !== self else { return }
        outsideChangeReported = true
        report(
            "a view of the transition was changed from code that does not inherit the recording (Task.detached, "
                + "or another thread through MainActor.run): where it lands on the recording's clock depends on "
                + "timing; start the work with Task { … } from the animator instead")
    }

    /// Runs the next scheduled block at its time, its steps going to its follow-up list (where the
    /// recorder stays until the next), or returns false when none is left or the animator loops.
    private func runNextScheduledWork() -> Bool {
        guard let next = queue.min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) else { return false }
        queue.removeAll { $0.order == next.order }
        scheduledRuns += 1
        guard next.time <= Timeline.maxDuration, scheduledRuns <= 100_000 else {
            report(
                "the animator keeps scheduling work past \(Timeline.maxDuration) s (an endless asyncAfter or completion loop?)"
            )
            queue = []
            return false
        }
        runner.beginBatch(at: next.time)
        scheduledWorkRan = true
        currentList = next.list
        next.work()
        return true
    }

    /// The end of a run-loop turn: constraints lay out, and views draw.
    private func commitTurn() {
        layOutIfConstraintsChanged()
        displayViews()
    }

    /// The views on screen to draw at a commit: those never drawn, those that called
    /// `setNeedsDisplay()`, and those whose contentMode is `.redraw` and whose bounds' size
    /// changed since they drew (CustomLayers.swift). `root`'s subtree draws too, on screen or not
    /// (a snapshot after screen updates).
    func displayViews(initial: Bool = false, including root: String? = nil) {
        let due = views.keys.sorted().compactMap { id -> UIView? in
            let shown = runner.model.isInHierarchy(id) || root.map { runner.model.contains($0, id) } == true
            guard shown, let view = views[id] else { return nil }
            // A layer of its own draws only once asked to (`setNeedsDisplay()`); a view's layer
            // is displayed by UIKit when the view first appears.
            if view.standaloneLayer != nil, drawnSizes[id] == nil, !view.attachments.needsDisplay { return nil }
            guard let drawn = drawnSizes[id], !view.attachments.needsDisplay else { return view }
            let redraws = view.attachments.redraws || view.layer.needsDisplayOnBoundsChange
            return redraws && drawn != view.state.bounds.size ? view : nil
        }
        drawViews(due, initial: initial)
        reportContentNotDrawn()
    }

    /// Whether a property write now is animated (inside an animation block, not
    /// `performWithoutAnimation`).
    var animatesWrites: Bool { withoutAnimation == 0 && !blocks.isEmpty }

    // MARK: Views

    /// The view with this id, making a UIView for views the recorder did not create (the
    /// screens file's, the controllers', snapshots).
    func view(_ id: String) -> UIView? {
        if let view = views[id] { return view }
        guard let state = runner.model.views[id] else { return nil }
        let view: UIView =
            switch state.kind {
            case .label: UILabel(boundTo: self, id: id)
            case .imageView: UIImageView(boundTo: self, id: id)
            // The container stands in for the window too (`view.window`), so it is one.
            case .view where id == ModelTree.containerID: UIWindow(boundTo: self, id: id)
            case .view, .gradient, .shape: UIView(boundTo: self, id: id)
            }
        view.accessibilityIdentifier = id
        views[id] = view
        return view
    }

    func register(_ view: UIView, as id: String) { views[id] = view }

    /// Hands every view of the recording back to the app, unbound, as the recording ended them.
    func releaseViews() {
        for view in views.values { view.takeBack(from: self) }
        for view in views.values { view.forgetRecording() }
    }

    /// The model state as the animator sees it: inside an animation block, with the block's
    /// writes applied.
    func state(of id: String) -> ViewState? {
        for block in blocks.reversed() { if let state = block.overlay[id] { return state } }
        return runner.model.views[id]
    }

    /// A new id for a view: its `accessibilityIdentifier` if set and free, else `UIView-3`
    /// style (the class name and a count per class, in the order the animator made them).
    func newID(for view: UIView) -> String {
        if let wanted = view.accessibilityIdentifier, !wanted.isEmpty, isFree(wanted) { return wanted }
        return freshID(view.idBase ?? String(describing: type(of: view)))
    }

    /// `base-1`, `base-2` …: the first free one.
    func freshID(_ base: String) -> String {
        var id: String
        repeat {
            generatedCounts[base, default: 0] += 1
            id = "\(base)-\(generatedCounts[base]!)"
        } while !isFree(id)
        return id
    }

    private func isFree(_ id: String) -> Bool {
        views[id] == nil && runner.model.views[id] == nil && !["from", "to", ModelTree.containerID].contains(id)
            && !id.contains(".") && !id.contains(" ")
    }

    /// Brings a view made outside the recording (or before it began) into the model, with
    /// its subtree, out of any hierarchy until it is added.
    func adopt(_ view: UIView) {
        guard !view.isBound else { return }
        let spec = view.makeSpec(ids: { self.newID(for: $0) }, location: location)
        perform(Step(.create(spec, parent: nil), at: location))
        view.bind(to: self)
    }

    // MARK: Property writes

    func write(_ change: Change, to id: String) {
        reportIfFromOutside()
        let assignment = Assignment(viewID: id, change: change, location: location)
        guard withoutAnimation == 0, let block = blocks.last else {
            perform(Step(.set([assignment]), at: location))
            // Open blocks see the write too.
            for block in blocks {
                if var state = block.overlay[id] {
                    apply(change, to: &state)
                    block.overlay[id] = state
                }
            }
            return
        }
        var state = self.state(of: id) ?? ViewState(id: id)
        apply(change, to: &state)
        block.overlay[id] = state
        guard block.kind != .transition else {
            // Consecutive writes share one `set` step, as a scene file writes them.
            if case .set(let assignments)? = block.captured.last?.action {
                block.captured[block.captured.count - 1].action = .set(assignments + [assignment])
            } else {
                block.captured.append(Step(.set([assignment]), at: location))
            }
            return
        }
        block.add(assignment)
    }

    func apply(_ change: Change, to state: inout ViewState) {
        switch change {
        case .property(let path, let value): _ = path.write(value, to: &state)
        case .content(let content): content.apply(to: &state)
        case .contents(let image):
            state.snapshot = image.flatMap { image in
                runner.model.views[runner.resolve(image.snapshotID)]?.snapshot?.showing(image)
            }
            state.drawing = nil
        case .drawing(let drawn):
            state.drawing = drawn
            if drawn != nil { state.snapshot = nil }
        case .reference, .computed: break
        }
    }

    // MARK: Animation blocks

    /// Set inside `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`.
    private(set) var repeatOverride: Double?
    private(set) var autoreverseOverride: Bool?

    func withRepeat(_ count: Double, autoreverses: Bool, _ body: () -> Void) {
        let saved = (repeatOverride, autoreverseOverride)
        (repeatOverride, autoreverseOverride) = (count, autoreverses)
        body()
        (repeatOverride, autoreverseOverride) = saved
    }

    func withoutAnimations(_ body: () -> Void) {
        withoutAnimation += 1
        body()
        withoutAnimation -= 1
    }

    /// The duration and curve of the innermost open `UIView.animate` block, which a nested
    /// block inherits unless its options override them.
    var inheritedTiming: (duration: Double, timing: AnimationTiming)? {
        blocks.last(where: { $0.kind == .animation })?.inherited
    }

    func recordBlock(
        _ kind: AnimationBlock.Kind, at location: SourceLocation,
        inheriting inherited: (duration: Double, timing: AnimationTiming)? = nil, _ body: () -> Void
    ) -> AnimationBlock {
        self.location = location
        let block = AnimationBlock(kind: kind, location: location)
        block.inherited = inherited
        blocks.append(block)
        body()
        if blocks.last === block { blocks.removeLast() }
        return block
    }

    func addKeyframe(start: Double, duration: Double, at location: SourceLocation, _ body: () -> Void) {
        guard let block = blocks.last, block.kind == .keyframes else {
            report(
                "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside UIView.animateKeyframes; its changes were applied without animation",
                at: location)
            withoutAnimations(body)
            return
        }
        self.location = location
        block.openFrames.append(Keyframe(start: start, duration: duration, assignments: [], location: location))
        body()
        if let frame = block.openFrames.popLast() { block.frames.append(frame) }
    }

    // MARK: Transactions and the transition

    func beginTransaction() { transactions.append((now, nil)) }

    /// An animation started inside open transactions delays their completion blocks to its end.
    func extendTransactions(to end: Double) {
        for i in transactions.indices { transactions[i].latestEnd = max(transactions[i].latestEnd, end) }
    }

    /// Changes the screens' initial tree (a mask set on a screens-file view before the clock
    /// moves): the runner starts over from it and runs again what was recorded so far.
    func replaceInitialScene(_ newScene: Scene) throws(SceneError) {
        var fresh = try StepRunner(scene: newScene)
        for entry in topLevel.entries { _ = try fresh.run(entry.step) }
        scene = newScene
        runner = fresh
    }

    func setTransactionCompletion(_ block: (@MainActor () -> Void)?) {
        guard !transactions.isEmpty else {
            report(
                "CATransaction.setCompletionBlock outside CATransaction.begin()/commit(): UIKit's implicit transaction is not modeled"
            )
            return
        }
        transactions[transactions.count - 1].completion = block
    }

    func commitTransaction() {
        guard let transaction = transactions.popLast() else {
            report("CATransaction.commit() without CATransaction.begin()")
            return
        }
        for i in transactions.indices {
            transactions[i].latestEnd = max(transactions[i].latestEnd, transaction.latestEnd)
        }
        if let completion = transaction.completion {
            perform(Step(.after(delay: max(0, transaction.latestEnd - now), steps: []), at: location), then: completion)
        }
    }

    func completeTransition(_ didComplete: Bool, at location: SourceLocation) {
        self.location = location
        completionCalls += 1
        perform(Step(.completeTransition(didComplete), at: location))
    }
}
