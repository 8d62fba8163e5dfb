/// One running animation of one layer property, as Core Animation holds it in the layer's
/// animation list: a begin time, a timing, and values; the model value lives elsewhere.
public struct Animation: Sendable {
    public enum Curve: Sendable {
        case timing(TimingFunction)
        case spring(Spring)
        case keyframes(KeyframeTrack, TimingFunction)
    }

    public var viewID: String
    public var property: LayerProperty
    /// When the script added it; from then on it shows, holding its start value during a delay
    /// (UIKit animations use fillMode backwards).
    public var registeredAt: Double
    public var begin: Double
    /// One cycle, in seconds.
    public var duration: Double
    public var repeatCount: Double
    public var autoreverses: Bool
    public var curve: Curve
    public var from: AnimatableValue
    public var to: AnimatableValue
    /// Additive animations add `value − to` onto the model value (UIKit since iOS 8);
    /// others replace it while they run.
    public var additive: Bool
    /// Set when a later animation replaced this one (`beginFromCurrentState`).
    public var removedAt: Double = .infinity

    public var activeDuration: Double { duration * repeatCount * (autoreverses ? 2 : 1) }
    public var end: Double { min(begin + activeDuration, removedAt) }

    public func isActive(at time: Double) -> Bool {
        time >= registeredAt - Timeline.epsilon && time < end - Timeline.epsilon
    }

    /// Seconds into the current cycle, folded back on the way home when autoreversing.
    func cycleTime(at time: Double) -> Double {
        let local = max(0, time - begin)
        guard duration > 0 else { return 0 }
        let cycle = duration * (autoreverses ? 2 : 1)
        var u = local.truncatingRemainder(dividingBy: cycle)
        if local > 0, u == 0, local >= activeDuration - Timeline.epsilon { u = cycle }
        if autoreverses, u > duration { u = cycle - u }
        return u
    }

    /// The animation's own value at `time` (before blending with the model value).
    public func value(at time: Double) -> AnimatableValue {
        let u = cycleTime(at: time)
        switch curve {
        case .timing(let timing):
            return from.interpolated(to: to, fraction: timing.progress(at: duration > 0 ? u / duration : 1))
        case .spring(let spring):
            return from.interpolated(to: to, fraction: spring.value(at: u))
        case .keyframes(let track, let timing):
            let linear = duration > 0 ? u / duration : 1
            // Apple: in paced and cubicPaced modes "keyTimes and timingFunction are ignored".
            return track.value(at: track.mode.isPaced ? linear : timing.progress(at: linear))
        }
    }

    /// Blends this animation onto the value beneath it (the model value or earlier animations).
    public func apply(to base: AnimatableValue, at time: Double) -> AnimatableValue {
        let own = value(at: time)
        guard additive, let b = base.components, let o = own.components, let t = to.components else { return own }
        guard b.count == o.count, o.count == t.count else { return own }
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
    let vectorCurve: KeyframeCurve?

    public init(keyTimes: [Double], values: [AnimatableValue], mode: KeyframeCalculationMode) {
        // Without one key time per value, space them evenly, as CAKeyframeAnimation does.
        let n = values.count
        let times = keyTimes.count == n ? keyTimes : (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        let keyTimes = times
        self.keyTimes = keyTimes; self.values = values; self.mode = mode
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
        return Transform3D(recomposing: DecomposedTransform(
            translation: Array(v[0..<3]), scale: Array(v[3..<6]), skew: Array(v[6..<9]),
            perspective: Array(v[9..<13]), quaternion: q))
    }
}

extension AnimatableValue {
    /// Interpolates toward `other`; `fraction` may leave 0…1 (springs overshoot).
    public func interpolated(to other: AnimatableValue, fraction p: Double) -> AnimatableValue {
        if case .transform(let a) = self, case .transform(let b) = other {
            return .transform(Transform3D.interpolate(from: a, to: b, fraction: p))
        }
        guard let a = components, let b = other.components, a.count == b.count else {
            return p < 1 ? self : other
        }
        if case .path(let pa) = self, case .path(let pb) = other, !pa.hasSameStructure(as: pb) { return p < 1 ? self : other }
        return withComponents(zip(a, b).map { $0 + ($1 - $0) * p }) ?? self
    }
}
