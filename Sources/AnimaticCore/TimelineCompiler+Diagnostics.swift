import Foundation

extension Timeline {
    /// A trap the compiler saw while running the script (it ran as written): `animatic lint`
    /// reports these with its other findings.
    public struct Diagnostic: Sendable, Equatable {
        /// The lint rule's name, e.g. `radians-for-degrees`.
        public var rule: String
        public var message: String
        public var location: SourceLocation

        public init(rule: String, message: String, location: SourceLocation) {
            self.rule = rule
            self.message = message
            self.location = location
        }
    }
}

extension TimelineCompiler {
    /// A number of degrees that is suspiciously a radian value: π/4, π/2, π, 3π/2 or 2π to
    /// within 0.002. Returns how it reads and the degrees it probably meant.
    static func radianLookalike(_ degrees: Double) -> (name: String, meant: Double)? {
        let candidates: [(Double, String)] = [
            (.pi / 4, "π/4"), (.pi / 2, "π/2"), (.pi, "π"), (3 * .pi / 2, "3π/2"), (2 * .pi, "2π"),
        ]
        for (value, name) in candidates where abs(abs(degrees) - value) < 0.002 {
            return (degrees < 0 ? "−" + name : name, (degrees < 0 ? -1 : 1) * value * 180 / .pi)
        }
        return nil
    }

    /// The angle of a transform's rotation in degrees (from its decomposition).
    static func rotationDegrees(_ t: Transform3D) -> Double? {
        guard let q = t.decomposed()?.quaternion, q.count == 4 else { return nil }
        return 2 * acos(min(1, abs(q[3]))) * 180 / .pi
    }

    mutating func checkAngles(_ change: Change, at location: SourceLocation) {
        guard case .property(let path, let value) = change else { return }
        var degrees: Double?
        switch (path.root, value) {
        case (.layer(.rotationX), .number(let v)), (.layer(.rotationY), .number(let v)),
            (.layer(.rotationZ), .number(let v)):
            degrees = v
        case (.layer(.transform), .transform(let t)), (.layer(.sublayerTransform), .transform(let t)):
            degrees = Self.rotationDegrees(t)
        default: break
        }
        guard let degrees, degrees != 0, let (name, meant) = Self.radianLookalike(degrees) else { return }
        diagnostics.append(
            Timeline.Diagnostic(
                rule: "radians-for-degrees",
                message:
                    "\(path) turns by \(Self.format(degrees))°, which is \(name) read as degrees; angles in scenes are degrees (\(Self.format(meant)) for \(name) radians)",
                location: location))
    }

    mutating func checkFrameUnderTransform(_ path: PropertyPath, _ view: ViewState, at location: SourceLocation) {
        guard path.root == .frame, !view.effectiveTransform.isIdentity else { return }
        diagnostics.append(
            Timeline.Diagnostic(
                rule: "frame-under-transform",
                message:
                    "'\(view.id).\(path)' is set while '\(view.id)' has a transform: UIKit calls frame undefined then (Animatic sets bounds and center so the transformed frame comes out as set); set bounds and center, or the frame before the transform",
                location: location))
    }

    /// Within one `set`, writes to one view whose result depends on their order (frame and
    /// transform, anchorPoint and center …): a YAML mapping reads as unordered, UIKit runs
    /// statements in order. Found by running the view's writes backwards on a copy.
    mutating func checkOrder(_ assignments: [Assignment], before: ModelTree, at location: SourceLocation) {
        var byView: [String: [Assignment]] = [:]
        var order: [String] = []
        for a in assignments {
            guard case .property = a.change, let id = try? resolve(a.viewID, at: a.location) else { continue }
            if byView[id] == nil { order.append(id) }
            byView[id, default: []].append(a)
        }
        for id in order {
            guard let writes = byView[id], writes.count > 1, var backwards = before.views[id],
                let forwards = state.views[id]
            else { continue }
            for a in writes.reversed() {
                if case .property(let path, let value) = a.change { _ = path.write(value, to: &backwards) }
            }
            let differs = LayerProperty.allCases.contains { p in
                guard let a = p.value(in: forwards).components, let b = p.value(in: backwards).components,
                    a.count == b.count
                else {
                    return p.value(in: forwards) != p.value(in: backwards)
                }
                return zip(a, b).contains { abs($0 - $1) > 1e-6 }
            }
            guard differs else { continue }
            let keys = writes.compactMap { a -> String? in
                if case .property(let path, _) = a.change { "\(path)" } else { nil }
            }
            diagnostics.append(
                Timeline.Diagnostic(
                    rule: "order-dependent-set",
                    message:
                        "the writes to '\(id)' in this set (\(keys.joined(separator: ", "))) give another result in another order; they run top to bottom, as UIKit statements do; split them into separate sets if the order is not what you mean",
                    location: location))
        }
    }

    mutating func noteEmptySnapshot(of id: String, at location: SourceLocation) {
        diagnostics.append(
            Timeline.Diagnostic(
                rule: "empty-snapshot",
                message:
                    "'\(id)' was not on screen when this batch of steps began, so its snapshot (afterScreenUpdates: false) is empty, as on iOS; use afterScreenUpdates: true",
                location: location))
    }

    static func format(_ v: Double) -> String {
        let r = (v * 10000).rounded() / 10000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    /// A full-screen dismissal whose script never adds the revealed (`to`) view. A full-screen
    /// presentation took the presenter's view out of the window ("The views belonging to the
    /// presenting view controller are removed after the presentation completes",
    /// UIModalPresentationStyle.fullScreen) and the animator is to add it back
    /// (`animateTransition(using:)`; Apple's CustomTransitions sample inserts it below the from
    /// view), so the window shows there until the transition completes. That is what the frames
    /// show, and almost surely not what the author meant: the animator was written for a
    /// presentation that keeps the presenter's view (`.custom`, `.overFullScreen`), or forgot it.
    mutating func checkRevealedViewAdded() {
        guard scene.operation == .dismiss, scene.presenterInWindow == nil else { return }
        let toID = scene.to.id
        let adds = events.contains { event in
            !event.isGenerated && [.insert, .create, .transition].contains(event.kind) && event.viewIDs.contains(toID)
        }
        guard !adds else { return }
        diagnostics.append(
            Timeline.Diagnostic(
                rule: "revealed-view-not-added",
                message:
                    "this dismissal never adds the revealed view '\(toID)' to the container: after a full-screen presentation iOS has taken it out of the window, so the window shows behind the from view until completeTransition puts it back; insert it below the from view, or present with a style that keeps it (.custom, .overFullScreen; in a scene file, presentation: with shouldRemovePresentersView: false)",
                location: events.first { !$0.isGenerated }?.location ?? scene.from.location))
    }
}
