/// Repeats, templates, keyframes and explicit animation groups multiply animations, and every
/// frame looks through them all: a scene's animations together are bounded, and the step that
/// goes over is named.
extension TimelineCompiler {
    /// Animations a scene may start in all, explicit ones included.
    static let maxAnimations = 100_000

    /// Throws at `location` when adding `count` animations would take the scene past the budget.
    func checkAnimationBudget(adding count: Int, at location: SourceLocation) throws(SceneError) {
        guard animations.count + count > Self.maxAnimations else { return }
        throw SceneError(
            "this step makes the scene start more than \(Self.maxAnimations) animations (repeats, templates and keyframes multiply animations)",
            at: location)
    }
}
