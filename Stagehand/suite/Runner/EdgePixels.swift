import Animatic
import AnimaticReferences

/// Which of a frame's differing pixels lie on an edge of the animated view: their centres within
/// `EdgePixels.reach` of one of the QuadrantView's edges or of the lines between its quadrants,
/// under the transform Stagehand computed for that frame. Such a pixel is decided by where exactly
/// the edge runs, not by which transform was drawn: if every differing pixel is one, Animatic drew
/// Stagehand's transform and only the placement of aliased edges differs.
struct EdgePixels {
    /// In pixels: Animatic's aliased outlines move by up to about 1/256 px from cairo's 24.8
    /// fixed-point coordinates plus the 1/256 px of `PixelCentreRule`; 1/64 px leaves room.
    static let reach = 1.0 / 64

    /// The 12 segments (outer edges and quadrant splits) of the view on screen, in pixels.
    private var segments: [(Vec, Vec)] = []

    typealias Vec = (x: Double, y: Double)

    /// Nil when the view is not found or a corner falls behind the eye.
    init?(_ tree: PresentationTree, viewPrefix: String) {
        func find(_ layer: RenderLayer, _ origin: Vec) -> (RenderLayer, Vec)? {
            if layer.id.hasPrefix(viewPrefix) { return (layer, origin) }
            // Sublayers of the container are placed in its bounds; only translations occur above the view.
            let next = (
                origin.x + layer.position.x - layer.bounds.width * layer.anchorPoint.x,
                origin.y + layer.position.y - layer.bounds.height * layer.anchorPoint.y
            )
            return layer.sublayers.lazy.compactMap { find($0, next) }.first
        }
        guard let (layer, origin) = find(tree.root, (0, 0)) else { return nil }
        let m = layer.transform.m
        let (w, h) = (layer.bounds.width, layer.bounds.height)
        var points: [[Vec]] = []
        for j in 0...2 {
            var row: [Vec] = []
            for i in 0...2 {
                let x = (Double(i) / 2 - layer.anchorPoint.x) * w
                let y = (Double(j) / 2 - layer.anchorPoint.y) * h
                let px = x * m[0] + y * m[4] + m[12]
                let py = x * m[1] + y * m[5] + m[13]
                let pw = x * m[3] + y * m[7] + m[15]
                guard pw > 0 else { return nil }
                let s = tree.scale
                row.append(((origin.x + layer.position.x + px / pw) * s, (origin.y + layer.position.y + py / pw) * s))
            }
            points.append(row)
        }
        for a in 0...2 {
            for b in 0..<2 {
                segments.append((points[a][b], points[a][b + 1]))
                segments.append((points[b][a], points[b + 1][a]))
            }
        }
    }

    /// Whether the centre of pixel (x, y) is within `reach` of an edge.
    func isOnEdge(x: Int, y: Int) -> Bool {
        let p: Vec = (Double(x) + 0.5, Double(y) + 0.5)
        return segments.contains { Self.distance(p, $0.0, $0.1) <= Self.reach }
    }

    private static func distance(_ p: Vec, _ a: Vec, _ b: Vec) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length2 = dx * dx + dy * dy
        let t = length2 == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2))
        let (cx, cy) = (a.x + t * dx - p.x, a.y + t * dy - p.y)
        return (cx * cx + cy * cy).squareRoot()
    }

    /// The pixels of `a` and `b` more than `tolerance` apart (premultiplied, as PixelDifference).
    static func differing(_ a: Frame, _ b: Frame, tolerance: Int) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = (y * a.width + x) * 4
                let (pa, qa) = (Int(a.rgba[i + 3]), Int(b.rgba[i + 3]))
                var largest = abs(pa - qa)
                for k in 0..<3 {
                    let d = abs((Int(a.rgba[i + k]) * pa + 127) / 255 - (Int(b.rgba[i + k]) * qa + 127) / 255)
                    largest = max(largest, d)
                }
                if largest > tolerance { found.append((x, y)) }
            }
        }
        return found
    }
}
