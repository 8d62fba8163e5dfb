/// Runs a transition script the way UIKit runs `animateTransition:`: steps in order at t = 0,
/// model values changing at once, animations recorded with their start values, completion
/// blocks queued for the moment their animation ends.
struct TimelineCompiler {
    let scene: Scene
    var state = ModelTree()
    var now = 0.0
    var snapshots: [Timeline.Snapshot] = []
    /// Layers frozen by the snapshots taken so far (see `RenderLayer.maxSceneSnapshotLayers`).
    var snapshotLayers = 0
    var animations: [Animation] = []
    var completions: [Timeline.CompletionCall] = []
    var events: [Timeline.StepEvent] = []
    /// The animations each event's step added, by index, so their ends are read once every
    /// later step has had the chance to cut them short.
    var eventAnimations: [Range<Int>] = []
    /// True while the navigation or presentation controller's own steps run.
    var runningControllerSteps = false
    var aliases: [String: String] = [:]
    var pending: [(time: Double, order: Int, steps: [Step])] = []
    var order = 0
    /// Pending batches that Animatic scheduled itself (a view transition's clean-up).
    var generatedOrders: Set<Int> = []
    /// The animations of each pending UIView completion block, so removing them all can call it early.
    var completionAnimations: [Int: Range<Int>] = [:]
    var lastEventTime = 0.0
    /// The tree and the animations as they were when the current batch of steps began: what
    /// the last frame on screen showed, for snapshots taken without screen updates.
    var batchStart: (tree: ModelTree, animationCount: Int) = (ModelTree(), 0)
    /// Traps seen while running (TimelineCompiler+Diagnostics).
    var diagnostics: [Timeline.Diagnostic] = []

    init(scene: Scene) {
        self.scene = scene
        diagnostics = scene.diagnostics
    }

    mutating func compile() throws(SceneError) -> Timeline {
        try setUp()
        let setUpTree = state
        try run(scene.transition.steps)
        snapshot()
        while let next = pending.min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            pending.removeAll { $0.order == next.order }
            beginBatch(at: next.time)
            runningControllerSteps = generatedOrders.contains(next.order)
            try run(next.steps)
            runningControllerSteps = false
            snapshot()
        }
        var timeline = try finish()
        timeline.setUpTree = setUpTree
        if let interaction = scene.interaction {
            if let problem = interaction.problem { throw SceneError(problem, at: interaction.location) }
            timeline.attach(interaction)
        }
        return timeline
    }

    /// The container, the roots and the controllers' own steps: the state `animateTransition:` starts from.
    mutating func setUp() throws(SceneError) {
        try validateCanvas()
        try setUpContainer()
        try setUpControllers()
        batchStart = (state, 0)
    }

    /// Moves the clock to `time` for steps that run later (completions, delayed steps).
    mutating func beginBatch(at time: Double) {
        now = time
        lastEventTime = max(lastEventTime, now)
        batchStart = (state, animations.count)
    }

    mutating func finish() throws(SceneError) -> Timeline {
        let ends = animations.map(\.end) + [lastEventTime, scene.transition.duration]
        if let longest = ends.max(), longest > Timeline.maxDuration {
            throw SceneError(
                "the transition runs \(longest) s; at most \(Timeline.maxDuration) s", at: scene.from.location)
        }
        for (i, range) in eventAnimations.enumerated() where !range.isEmpty {
            events[i].animationEnd = animations[range].map(\.end).max()
        }
        checkRevealedViewAdded()
        var timeline = Timeline(
            sceneName: scene.name, canvas: scene.canvas, transitionDuration: scene.transition.duration,
            snapshots: snapshots, animations: animations, completions: completions,
            events: events, aliases: aliases, lastEventTime: lastEventTime)
        timeline.diagnostics = diagnostics
        timeline.viewLocations = viewLocations()
        timeline.firstLocation = scene.from.location
        return timeline
    }

    mutating func snapshot() {
        if let last = snapshots.last, abs(last.time - now) < Timeline.epsilon { snapshots.removeLast() }
        snapshots.append(Timeline.Snapshot(time: now, tree: state))
    }

    // MARK: Set-up

    func validateCanvas() throws(SceneError) {
        let at = scene.from.location
        if let problem = FileNameRule.problem(with: scene.name) {
            throw SceneError(
                "scene name \(problem); it names the scene's folder, so it must be one file name (no '/', no leading dot)",
                at: at)
        }
        if let problem = scene.canvas.problem { throw SceneError(problem, at: at) }
        guard scene.transition.duration >= 0, scene.transition.duration.isFinite else {
            throw SceneError("transition duration must be a non-negative number", at: at)
        }
    }

    mutating func setUpContainer() throws(SceneError) {
        var container = ViewState(id: ModelTree.containerID)
        container.bounds = Rect(origin: .zero, size: scene.canvas.size)
        container.position = Point(scene.canvas.size.width / 2, scene.canvas.size.height / 2)
        state.views[ModelTree.containerID] = container
        aliases = ["from": scene.from.id, "to": scene.to.id, ModelTree.containerID: ModelTree.containerID]
        let fill = Rect(origin: .zero, size: scene.canvas.size)
        try instantiate(scene.from, initialFrame: fill, alias: "from")
        try instantiate(scene.to, initialFrame: fill, alias: "to")
        // On `dismiss` the presenting screen is not in the container either: a full-screen
        // presentation took it out of the window ("The views belonging to the presenting view
        // controller are removed after the presentation completes", UIModalPresentationStyle.fullScreen),
        // and the animator adds it ("the view being presented (or revealed …)", animateTransition(using:)).
        state.attach(scene.from.id, to: ModelTree.containerID)
        // A custom presentation that keeps the presenter's view leaves it in the window, drawn
        // beneath the container (and whatever the container draws over it), not in it.
        if let presenter = scene.presenterInWindow { state.attach(presenter, to: ModelTree.windowID) }
    }

    /// Makes the views of a spec; not attached to any parent.
    /// `alias` is `from` or `to` for a root, which may also use that word as its id.
    mutating func instantiate(_ spec: ViewSpec, initialFrame: Rect? = nil, alias: String? = nil, parent: String? = nil)
        throws(SceneError)
    {
        let reserved = spec.id == ModelTree.containerID || (["from", "to"].contains(spec.id) && spec.id != alias)
        guard !reserved else {
            throw SceneError("'\(spec.id)' names a root or the container and cannot be a view id", at: spec.location)
        }
        guard state.views[spec.id] == nil else { throw SceneError("duplicate view id '\(spec.id)'", at: spec.location) }
        var view = ViewState(id: spec.id, kind: spec.kind)
        view.transitionType = spec.transitionType
        if let frame = initialFrame { _ = PropertyPath(root: .frame).write(.rect(frame), to: &view) }
        for change in spec.changes {
            checkAngles(change, at: spec.location)
            try apply(change, to: &view, at: spec.location, parent: parent)
        }
        if let mask = spec.mask {
            // `layer.mask`: a layer of its own, in no hierarchy, placed in this view's bounds space.
            try instantiate(mask)
            view.maskID = mask.id
        }
        state.views[spec.id] = view
        for sub in spec.subviews {
            try instantiate(sub, parent: spec.id)
            state.attach(sub.id, to: spec.id)
        }
    }

    func apply(_ change: Change, to view: inout ViewState, at location: SourceLocation, parent: String? = nil)
        throws(SceneError)
    {
        switch change {
        case .property(let path, let value):
            try checkFinite(value, path, at: location)
            guard value.kind == path.valueKind else {
                throw SceneError(
                    "\(path) takes \(path.valueKind.expectation), not a \(value.kind.rawValue)", at: location)
            }
            try checkKind(path, view, at: location)
            _ = path.write(value, to: &view)
        case .reference(let path, let reference):
            try checkMade(reference, declaring: view.id, at: location)
            _ = path.write(try resolve(reference, space: parent, at: location), to: &view)
        case .computed(let path, let computed):
            _ = path.write(try evaluate(computed, path, current: view, at: location), to: &view)
        case .content(let content):
            guard content.kinds.contains(view.kind) else {
                throw SceneError(
                    "'\(content.keyPath)' belongs to a \(content.kinds.map(\.rawValue).joined(separator: " or ")), and '\(view.id)' is a \(view.kind.rawValue)",
                    at: location)
            }
            content.apply(to: &view)
        case .contents(let image):
            view.snapshot = try contentsSnapshot(image, at: location)
            view.drawing = nil
        case .drawing(let drawn):
            view.drawing = drawn
            if drawn != nil { view.snapshot = nil }
        }
    }

    /// The snapshot a layer shows for `contents`: the image's, sharing its pixels, cut to it.
    func contentsSnapshot(_ image: ContentsImage?, at location: SourceLocation) throws(SceneError) -> Snapshot? {
        guard let image else { return nil }
        guard let snapshot = state.views[aliases[image.snapshotID] ?? image.snapshotID]?.snapshot else {
            throw SceneError("'\(image.snapshotID)' is not a snapshot image; layer.contents shows one", at: location)
        }
        return snapshot.showing(image)
    }

    /// A gradient or shape layer's property on a view of another kind would be lost: say so.
    func checkKind(_ path: PropertyPath, _ view: ViewState, at location: SourceLocation) throws(SceneError) {
        guard case .layer(let p) = path.root, let kind = p.requiredKind, kind != view.kind else { return }
        throw SceneError(
            "'\(path)' belongs to a \(kind.rawValue) view (a \(kind == .gradient ? "CAGradientLayer" : "CAShapeLayer")), and '\(view.id)' is a \(view.kind.rawValue)",
            at: location)
    }

    /// The referenced geometry in `space`'s bounds coordinates (the container's if nil).
    func resolve(_ reference: GeometryReference, space: String?, at location: SourceLocation) throws(SceneError)
        -> AnimatableValue
    {
        if let frame = try contextFrame(reference, space: space, at: location) { return .rect(frame) }
        let (rawSource, rawSpace): (String, String?) =
            switch reference {
            case .frameOf(let id, let s), .centerOf(let id, let s), .finalFrame(let id, let s),
                .initialFrame(let id, let s):
                (id, s)
            }
        let source = try resolve(rawSource, at: location)
        let target =
            try rawSpace.map { (s: String) throws(SceneError) -> String in try resolve(s, at: location) } ?? space
        guard let view = state.views[source] else {
            throw SceneError("'\(rawSource)' is not made yet here; set its geometry in a step instead", at: location)
        }
        switch reference {
        case .frameOf:
            return .rect(state.convert(view.bounds, from: source, to: target))
        case .centerOf:
            let center = Rect(view.bounds.midX, view.bounds.midY, 0, 0)
            return .point(state.convert(center, from: source, to: target).origin)
        default:
            return .rect(.zero)
        }
    }

    /// A view's declaration runs before the view exists, and the `to` screen is made after the
    /// `from` screen: a reference there to the view itself, or to a root not made yet, has no
    /// geometry to take (and must not become a zero rect stored into a point).
    func checkMade(_ reference: GeometryReference, declaring id: String, at location: SourceLocation) throws(SceneError)
    {
        let key: String, raw: String
        switch reference {
        case .frameOf(let r, _): (key, raw) = ("frameOf", r)
        case .centerOf(let r, _): (key, raw) = ("centerOf", r)
        case .finalFrame, .initialFrame: return
        }
        let source = aliases[raw] ?? raw
        if source == id {
            throw SceneError(
                "\(key) names '\(id)', the view being declared; a view cannot take its geometry from itself",
                at: location)
        }
        if aliases[raw] != nil, state.views[source] == nil {
            throw SceneError(
                "\(key) names '\(source)', which is not made yet where '\(id)' is declared "
                    + "(views are made in file order, the from screen before the to screen); set it in a step instead",
                at: location)
        }
    }

    // MARK: Steps

    func resolve(_ id: String, at location: SourceLocation) throws(SceneError) -> String {
        if let real = aliases[id] { return real }
        if state.views[id] != nil { return id }
        let known = Array(state.views.keys) + ["from", "to"]
        throw SceneError("unknown view '\(id)'\(Suggestion.didYouMean(id, in: known))", at: location)
    }

    mutating func run(_ steps: [Step]) throws(SceneError) {
        for step in steps { try run(step) }
    }

    /// Runs one step now; returns when its completion (or delayed) steps are due, if it has any.
    @discardableResult
    mutating func run(_ step: Step) throws(SceneError) -> Double? {
        let animationsBefore = animations.count
        let due = try perform(step)
        eventAnimations.append(animationsBefore..<animations.count)
        let (kind, ids): (Timeline.StepEvent.Kind, [String]) =
            switch step.action {
            case .insert(let id, _, _): (.insert, [id])
            case .create(let spec, _): (.create, [spec.id])
            case .remove(let id): (.remove, [id])
            case .set(let assignments): (.set, assignments.map(\.viewID))
            case .animate(let a): (.animate, a.assignments.map(\.viewID))
            case .keyframes(let k): (.keyframes, k.frames.flatMap { $0.assignments.map(\.viewID) })
            case .completeTransition: (.completeTransition, [])
            case .snapshot(_, let name, _, _, _): (.snapshot, [name])
            case .requireMatchingTypes(let ids, _): (.requireMatch, ids)
            case .after: (.after, [])
            case .addAnimation(let a): (.addAnimation, [a.viewID])
            case .removeAnimation(let id, _): (.removeAnimation, [id])
            case .setMask(let id, let mask): (.setMask, [id] + (mask.map { [$0.id] } ?? []))
            case .transition(let t): (.transition, t.viewIDs)
            case .group: (.group, [])
            }
        var resolved: [String] = []
        for id in ids {
            if let real = aliases[id] ?? (state.views[id] != nil ? id : nil), !resolved.contains(real) {
                resolved.append(real)
            }
        }
        events.append(
            Timeline.StepEvent(
                time: now, kind: kind, location: step.location, viewIDs: resolved,
                animationEnd: nil,
                isGenerated: runningControllerSteps))
        return due
    }

    mutating func perform(_ step: Step) throws(SceneError) -> Double? {
        let at = step.location
        switch step.action {
        case .insert(let rawID, let rawParent, let position):
            let id = try resolve(rawID, at: at)
            guard id != ModelTree.containerID else { throw SceneError("the container cannot be inserted", at: at) }
            var parent =
                try rawParent.map { (p: String) throws(SceneError) -> String in try resolve(p, at: at) }
                ?? ModelTree.containerID
            var index: Int? = nil
            switch position {
            case .top: break
            case .index(let i): index = i
            case .below(let otherRaw), .above(let otherRaw):
                let other = try resolve(otherRaw, at: at)
                guard let otherParent = state.parent[other] else {
                    throw SceneError(
                        "'\(otherRaw)' is not in a view hierarchy, so nothing can be inserted next to it", at: at)
                }
                parent = otherParent
                state.detach(id)
                let siblings = state.children[parent] ?? []
                let i = siblings.firstIndex(of: other) ?? siblings.count
                if case .below = position { index = i } else { index = i + 1 }
            }
            guard !state.contains(id, parent) else { throw SceneError("cannot put '\(rawID)' inside itself", at: at) }
            state.attach(id, to: parent, at: index)
            if var view = state.views[id], let placed = view.snapshotFrameInContainer, view.frame == placed,
                parent != ModelTree.containerID
            {
                // A snapshot not moved since it was taken lands on its original, whatever the parent.
                _ = PropertyPath(root: .frame).write(
                    .rect(state.convert(placed, from: ModelTree.containerID, to: parent)), to: &view)
                view.snapshotFrameInContainer = nil
                state.views[id] = view
            }
        case .create(let spec, let rawParent):
            let parent = try rawParent.map { (p: String) throws(SceneError) -> String in try resolve(p, at: at) }
            try instantiate(spec, parent: parent)
            if let parent { state.attach(spec.id, to: parent) }
        case .remove(let rawID):
            state.detach(try resolve(rawID, at: at))
        case .set(let assignments):
            let before = state
            for a in assignments { _ = try write(a) }
            if !runningControllerSteps { checkOrder(assignments, before: before, at: at) }
        case .animate(let animation):
            return try run(animation, at: at)
        case .keyframes(let keyframes):
            return try run(keyframes, at: at)
        case .after(let delay, let steps):
            guard delay >= 0, delay.isFinite else {
                throw SceneError("a delay must be a number ≥ 0, got \(delay)", at: at)
            }
            schedule(steps, at: now + delay)
            return now + delay
        case .snapshot(let rawID, let name, let afterScreenUpdates, let rect, let capInsets):
            try takeSnapshot(
                of: try resolve(rawID, at: at), name: name, afterScreenUpdates: afterScreenUpdates,
                rect: rect, capInsets: capInsets, at: at)
        case .requireMatchingTypes(let rawIDs, let template):
            let views = try rawIDs.map { (raw: String) throws(SceneError) -> ViewState in
                guard let v = state.views[try resolve(raw, at: at)] else {
                    throw SceneError("unknown view '\(raw)'", at: at)
                }
                return v
            }
            func type(_ v: ViewState) -> String { v.transitionType.map { "type '\($0)'" } ?? "kind \(v.kind.rawValue)" }
            for (a, b) in zip(views, views.dropFirst()) {
                let same =
                    (a.transitionType != nil && b.transitionType != nil)
                    ? a.transitionType == b.transitionType : a.kind == b.kind
                guard same else {
                    throw SceneError(
                        "\(template): '\(a.id)' (\(type(a))) and '\(b.id)' (\(type(b))) do not match; give both the same transitionType",
                        at: at)
                }
            }
        case .addAnimation(let add):
            try run(add, at: at)
        case .removeAnimation(let rawID, let key):
            removeExplicitAnimations(of: try resolve(rawID, at: at), key: key)
        case .setMask(let rawID, let mask):
            let id = try resolve(rawID, at: at)
            if let mask { try instantiate(mask) }
            state.views[id]?.maskID = mask?.id
        case .transition(let transition):
            try run(transition, at: at)
        case .group(let steps, let completion):
            try runGroup(steps, completion: completion)
        case .completeTransition(let didComplete):
            let first = completions.isEmpty
            completions.append(Timeline.CompletionCall(time: now, didComplete: didComplete, location: at))
            if first { finishTransition(didComplete) }
        }
        return nil
    }

    mutating func takeSnapshot(
        of id: String, name: String, afterScreenUpdates: Bool, rect: Rect?, capInsets: EdgeInsets,
        at location: SourceLocation
    ) throws(SceneError) {
        guard state.views[name] == nil, aliases[name] == nil else {
            throw SceneError("'\(name)' already names a view; a snapshot needs a new id", at: location)
        }
        let screen = batchStart
        let time = now
        let builder: PresentationBuilder
        var frozen: RenderLayer
        // A snapshot view's content is the image it holds, there whether or not it was ever on
        // screen: snapshots of it show that image (an explode animator cuts its pieces from a
        // snapshot that is never added), so it is taken from the model as it is now.
        let ofSnapshotView = state.views[id]?.snapshot != nil
        if afterScreenUpdates || ofSnapshotView {
            let model = state
            builder = PresentationBuilder(tree: model) { model.views[$0] }
            frozen = builder.frozen(id)
        } else {
            let shown = Array(animations[..<screen.animationCount])
            builder = PresentationBuilder(tree: screen.tree) { viewID in
                guard var view = screen.tree.views[viewID] else { return nil }
                for a in shown where a.viewID == viewID && a.isActive(at: time) {
                    a.property.set(a.apply(to: a.property.value(in: view), at: time), in: &view)
                }
                return view
            }
            frozen = builder.frozen(id)
            // A view that was not on screen has nothing to show until the screen updates.
            if !screen.tree.isInHierarchy(id) {
                if !runningControllerSteps { noteEmptySnapshot(of: id, at: location) }
                frozen.sublayers = []
                frozen.content = .none
                frozen.backgroundColor = .clear
                frozen.borderWidth = 0
                frozen.shadow.opacity = 0
            }
        }
        let tree = afterScreenUpdates || ofSnapshotView ? state : screen.tree
        guard let original = tree.views[id] ?? state.views[id] else { return }
        let source = rect ?? original.bounds
        guard capInsets.left + capInsets.right <= source.width + Timeline.epsilon,
            capInsets.top + capInsets.bottom <= source.height + Timeline.epsilon
        else {
            throw SceneError("cap insets are larger than the snapshot's rect \(source)", at: location)
        }
        let limit = RenderLayer.maxSnapshotLayers
        let layers = frozen.layerCount(upTo: limit)
        if layers > limit {
            throw SceneError("snapshot '\(name)' of '\(id)' would draw more than \(limit) layers", at: location)
        }
        snapshotLayers += layers
        if snapshotLayers > RenderLayer.maxSceneSnapshotLayers {
            throw SceneError(
                "snapshot '\(name)' of '\(id)' takes the layers the scene's snapshots draw past "
                    + "\(RenderLayer.maxSceneSnapshotLayers) (each snapshot draws its view's tree whole, "
                    + "with the snapshots already added to it)", at: location)
        }
        let snapshot = Snapshot(layer: frozen, rect: source, capInsets: capInsets)
        if snapshot.depth > Snapshot.maxDepth {
            throw SceneError(
                "snapshot '\(name)' of '\(id)' nests snapshot images \(snapshot.depth) deep; "
                    + "at most \(Snapshot.maxDepth) (a snapshot of a snapshot of …)", at: location)
        }
        var view = ViewState(id: name)
        view.snapshot = snapshot
        _ = PropertyPath(root: .frame).write(.rect(tree.convert(source, from: id, to: nil)), to: &view)
        view.bounds.size = source.size
        view.snapshotFrameInContainer = view.frame
        state.views[name] = view
    }

    /// What UIKit does to the hierarchy after `completeTransition:`.
    mutating func finishTransition(_ didComplete: Bool) {
        finishControllers(didComplete)
        switch (scene.operation, didComplete) {
        case (.dismiss, true):
            state.detach(scene.from.id)
            // UIKit puts the presenting view back on screen, whether or not the animator added it.
            if state.parent[scene.to.id] == nil { state.attach(scene.to.id, to: ModelTree.containerID) }
        case (.push, true), (.pop, true): state.detach(scene.from.id)
        case (.present, false), (.push, false), (.pop, false): state.detach(scene.to.id)
        default: break
        }
    }

    /// NaN or an infinity (a division by a zero size) would draw nothing, or everywhere.
    func checkFinite(_ value: AnimatableValue, _ path: PropertyPath, at location: SourceLocation) throws(SceneError) {
        guard !value.isFinite else { return }
        throw SceneError("\(path) is set to a value that is not a finite number: \(value)", at: location)
    }

    /// Applies one assignment to the model; returns the layer properties it changed with
    /// their previous values.
    mutating func write(_ assignment: Assignment) throws(SceneError) -> [(String, LayerProperty, AnimatableValue)] {
        let id = try resolve(assignment.viewID, at: assignment.location)
        guard var view = state.views[id] else { return [] }
        let before = view
        var changed: [(String, LayerProperty, AnimatableValue)] = []
        switch assignment.change {
        case .property(let path, let value):
            try checkFinite(value, path, at: assignment.location)
            guard value.kind == path.valueKind else {
                throw SceneError(
                    "\(path) takes \(path.valueKind.expectation), not a \(value.kind.rawValue)", at: assignment.location
                )
            }
            try checkKind(path, view, at: assignment.location)
            if !runningControllerSteps {
                checkAngles(assignment.change, at: assignment.location)
                checkFrameUnderTransform(path, view, at: assignment.location)
            }
            for p in path.write(value, to: &view) { changed.append((id, p, p.value(in: before))) }
        case .reference(let path, let reference):
            let value = try resolve(reference, space: state.parent[id], at: assignment.location)
            for p in path.write(value, to: &view) { changed.append((id, p, p.value(in: before))) }
        case .computed(let path, let computed):
            let value = try evaluate(computed, path, current: view, at: assignment.location)
            for p in path.write(value, to: &view) { changed.append((id, p, p.value(in: before))) }
        case .content, .contents, .drawing:
            try apply(assignment.change, to: &view, at: assignment.location)
        }
        state.views[id] = view
        return changed
    }

    func presentationValue(_ id: String, _ property: LayerProperty, at time: Double, base: AnimatableValue)
        -> AnimatableValue
    {
        animations.lazy.filter { $0.viewID == id && $0.property == property }.blended(onto: base, at: time)
    }

    mutating func removeAnimations(of id: String, _ property: LayerProperty) {
        for i in animations.indices
        where animations[i].viewID == id && animations[i].property == property && !animations[i].isExplicit
            && animations[i].isActive(at: now)
        {
            animations[i].removedAt = now
        }
    }

    /// Returns when the completion runs.
    mutating func run(_ step: AnimationStep, at location: SourceLocation) throws(SceneError) -> Double {
        guard step.duration >= 0, step.delay >= 0, step.repeatCount > 0 else {
            throw SceneError("duration and delay must be ≥ 0 and repeatCount > 0", at: location)
        }
        var duration = step.duration
        if case .spring(let spring) = step.timing, duration == 0 { duration = spring.settlingDuration }
        let begin = now + step.delay
        let firstAnimation = animations.count
        var changes: [(String, LayerProperty, AnimatableValue)] = []
        for a in step.assignments { changes += try write(a) }
        changes = Self.coalesced(changes)
        var animated = false
        if duration > 0 { try checkAnimationBudget(adding: changes.count(where: { $0.1.isAnimatable }), at: location) }
        for (id, property, old) in changes where property.isAnimatable && duration > 0 {
            guard let view = state.views[id] else { continue }
            let new = property.value(in: view)
            // Since iOS 8 UIKit adds position and bounds animations on top of the running ones
            // whether or not the block asks to begin from the current state (docs/scene-format.md,
            // "What runs when"); other properties begin from the presentation value and replace.
            let alwaysAdditive = property == .position || property == .bounds
            let replaces = (step.beginFromCurrentState && !alwaysAdditive) || property.kind == .transform
            let from = replaces ? presentationValue(id, property, at: now, base: old) : old
            if replaces { removeAnimations(of: id, property) }
            let curve: Animation.Curve =
                switch step.timing {
                case .curve(let timing): .timing(timing)
                case .spring(let spring): .spring(spring)
                }
            animations.append(
                Animation(
                    viewID: id, property: property, registeredAt: now, begin: begin, duration: duration,
                    repeatCount: step.repeatCount, autoreverses: step.autoreverses, curve: curve,
                    from: from, to: new, additive: !replaces))
            animations[animations.count - 1].location = location
            animated = true
        }
        // UIKit calls the completion at once when the block animated nothing.
        let end = animated ? begin + duration * step.repeatCount * (step.autoreverses ? 2 : 1) : now
        if let order = schedule(step.completion, at: end), animated {
            completionAnimations[order] = firstAnimation..<animations.count
        }
        return end
    }

    /// Returns when the completion runs.
    mutating func run(_ step: KeyframeStep, at location: SourceLocation) throws(SceneError) -> Double {
        guard step.duration >= 0, step.delay >= 0 else {
            throw SceneError("duration and delay must be ≥ 0", at: location)
        }
        let begin = now + step.delay
        var tracks: [(id: String, property: LayerProperty, times: [Double], values: [AnimatableValue])] = []
        for frame in step.frames {
            guard frame.start >= 0, frame.duration >= 0, frame.start + frame.duration <= 1 + Timeline.epsilon else {
                throw SceneError(
                    "a keyframe's start and duration are relative (0…1) and must end by 1", at: frame.location)
            }
            var changes: [(String, LayerProperty, AnimatableValue)] = []
            for a in frame.assignments { changes += try write(a) }
            for (id, property, old) in Self.coalesced(changes) where property.isAnimatable {
                guard let view = state.views[id] else { continue }
                let new = property.value(in: view)
                if !tracks.contains(where: { $0.id == id && $0.property == property }) {
                    tracks.append((id, property, [0], [old]))
                }
                let i = tracks.firstIndex { $0.id == id && $0.property == property }!
                let end = min(frame.start + frame.duration, 1)
                guard end >= tracks[i].times.last! - Timeline.epsilon else {
                    throw SceneError(
                        "keyframes that change \(id).\(property.keyPath) must not go back in time: this one ends at \(end), an earlier one at \(tracks[i].times.last!)",
                        at: frame.location)
                }
                if tracks[i].times.last! < frame.start - Timeline.epsilon {
                    tracks[i].times.append(frame.start)
                    tracks[i].values.append(tracks[i].values.last!)
                }
                tracks[i].times.append(max(end, tracks[i].times.last!))
                tracks[i].values.append(new)
            }
        }
        if step.duration > 0 { try checkAnimationBudget(adding: tracks.count, at: location) }
        for track in tracks where step.duration > 0 {
            var times = track.times, values = track.values
            if times.last! < 1 - Timeline.epsilon {
                times.append(1)
                values.append(values.last!)
            }
            let keyframes = KeyframeTrack(keyTimes: times, values: values, mode: step.mode)
            animations.append(
                Animation(
                    viewID: track.id, property: track.property, registeredAt: now, begin: begin,
                    duration: step.duration, repeatCount: 1, autoreverses: false,
                    curve: .keyframes(keyframes, step.curve), from: values.first!, to: values.last!, additive: false))
        }
        let end = tracks.isEmpty || step.duration == 0 ? now : begin + step.duration
        schedule(step.completion, at: end)
        return end
    }

    @discardableResult
    mutating func schedule(_ steps: [Step], at time: Double) -> Int? {
        lastEventTime = max(lastEventTime, time)
        guard !steps.isEmpty else { return nil }
        order += 1
        pending.append((time, order, steps))
        return order
    }
}
