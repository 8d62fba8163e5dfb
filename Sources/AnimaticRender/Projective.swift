import AnimaticCore
import CCairo

/// A point of a plane (a layer's bounds space, or device pixels).
struct Vec2: Equatable {
    var x, y: Double
    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// Convex-polygon helpers (Sutherland–Hodgman clipping against half-planes).
enum Polygon {
    /// The part of the convex polygon `poly` where `a·x + b·y + c ≥ 0`.
    static func clip(_ poly: [Vec2], a: Double, b: Double, c: Double) -> [Vec2] {
        guard poly.count >= 3 else { return [] }
        var out: [Vec2] = []
        out.reserveCapacity(poly.count + 2)
        var prev = poly[poly.count - 1]
        var prevD = a * prev.x + b * prev.y + c
        for cur in poly {
            let curD = a * cur.x + b * cur.y + c
            if curD >= 0 {
                if prevD < 0 { out.append(intersection(prev, prevD, cur, curD)) }
                out.append(cur)
            } else if prevD >= 0 {
                out.append(intersection(prev, prevD, cur, curD))
            }
            prev = cur
            prevD = curD
        }
        return out.count >= 3 ? out : []
    }

    private static func intersection(_ p: Vec2, _ dp: Double, _ q: Vec2, _ dq: Double) -> Vec2 {
        let t = dp / (dp - dq)
        return Vec2(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t)
    }

    /// Twice the signed area (positive when counter-clockwise in a y-up frame, i.e.
    /// clockwise on screen).
    /// The intersection of the convex polygons `poly` and `window` (either orientation).
    static func intersection(_ poly: [Vec2], _ window: [Vec2]) -> [Vec2] {
        guard window.count >= 3 else { return [] }
        let sign: Double = doubleArea(window) >= 0 ? 1 : -1
        var out = poly
        for (i, p) in window.enumerated() {
            let q = window[(i + 1) % window.count]
            // Inside is to the left of p → q for a positive (counter-clockwise in y-up) window.
            let a = -(q.y - p.y) * sign, b = (q.x - p.x) * sign
            out = clip(out, a: a, b: b, c: -(a * p.x + b * p.y))
            if out.count < 3 { return [] }
        }
        return out
    }

    static func doubleArea(_ poly: [Vec2]) -> Double {
        guard poly.count >= 3 else { return 0 }
        var s = 0.0
        var prev = poly[poly.count - 1]
        for cur in poly {
            s += prev.x * cur.y - cur.x * prev.y
            prev = cur
        }
        return s
    }

    static func bounds(_ poly: [Vec2]) -> DeviceBox {
        var box = DeviceBox()
        for p in poly { box.add(p.x, p.y) }
        return box
    }

    static func rect(_ r: Rect) -> [Vec2] {
        [Vec2(r.minX, r.minY), Vec2(r.maxX, r.minY), Vec2(r.maxX, r.maxY), Vec2(r.minX, r.maxY)]
    }

    /// Clips to an axis-aligned box.
    static func clip(_ poly: [Vec2], to box: DeviceBox) -> [Vec2] {
        var p = clip(poly, a: 1, b: 0, c: -box.minX)
        p = clip(p, a: -1, b: 0, c: box.maxX)
        p = clip(p, a: 0, b: 1, c: -box.minY)
        return clip(p, a: 0, b: -1, c: box.maxY)
    }

    /// Moves each edge of a convex polygon outward by `offsets[i]` (edge i runs from vertex
    /// i to vertex i + 1), as the intersection of the moved half-planes, bounded by the
    /// polygon's box grown by the largest offset so sharp corners cannot spike.
    static func offsetEdges(_ poly: [Vec2], by offsets: [Double]) -> [Vec2] {
        let n = poly.count
        guard n >= 3, let grow = offsets.max(), grow > 0 else { return poly }
        let orientation: Double = doubleArea(poly) >= 0 ? 1 : -1
        let box = bounds(poly).outset(grow)
        var out = Polygon.rect(Rect(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY))
        for i in 0..<n {
            let p = poly[i], q = poly[(i + 1) % n]
            // Inside is to the left of p→q for a positive orientation.
            var a = -(q.y - p.y), b = q.x - p.x
            a *= orientation
            b *= orientation
            let length = (a * a + b * b).squareRoot()
            guard length > 1e-12 else { continue }
            a /= length
            b /= length
            let c = -(a * p.x + b * p.y) + offsets[i]
            out = clip(out, a: a, b: b, c: c)
        }
        return out
    }
}

extension Homography {
    /// `[x y 1] · H`, homogeneous.
    @inline(__always)
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * h11 + y * h21 + h31, x * h12 + y * h22 + h32, x * h13 + y * h23 + h33)
    }

    /// The affine map of a cairo matrix.
    init(_ m: cairo_matrix_t) {
        self.init(h11: m.xx, h12: m.yx, h13: 0, h21: m.xy, h22: m.yy, h23: 0, h31: m.x0, h32: m.y0, h33: 1)
    }

    var isFinite: Bool {
        [h11, h12, h13, h21, h22, h23, h31, h32, h33].allSatisfy(\.isFinite)
    }

    /// The inverse (up to scale), or nil when singular.
    var inverse: Homography? {
        let c11 = h22 * h33 - h23 * h32, c12 = h13 * h32 - h12 * h33, c13 = h12 * h23 - h13 * h22
        let c21 = h23 * h31 - h21 * h33, c22 = h11 * h33 - h13 * h31, c23 = h13 * h21 - h11 * h23
        let c31 = h21 * h32 - h22 * h31, c32 = h12 * h31 - h11 * h32, c33 = h11 * h22 - h12 * h21
        let det = h11 * c11 + h12 * c21 + h13 * c31
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let k = 1 / det
        let inv = Homography(
            h11: c11 * k, h12: c12 * k, h13: c13 * k, h21: c21 * k, h22: c22 * k, h23: c23 * k, h31: c31 * k,
            h32: c32 * k, h33: c33 * k)
        return inv.isFinite ? inv : nil
    }

    func scaled(by k: Double) -> Homography {
        Homography(
            h11: h11 * k, h12: h12 * k, h13: h13 * k, h21: h21 * k, h22: h22 * k, h23: h23 * k, h31: h31 * k,
            h32: h32 * k, h33: h33 * k)
    }

    /// The affine map this homography is within `tolerance` device pixels of over `rect`,
    /// with w > 0 there; nil for a truly projective (or degenerate) map. An exactly affine
    /// map (h13 = h23 = 0) is returned divided by h33.
    func effectiveAffine(over rect: Rect, tolerance: Double = 1e-3) -> Homography? {
        // h33 ≤ 0 with an affine map: the whole plane is at or behind the eye.
        guard isFinite, h33 > 1e-12 else { return nil }
        if h13 == 0 && h23 == 0 {
            return scaled(by: 1 / h33)
        }
        var deviation = 0.0, size = 1.0
        for c in Polygon.rect(rect) {
            let p = apply(c.x, c.y)
            guard p.w > 0 else { return nil }
            deviation = max(deviation, abs(p.w / h33 - 1))
            size = max(size, abs(p.x / h33), abs(p.y / h33))
        }
        guard deviation * size < tolerance else { return nil }
        return Homography(
            h11: h11 / h33, h12: h12 / h33, h13: 0, h21: h21 / h33, h22: h22 / h33, h23: 0, h31: h31 / h33,
            h32: h32 / h33, h33: 1)
    }

    /// The cairo matrix of an affine homography (h13 = h23 = 0, h33 = 1); nil when singular
    /// or not finite.
    var affineCairoMatrix: cairo_matrix_t? {
        let det = h11 * h22 - h12 * h21
        guard isFinite, det.isFinite, abs(det) > 1e-10 else { return nil }
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, h11, h12, h21, h22, h31, h32)
        return m
    }

    /// Per-axis sampling rates for the source plane at a point where w > 0: scales (sx, sy)
    /// such that a texture of sx × sy texels per unit maps to the target with no texel
    /// larger than a pixel (the largest singular value of J·diag(1/sx, 1/sy) is 1). They
    /// are the lengths of the Jacobian's columns, both grown by √(1 + |cos θ|) for the angle
    /// θ between the columns (1 when the layer's axes stay perpendicular on screen).
    func axisScales(at x: Double, _ y: Double) -> (x: Double, y: Double) {
        let p = apply(x, y)
        guard p.w > 0 else { return (0, 0) }
        let px = p.x / p.w, py = p.y / p.w
        let a = (h11 - px * h13) / p.w, b = (h12 - py * h13) / p.w
        let c = (h21 - px * h23) / p.w, d = (h22 - py * h23) / p.w
        let n1 = (a * a + b * b).squareRoot(), n2 = (c * c + d * d).squareRoot()
        guard n1 > 0, n2 > 0 else { return (n1, n2) }
        let k = (1 + abs(a * c + b * d) / (n1 * n2)).squareRoot()
        return (n1 * k, n2 * k)
    }
}

/// Where a rectangle of a plane lands in device space through a homography: the part with
/// w > 0 (clipped in homogeneous coordinates, so nothing behind the eye is drawn mirrored)
/// and, when given, inside a viewport; `source` and `dest` are corresponding convex polygons.
struct ProjectedRegion {
    var source: [Vec2]
    var dest: [Vec2]

    init?(_ rect: Rect, through h: Homography, viewport: DeviceBox?) {
        guard h.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        var poly = Polygon.rect(rect)
        var maxW = 0.0
        for c in poly { maxW = max(maxW, abs(h.apply(c.x, c.y).w)) }
        guard maxW > 0, maxW.isFinite else { return nil }
        // w ≥ ε: a line in the source plane.
        poly = Polygon.clip(poly, a: h.h13, b: h.h23, c: h.h33 - maxW * 1e-7)
        if let v = viewport {
            // X/W ≥ minX ⇔ X − minX·W ≥ 0 (W > 0 now), and so on: also lines.
            poly = Polygon.clip(poly, a: h.h11 - v.minX * h.h13, b: h.h21 - v.minX * h.h23, c: h.h31 - v.minX * h.h33)
            poly = Polygon.clip(poly, a: v.maxX * h.h13 - h.h11, b: v.maxX * h.h23 - h.h21, c: v.maxX * h.h33 - h.h31)
            poly = Polygon.clip(poly, a: h.h12 - v.minY * h.h13, b: h.h22 - v.minY * h.h23, c: h.h32 - v.minY * h.h33)
            poly = Polygon.clip(poly, a: v.maxY * h.h13 - h.h12, b: v.maxY * h.h23 - h.h22, c: v.maxY * h.h33 - h.h32)
        }
        guard poly.count >= 3 else { return nil }
        var dest: [Vec2] = []
        dest.reserveCapacity(poly.count)
        for p in poly {
            let q = h.apply(p.x, p.y)
            guard q.w > 0 else { return nil }
            dest.append(Vec2(q.x / q.w, q.y / q.w))
        }
        guard abs(Polygon.doubleArea(dest)) > 1e-9 else { return nil }
        self.source = poly
        self.dest = dest
    }
}

extension Transform3D {
    /// The sign test WebKit uses for CSS backface-visibility: the inverse's m33 is negative
    /// when the layer's normal points away from the viewer. Singular counts as front.
    var isBackFacing: Bool { (inverted?[3, 3] ?? 1) < 0 }
}
