/// The navigation and presentation controllers' part of compiling a timeline: their steps run
/// before the script's (they are what UIKit does before and alongside `animateTransition:`),
/// what they remove after `completeTransition:`, and the transition context's frames.
extension TimelineCompiler {
    mutating func setUpControllers() throws(SceneError) {
        if let navigation = scene.navigation, !navigation.operations.contains(scene.operation) {
            let operations = navigation.operations.map(\.rawValue).joined(separator: " or ")
            throw SceneError(
                "'\(navigation.sceneKey)' goes with operation \(operations) (this scene is a \(scene.operation.rawValue))",
                at: navigation.location)
        }
        if let presentation = scene.presentation, ![.present, .dismiss].contains(scene.operation) {
            throw SceneError(
                "'presentation' goes with operation present or dismiss (this scene is a \(scene.operation.rawValue))",
                at: presentation.location)
        }
        runningControllerSteps = true
        defer { runningControllerSteps = false }
        try run(scene.controllerSteps)
    }

    /// UIKit's `presentationTransitionDidEnd:` / `dismissalTransitionDidEnd:` and the bar's
    /// clean-up: the dimming view leaves after a finished dismissal or a cancelled presentation,
    /// the old navigation item's views after a finished push or pop.
    mutating func finishControllers(_ didComplete: Bool) {
        if scene.presentation != nil, state.views[PresentationController.dimmingID] != nil {
            switch (scene.operation, didComplete) {
            case (.dismiss, true), (.present, false): state.detach(PresentationController.dimmingID)
            default: break
            }
        }
        if let navigation = scene.navigation, didComplete {
            for id in navigation.removedOnCompletion { state.detach(id) }
        }
    }

    /// `{finalFrame: to}` and `{initialFrame: from}`: the transition context's frame of a root,
    /// in the container's coordinates converted into `space` (the superview of the view being
    /// set, unless the reference names one). nil for other references.
    func contextFrame(_ reference: GeometryReference, space: String?, at location: SourceLocation) throws(SceneError)
        -> Rect?
    {
        let (rawRoot, rawSpace, final): (String, String?, Bool)
        switch reference {
        case .finalFrame(let r, let s): (rawRoot, rawSpace, final) = (r, s, true)
        case .initialFrame(let r, let s): (rawRoot, rawSpace, final) = (r, s, false)
        default: return nil
        }
        let id = try resolve(rawRoot, at: location)
        let root: String
        if id == scene.from.id {
            root = "from"
        } else if id == scene.to.id {
            root = "to"
        } else {
            throw SceneError(
                "\(final ? "finalFrame" : "initialFrame") takes a view controller's root: from or to, not '\(rawRoot)'",
                at: location)
        }
        let frame = scene.contextFrame(final: final, root: root)
        let target =
            try rawSpace.map { (s: String) throws(SceneError) -> String in try resolve(s, at: location) } ?? space
        guard let target, target != ModelTree.containerID, state.views[target] != nil else { return frame }
        let corners = [
            Point(frame.minX, frame.minY), Point(frame.maxX, frame.minY), Point(frame.minX, frame.maxY),
            Point(frame.maxX, frame.maxY),
        ]
        .map { state.convertFromContainer($0, to: target) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }
}
