import Foundation

/// `CAKeyframeAnimation.calculationMode`.
public enum KeyframeCalculationMode: String, Sendable, Equatable, CaseIterable {
    case linear, discrete, paced, cubic, cubicPaced

    /// Constant speed: key times and the animation's timing function are ignored.
    public var isPaced: Bool { self == .paced || self == .cubicPaced }
}

/// A CAKeyframeAnimation-style curve over vector values (each value is [Double], e.g. a
/// point is [x, y], a rect [x, y, w, h], a color [r, g, b, a]). `fraction` is the
/// animation's progress after its timing function; outside 0...1 the curve holds its ends.
///
/// - `linear`: piecewise linear between key times; before the first key time the first
///   value holds, after the last the last value.
/// - `discrete`: value i holds for `keyTimes[i] <= f < keyTimes[i+1]`, the last value from
///   its key time on (so at f = 1). Either one key time per value or, as Core Animation's
///   documentation asks for discrete mode, one more than the values (the extra one, 1, only
///   closes the last interval).
/// - `paced`: key times ignored; constant speed along the polyline through the values,
///   measured by Euclidean distance in the value space.
/// - `cubic`: the Catmull-Rom spline through the values (Kochanek–Bartels with tension,
///   continuity and bias 0: inner tangent `(v[i+1] − v[i−1]) / 2`), each segment timed by
///   its key times with local parameter `u = (f − k[i]) / (k[i+1] − k[i])`. Core Animation
///   has no neighbour beyond the ends, so the end tangents are the one-sided differences
///   `v[1] − v[0]` and `v[n−1] − v[n−2]` (two values therefore interpolate linearly).
/// - `cubicPaced`: the same spline (segments uniform in the spline parameter) traversed at
///   constant arc-length speed, key times ignored; arc length comes from 64 chords per
///   segment, inverted by binary search and linear interpolation of the parameter.
///
/// Empty `keyTimes` mean evenly spaced ones, as a nil `keyTimes` does in Core Animation:
/// `i/(n−1)`, or `i/n` in discrete mode so every value is shown equally long. Repeated key
/// times make a jump: at the shared time the later value wins.
public struct KeyframeCurve: Sendable, Equatable {
    public let keyTimes: [Double]
    public let values: [[Double]]
    public let mode: KeyframeCalculationMode
    /// Cumulative lengths: per value for `paced`, per sample for `cubicPaced`.
    private let arcLengths: [Double]

    private static let samplesPerSegment = 64

    /// `keyTimes` must be in 0...1 and non-decreasing, with one per value (or one more in
    /// discrete mode), or empty; paced modes ignore them. `values` must be non-empty and
    /// all of one dimension.
    public init(keyTimes: [Double], values: [[Double]], mode: KeyframeCalculationMode) {
        precondition(!values.isEmpty, "a keyframe curve needs at least one value")
        precondition(values.allSatisfy { $0.count == values[0].count }, "keyframe values must share one dimension")
        let n = values.count
        var times = keyTimes
        switch mode {
        case .paced, .cubicPaced:
            times = []
        case .linear, .cubic, .discrete:
            if times.isEmpty {
                let divisions = mode == .discrete ? n : max(n - 1, 1)
                times = (0..<n).map { Double($0) / Double(divisions) }
            }
            let allowed = mode == .discrete ? [n, n + 1] : [n]
            precondition(allowed.contains(times.count), "keyTimes must have one entry per value")
            precondition(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "keyTimes must not decrease")
        }
        self.keyTimes = times
        self.values = values
        self.mode = mode
        switch mode {
        case .paced:
            var lengths = [0.0]
            for i in 1..<max(n, 1) { lengths.append(lengths[i - 1] + distance(values[i - 1], values[i])) }
            arcLengths = lengths
        case .cubicPaced where n > 1:
            let count = Self.samplesPerSegment * (n - 1)
            var lengths = [0.0]
            var previous = values[0]
            for j in 1...count {
                let point = Self.spline(values, at: Double(j) / Double(Self.samplesPerSegment))
                lengths.append(lengths[j - 1] + distance(previous, point))
                previous = point
            }
            arcLengths = lengths
        default:
            arcLengths = []
        }
    }

    public func value(at fraction: Double) -> [Double] {
        let n = values.count
        if n == 1 { return values[0] }
        switch mode {
        case .discrete:
            guard let i = lastKey(atOrBefore: fraction) else { return values[0] }
            return values[min(i, n - 1)]
        case .linear, .cubic:
            guard let i = lastKey(atOrBefore: fraction) else { return values[0] }
            if i >= n - 1 { return values[n - 1] }
            let u = (fraction - keyTimes[i]) / (keyTimes[i + 1] - keyTimes[i])
            return mode == .linear ? lerp(values[i], values[i + 1], u) : Self.spline(values, segment: i, u: u)
        case .paced:
            guard let (j, u) = pacedPosition(fraction) else { return fraction <= 0 ? values[0] : values[n - 1] }
            return lerp(values[j - 1], values[j], u)
        case .cubicPaced:
            guard let (j, u) = pacedPosition(fraction) else { return fraction <= 0 ? values[0] : values[n - 1] }
            let parameter = (Double(j - 1) + u) / Double(Self.samplesPerSegment)
            return Self.spline(values, at: parameter)
        }
    }

    /// The largest i with `keyTimes[i] <= f`, or nil before the first key time. The first
    /// key not after f is found by binary search, so repeated key times resolve to the last.
    private func lastKey(atOrBefore f: Double) -> Int? {
        var lo = 0, hi = keyTimes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if keyTimes[mid] <= f { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? nil : lo - 1
    }

    /// For a paced mode: the entry j of `arcLengths` whose chord `j−1 … j` holds the distance
    /// `f · total`, and the position u in that chord; nil at or outside the ends (including
    /// a curve of zero length).
    private func pacedPosition(_ f: Double) -> (Int, Double)? {
        guard let total = arcLengths.last, total > 0, f > 0, f < 1 else { return nil }
        let target = f * total
        var lo = 1, hi = arcLengths.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if arcLengths[mid] >= target { hi = mid } else { lo = mid + 1 }
        }
        // arcLengths[lo − 1] < target <= arcLengths[lo], so this chord has positive length.
        let u = (target - arcLengths[lo - 1]) / (arcLengths[lo] - arcLengths[lo - 1])
        return (lo, u)
    }

    /// The spline at a global parameter in 0...n−1 (integer part = segment).
    private static func spline(_ values: [[Double]], at parameter: Double) -> [Double] {
        let segment = min(max(Int(saturating: parameter, rounding: .down), 0), values.count - 2)
        return spline(values, segment: segment, u: parameter - Double(segment))
    }

    /// Cubic Hermite on segment i with Catmull-Rom tangents.
    private static func spline(_ values: [[Double]], segment i: Int, u: Double) -> [Double] {
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        let m0 = tangent(values, i), m1 = tangent(values, i + 1)
        let p0 = values[i], p1 = values[i + 1]
        return (0..<p0.count).map { h00 * p0[$0] + h10 * m0[$0] + h01 * p1[$0] + h11 * m1[$0] }
    }

    private static func tangent(_ values: [[Double]], _ i: Int) -> [Double] {
        let last = values.count - 1
        if i == 0 { return zip(values[1], values[0]).map { $0 - $1 } }
        if i == last { return zip(values[last], values[last - 1]).map { $0 - $1 } }
        return zip(values[i + 1], values[i - 1]).map { ($0 - $1) / 2 }
    }
}

private func lerp(_ a: [Double], _ b: [Double], _ u: Double) -> [Double] {
    zip(a, b).map { $0 + ($1 - $0) * u }
}

private func distance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
}
