extension TimelineCompiler {
    /// A computed value from the model as it is now: the view being set is read as it is
    /// before this write, other views as the steps so far left them.
    func evaluate(
        _ computed: ComputedValue, _ path: PropertyPath, current view: ViewState,
        at location: SourceLocation
    ) throws(SceneError) -> AnimatableValue {
        let read = { (rawID: String, source: PropertyPath) throws(SceneError) -> Double in
            let id = try resolve(rawID, at: location)
            let other = id == view.id ? view : state.views[id]
            guard let other, case .number(let v) = source.read(from: other) else {
                throw SceneError("\(rawID).\(source) is not a number", at: location)
            }
            return v
        }
        guard let value = try computed.value(kind: path.valueKind, current: path.read(from: view), read: read) else {
            throw SceneError(
                "\(path) takes \(path.valueKind.expectation); the computed value does not fit it (or is not a finite number)",
                at: location)
        }
        return value
    }
}

extension TimelineCompiler {
    /// A group's steps now; its completion when the last animation they started ends, or at
    /// once when they started none.
    mutating func runGroup(_ steps: [Step], completion: [Step]) throws(SceneError) {
        let first = animations.count
        try run(steps)
        schedule(completion, at: animations[first...].map(\.end).max() ?? now)
    }
}
