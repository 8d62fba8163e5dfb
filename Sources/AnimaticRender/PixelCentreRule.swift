import AnimaticCore
import CCairo

/// Which pixels an aliased outline takes, decided in double precision: a pixel whose centre is
/// inside the polygon, and, for a centre exactly on an edge, the GPU's top-left rule (on a left
/// edge or a top edge it is inside, on a right or bottom edge outside). iOS draws layer outlines
/// so: Stagehand's recordings of rotated, skewed and 3D layers match this pixel for pixel, down
/// to centres 0.0085 px from an edge, where cairo, whose coordinates have 1/256 px steps, would
/// decide some of them the other way.
///
/// The pixels are added to cairo's path as whole-pixel rectangles, one per row (one in all for an
/// axis-aligned rectangle), which cairo fills or clips exactly with `CAIRO_ANTIALIAS_NONE`.
enum PixelCentreRule {
    /// How close to an edge (pixels) a centre counts as on it. Two sublayers that meet on a 45°
    /// diagonal through pixel centres leave those centres a rounding error (1e-14 px) to either
    /// side of the shared edge, where iOS gives them by the top-left rule to the lower-right one;
    /// moving the outline up and left by this much settles them so, while centres Stagehand's
    /// turned layers leave 0.0085 px from an edge are still decided by where they are.
    static let tie = 1.0 / 8192

    /// Adds the pixels of the convex `polygon` (device pixels) to the current path, in device
    /// space. Rows are limited to `rows` (the caller's clip) so a huge polygon costs no more.
    static func addPixels(of polygon: [Vec2], rows: ClosedRange<Int>, cr: OpaquePointer) {
        guard polygon.count >= 3, let spans = Spans(polygon.map { Vec2($0.x - tie, $0.y - tie / 2) }) else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &m) }
        let top = max(rows.lowerBound, row(spans.minY.rounded(.down)))
        let bottom = min(rows.upperBound, row(spans.maxY.rounded(.up)))
        guard top <= bottom else { return }
        if let box = spans.axisAlignedBox(top: top, bottom: bottom) {
            if box.x1 > box.x0 && box.y1 > box.y0 {
                cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
            }
            return
        }
        for y in top...bottom {
            guard let (x0, x1) = spans.columns(row: y), x1 > x0 else { continue }
            cairo_rectangle(cr, Double(x0), Double(y), Double(x1 - x0), 1)
        }
    }

    /// The same for a rectangle in the current user space (its four corners through cairo's matrix).
    static func addPixels(of rect: Rect, rows: ClosedRange<Int>, cr: OpaquePointer) {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)]
        let device = corners.map { c -> Vec2 in
            var x = c.0, y = c.1
            cairo_user_to_device(cr, &x, &y)
            return Vec2(x, y)
        }
        addPixels(of: device, rows: rows, cr: cr)
    }

    /// A row index for `y`, kept within ±1e9: a polygon far off the canvas (a corner at 1e300 px,
    /// which the fuzzer found) must not overflow `Int`; those rows are outside any clip anyway.
    static func row(_ y: Double) -> Int {
        Int(y.isNaN ? 0 : min(1e9, max(-1e9, y)))
    }

    /// The rows of the current clip, for `rows`.
    static func clipRows(_ cr: OpaquePointer) -> ClosedRange<Int> {
        let clip = deviceClipExtents(cr)
        let top = row(clip.minY.rounded(.down)), bottom = row(clip.maxY.rounded(.up))
        return top...max(top, bottom)
    }

    /// A convex polygon's edges, oriented so its inside is where every edge function is positive.
    struct Spans {
        struct Edge {
            var p: Vec2
            var d: Vec2
        }
        var edges: [Edge]
        var minY: Double, maxY: Double

        init?(_ polygon: [Vec2]) {
            var area = 0.0
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                area += a.x * b.y - b.x * a.y
            }
            guard area != 0, area.isFinite else { return nil }
            // y points down: a positive shoelace sum runs clockwise on screen; the inside is then
            // to the right of each edge, where (Q − P) × (X − P) > 0.
            let ordered = area > 0 ? polygon : polygon.reversed()
            edges = ordered.indices.map { i in
                let a = ordered[i], b = ordered[(i + 1) % ordered.count]
                return Edge(p: a, d: Vec2(b.x - a.x, b.y - a.y))
            }.filter { $0.d.x != 0 || $0.d.y != 0 }
            minY = polygon.map(\.y).min()!
            maxY = polygon.map(\.y).max()!
        }

        /// The columns [x0, x1) whose centres on row `row` are inside.
        func columns(row: Int) -> (Int, Int)? {
            let cy = Double(row) + 0.5
            var lo = Int.min, hi = Int.max
            for e in edges {
                // E(cx) = d.x · (cy − p.y) − d.y · (cx − p.x): inside where positive.
                let constant = e.d.x * (cy - e.p.y) + e.d.y * e.p.x
                if e.d.y == 0 {
                    // A horizontal edge: the whole row is in or out; on it, a top edge (inside
                    // below it, where E grows with y: d.x > 0) keeps it.
                    if constant < 0 || (constant == 0 && e.d.x < 0) { return nil }
                    continue
                }
                let t = constant / e.d.y  // E(cx) = d.y · (t − cx)
                guard t.isFinite else { return nil }
                let edge = min(2e9, max(-2e9, t - 0.5))
                if e.d.y < 0 {
                    // Inside where cx ≥ t: a left edge, which keeps a centre on it.
                    lo = max(lo, Int(edge.rounded(.up)))
                } else {
                    // Inside where cx < t: a right edge, which does not.
                    hi = min(hi, Int(edge.rounded(.up)))
                }
            }
            guard lo != Int.min, hi != Int.max, lo < hi else { return nil }
            return (lo, hi)
        }

        /// For a rectangle whose edges are horizontal and vertical, its pixels as one box.
        func axisAlignedBox(top: Int, bottom: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
            guard edges.count == 4, edges.allSatisfy({ $0.d.x == 0 || $0.d.y == 0 }) else { return nil }
            var y0 = top, y1 = bottom + 1
            while y0 < y1, columns(row: y0) == nil { y0 += 1 }
            while y1 > y0, columns(row: y1 - 1) == nil { y1 -= 1 }
            guard y0 < y1, let (x0, x1) = columns(row: y0) else { return (0, 0, 0, 0) }
            return (x0, y0, x1, y1)
        }
    }
}
