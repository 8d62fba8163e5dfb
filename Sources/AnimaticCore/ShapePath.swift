import Foundation

/// A `CGPath`: subpaths of lines and quadratic and cubic Béziers, in the layer's points.
///
/// Core Animation animates `path` by interpolating each control point, which is only
/// defined between paths of the same structure (the same elements in the same order); the
/// shortcuts below build their elements as `UIBezierPath` does so that, for example, two
/// ovals or two rounded rects animate into each other.
public struct ShapePath: Sendable, Equatable, CustomStringConvertible {
    public enum Element: Sendable, Equatable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)
        case cubic(Point, Point, Point)
        case close

        /// The element's points, in order (control points first, the end point last).
        public var points: [Point] {
            switch self {
            case .move(let p), .line(let p): [p]
            case .quad(let c, let p): [c, p]
            case .cubic(let c1, let c2, let p): [c1, c2, p]
            case .close: []
            }
        }

        func withPoints(_ p: ArraySlice<Point>) -> Element {
            let p = Array(p)
            switch self {
            case .move: return .move(p[0])
            case .line: return .line(p[0])
            case .quad: return .quad(p[0], p[1])
            case .cubic: return .cubic(p[0], p[1], p[2])
            case .close: return .close
            }
        }

        func sameKind(_ o: Element) -> Bool {
            switch (self, o) {
            case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): true
            default: false
            }
        }
    }

    public var elements: [Element]
    public init(_ elements: [Element] = []) { self.elements = elements }

    /// The path split where each subpath begins (at a move, or after a close, which starts the
    /// next one where its subpath began).
    public var subpaths: [ShapePath] {
        var out: [ShapePath] = []
        var current: [Element] = []
        var start = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                if current.contains(where: { if case .move = $0 { false } else { true } }) {
                    out.append(ShapePath(current))
                }
                current = [e]
                start = p
            case .close:
                current.append(e)
                out.append(ShapePath(current))
                current = [.move(start)]
            default:
                current.append(e)
            }
        }
        if current.contains(where: { if case .move = $0 { false } else { true } }) { out.append(ShapePath(current)) }
        return out
    }

    public static let empty = ShapePath()
    public var isEmpty: Bool { elements.isEmpty }

    public var description: String { "path(\(elements.count) elements)" }

    // MARK: UIBezierPath's shapes

    /// `UIBezierPath(rect:)`: from the origin clockwise (on screen, y down), closed.
    public static func rect(_ r: Rect) -> ShapePath {
        ShapePath([
            .move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)),
            .line(Point(r.minX, r.maxY)), .close,
        ])
    }

    /// Cubic Bézier handle length for a quarter circle: 4/3·tan(π/8).
    static let kappa = 4.0 / 3.0 * tan(Double.pi / 8)

    /// `UIBezierPath(ovalIn:)`: four quarter arcs as cubics, from the right end clockwise.
    public static func oval(_ r: Rect) -> ShapePath {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * kappa, ky = ry * kappa
        return ShapePath([
            .move(Point(cx + rx, cy)),
            .cubic(Point(cx + rx, cy + ky), Point(cx + kx, cy + ry), Point(cx, cy + ry)),
            .cubic(Point(cx - kx, cy + ry), Point(cx - rx, cy + ky), Point(cx - rx, cy)),
            .cubic(Point(cx - rx, cy - ky), Point(cx - kx, cy - ry), Point(cx, cy - ry)),
            .cubic(Point(cx + kx, cy - ry), Point(cx + rx, cy - ky), Point(cx + rx, cy)),
            .close,
        ])
    }

    /// `UIBezierPath(roundedRect:cornerRadius:)` with circular corners (the radius clamped to
    /// half the shorter side): always the same nine elements, so rounded rects animate.
    public static func roundedRect(_ r: Rect, radius: Double) -> ShapePath {
        let k = max(0, min(radius, min(r.width, r.height) / 2)), h = k * kappa
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        return ShapePath([
            .move(Point(x0 + k, y0)),
            .line(Point(x1 - k, y0)),
            .cubic(Point(x1 - k + h, y0), Point(x1, y0 + k - h), Point(x1, y0 + k)),
            .line(Point(x1, y1 - k)),
            .cubic(Point(x1, y1 - k + h), Point(x1 - k + h, y1), Point(x1 - k, y1)),
            .line(Point(x0 + k, y1)),
            .cubic(Point(x0 + k - h, y1), Point(x0, y1 - k + h), Point(x0, y1 - k)),
            .line(Point(x0, y0 + k)),
            .cubic(Point(x0, y0 + k - h), Point(x0 + k - h, y0), Point(x0 + k, y0)),
            .close,
        ])
    }

    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`, angles in degrees, clockwise
    /// meaning increasing angle (clockwise on screen, y down). The arc is split into cubics of
    /// at most 90° each; a line joins it to the current point (or a move starts it). A sweep of
    /// more than one turn in the arc's direction is one full circle from the start angle, as
    /// CGPath's addArc draws it (and the HTML canvas arc, which WebKit draws through it).
    public mutating func addArc(
        center c: Point, radius r: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        var a0 = startAngle * .pi / 180, a1 = endAngle * .pi / 180
        let direction = clockwise ? 1.0 : -1.0
        // How far the arc goes in its own direction, in degrees; negative wraps once.
        let forward = (endAngle - startAngle) * direction
        if forward.isFinite, a0.isFinite, a1.isFinite, forward <= 360, forward > -4 * 360 {
            // UIKit: clockwise goes from start toward increasing angles, wrapping once at most.
            if clockwise { while a1 < a0 { a1 += 2 * .pi } } else { while a1 > a0 { a1 -= 2 * .pi } }
        } else {
            // More than a turn is one full circle; a reversed sweep of many turns wraps by
            // remainder, not by adding turns one at a time (forever, for 1e300°). Angles this
            // far out lose their fraction of a turn to rounding anyway, so the start wraps too.
            let reversed = (-forward).truncatingRemainder(dividingBy: 360)
            let sweep = forward.isFinite && forward < 0 ? (reversed == 0 ? 0 : 360 - reversed) : 360
            a0 = (abs(startAngle) < 1e6 ? startAngle : startAngle.truncatingRemainder(dividingBy: 360)) * .pi / 180
            a1 = a0 + direction * sweep * .pi / 180
        }
        let start = Point(c.x + r * cos(a0), c.y + r * sin(a0))
        if elements.isEmpty || elements.last == .close {
            elements.append(.move(start))
        } else {
            elements.append(.line(start))
        }
        let total = a1 - a0
        let pieces = max(1, Int(saturating: abs(total) / (.pi / 2), rounding: .up))
        let step = total / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for _ in 0..<pieces {
            a1 = a0 + step
            let p0 = Point(c.x + r * cos(a0), c.y + r * sin(a0)), p1 = Point(c.x + r * cos(a1), c.y + r * sin(a1))
            elements.append(
                .cubic(
                    Point(p0.x - k * r * sin(a0), p0.y + k * r * cos(a0)),
                    Point(p1.x + k * r * sin(a1), p1.y - k * r * cos(a1)), p1))
            a0 = a1
        }
    }

    // MARK: Interpolation

    /// Every point of every element, flattened: what Core Animation interpolates.
    public var components: [Double] { elements.flatMap { $0.points.flatMap { [$0.x, $0.y] } } }

    /// The same structure with new coordinates (from `components` of a path of this structure).
    public func withComponents(_ c: [Double]) -> ShapePath? {
        guard c.count == components.count else { return nil }
        var points = stride(from: 0, to: c.count, by: 2).map { Point(c[$0], c[$0 + 1]) }[...]
        var out: [Element] = []
        for e in elements {
            let n = e.points.count
            out.append(e.withPoints(points.prefix(n)))
            points = points.dropFirst(n)
        }
        return ShapePath(out)
    }

    /// Whether Core Animation can interpolate between the two (same elements in order).
    public func hasSameStructure(as o: ShapePath) -> Bool {
        elements.count == o.elements.count && zip(elements, o.elements).allSatisfy { $0.sameKind($1) }
    }

    // MARK: Geometry

    /// The control-point box (contains the path).
    public var controlBox: Rect? {
        let points = elements.flatMap(\.points)
        guard !points.isEmpty else { return nil }
        return Rect(bounding: points)
    }

    /// Segments with a start point, for length and trimming.
    struct Segment {
        var element: Element
        var start: Point
    }

    /// Drawing segments (lines and curves, closes as lines back to the subpath's start).
    var segments: [Segment] {
        var out: [Segment] = []
        var current = Point.zero, subpathStart = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                current = p
                subpathStart = p
                out.append(Segment(element: e, start: p))
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                out.append(Segment(element: e, start: current))
                current = p
            case .close:
                out.append(Segment(element: .line(subpathStart), start: current))
                out.append(Segment(element: .close, start: subpathStart))
                current = subpathStart
            }
        }
        return out
    }

    static let samples = 48

    static func point(_ s: Segment, _ t: Double) -> Point {
        let p0 = s.start, u = 1 - t
        switch s.element {
        case .line(let p): return Point(p0.x + (p.x - p0.x) * t, p0.y + (p.y - p0.y) * t)
        case .quad(let c, let p):
            return Point(u * u * p0.x + 2 * u * t * c.x + t * t * p.x, u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
        case .cubic(let c1, let c2, let p):
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(a * p0.x + b * c1.x + c * c2.x + d * p.x, a * p0.y + b * c1.y + c * c2.y + d * p.y)
        case .move, .close: return p0
        }
    }

    /// Cumulative arc length within a segment at `samples` + 1 parameters.
    static func lengths(_ s: Segment) -> [Double] {
        switch s.element {
        case .move, .close: return [0]
        case .line(let p): return [0, hypot(p.x - s.start.x, p.y - s.start.y)]
        default:
            var out = [0.0], previous = s.start, total = 0.0
            for i in 1...samples {
                let q = point(s, Double(i) / Double(samples))
                total += hypot(q.x - previous.x, q.y - previous.y)
                out.append(total)
                previous = q
            }
            return out
        }
    }

    /// The path's length (curves measured along 48 chords each).
    public var length: Double { segments.reduce(0) { $0 + (Self.lengths($1).last ?? 0) } }

    /// The part of the path between the fractions `start` and `end` of its length, as
    /// `strokeStart`/`strokeEnd` stroke it: whole elements kept, the two cut ones split exactly
    /// (de Casteljau) at the parameter where the length fraction falls.
    public func trimmed(from start: Double, to end: Double) -> ShapePath {
        let start = min(max(start, 0), 1), end = min(max(end, 0), 1)
        if start <= 0 && end >= 1 { return self }
        guard end > start else { return ShapePath() }
        let segs = segments
        let tables = segs.map(Self.lengths)
        let total = tables.reduce(0) { $0 + ($1.last ?? 0) }
        guard total > 0 else { return ShapePath() }
        let from = start * total, to = end * total
        var out: [Element] = []
        var walked = 0.0
        var penDown = false
        for (s, table) in zip(segs, tables) {
            let length = table.last ?? 0
            let a = walked, b = walked + length
            walked = b
            guard length > 0, b > from, a < to else { continue }
            let t0 = a >= from ? 0 : Self.parameter(table, at: from - a)
            let t1 = b <= to ? 1 : Self.parameter(table, at: to - a)
            let piece = Self.split(s, t0, t1)
            if !penDown || t0 > 0 { out.append(.move(piece.start)) }
            out.append(piece.element)
            penDown = true
        }
        return ShapePath(out)
    }

    static func parameter(_ table: [Double], at distance: Double) -> Double {
        let n = table.count - 1
        guard n > 0 else { return 0 }
        var i = 0
        while i < n - 1 && table[i + 1] < distance { i += 1 }
        let span = table[i + 1] - table[i]
        let local = span > 0 ? (distance - table[i]) / span : 0
        return (Double(i) + min(max(local, 0), 1)) / Double(n)
    }

    /// The part of a segment between parameters t0 and t1.
    static func split(_ s: Segment, _ t0: Double, _ t1: Double) -> Segment {
        func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }
        // The part after t0, then of that the part before (t1 − t0)/(1 − t0).
        func tail(_ s: Segment, _ t: Double) -> Segment {
            switch s.element {
            case .line(let p): return Segment(element: .line(p), start: lerp(s.start, p, t))
            case .quad(let c, let p):
                let q0 = lerp(s.start, c, t), q1 = lerp(c, p, t)
                return Segment(element: .quad(q1, p), start: lerp(q0, q1, t))
            case .cubic(let c1, let c2, let p):
                let a = lerp(s.start, c1, t), b = lerp(c1, c2, t), c = lerp(c2, p, t)
                let d = lerp(a, b, t), e = lerp(b, c, t)
                return Segment(element: .cubic(e, c, p), start: lerp(d, e, t))
            default: return s
            }
        }
        func head(_ s: Segment, _ t: Double) -> Segment {
            switch s.element {
            case .line(let p): return Segment(element: .line(lerp(s.start, p, t)), start: s.start)
            case .quad(let c, let p):
                let q0 = lerp(s.start, c, t), q1 = lerp(c, p, t)
                return Segment(element: .quad(q0, lerp(q0, q1, t)), start: s.start)
            case .cubic(let c1, let c2, let p):
                let a = lerp(s.start, c1, t), b = lerp(c1, c2, t), c = lerp(c2, p, t)
                let d = lerp(a, b, t), e = lerp(b, c, t)
                return Segment(element: .cubic(a, d, lerp(d, e, t)), start: s.start)
            default: return s
            }
        }
        var piece = t0 > 0 ? tail(s, t0) : s
        if t1 < 1 { piece = head(piece, t0 < 1 ? (t1 - t0) / (1 - t0) : 1) }
        return piece
    }
}
