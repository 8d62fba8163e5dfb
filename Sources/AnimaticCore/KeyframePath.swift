import Foundation

/// `CAKeyframeAnimation.path`: a CGPath of moves, lines and quadratic and cubic Béziers that a
/// point property follows.
///
/// Apple: "Each point in the path except for moveTo points defines a single keyframe segment
/// for the purpose of timing and interpolation", and the path replaces `values`. So every
/// line or curve is one segment: `linear` and `cubic` time segment i from `keyTimes[i]` to
/// `keyTimes[i+1]` (evenly spaced without them, each through its `timingFunctions[i]`) and
/// move along it by the curve's own parameter; `discrete` jumps from segment start to segment
/// start; `paced` and `cubicPaced` move at constant speed along the whole path by arc length,
/// ignoring key times and timing functions. A move inside the path is a jump.
public struct KeyframePath: Sendable, Equatable {
    public enum Element: Sendable, Equatable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)
        case cubic(Point, Point, Point)
    }

    public struct Segment: Sendable, Equatable {
        /// Bézier control points, 2 (a line), 3 or 4.
        public var points: [Point]

        public func point(at u: Double) -> Point {
            var p = points
            // de Casteljau.
            while p.count > 1 {
                p = zip(p, p.dropFirst()).map { Point($0.x + ($1.x - $0.x) * u, $0.y + ($1.y - $0.y) * u) }
            }
            return p[0]
        }

        /// The derivative's direction at u; where it vanishes (a control point on an end),
        /// the direction toward the next distinct control point.
        public func tangent(at u: Double) -> Point {
            let n = Double(points.count - 1)
            var d = zip(points, points.dropFirst()).map { Point(($1.x - $0.x) * n, ($1.y - $0.y) * n) }
            while d.count > 1 {
                d = zip(d, d.dropFirst()).map { Point($0.x + ($1.x - $0.x) * u, $0.y + ($1.y - $0.y) * u) }
            }
            if abs(d[0].x) + abs(d[0].y) > 1e-12 { return d[0] }
            func distinct(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) + abs(a.y - b.y) > 1e-12 }
            if u < 0.5, let q = points.first(where: { distinct($0, points[0]) }) {
                return Point(q.x - points[0].x, q.y - points[0].y)
            }
            if let last = points.last, let q = points.last(where: { distinct($0, last) }) {
                return Point(last.x - q.x, last.y - q.y)
            }
            return Point(1, 0)
        }
    }

    /// A shape path (the one path grammar of scenes, and `CGPath`) as keyframe elements: arcs
    /// are the cubics `ShapePath` made of them already, and a close is the line back to its
    /// subpath's start (Core Animation follows a closed path around).
    public static func elements(of shape: ShapePath) -> [Element] {
        var out: [Element] = []
        var start = Point.zero
        for element in shape.elements {
            switch element {
            case .move(let p):
                out.append(.move(p))
                start = p
            case .line(let p): out.append(.line(p))
            case .quad(let c, let p): out.append(.quad(c, p))
            case .cubic(let c1, let c2, let p): out.append(.cubic(c1, c2, p))
            case .close: out.append(.line(start))
            }
        }
        return out
    }

    public let segments: [Segment]
    public let keyTimes: [Double]
    public let mode: KeyframeCalculationMode
    public let segmentTimings: [TimingFunction]
    /// Cumulative chord lengths, `samplesPerSegment` per segment, for the paced modes.
    private let arcLengths: [Double]
    private static let samplesPerSegment = 64

    /// nil when the path has no line or curve.
    public init?(
        _ elements: [Element], keyTimes: [Double] = [], mode: KeyframeCalculationMode = .linear,
        segmentTimings: [TimingFunction] = []
    ) {
        var current = Point(0, 0)
        var segments: [Segment] = []
        for element in elements {
            switch element {
            case .move(let p): current = p
            case .line(let p):
                segments.append(Segment(points: [current, p]))
                current = p
            case .quad(let c, let p):
                segments.append(Segment(points: [current, c, p]))
                current = p
            case .cubic(let c1, let c2, let p):
                segments.append(Segment(points: [current, c1, c2, p]))
                current = p
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
        let n = segments.count
        self.keyTimes = keyTimes.count == n + 1 ? keyTimes : (0...n).map { Double($0) / Double(n) }
        self.mode = mode
        self.segmentTimings = segmentTimings
        var lengths = [0.0]
        if mode.isPaced {
            for segment in segments {
                var previous = segment.point(at: 0)
                for j in 1...Self.samplesPerSegment {
                    let p = segment.point(at: Double(j) / Double(Self.samplesPerSegment))
                    lengths.append(
                        lengths.last!
                            + ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y))
                            .squareRoot())
                    previous = p
                }
            }
        }
        arcLengths = lengths
    }

    /// The segment and its parameter at a fraction of the animation (after its timing function).
    func location(at fraction: Double) -> (segment: Int, u: Double) {
        let n = segments.count
        if mode.isPaced {
            guard let total = arcLengths.last, total > 0, fraction > 0 else { return (0, 0) }
            guard fraction < 1 else { return (n - 1, 1) }
            let target = fraction * total
            var lo = 1, hi = arcLengths.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if arcLengths[mid] >= target { hi = mid } else { lo = mid + 1 }
            }
            let within = (target - arcLengths[lo - 1]) / max(arcLengths[lo] - arcLengths[lo - 1], 1e-300)
            let sample = Double(lo - 1) + within
            let segment = min(max(Int(saturating: sample / Double(Self.samplesPerSegment)), 0), n - 1)
            return (segment, sample / Double(Self.samplesPerSegment) - Double(segment))
        }
        let f = KeyframeTrack.retime(fraction, keyTimes: keyTimes, segmentTimings: segmentTimings)
        if f <= keyTimes[0] { return (0, 0) }
        if f >= keyTimes[n] { return (n - 1, 1) }
        var i = 0
        while i + 1 < n, f >= keyTimes[i + 1] { i += 1 }
        if mode == .discrete { return (i, 0) }
        let span = keyTimes[i + 1] - keyTimes[i]
        return (i, span > 0 ? (f - keyTimes[i]) / span : 1)
    }

    public func point(at fraction: Double) -> Point {
        let (i, u) = location(at: fraction)
        return segments[i].point(at: u)
    }

    /// The direction of travel at a fraction, in degrees clockwise from +x (y points down), as
    /// `rotationMode: auto` turns the layer.
    public func tangentAngle(at fraction: Double) -> Double {
        let (i, u) = location(at: fraction)
        let d = segments[i].tangent(at: u)
        return atan2(d.y, d.x) * 180 / .pi
    }
}

/// What a path animation gives its property.
public enum PathOutput: Sendable, Equatable {
    case position
    /// `rotationMode`: `auto` (false) or `autoReverse` (true, turned a further 180°).
    case tangentAngle(reversed: Bool)
}

/// The two motions of UIKit's flip transition, as functions of the transition's progress p
/// (its curve applied): the rotation `start + sweep · p` in degrees, and the dolly, a z
/// translation of `−halfExtent · |sin(π p)|` that keeps the nearer edge of the turning view in
/// the view's plane (so it keeps the view's height), as the flip UIKit draws does.
public struct FlipCurve: Sendable, Equatable {
    public enum Output: Sendable, Equatable {
        case angle(start: Double, sweep: Double)
        case dolly(halfExtent: Double)
    }
    public var timing: TimingFunction
    public var output: Output

    public init(timing: TimingFunction, output: Output) {
        self.timing = timing
        self.output = output
    }

    public func value(at linear: Double) -> Double {
        let p = timing.progress(at: linear)
        switch output {
        case .angle(let start, let sweep): return start + sweep * p
        case .dolly(let half): return -half * abs(sin(Double.pi * p))
        }
    }
}
