/// `UIView.transition(with:duration:options:animations:completion:)` and
/// `UIView.transition(from:to:duration:options:completion:)`, drawn as UIKit draws them, built
/// from ordinary views and explicit animations so every frame stays a function of its time:
///
/// - the changes (the animations block, or `to` replacing `from`) apply at once, as UIKit
///   applies them inside the transition; the images before and after are snapshots of the view
///   as it is on screen (model values with running animations, frozen at that moment);
/// - a flat stand-in in the view's place holds the two images while the view gives way (an
///   explicit opacity animation, so the model is untouched); at the end the stand-in leaves
///   and the view shows again;
/// - cross-dissolve: the stand-in sums its two images (`mixesSublayers`), the one before fading
///   from 1 to 0 and the one after from 0 to 1, which is CATransition's fade,
///   `before · (1 − p) + after · p`, exactly, transparent parts included;
/// - flips: both images are single-sided faces under perspective m34 = −1/`flipPerspective`;
///   they turn together by 180° about the view's vertical (left/right) or horizontal
///   (top/bottom) axis through its center, the before face from 0°, the after face from −180°,
///   and move back by the dolly that keeps the nearer edge in the view's plane.
extension TimelineCompiler {
    /// Apple does not document the flip's perspective; 1000 pt is chosen (the gallery's flip uses it too).
    static let flipPerspective = 1000.0

    mutating func run(_ step: ViewTransitionStep, at location: SourceLocation) throws(SceneError) {
        guard step.duration >= 0, step.duration.isFinite else {
            throw SceneError("a transition's duration must be ≥ 0", at: location)
        }
        let view: String
        switch step.views {
        case .with(let raw, _):
            view = try resolve(raw, at: location)
        case .replace(let rawFrom, _, let rawContainer, _):
            let from = try resolve(rawFrom, at: location)
            guard let parent = state.parent[from] else {
                throw SceneError(
                    "transition(from:to:) runs on from's superview, and '\(rawFrom)' has none", at: location)
            }
            if let rawContainer, try resolve(rawContainer, at: location) != parent {
                throw SceneError(
                    "'with: \(rawContainer)' is not the superview of '\(rawFrom)', where transition(from:to:) runs",
                    at: location)
            }
            view = parent
        }
        let animates = step.style != .none && step.duration > 0 && state.isInHierarchy(view)
        let serial = nextTransitionSerial(view)
        let before = "\(view)~transition\(serial)~before"
        if animates { try snapshotCommitted(view, as: before, at: location) }

        switch step.views {
        case .with(_, let steps):
            try run(steps)
        case .replace(let rawFrom, let rawTo, _, let showHide):
            let from = try resolve(rawFrom, at: location), to = try resolve(rawTo, at: location)
            if showHide {
                state.views[from]?.isHidden = true
                state.views[to]?.isHidden = false
            } else {
                // toView takes fromView's place in its superview.
                state.detach(to)
                let siblings = state.children[view] ?? []
                state.attach(to, to: view, at: siblings.firstIndex(of: from).map { $0 + 1 })
                state.detach(from)
            }
        }
        guard animates else {
            schedule(step.completion, at: now)
            return
        }
        let end = now + step.duration
        // A stand-in in the view's place holds the images before and after; the view itself
        // gives way while it runs.
        let after = "\(view)~transition\(serial)~after"
        let stand = "\(view)~transition\(serial)"
        try snapshotOnScreen(view, as: after, at: location)
        let standIn = ViewSpec(
            id: stand, changes: [.reference(PropertyPath(root: .frame), .frameOf(view, in: nil))], location: location)
        try generated(.create(standIn, parent: state.parent[view] ?? view), at: location)
        try place(stand, over: view, at: location)
        try generated(.insert(viewID: before, parent: stand, position: .top), at: location)
        try generated(.insert(viewID: after, parent: stand, position: .top), at: location)
        hide(view, besides: stand, duration: step.duration)
        if step.style == .crossDissolve {
            state.views[stand]?.mixesSublayers = true
            addExplicit(
                hold(before, .opacity, from: .number(1), to: .number(0), curve: step.curve, duration: step.duration))
            addExplicit(
                hold(after, .opacity, from: .number(0), to: .number(1), curve: step.curve, duration: step.duration))
        } else {
            flip(faces: [before, after], step: step)
        }
        let cleanUp = [Step(.remove(viewID: stand), at: location)]
        if let order = schedule(cleanUp, at: end) { generatedOrders.insert(order) }
        schedule(step.completion, at: end)
    }

    mutating func flip(faces: [String], step: ViewTransitionStep) {
        let vertical = step.style == .flipFromLeft || step.style == .flipFromRight
        // A positive turn about y brings the left edge toward the viewer (flipFromLeft: "the left
        // side of the view moves toward the front"); about x a negative one brings the top forward.
        let sweep: Double =
            switch step.style {
            case .flipFromLeft, .flipFromBottom: 180
            default: -180
            }
        let size = state.views[faces[0]]?.bounds.size ?? .zero
        let half = (vertical ? size.width : size.height) / 2
        for (i, face) in faces.enumerated() {
            state.views[face]?.isDoubleSided = false
            state.views[face]?.transform = .perspective(Self.flipPerspective)
            let start = i == 0 ? 0 : -sweep
            var turn = hold(
                face, vertical ? .rotationY : .rotationX, from: .number(0), to: .number(0), curve: .linear,
                duration: step.duration)
            turn.curve = .flip(FlipCurve(timing: step.curve, output: .angle(start: start, sweep: sweep)))
            var dolly = hold(
                face, .translationZ, from: .number(0), to: .number(0), curve: .linear, duration: step.duration)
            dolly.curve = .flip(FlipCurve(timing: step.curve, output: .dolly(halfExtent: half)))
            addExplicit(turn)
            addExplicit(dolly)
        }
    }

    /// The view, whose images stand in for it, hidden on screen for `duration` (unchanged in the model).
    mutating func hide(_ view: String, besides standIn: String, duration: Double) {
        if state.parent[view] != nil {
            addExplicit(hold(view, .opacity, from: .number(0), to: .number(0), curve: .linear, duration: duration))
            return
        }
        // The root container has no superview to hold the stand-in: its other subviews and its
        // background give way instead.
        for child in state.children[view] ?? [] where child != standIn {
            addExplicit(hold(child, .opacity, from: .number(0), to: .number(0), curve: .linear, duration: duration))
        }
        addExplicit(
            hold(view, .backgroundColor, from: .color(.clear), to: .color(.clear), curve: .linear, duration: duration))
    }

    /// An explicit animation of the transition, from now for `duration`, removed at its end.
    func hold(
        _ id: String, _ property: LayerProperty, from: AnimatableValue, to: AnimatableValue, curve: TimingFunction,
        duration: Double
    ) -> Animation {
        var a = Animation(
            viewID: id, property: property, registeredAt: now, begin: now, duration: duration, repeatCount: 1,
            autoreverses: false, curve: .timing(curve), from: from, to: to, additive: false)
        a.isExplicit = true
        a.fillMode = .removed
        return a
    }

    mutating func addExplicit(_ animation: Animation) { animations.append(animation) }

    /// Puts a new view just above `view` in its superview, or on top inside it for a root.
    mutating func place(_ id: String, over view: String, at location: SourceLocation) throws(SceneError) {
        if state.parent[view] != nil {
            try generated(.insert(viewID: id, parent: nil, position: .above(view)), at: location)
        } else {
            try generated(.insert(viewID: id, parent: view, position: .top), at: location)
        }
    }

    /// The view as the screen last showed it: the tree as the transaction began (the last commit;
    /// changes made since, earlier in the same batch, are not on screen yet: CATransaction
    /// "batching multiple layer-tree operations into atomic updates to the render tree") with the
    /// animations running then, at this moment. CATransition animates from that image.
    mutating func snapshotCommitted(_ view: String, as name: String, at location: SourceLocation) throws(SceneError) {
        try generated(
            .snapshot(of: view, name: name, afterScreenUpdates: false, rect: nil, capInsets: .zero), at: location)
    }

    /// The view as it will be on screen: the current model with every animation at this moment
    /// (an explicit animation held by its fill shows).
    mutating func snapshotOnScreen(_ view: String, as name: String, at location: SourceLocation) throws(SceneError) {
        let saved = batchStart
        batchStart = (state, animations.count)
        defer { batchStart = saved }
        try generated(
            .snapshot(of: view, name: name, afterScreenUpdates: false, rect: nil, capInsets: .zero), at: location)
    }

    mutating func generated(_ action: Step.Action, at location: SourceLocation) throws(SceneError) {
        let was = runningControllerSteps
        runningControllerSteps = true
        defer { runningControllerSteps = was }
        try run(Step(action, at: location))
    }

    func nextTransitionSerial(_ view: String) -> Int {
        var n = 1
        while state.views["\(view)~transition\(n)~before"] != nil { n += 1 }
        return n
    }
}
