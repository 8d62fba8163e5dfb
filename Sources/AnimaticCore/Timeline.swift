/// A compiled transition: the model tree after every moment the script changed it, and every
/// animation it started. Evaluating it at a time is a pure function of that time, so frames
/// can be rendered independently, in parallel and in any order.
public struct Timeline: Sendable {
    /// Times closer than this count as equal, so `0.1 + 0.2` ends where frame `0.3` is.
    public static let epsilon = 1e-9
    /// Longer transitions are almost surely a mistake (a spring that never settles, a huge
    /// repeat count) and would make millions of frames.
    public static let maxDuration = 600.0

    public struct Snapshot: Sendable {
        public var time: Double
        public var tree: ModelTree
    }

    /// One step as it ran: when, what, where it was written, and which views it touched.
    public struct StepEvent: Sendable {
        public enum Kind: String, Sendable {
            case insert, create, remove, set, animate, keyframes, completeTransition, snapshot, requireMatch, after,
                group
            case addAnimation, removeAnimation, transition, setMask
        }
        public var time: Double
        public var kind: Kind
        public var location: SourceLocation
        /// Resolved view ids the step changed or added.
        public var viewIDs: [String]
        /// For animations: when the last of them ends (nil if the block animated nothing).
        public var animationEnd: Double?
        /// Run by the navigation or presentation controller, not written in the script.
        public var isGenerated: Bool
    }

    public struct CompletionCall: Sendable {
        public var time: Double
        public var didComplete: Bool
        public var location: SourceLocation
    }

    public let sceneName: String
    public let canvas: Canvas
    /// The animator's `transitionDuration:`.
    public let transitionDuration: Double
    public let snapshots: [Snapshot]
    public let animations: [Animation]
    public let completions: [CompletionCall]
    /// Every step that ran, in order.
    public let events: [StepEvent]
    /// The view ids the roots go by (`from`, `to`) and the container.
    public let aliases: [String: String]
    /// Traps seen while compiling (radians for degrees, order-dependent sets …), for lint.
    public internal(set) var diagnostics: [Diagnostic] = []
    /// Where each view was written (ViewLocations.swift).
    var viewLocations: [String: SourceLocation] = [:]
    var firstLocation = SourceLocation(file: "<scene>", line: 1, column: 1)
    /// When the last animation or completion ends, and never before `transitionDuration`, in
    /// transition (layer) time.
    public let transitionEndTime: Double
    /// The wall-clock end: `transitionEndTime`, or for an interactive scene when the release and
    /// what runs after it end.
    public var endTime: Double { interaction?.endTime ?? transitionEndTime }
    /// The gesture that drives this transition (`interaction:`), if any. Step and animation
    /// times above stay in transition time; frame times are wall-clock times.
    public internal(set) var interaction: InteractiveDrive? = nil
    /// The container as UIKit hands it to `animateTransition:`, before the script ran.
    public internal(set) var setUpTree = ModelTree()
    let animationsByKey: [AnimationKey: [Int]]
    /// The properties some animation moves, per view, in `LayerProperty.allCases` order: a
    /// frame looks each view up once instead of once per property (an explode's 180 pieces
    /// spent most of their presentation time hashing view ids).
    let animatedPropertiesByView: [String: [LayerProperty]]

    struct AnimationKey: Hashable, Sendable {
        var viewID: String
        var property: LayerProperty
    }

    init(
        sceneName: String, canvas: Canvas, transitionDuration: Double, snapshots: [Snapshot],
        animations: [Animation], completions: [CompletionCall], events: [StepEvent], aliases: [String: String],
        lastEventTime: Double
    ) {
        self.sceneName = sceneName
        self.canvas = canvas
        self.transitionDuration = transitionDuration
        self.snapshots = snapshots
        self.animations = animations
        self.completions = completions
        self.events = events
        self.aliases = aliases
        var byKey: [AnimationKey: [Int]] = [:]
        for (i, a) in animations.enumerated() {
            byKey[AnimationKey(viewID: a.viewID, property: a.property), default: []].append(i)
        }
        animationsByKey = byKey
        var byView: [String: [LayerProperty]] = [:]
        for property in LayerProperty.allCases {
            for key in byKey.keys where key.property == property { byView[key.viewID, default: []].append(property) }
        }
        animatedPropertiesByView = byView
        transitionEndTime = max(transitionDuration, lastEventTime, animations.map(\.end).filter(\.isFinite).max() ?? 0)
    }

    /// Builds the timeline of a scene, or reports the first step that cannot run.
    public static func compile(_ scene: Scene) throws(SceneError) -> Timeline {
        var compiler = TimelineCompiler(scene: scene)
        return try compiler.compile()
    }

    // MARK: Frames

    /// Frames 0…N where N = round(endTime · fps).
    public var frameCount: Int { Int(saturating: endTime * canvas.fps, rounding: .toNearestOrAwayFromZero) + 1 }

    public func time(ofFrame index: Int) -> Double { Double(index) / canvas.fps }

    // MARK: Evaluation

    /// The model tree at wall-clock `time`.
    public func model(at time: Double) -> ModelTree {
        guard let drive = interaction else { return transitionModel(at: time) }
        switch drive.moment(at: time) {
        case .transition(let tau), .driven(let tau, _, _): return transitionModel(at: tau)
        case .cancelled: return drive.cancelledTree
        }
    }

    /// The model tree at a time of the transition's own (layer) clock.
    public func transitionModel(at time: Double) -> ModelTree {
        var result = snapshots[0].tree
        for snapshot in snapshots where snapshot.time <= time + Self.epsilon { result = snapshot.tree }
        return result
    }

    /// The presentation value at wall-clock `time`: the model value with every running
    /// animation blended on.
    public func presentationValue(of property: LayerProperty, view id: String, at time: Double, model: ModelTree? = nil)
        -> AnimatableValue?
    {
        guard let drive = interaction else {
            return transitionPresentationValue(of: property, view: id, at: time, model: model)
        }
        let tree = model ?? self.model(at: time)
        switch drive.moment(at: time) {
        case .transition(let tau): return transitionPresentationValue(of: property, view: id, at: tau, model: tree)
        case .driven(let tau, let fraction, let wall):
            guard let view = tree.views[id] else { return nil }
            return drivenValue(
                of: property, view: id, base: property.value(in: view), layerTime: tau, fraction: fraction,
                wallTime: wall)
        case .cancelled: return tree.views[id].map { property.value(in: $0) }
        }
    }

    /// The presentation value at a time of the transition's own (layer) clock.
    public func transitionPresentationValue(
        of property: LayerProperty, view id: String, at time: Double, model: ModelTree? = nil
    ) -> AnimatableValue? {
        guard let view = (model ?? self.transitionModel(at: time)).views[id] else { return nil }
        let running = (animationsByKey[AnimationKey(viewID: id, property: property)] ?? []).lazy.map { animations[$0] }
        return running.blended(onto: property.value(in: view), at: time)
    }

    /// The view with every property at its presentation value.
    public func presentationState(of id: String, at time: Double, model: ModelTree) -> ViewState? {
        guard var view = model.views[id] else { return nil }
        for property in animatedPropertiesByView[id] ?? [] {
            if let value = presentationValue(of: property, view: id, at: time, model: model) {
                property.set(value, in: &view)
            }
        }
        return view
    }

    /// What is on screen at `time`: the container's subtree at presentation values, above the
    /// views left in the window beneath it (a presenting view UIKit keeps out of the container).
    public func presentation(at time: Double) -> PresentationTree {
        let tree = model(at: time)
        let builder = PresentationBuilder(tree: tree) { presentationState(of: $0, at: time, model: tree) }
        let container = builder.layer(ModelTree.containerID)
        let inWindow = tree.children[ModelTree.windowID] ?? []
        guard !inWindow.isEmpty else {
            return PresentationTree(
                size: canvas.size, scale: canvas.scale, background: canvas.background, root: container)
        }
        var window = RenderLayer(
            id: ModelTree.windowID, bounds: Rect(origin: .zero, size: canvas.size),
            position: Point(canvas.size.width / 2, canvas.size.height / 2))
        window.sublayers = inWindow.map { builder.layer($0) } + [container]
        return PresentationTree(size: canvas.size, scale: canvas.scale, background: canvas.background, root: window)
    }

    /// Every (view, property) that some animation moves, in a stable order.
    public var animatedProperties: [(viewID: String, property: LayerProperty)] {
        animationsByKey.keys.sorted { ($0.viewID, $0.property) < ($1.viewID, $1.property) }.map {
            ($0.viewID, $0.property)
        }
    }
}
