/// Runs a transition's steps one at a time, as a front end produces them: the Swift surface
/// (AnimaticUIKit) records an animator while it runs, reads the model between its calls, and
/// needs to know when each animation's completion is due so it can run the completion block
/// then. The steps run exactly as `Timeline.compile` runs them, so the scene the front end
/// assembles from the same steps compiles to the same timeline.
public struct StepRunner: Sendable {
    var compiler: TimelineCompiler

    /// Sets up the container, the roots and the controllers' steps; `scene.transition.steps`
    /// are not run (the front end runs its own).
    public init(scene: Scene) throws(SceneError) {
        compiler = TimelineCompiler(scene: scene)
        try compiler.setUp()
    }

    /// The virtual clock: when the steps being run happen.
    public var now: Double { compiler.now }

    /// The model tree as the steps so far left it.
    public var model: ModelTree { compiler.state }

    /// The real id of `from`, `to` or `container`, or the id itself.
    public func resolve(_ id: String) -> String { compiler.aliases[id] ?? id }

    /// Runs one step at `now`. Returns when the completion of an animation (or the steps of an
    /// `after`) are due, which the front end schedules with its own closures.
    @discardableResult
    public mutating func run(_ step: Step) throws(SceneError) -> Double? {
        try compiler.run(step)
    }

    /// Starts the batch of steps that runs at `time` (a completion or a delayed block).
    public mutating func beginBatch(at time: Double) {
        compiler.beginBatch(at: max(time, compiler.now))
    }
}
