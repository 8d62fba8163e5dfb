import AnimaticCore

/// The scene file's `interaction:` key:
///
/// ```yaml
/// interaction:
///   progress: [[0, 0], [0.25, 0.4], [0.4, 0.55]]      # [seconds, progress]; or gesture:
///   gesture: {edgePan: {distance: 160, duration: 0.4, pacing: easeOut}}
///   release: {at: 0.4, velocity: 1.2, finish: true}
///   driver: percentDriven                               # or propertyAnimator
///   completionSpeed: 1                                  # percentDriven
///   completionCurve: easeInOut
///   curve: easeInOut                                    # propertyAnimator
///   scrubsLinearly: true
///   continue: {spring: {dampingRatio: 0.8}, durationFactor: 0}
/// ```
extension SceneParser {
    static let interactionKeys = [
        "progress", "gesture", "release", "driver", "completionSpeed", "completionCurve",
        "curve", "scrubsLinearly", "continue",
    ]
    static let percentDrivenKeys = ["completionSpeed", "completionCurve"]
    static let propertyAnimatorKeys = ["curve", "scrubsLinearly", "continue"]
    /// What `completeTransition:` takes besides true and false: UIKit's idiom.
    static let notCancelledWords = [
        "!transitionWasCancelled", "!transitionContext.transitionWasCancelled", "notCancelled",
    ]

    func interaction(_ n: YNode, canvas: Canvas) throws(SceneError) -> Interaction {
        let f = try n.fields("interaction", allowed: Self.interactionKeys, required: ["release"])
        if f["progress"] != nil, f["gesture"] != nil {
            throw f["gesture"]!.fail("interaction takes 'progress' or 'gesture', not both")
        }
        guard f["progress"] != nil || f["gesture"] != nil else {
            throw n.fail("interaction needs 'progress' ([[seconds, progress], …]) or 'gesture'")
        }
        var samples: [Interaction.Sample] = []
        var gestureEnd: (at: Double, velocity: Double)?
        if let p = f["progress"] {
            let items = try p.array("a list of [seconds, progress] pairs")
            guard !items.isEmpty else {
                throw p.fail("interaction.progress needs at least one [seconds, progress] pair")
            }
            for item in items {
                let v = try item.numbers(count: 2, "[seconds, progress]")
                guard v[0] >= 0, v[0] <= Timeline.maxDuration else {
                    throw item.fail("a time must be in 0…\(Int(Timeline.maxDuration)) s, got \(v[0])")
                }
                guard v[1] >= 0, v[1] <= 1 else { throw item.fail("progress must be in 0…1, got \(v[1])") }
                if let last = samples.last, !(v[0] > last.time) {
                    throw item.fail("times must increase, got \(v[0]) after \(last.time)")
                }
                samples.append(Interaction.Sample(v[0], v[1]))
            }
        }
        if let g = f["gesture"] {
            let gesture = try stockGesture(g)
            let expanded = gesture.expand(canvas: canvas.size)
            samples = expanded.samples
            gestureEnd = (expanded.releaseAt, expanded.velocity)
        }
        let r = try f["release"]!.fields("release", allowed: ["at", "velocity", "finish"], required: ["finish"])
        let finish = try r["finish"]!.bool()
        var at = gestureEnd?.at ?? samples.last!.time
        if let a = r["at"] {
            at = try a.double("a time in seconds")
            guard at >= 0, at <= Timeline.maxDuration else {
                throw a.fail("release.at must be in 0…\(Int(Timeline.maxDuration)) s, got \(at)")
            }
        }
        var velocity = gestureEnd?.velocity
        if let v = r["velocity"] {
            let value = try v.double("progress per second")
            guard abs(value) <= 1000 else {
                throw v.fail("release.velocity must be in −1000…1000 progress per second, got \(value)")
            }
            velocity = value
        }
        let driver = try interactionDriver(f)
        return Interaction(
            samples: samples, release: .init(at: at, velocity: velocity, finish: finish), driver: driver,
            location: n.location)
    }

    func interactionDriver(_ f: Fields) throws(SceneError) -> Interaction.Driver {
        let name = try f["driver"]?.string("percentDriven or propertyAnimator") ?? "percentDriven"
        switch name {
        case "percentDriven":
            if let key = Self.propertyAnimatorKeys.first(where: { f[$0] != nil }) {
                throw f[key]!.fail("'\(key)' is a property animator's; add 'driver: propertyAnimator' or leave it out")
            }
            var speed = 1.0
            if let s = f["completionSpeed"] {
                speed = try s.double("a speed (1 = the transition's own)")
                guard speed > 0, speed <= 100 else { throw s.fail("completionSpeed must be in (0, 100], got \(speed)") }
            }
            let curve =
                try f["completionCurve"].map { (c: YNode) throws(SceneError) in try ValueParser.timing(c) }
                ?? .easeInOut
            return .percentDriven(completionSpeed: speed, completionCurve: curve)
        case "propertyAnimator":
            if let key = Self.percentDrivenKeys.first(where: { f[$0] != nil }) {
                throw f[key]!.fail(
                    "'\(key)' is UIPercentDrivenInteractiveTransition's; with a property animator use 'continue'")
            }
            let curve = try f["curve"].map { (c: YNode) throws(SceneError) in try ValueParser.timing(c) } ?? .easeInOut
            let linear = try f["scrubsLinearly"]?.bool() ?? true
            var timing = Interaction.ReleaseTiming.original
            var factor = 0.0
            if let c = f["continue"] {
                let cf = try c.fields("continue", allowed: ["spring", "curve", "durationFactor"])
                if cf["spring"] != nil, cf["curve"] != nil {
                    throw cf["curve"]!.fail("continue takes a 'spring' or a 'curve', not both")
                }
                if let cv = cf["curve"] { timing = .curve(try ValueParser.timing(cv)) }
                if let s = cf["spring"] { timing = try releaseSpring(s) }
                if let d = cf["durationFactor"] {
                    factor = try d.double("a factor of the transition's duration (0 = the remaining duration)")
                    guard factor >= 0, factor <= 100 else {
                        throw d.fail("durationFactor must be in 0…100, got \(factor)")
                    }
                }
            }
            return .propertyAnimator(curve: curve, scrubsLinearly: linear, release: timing, durationFactor: factor)
        default:
            throw f["driver"]!.fail(
                "unknown driver '\(name)'\(Suggestion.didYouMean(name, in: ["percentDriven", "propertyAnimator"])); expected percentDriven or propertyAnimator"
            )
        }
    }

    func releaseSpring(_ n: YNode) throws(SceneError) -> Interaction.ReleaseTiming {
        let keys = n.mappingKeys
        if keys.contains("dampingRatio") {
            let f = try n.fields("a spring", allowed: ["dampingRatio"])
            let ratio = try f["dampingRatio"]!.double("a damping ratio")
            guard ratio > 0, ratio <= 10 else {
                throw f["dampingRatio"]!.fail("dampingRatio must be in (0, 10], got \(ratio)")
            }
            return .spring(dampingRatio: ratio)
        }
        let f = try n.fields(
            "a spring ({dampingRatio} or {mass, stiffness, damping})", allowed: ["mass", "stiffness", "damping"],
            required: ["damping"])
        let spring = try n.springParameters(f)
        guard spring.damping > 0 else {
            throw f["damping"]!.fail("a release spring needs damping > 0, or it never settles")
        }
        guard spring.settlingDuration <= Timeline.maxDuration else {
            throw n.fail(
                "this spring takes \(spring.settlingDuration) s to settle; at most \(Int(Timeline.maxDuration)) s")
        }
        return .physicalSpring(spring)
    }

    func stockGesture(_ n: YNode) throws(SceneError) -> StockGesture {
        let entries = try n.entries("a gesture", allowed: ["edgePan", "verticalDrag", "pinch"])
        guard entries.count == 1, let (name, _, value) = entries.first else {
            throw n.fail("a gesture is one of edgePan, verticalDrag, pinch")
        }
        let isPinch = name == "pinch"
        let f = try value.fields(
            name, allowed: [isPinch ? "scale" : "distance", "duration", "pacing"],
            required: [isPinch ? "scale" : "distance", "duration"])
        let duration = try f["duration"]!.double("seconds")
        let pacing = try f["pacing"].map { (c: YNode) throws(SceneError) in try ValueParser.timing(c) } ?? .linear
        let gesture: StockGesture
        switch name {
        case "edgePan":
            gesture = .edgePan(distance: try f["distance"]!.double("points"), duration: duration, pacing: pacing)
        case "verticalDrag":
            gesture = .verticalDrag(distance: try f["distance"]!.double("points"), duration: duration, pacing: pacing)
        default:
            gesture = .pinch(
                scale: try f["scale"]!.double("a scale (1 = no pinch)"), duration: duration, pacing: pacing)
        }
        if let problem = gesture.problem { throw value.fail(problem) }
        return gesture
    }
}
