import AnimaticCore

/// `addAnimation`, `removeAnimation`, `removeAllAnimations` and `transition` steps.
extension SceneParser {
    static let explicitActionKeys = ["addAnimation", "removeAnimation", "removeAllAnimations", "transition"]
    static let animationKinds = ["basic", "keyframe", "spring", "group"]
    static let timingKeys = [
        "duration", "beginTime", "timeOffset", "speed", "repeatCount", "repeatDuration", "autoreverses",
        "fillMode", "removedOnCompletion",
    ]
    static let basicKeys = ["keyPath", "from", "to", "by", "additive", "cumulative", "timingFunction"]
    static let springKeys = [
        "keyPath", "from", "to", "by", "additive", "cumulative", "mass", "stiffness", "damping", "initialVelocity",
    ]
    static let keyframeKeys = [
        "keyPath", "values", "path", "keyTimes", "timingFunctions", "calculationMode", "rotationMode",
        "additive", "cumulative", "timingFunction",
    ]
    static let transitionOptions: [String: ViewTransitionStep.Style] = [
        "transitionCrossDissolve": .crossDissolve, "transitionFlipFromLeft": .flipFromLeft,
        "transitionFlipFromRight": .flipFromRight,
        "transitionFlipFromTop": .flipFromTop, "transitionFlipFromBottom": .flipFromBottom,
    ]
    static let curveOptions: [String: TimingFunction] = [
        "curveEaseInOut": .easeInOut, "curveEaseIn": .easeIn, "curveEaseOut": .easeOut, "curveLinear": .linear,
    ]

    func explicitStep(_ action: String, _ v: YNode, at n: YNode) throws(SceneError) -> Step {
        switch action {
        case "addAnimation":
            let f = try v.fields("addAnimation", allowed: ["to", "key"] + Self.animationKinds, required: ["to"])
            let kinds = Self.animationKinds.filter { f[$0] != nil }
            guard kinds.count == 1 else {
                throw v.fail("addAnimation takes exactly one of: \(Self.animationKinds.joined(separator: ", "))")
            }
            return Step(
                .addAnimation(
                    AddAnimationStep(
                        viewID: try f["to"]!.string("a view id"), key: try f["key"]?.string("an animation key"),
                        animation: try explicitAnimation(kinds[0], f[kinds[0]]!))), at: n.location)
        case "removeAnimation":
            let f = try v.fields("removeAnimation", allowed: ["from", "key"], required: ["from", "key"])
            return Step(
                .removeAnimation(
                    viewID: try f["from"]!.string("a view id"), key: try f["key"]!.string("an animation key")),
                at: n.location)
        case "removeAllAnimations":
            return Step(.removeAnimation(viewID: try v.string("a view id"), key: nil), at: n.location)
        default:
            return Step(.transition(try viewTransition(v)), at: n.location)
        }
    }

    // MARK: Animations

    func explicitAnimation(_ kind: String, _ n: YNode) throws(SceneError) -> ExplicitAnimation {
        let own: [String] =
            switch kind {
            case "basic": Self.basicKeys
            case "spring": Self.springKeys
            case "keyframe": Self.keyframeKeys
            default: ["animations", "timingFunction"]
            }
        let f = try n.fields(
            kind, allowed: Self.timingKeys + own, required: kind == "group" ? ["animations"] : ["keyPath"])
        var animation: ExplicitAnimation
        switch kind {
        case "basic", "spring":
            let values = try basicValues(f)
            if kind == "basic" {
                animation = ExplicitAnimation(.basic(values), location: n.location)
            } else {
                let spring = try n.springParameters(f)
                animation = ExplicitAnimation(.spring(values, spring), location: n.location)
            }
        case "keyframe":
            animation = ExplicitAnimation(.keyframe(try keyframeValues(f, n)), location: n.location)
        default:
            var children: [ExplicitAnimation] = []
            for item in try f["animations"]!.array(
                "a list of animations ({basic: …}, {keyframe: …}, {spring: …}, {group: …})")
            {
                let entries = try item.entries("an animation", allowed: Self.animationKinds)
                guard entries.count == 1, let (childKind, _, body) = entries.first else {
                    throw item.fail(
                        "each animation in a group has exactly one of: \(Self.animationKinds.joined(separator: ", "))")
                }
                children.append(try explicitAnimation(childKind, body))
            }
            animation = ExplicitAnimation(.group(children), location: n.location)
        }
        try timing(f, into: &animation, kind: kind)
        animation.additive = try f["additive"]?.bool() ?? false
        animation.cumulative = try f["cumulative"]?.bool() ?? false
        if let t = f["timingFunction"] { animation.timingFunction = try ValueParser.timing(t) }
        return animation
    }

    func timing(_ f: Fields, into a: inout ExplicitAnimation, kind: String) throws(SceneError) {
        if let d = f["duration"] {
            if kind == "spring", (try? d.string()) == "settlingDuration" {
                guard case .spring(_, let spring) = a.kind, spring.settlingDuration.isFinite else {
                    throw d.fail("this spring never settles (no damping)")
                }
                a.duration = spring.settlingDuration
            } else {
                a.duration = try d.double(
                    kind == "spring" ? "a duration in seconds or settlingDuration" : "a duration in seconds")
                guard a.duration >= 0 else {
                    throw d.fail("duration must be ≥ 0 (0 is Core Animation's default, 0.25 s)")
                }
            }
        }
        a.beginTime = try f["beginTime"]?.double("a begin time in seconds after the step") ?? 0
        a.timeOffset = try f["timeOffset"]?.double("a time offset in seconds") ?? 0
        if let s = f["speed"] {
            a.speed = try s.double("a speed")
            guard a.speed > 0, a.speed <= 1000 else { throw s.fail("speed must be in (0, 1000]") }
        }
        guard f["repeatCount"] == nil || f["repeatDuration"] == nil else {
            throw f["repeatDuration"]!.fail(
                "give repeatCount or repeatDuration, not both (Apple: setting both is undefined)")
        }
        if let r = f["repeatCount"] {
            a.repeatCount = try r.double("a repeat count")
            guard a.repeatCount > 0, a.repeatCount <= 10_000 else { throw r.fail("repeatCount must be in (0, 10000]") }
        }
        if let r = f["repeatDuration"] {
            let d = try r.double("a repeat duration in seconds")
            guard d > 0 else { throw r.fail("repeatDuration must be > 0") }
            a.repeatDuration = d
        }
        a.autoreverses = try f["autoreverses"]?.bool() ?? false
        if let m = f["fillMode"] { a.fillMode = try ValueParser.choice(m, FillMode.self, "fill mode") }
        a.removedOnCompletion = try f["removedOnCompletion"]?.bool() ?? true
    }

    /// A CALayer key path (`position.y`, `transform.rotation.y`, `opacity`).
    func layerKeyPath(_ n: YNode) throws(SceneError) -> PropertyPath {
        let spelling = try n.string("a CALayer key path")
        guard let path = PropertyPath.resolve(layerKeyPath: spelling) else {
            let known = PropertyPath.layerKeyPaths
            throw n.fail("unknown CALayer key path '\(spelling)'\(Suggestion.didYouMean(spelling, in: known))")
        }
        return path
    }

    func basicValues(_ f: Fields) throws(SceneError) -> ExplicitAnimation.BasicValues {
        let path = try layerKeyPath(f["keyPath"]!)
        func value(_ key: String) throws(SceneError) -> AnimatableValue? {
            try f[key].map { (v: YNode) throws(SceneError) -> AnimatableValue in
                try ValueParser.value(v, kind: path.valueKind)
            }
        }
        return ExplicitAnimation.BasicValues(
            keyPath: path, from: try value("from"), to: try value("to"), by: try value("by"))
    }

    func keyframeValues(_ f: Fields, _ n: YNode) throws(SceneError) -> ExplicitAnimation.KeyframeValues {
        let path = try layerKeyPath(f["keyPath"]!)
        var k = ExplicitAnimation.KeyframeValues(keyPath: path)
        if let m = f["calculationMode"] {
            k.calculationMode = try ValueParser.choice(m, KeyframeCalculationMode.self, "calculation mode")
        }
        var count: Int
        if let p = f["path"] {
            guard f["values"] == nil else {
                throw p.fail("a path replaces values (Apple: values are ignored); give one of them")
            }
            guard path.valueKind == .point else {
                throw p.fail("a path moves a point key path (position), not \(path.valueKind.rawValue)")
            }
            k.path = try keyframePath(p)
            count = k.path!.filter { if case .move = $0 { false } else { true } }.count + 1
            guard count > 1 else { throw p.fail("a path needs at least one line, quad or cubic") }
        } else {
            guard let v = f["values"] else { throw n.fail("keyframe needs 'values' or 'path'") }
            for item in try v.array("a list of values") {
                k.values.append(try ValueParser.value(item, kind: path.valueKind))
            }
            guard !k.values.isEmpty else { throw v.fail("a keyframe animation needs at least one value") }
            count = k.values.count
        }
        if let r = f["rotationMode"] {
            guard k.path != nil else { throw r.fail("rotationMode turns the layer along a path; it needs 'path'") }
            switch try r.string("auto or autoReverse") {
            case "auto": k.rotationReversed = false
            case "autoReverse": k.rotationReversed = true
            case let other:
                throw r.fail(
                    "unknown rotationMode '\(other)'\(Suggestion.didYouMean(other, in: ["auto", "autoReverse"])); expected auto or autoReverse"
                )
            }
        }
        if let t = f["keyTimes"] {
            for item in try t.array("a list of key times in 0…1") {
                k.keyTimes.append(try item.double("a key time in 0…1"))
            }
            let allowed = k.calculationMode == .discrete && k.path == nil ? [count, count + 1] : [count]
            guard allowed.contains(k.keyTimes.count) else {
                throw t.fail(
                    "expected \(count) key times, one per \(k.path == nil ? "value" : "point of the path"), got \(k.keyTimes.count)"
                )
            }
            guard k.keyTimes.allSatisfy({ (0...1).contains($0) }),
                zip(k.keyTimes, k.keyTimes.dropFirst()).allSatisfy({ $0 <= $1 })
            else {
                throw t.fail("key times must be in 0…1 and must not decrease")
            }
        }
        if let t = f["timingFunctions"] {
            for item in try t.array("a list of timing functions, one per segment") {
                k.timingFunctions.append(try ValueParser.timing(item))
            }
            guard k.timingFunctions.count == count - 1 else {
                throw t.fail("expected \(count - 1) timing functions, one per segment, got \(k.timingFunctions.count)")
            }
        }
        return k
    }

    /// A keyframe path in the one path grammar of scenes (`PathParser`): a list of elements or
    /// a shape, its arcs and closes followed as Core Animation follows a CGPath.
    func keyframePath(_ n: YNode) throws(SceneError) -> [KeyframePath.Element] {
        let shape = try PathParser.path(n, hints: expansion)
        if let first = shape.elements.first, case .move = first {
        } else if !shape.elements.isEmpty {
            throw n.fail("a path starts with {move: [x, y]}")
        }
        return KeyframePath.elements(of: shape)
    }

    // MARK: UIView.transition

    func viewTransition(_ n: YNode) throws(SceneError) -> ViewTransitionStep {
        let f = try n.fields(
            "transition", allowed: ["with", "from", "to", "duration", "options", "animations", "completion"],
            required: ["duration"])
        let duration = try f["duration"]!.double("a duration in seconds")
        guard duration >= 0 else { throw f["duration"]!.fail("duration must be ≥ 0") }
        var style = ViewTransitionStep.Style.none
        var curve = TimingFunction.easeInOut
        var showHide = false
        var chosen: [String] = []
        for item in try f["options"]?.array("a list of UIView.AnimationOptions") ?? [] {
            let word = try item.string("an option name")
            if let s = Self.transitionOptions[word] {
                guard style == .none else { throw item.fail("a transition takes one transition option") }
                style = s
            } else if let c = Self.curveOptions[word] {
                guard !chosen.contains(where: { Self.curveOptions[$0] != nil }) else {
                    throw item.fail("a transition takes one curve option")
                }
                curve = c
            } else if word == "showHideTransitionViews" {
                showHide = true
            } else if word.hasPrefix("transitionCurl") {
                throw item.fail("'\(word)' (the page curl) is not drawn by Animatic; use a cross-dissolve or a flip")
            } else {
                let all =
                    Array(Self.transitionOptions.keys) + Array(Self.curveOptions.keys) + ["showHideTransitionViews"]
                throw item.fail(
                    "unknown option '\(word)'\(Suggestion.didYouMean(word, in: all)); expected one of: \(all.sorted().joined(separator: ", "))"
                )
            }
            chosen.append(word)
        }
        let completion = try f["completion"].map { (c: YNode) throws(SceneError) -> [Step] in try steps(c) } ?? []
        if let from = f["from"] {
            guard let to = f["to"] else { throw n.fail("transition(from:to:) needs 'to'") }
            if let a = f["animations"] {
                throw a.fail("transition(from:to:) has no animations block; use 'with: VIEW' with 'animations'")
            }
            return ViewTransitionStep(
                views: .replace(
                    from: try from.string("a view id"), to: try to.string("a view id"),
                    container: try f["with"]?.string("a view id"), showHide: showHide),
                duration: duration, style: style, curve: curve, completion: completion)
        }
        guard let with = f["with"] else {
            throw n.fail("transition needs 'with: VIEW' (and animations) or 'from' and 'to'")
        }
        if let to = f["to"] { throw to.fail("'to' goes with 'from' (transition(from:to:))") }
        if showHide { throw n.fail("showHideTransitionViews goes with transition(from:to:)") }
        let animations = try f["animations"].map { (a: YNode) throws(SceneError) -> [Step] in try steps(a) } ?? []
        return ViewTransitionStep(
            views: .with(try with.string("a view id"), animations: animations),
            duration: duration, style: style, curve: curve, completion: completion)
    }
}
