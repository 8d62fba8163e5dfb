/// One running animation of one layer property, as Core Animation holds it in the layer's
/// animation list: a begin time, a timing, and values; the model value lives elsewhere.
public struct Animation: Sendable {
    public enum Curve: Sendable {
        case timing(TimingFunction)
        case spring(Spring)
        case keyframes(KeyframeTrack, TimingFunction)
        /// `CAKeyframeAnimation.path`: the point along the path, or (`rotationMode`) the angle of
        /// its tangent in degrees.
        case path(KeyframePath, TimingFunction, PathOutput)
        /// UIKit's flip transition: its rotation, or the dolly that keeps the nearer edge in place.
        case flip(FlipCurve)
    }

    public var viewID: String
    public var property: LayerProperty
    /// Fields within the property's value the animation moves (`position.y` → `["y"]`).
    public var fields: [String] = []
    /// When the script added it; from then on it shows, holding its start value during a delay
    /// (UIKit animations use fillMode backwards).
    public var registeredAt: Double
    public var begin: Double
    /// One cycle, in seconds.
    public var duration: Double
    public var repeatCount: Double
    public var repeatDuration: Double? = nil
    public var autoreverses: Bool
    public var speed = 1.0
    public var timeOffset = 0.0
    /// UIKit's animations fill backwards (they show their start value through the delay).
    public var fillMode: FillMode = .backwards
    /// Removed from the layer at its end (Core Animation's default); otherwise it stays, and
    /// with a forwards fill keeps showing its end value.
    public var removedOnCompletion = true
    public var curve: Curve
    public var from: AnimatableValue
    public var to: AnimatableValue
    /// A `CABasicAnimation` end left nil: read from the value beneath (the model value with
    /// earlier animations) whenever the animation is evaluated, as the render tree does.
    public var relativeEnds: RelativeEnds? = nil
    /// Additive animations add onto the value beneath them; others replace it while they run.
    /// A UIKit animation (`isExplicit` false) adds `value − to` onto the model value (UIKit since
    /// iOS 8); an explicit one adds its value (`isAdditive`).
    public var additive: Bool
    /// `isCumulative`: each repeat cycle starts where the previous one ended.
    public var cumulative = false
    /// Added with `layer.add(_:forKey:)` (a scene's `addAnimation`): its values are its own and
    /// it never wrote the model, so when it is removed the layer shows the model value again.
    public var isExplicit = false
    /// The key it was added under (explicit animations), for replacement and removal.
    public var key: String? = nil
    /// The timing of the `CAAnimationGroup`s it is in, outermost first; `begin` is then in the
    /// innermost group's time, and the outermost group is what the layer holds (its
    /// `removedOnCompletion` and `registeredAt` are this animation's).
    public var enclosing: [MediaTiming] = []
    /// The step (or, inside a group, the animation) that made it, for lint findings.
    public var location: SourceLocation = .unknown
    /// Set when a later animation replaced this one (`beginFromCurrentState`, a key, removal).
    public var removedAt: Double = .infinity

    public init(
        viewID: String, property: LayerProperty, registeredAt: Double, begin: Double, duration: Double,
        repeatCount: Double, autoreverses: Bool, curve: Curve, from: AnimatableValue, to: AnimatableValue,
        additive: Bool
    ) {
        self.viewID = viewID
        self.property = property
        self.registeredAt = registeredAt
        self.begin = begin
        self.duration = duration
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.curve = curve
        self.from = from
        self.to = to
        self.additive = additive
    }

    public var timing: MediaTiming {
        MediaTiming(
            begin: begin, duration: duration, repeatCount: repeatCount, repeatDuration: repeatDuration,
            autoreverses: autoreverses, speed: speed, timeOffset: timeOffset, fillMode: fillMode)
    }

    public var activeDuration: Double { timing.activeDuration }
    /// When it stops running: the end of its (outermost group's) active time, or its removal.
    public var end: Double { min(enclosing.first?.activeEnd ?? timing.activeEnd, removedAt) }
    /// When it leaves the layer's animation list.
    public var removalTime: Double { removedOnCompletion ? end : removedAt }

    public func isActive(at time: Double) -> Bool {
        time >= registeredAt - Timeline.epsilon && time < removalTime - Timeline.epsilon && localTime(at: time) != nil
    }

    /// The simple time of the animation itself at `time`, through its groups; nil where a fill
    /// mode gives it no effect.
    func localTime(at time: Double) -> (time: Double, iteration: Int)? {
        var t = time
        for group in enclosing {
            guard let local = group.simpleTime(at: t) else { return nil }
            t = local.time
        }
        return timing.simpleTime(at: t)
    }

    /// The animation's own value at `time` (before blending with the model value).
    public func value(at time: Double) -> AnimatableValue {
        let (u, iteration) = localTime(at: time) ?? (0, 0)
        let own = value(atSimpleTime: u)
        guard cumulative, iteration > 0 else { return own }
        // Apple: "the value of the animation is the value at the end of the previous repeat
        // cycle, plus the value of the current repeat cycle".
        let cycleEnd = value(atSimpleTime: autoreverses ? 0 : duration)
        return own.adding(cycleEnd.repeated(iteration))
    }

    func value(atSimpleTime u: Double) -> AnimatableValue {
        let linear = duration > 0 ? u / duration : 1
        switch curve {
        case .timing(let timing):
            return from.interpolated(to: to, fraction: timing.progress(at: linear))
        case .spring(let spring):
            return from.interpolated(to: to, fraction: spring.value(at: u))
        case .keyframes(let track, let timing):
            // Apple: in paced and cubicPaced modes "keyTimes and timingFunction are ignored".
            return track.value(at: track.mode.isPaced ? linear : timing.progress(at: linear))
        case .path(let path, let timing, let output):
            let f = path.mode.isPaced ? linear : timing.progress(at: linear)
            switch output {
            case .position: return .point(path.point(at: f))
            case .tangentAngle(let reversed): return .number(path.tangentAngle(at: f) + (reversed ? 180 : 0))
            }
        case .flip(let flip):
            return .number(flip.value(at: linear))
        }
    }

    /// Blends this animation onto the value beneath it (the model value or earlier animations).
    public func apply(to base: AnimatableValue, at time: Double) -> AnimatableValue {
        guard !fields.isEmpty else { return blend(resolved(beneath: base).value(at: time), onto: base) }
        let field = PropertyPath.get(base, fields[...])
        return PropertyPath.set(base, fields[...], blend(resolved(beneath: field).value(at: time), onto: field))
    }

    /// Blends this animation onto `base` as a property animator shows it at `fraction` of its
    /// way (`fractionComplete` scrubbed linearly, or a release spring's overshoot past 1): the
    /// values interpolated at that fraction, the animation's own curve and timing set aside.
    public func apply(to base: AnimatableValue, atFraction fraction: Double) -> AnimatableValue {
        guard !fields.isEmpty else { return blend(resolved(beneath: base).value(atFraction: fraction), onto: base) }
        let field = PropertyPath.get(base, fields[...])
        return PropertyPath.set(
            base, fields[...], blend(resolved(beneath: field).value(atFraction: fraction), onto: field))
    }

    func value(atFraction f: Double) -> AnimatableValue {
        let clamped = min(max(f, 0), 1)
        switch curve {
        case .timing, .spring: return from.interpolated(to: to, fraction: f)
        case .keyframes(let track, _): return track.value(at: clamped)
        case .path(let path, _, let output):
            switch output {
            case .position: return .point(path.point(at: clamped))
            case .tangentAngle(let reversed): return .number(path.tangentAngle(at: clamped) + (reversed ? 180 : 0))
            }
        case .flip(let flip): return .number(flip.value(at: clamped))
        }
    }

    /// This animation with its relative ends read from `beneath`.
    func resolved(beneath: AnimatableValue) -> Animation {
        guard let ends = relativeEnds, beneath.kind == from.kind else { return self }
        var copy = self
        copy.from = ends.from.value(beneath: beneath) ?? from
        copy.to = ends.to.value(beneath: beneath) ?? to
        return copy
    }

    /// Which ends of a basic animation come from the value beneath it (Apple's table in the
    /// CABasicAnimation reference).
    public struct RelativeEnds: Sendable {
        public enum End: Sendable {
            /// Its own value (`from` or `to` of the animation as stored).
            case fixed
            /// "the current presentation value".
            case beneath
            /// The current value plus `byValue`.
            case beneathPlus(AnimatableValue)

            func value(beneath: AnimatableValue) -> AnimatableValue? {
                switch self {
                case .fixed: nil
                case .beneath: beneath
                case .beneathPlus(let by): beneath.adding(by)
                }
            }
        }
        public var from: End
        public var to: End
        public init(from: End, to: End) {
            self.from = from
            self.to = to
        }
    }

    func blend(_ own: AnimatableValue, onto base: AnimatableValue) -> AnimatableValue {
        guard additive else { return own }
        if isExplicit { return base.adding(own) }
        guard let b = base.components, let o = own.components, let t = to.components, b.count == o.count,
            o.count == t.count
        else { return own }
        return base.withComponents(zip(b, zip(o, t)).map { $0 + $1.0 - $1.1 }) ?? own
    }
}

extension Sequence where Element == Animation {
    /// The presentation value: `base` (the model value) with the animations of one property
    /// that run at `time` blended on in the order they were added.
    public func blended(onto base: AnimatableValue, at time: Double) -> AnimatableValue {
        reduce(base) { value, animation in animation.isActive(at: time) ? animation.apply(to: value, at: time) : value }
    }
}

/// The values of a keyframe animation of one property, as `CAKeyframeAnimation` holds them.
public struct KeyframeTrack: Sendable {
    public var keyTimes: [Double]
    public var values: [AnimatableValue]
    public var mode: KeyframeCalculationMode
    /// `timingFunctions`: one per segment, pacing the segment from its key time to the next.
    public var segmentTimings: [TimingFunction] = []
    let vectorCurve: KeyframeCurve?

    public init(
        keyTimes: [Double], values: [AnimatableValue], mode: KeyframeCalculationMode,
        segmentTimings: [TimingFunction] = []
    ) {
        self.segmentTimings = segmentTimings
        // Without one key time per value, space them evenly, as CAKeyframeAnimation does.
        let n = values.count
        // Without key times a discrete animation shows each value equally long (i/n), as
        // KeyframeCurve documents; one extra key time closes its last interval.
        let evenly = (0..<n).map { i in
            mode == .discrete ? Double(i) / Double(n) : n > 1 ? Double(i) / Double(n - 1) : 0
        }
        let fits = keyTimes.count == n || (mode == .discrete && keyTimes.count == n + 1)
        let times = fits ? keyTimes : evenly
        let keyTimes = times
        self.keyTimes = keyTimes
        self.values = values
        self.mode = mode
        let kind = values.first?.kind ?? .number
        if kind == .transform {
            // Linear and discrete go segment by segment through matrix decomposition, exactly as
            // a basic animation would; the spline modes need a vector, so they run on the
            // decomposed components.
            if mode == .linear || mode == .discrete {
                vectorCurve = nil
            } else {
                vectorCurve = KeyframeCurve(keyTimes: keyTimes, values: Self.transformVectors(values), mode: mode)
            }
        } else if let vectors = values.map(\.components) as? [[Double]], Self.shareOneShape(values, vectors) {
            vectorCurve = KeyframeCurve(keyTimes: keyTimes, values: vectors, mode: mode)
        } else {
            vectorCurve = nil
        }
    }

    public func value(at fraction: Double) -> AnimatableValue {
        let fraction =
            mode.isPaced ? fraction : Self.retime(fraction, keyTimes: keyTimes, segmentTimings: segmentTimings)
        guard let first = values.first else { return .number(0) }
        if let curve = vectorCurve {
            let v = curve.value(at: fraction)
            if first.kind == .transform { return .transform(Self.transform(fromVector: v)) }
            return first.withComponents(v) ?? first
        }
        // Transforms (linear or discrete) and booleans.
        guard values.count > 1 else { return first }
        let f = min(max(fraction, 0), 1)
        var i = 0
        while i + 1 < keyTimes.count - 1, f >= keyTimes[i + 1] { i += 1 }
        if mode == .discrete || first.kind == .bool {
            return f >= (keyTimes.last ?? 1) ? values[values.count - 1] : values[i]
        }
        let span = keyTimes[i + 1] - keyTimes[i]
        let local = span > 0 ? min(max((f - keyTimes[i]) / span, 0), 1) : 1
        return values[i].interpolated(to: values[i + 1], fraction: local)
    }

    /// Lists of one length, paths of one structure: what a spline can run through.
    static func shareOneShape(_ values: [AnimatableValue], _ vectors: [[Double]]) -> Bool {
        guard let n = vectors.first?.count, vectors.allSatisfy({ $0.count == n }) else { return false }
        if case .path(let first) = values.first {
            return values.allSatisfy { if case .path(let p) = $0 { p.hasSameStructure(as: first) } else { false } }
        }
        return true
    }

    /// Applies the segment's timing function inside the segment: a fraction `u` of the way
    /// from key time i to i+1 becomes `timing[i](u)` of the way, so every mode's segment
    /// lookup sees the paced fraction. Paced modes ignore them, as they ignore key times.
    static func retime(_ f: Double, keyTimes: [Double], segmentTimings: [TimingFunction]) -> Double {
        guard !segmentTimings.isEmpty, keyTimes.count >= 2, f > keyTimes[0], f < keyTimes[keyTimes.count - 1] else {
            return f
        }
        var i = 0
        while i + 2 < keyTimes.count, f >= keyTimes[i + 1] { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        guard span > 0, i < segmentTimings.count else { return f }
        return keyTimes[i] + segmentTimings[i].progress(at: (f - keyTimes[i]) / span) * span
    }

    static func transformVectors(_ values: [AnimatableValue]) -> [[Double]] {
        var previousQuaternion: [Double]? = nil
        return values.map { value in
            guard case .transform(let t) = value, var d = t.decomposed() else { return Array(repeating: 0, count: 17) }
            // Keep quaternions in one hemisphere so the spline does not take the long way round.
            if let q = previousQuaternion, zip(q, d.quaternion).map(*).reduce(0, +) < 0 {
                d.quaternion = d.quaternion.map { -$0 }
            }
            previousQuaternion = d.quaternion
            return d.translation + d.scale + d.skew + d.perspective + d.quaternion
        }
    }

    static func transform(fromVector v: [Double]) -> Transform3D {
        var q = Array(v[13..<17])
        let norm = q.map { $0 * $0 }.reduce(0, +).squareRoot()
        if norm > 0 { q = q.map { $0 / norm } }
        return Transform3D(
            recomposing: DecomposedTransform(
                translation: Array(v[0..<3]), scale: Array(v[3..<6]), skew: Array(v[6..<9]),
                perspective: Array(v[9..<13]), quaternion: q))
    }
}

extension AnimatableValue {
    /// `self + other`: component by component; transforms concatenate (`other` acts on the
    /// layer first, then `self`, as `CATransform3DConcat(other, self)`); booleans take `other`.
    public func adding(_ other: AnimatableValue) -> AnimatableValue {
        if case .transform(let a) = self, case .transform(let b) = other { return .transform(b.concatenating(a)) }
        guard let a = components, let b = other.components, a.count == b.count else { return other }
        return withComponents(zip(a, b).map(+)) ?? other
    }

    /// `self` added to itself `count` times in all (`count · self`); transforms by squaring.
    func repeated(_ count: Int) -> AnimatableValue {
        if case .transform(var base) = self {
            var result = Transform3D.identity, n = count
            while n > 0 {
                if n & 1 == 1 { result = result.concatenating(base) }
                base = base.concatenating(base)
                n >>= 1
            }
            return .transform(result)
        }
        guard let c = components else { return self }
        return withComponents(c.map { $0 * Double(count) }) ?? self
    }

    /// `self − other` (transforms: `self` with `other` undone first).
    public func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        if case .transform(let a) = self, case .transform(let b) = other, let inverse = b.inverted {
            return .transform(inverse.concatenating(a))
        }
        guard let a = components, let b = other.components, a.count == b.count else { return self }
        return withComponents(zip(a, b).map(-)) ?? self
    }

    /// Interpolates toward `other`; `fraction` may leave 0…1 (springs overshoot).
    public func interpolated(to other: AnimatableValue, fraction p: Double) -> AnimatableValue {
        if case .transform(let a) = self, case .transform(let b) = other {
            return .transform(Transform3D.interpolate(from: a, to: b, fraction: p))
        }
        guard let a = components, let b = other.components, a.count == b.count else {
            return p < 1 ? self : other
        }
        if case .path(let pa) = self, case .path(let pb) = other, !pa.hasSameStructure(as: pb) {
            return p < 1 ? self : other
        }
        return withComponents(zip(a, b).map { $0 + ($1 - $0) * p }) ?? self
    }
}
