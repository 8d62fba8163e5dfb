import AnimaticCore

/// The area a trails picture covers: the canvas, grown to hold every path point up to one
/// canvas size beyond each side (and a little room), so paths that leave the canvas still show.
struct TrailArea {
    /// The area's top-left corner in canvas points (negative when it reaches past the canvas).
    var origin: Point
    var size: Size
    var extends: Bool

    static let pad = 16.0

    init(canvas: Size, points: [Point]) {
        var minX = 0.0, minY = 0.0, maxX = canvas.width, maxY = canvas.height
        for p in points where p.x.isFinite && p.y.isFinite {
            minX = min(minX, max(p.x - Self.pad, -canvas.width))
            minY = min(minY, max(p.y - Self.pad, -canvas.height))
            maxX = max(maxX, min(p.x + Self.pad, 2 * canvas.width))
            maxY = max(maxY, min(p.y + Self.pad, 2 * canvas.height))
        }
        // Whole points, so the frame keeps its pixel grid inside the larger picture.
        minX = minX.rounded(.down)
        minY = minY.rounded(.down)
        maxX = maxX.rounded(.up)
        maxY = maxY.rounded(.up)
        origin = Point(minX, minY)
        size = Size(maxX - minX, maxY - minY)
        extends = minX < 0 || minY < 0 || maxX > canvas.width || maxY > canvas.height
    }
}

/// Places trail names one after another so that none covers another or its own path's end.
struct TrailLabels {
    var bounds: Rect
    private(set) var taken: [Rect] = []

    init(bounds: Rect) { self.bounds = bounds }

    /// The first of a ring of places around `point` (right, left, below, above, then farther out)
    /// that stays inside the bounds and overlaps no earlier label; the least overlapping one
    /// when none is free.
    mutating func place(_ size: Size, near point: Point, avoiding path: [Point] = []) -> Rect {
        var best: (rect: Rect, overlap: Double)? = nil
        for step in 0..<6 {
            let d = 6 + Double(step) * (size.height + 2)
            let candidates = [
                Rect(point.x + d, point.y - size.height / 2, size.width, size.height),
                Rect(point.x - d - size.width, point.y - size.height / 2, size.width, size.height),
                Rect(point.x - size.width / 2, point.y + d, size.width, size.height),
                Rect(point.x - size.width / 2, point.y - d - size.height, size.width, size.height),
            ]
            for c in candidates {
                let r = clamped(c)
                let overlap = taken.reduce(0) { $0 + Self.overlapArea(r, $1) }
                let coversEnd =
                    r.minX <= point.x && point.x <= r.maxX && r.minY <= point.y && point.y <= r.maxY
                    ? size.width * size.height : 0
                let score = overlap + coversEnd
                if score == 0 {
                    taken.append(r)
                    return r
                }
                if score < (best?.overlap ?? .infinity) { best = (r, score) }
            }
        }
        let r = best?.rect ?? clamped(Rect(point.x + 6, point.y, size.width, size.height))
        taken.append(r)
        return r
    }

    private func clamped(_ r: Rect) -> Rect {
        let x = min(max(r.minX, bounds.minX + 2), bounds.maxX - r.width - 2)
        let y = min(max(r.minY, bounds.minY + 2), bounds.maxY - r.height - 2)
        return Rect(x, y, r.width, r.height)
    }

    static func overlapArea(_ a: Rect, _ b: Rect) -> Double {
        let w = min(a.maxX, b.maxX) - max(a.minX, b.minX), h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return w > 0 && h > 0 ? w * h : 0
    }

    /// Two strokes of an arrowhead at the path's end, pointing the way it last moved.
    static func arrowHead(_ path: [Point], length: Double = 7) -> [Point]? {
        guard let end = path.last,
            let from = path.dropLast().last(where: { abs($0.x - end.x) + abs($0.y - end.y) > 0.5 })
        else { return nil }
        let dx = end.x - from.x, dy = end.y - from.y
        let n = (dx * dx + dy * dy).squareRoot()
        let ux = dx / n, uy = dy / n
        // ±30° back from the direction of motion.
        let c = 0.866, s = 0.5
        let left = Point(end.x - length * (ux * c - uy * s), end.y - length * (uy * c + ux * s))
        let right = Point(end.x - length * (ux * c + uy * s), end.y - length * (uy * c - ux * s))
        return [left, end, right]
    }
}
