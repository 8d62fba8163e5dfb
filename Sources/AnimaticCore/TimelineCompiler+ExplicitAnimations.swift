/// `layer.add(_:forKey:)`, `removeAnimation(forKey:)` and `removeAllAnimations()`: explicit
/// animations become `Animation`s that never write the model (`isExplicit`).
extension TimelineCompiler {
    mutating func run(_ step: AddAnimationStep, at location: SourceLocation) throws(SceneError) {
        let id = try resolve(step.viewID, at: location)
        // Apple: adding an animation under a key that is in use removes the old one first.
        if let key = step.key { removeExplicitAnimations(of: id, key: key) }
        let top = step.animation
        var made: [Animation] = []
        try expand(top, view: id, begin: now + top.beginTime, enclosing: [], into: &made)
        if let late = made.map(\.end).max(), late > Timeline.maxDuration {
            throw SceneError("this animation runs until \(late) s; at most \(Timeline.maxDuration) s", at: location)
        }
        try checkAnimationBudget(adding: made.count, at: location)
        for var animation in made {
            animation.registeredAt = now
            animation.isExplicit = true
            animation.key = step.key
            // The layer holds the outermost animation: its removal applies to everything in it.
            animation.removedOnCompletion = top.removedOnCompletion
            animations.append(animation)
        }
    }

    mutating func removeExplicitAnimations(of id: String, key: String?) {
        for i in animations.indices where animations[i].viewID == id && (key == nil || animations[i].key == key) {
            let a = animations[i]
            if now >= a.registeredAt - Timeline.epsilon, now < a.removalTime - Timeline.epsilon {
                animations[i].removedAt = now
            }
        }
        // UIKit calls a UIView animation's completion at once (finished false) when its
        // animations are removed before they end.
        for (order, range) in completionAnimations
        where animations[range].allSatisfy({ $0.removedAt <= now + Timeline.epsilon }) {
            if let i = pending.firstIndex(where: { $0.order == order }), pending[i].time > now { pending[i].time = now }
        }
    }

    /// One Core Animation object as `Animation`s: a group's children carry its timing in `enclosing`.
    func expand(
        _ animation: ExplicitAnimation, view id: String, begin: Double, enclosing: [MediaTiming],
        into out: inout [Animation]
    ) throws(SceneError) {
        let timing = animation.timing(begin: begin)
        func make(_ target: Target, curve: Animation.Curve, from: AnimatableValue, to: AnimatableValue) -> Animation {
            var a = Animation(
                viewID: id, property: target.property, registeredAt: now, begin: begin, duration: timing.duration,
                repeatCount: timing.repeatCount, autoreverses: timing.autoreverses, curve: curve,
                from: from, to: to, additive: animation.additive)
            a.fields = target.fields
            a.repeatDuration = timing.repeatDuration
            a.speed = timing.speed
            a.timeOffset = timing.timeOffset
            a.fillMode = timing.fillMode
            a.cumulative = animation.cumulative
            a.enclosing = enclosing
            a.location = animation.location
            return a
        }
        switch animation.kind {
        case .group(let children):
            for child in children {
                try expand(child, view: id, begin: child.beginTime, enclosing: enclosing + [timing], into: &out)
            }
        case .basic(let values), .spring(let values, _):
            var curve = Animation.Curve.timing(animation.timingFunction ?? .linear)
            if case .spring(_, let spring) = animation.kind { curve = .spring(spring) }
            for target in try targets(of: values.keyPath, at: animation.location) {
                let current = currentValue(id, target)
                let (from, to, ends) = Self.basicEnds(
                    from: values.from.map(target.extract), to: values.to.map(target.extract),
                    by: values.by.map(target.extract), current: current,
                    previous: previousValue(id, target))
                var a = make(target, curve: curve, from: from, to: to)
                a.relativeEnds = ends
                out.append(a)
            }
        case .keyframe(let k):
            let timingFunction = animation.timingFunction ?? .linear
            if let elements = k.path {
                guard
                    let path = KeyframePath(
                        elements, keyTimes: k.keyTimes, mode: k.calculationMode, segmentTimings: k.timingFunctions)
                else {
                    throw SceneError("a path needs at least one line or curve", at: animation.location)
                }
                let targets = try targets(of: k.keyPath, at: animation.location)
                guard targets.count == 1, targets[0].property == .position, targets[0].fields.isEmpty else {
                    throw SceneError("a path animates position, not \(k.keyPath)", at: animation.location)
                }
                out.append(
                    make(
                        targets[0], curve: .path(path, timingFunction, .position),
                        from: .point(path.point(at: 0)), to: .point(path.point(at: 1))))
                if let reversed = k.rotationReversed {
                    // Core Animation turns the layer to the tangent on top of its own rotation.
                    var turn = make(
                        Target(property: .rotationZ, fields: [], extract: { $0 }),
                        curve: .path(path, timingFunction, .tangentAngle(reversed: reversed)),
                        from: .number(0), to: .number(0))
                    turn.additive = true
                    turn.cumulative = false
                    out.append(turn)
                }
            } else {
                for target in try targets(of: k.keyPath, at: animation.location) {
                    let values = k.values.map(target.extract)
                    let track = KeyframeTrack(
                        keyTimes: k.keyTimes, values: values, mode: k.calculationMode, segmentTimings: k.timingFunctions
                    )
                    out.append(
                        make(
                            target, curve: .keyframes(track, timingFunction), from: values[0],
                            to: values[values.count - 1]))
                }
            }
        }
    }

    /// Apple's table: from+to, from+by, by+to, from only, to only, by only, none. A missing end
    /// is "the current presentation value", read when the animation is evaluated; with none
    /// at all it runs from the value before the current batch of steps to the current one.
    static func basicEnds(
        from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, current: AnimatableValue,
        previous: AnimatableValue
    ) -> (AnimatableValue, AnimatableValue, Animation.RelativeEnds?) {
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t, nil)
        case (let f?, nil, let b?): return (f, f.adding(b), nil)
        case (nil, let t?, let b?): return (t.subtracting(b), t, nil)
        case (let f?, nil, nil): return (f, current, .init(from: .fixed, to: .beneath))
        case (nil, let t?, nil): return (current, t, .init(from: .beneath, to: .fixed))
        case (nil, nil, let b?): return (current, current.adding(b), .init(from: .beneath, to: .beneathPlus(b)))
        case (nil, nil, nil): return (previous, current, .init(from: .fixed, to: .beneath))
        }
    }

    /// A layer property (and field) an explicit key path animates, and how to read its part of
    /// a value of the key path's kind.
    struct Target {
        var property: LayerProperty
        var fields: [String]
        var extract: @Sendable (AnimatableValue) -> AnimatableValue
    }

    func targets(of path: PropertyPath, at location: SourceLocation) throws(SceneError) -> [Target] {
        switch path.root {
        case .layer(let p):
            return [Target(property: p, fields: path.fields, extract: { $0 })]
        case .transformScale:
            return [LayerProperty.scaleX, .scaleY, .scaleZ].map { Target(property: $0, fields: [], extract: { $0 }) }
        case .transformTranslation:
            if path.fields == ["x"] { return [Target(property: .translationX, fields: [], extract: { $0 })] }
            if path.fields == ["y"] { return [Target(property: .translationY, fields: [], extract: { $0 })] }
            return [
                Target(property: .translationX, fields: [], extract: { PropertyPath.get($0, ["x"]) }),
                Target(property: .translationY, fields: [], extract: { PropertyPath.get($0, ["y"]) }),
            ]
        case .frame:
            throw SceneError("frame is not a layer key path; animate position and bounds", at: location)
        }
    }

    /// The presentation value of a target now.
    func currentValue(_ id: String, _ target: Target) -> AnimatableValue {
        guard let view = state.views[id] else { return .number(0) }
        let whole = presentationValue(id, target.property, at: now, base: target.property.value(in: view))
        return PropertyPath.get(whole, target.fields[...])
    }

    /// What the render tree showed before the current batch of steps.
    func previousValue(_ id: String, _ target: Target) -> AnimatableValue {
        guard let view = batchStart.tree.views[id] ?? state.views[id] else { return .number(0) }
        let shown = animations[..<batchStart.animationCount].lazy.filter {
            $0.viewID == id && $0.property == target.property
        }
        let whole = shown.blended(onto: target.property.value(in: view), at: now)
        return PropertyPath.get(whole, target.fields[...])
    }
}
