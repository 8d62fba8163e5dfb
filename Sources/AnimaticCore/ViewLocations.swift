/// Where each view of a timeline was written: its line in `from` or `to`, or the step that
/// made it (`create`, `snapshot` …). Errors found while drawing a frame point there.
extension TimelineCompiler {
    func viewLocations() -> [String: SourceLocation] {
        var locations: [String: SourceLocation] = [:]
        var stack = [scene.from, scene.to]
        while let spec = stack.popLast() {
            if locations[spec.id] == nil { locations[spec.id] = spec.location }
            stack.append(contentsOf: spec.subviews)
        }
        for event in events {
            for id in event.viewIDs where locations[id] == nil { locations[id] = event.location }
        }
        for (alias, id) in aliases {
            if locations[alias] == nil, let location = locations[id] { locations[alias] = location }
        }
        return locations
    }
}

extension Timeline {
    /// Where view `id` was written, or where the scene starts when it is Animatic's own
    /// (the container, a controller's bars).
    public func sourceLocation(ofView id: String) -> SourceLocation {
        viewLocations[id] ?? viewLocations[aliases[id] ?? ""] ?? firstLocation
    }
}
