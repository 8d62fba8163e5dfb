import AnimaticCore
import AnimaticRender
import Foundation

/// Motion on one canvas: onion skin (frames overlaid, fading) and trails (the path of each
/// animated view's center and anchor point over the last frame, a dot per frame).
public enum MotionPictures {
    /// The frames blended with weights growing toward the last (1, 2, 3, …): every position a
    /// view passes shows as a ghost, the latest ones strongest.
    public static func onion(_ frames: [Frame]) throws -> Frame {
        guard let first = frames.first else { throw RenderError("no frames to overlay") }
        var sums = [Double](repeating: 0, count: first.rgba.count)
        var total = 0.0
        for (i, frame) in frames.enumerated() {
            let w = Double(i + 1)
            total += w
            frame.rgba.withUnsafeBufferPointer { p in
                for j in 0..<p.count { sums[j] += w * Double(p[j]) }
            }
        }
        return Frame(
            width: first.width, height: first.height, rgba: sums.map { UInt8(min(255, ($0 / total).rounded())) })
    }

    /// Where a view's bounds center and anchor point land on the canvas, in points.
    public struct Placement: Sendable, Equatable {
        public var center: Point
        public var anchor: Point
    }

    /// Every visible layer's placement: its points mapped through each superlayer, flattened
    /// (z dropped) wherever a superlayer does not preserve 3D, as Core Animation composites.
    public static func placements(_ tree: PresentationTree) -> [String: Placement] {
        var out: [String: Placement] = [:]
        func visit(_ layer: RenderLayer, _ chain: [(Transform3D, Bool)]) {
            guard !layer.isHidden, layer.opacity > 0 else { return }
            let steps = [(layer.transformToSuperlayer, false)] + chain
            func map(_ p: Point) -> Point? {
                var x = p.x, y = p.y, z = 0.0
                for (m, flatten) in steps {
                    let r = m.project(x: x, y: y, z: z)
                    guard r.w > 0 else { return nil }
                    x = r.x
                    y = r.y
                    z = flatten ? 0 : r.z
                }
                return Point(x, y)
            }
            let b = layer.bounds
            if let center = map(Point(b.midX, b.midY)),
                let anchor = map(Point(b.minX + layer.anchorPoint.x * b.width, b.minY + layer.anchorPoint.y * b.height))
            {
                out[layer.id] = Placement(center: center, anchor: anchor)
            }
            for sublayer in layer.sublayers {
                visit(sublayer, [(layer.sublayerTransformAboutAnchor, !layer.preserves3D)] + steps)
            }
        }
        visit(tree.root, [])
        return out
    }

    /// Trails of the views the script animates whose center moves, over the last frame.
    public static func trails(_ timeline: Timeline, lastFrame: Frame) throws -> Frame {
        let times = (0..<timeline.frameCount).map { timeline.time(ofFrame: $0) }
        let placed = times.map { Self.placements(timeline.presentation(at: $0)) }
        var animated: [String] = []
        for (id, _) in timeline.animatedProperties where !animated.contains(id) { animated.append(id) }
        let moving = animated.filter { id in
            let centers = placed.compactMap { $0[id]?.center }
            guard let first = centers.first else { return false }
            return centers.contains { abs($0.x - first.x) > 0.5 || abs($0.y - first.y) > 0.5 }
        }
        let canvas = timeline.canvas
        // Paths that leave the canvas are drawn in a margin around it (grey), up to a canvas's
        // size on each side, so a view flying off is seen going somewhere.
        let area = TrailArea(
            canvas: canvas.size,
            points: moving.flatMap { id in placed.flatMap { [$0[id]?.center, $0[id]?.anchor].compactMap { $0 } } })
        let drawing = try Drawing(
            width: area.size.width, height: area.size.height, scale: canvas.scale, background: nil)
        let o = area.origin
        func at(_ p: Point) -> Point { Point(p.x - o.x, p.y - o.y) }
        let frameRect = Rect(-o.x, -o.y, canvas.size.width, canvas.size.height)
        if area.extends { drawing.fill(Rect(0, 0, area.size.width, area.size.height), ReviewStyle.grid) }
        try drawing.image(lastFrame, in: frameRect)
        // The picture fades back so the paths read on any content.
        drawing.fill(frameRect, Color(white: 1, alpha: 0.55))
        if area.extends {
            let outline = [
                Point(frameRect.minX, frameRect.minY), Point(frameRect.maxX, frameRect.minY),
                Point(frameRect.maxX, frameRect.maxY), Point(frameRect.minX, frameRect.maxY),
                Point(frameRect.minX, frameRect.minY),
            ]
            drawing.line(outline, ReviewStyle.secondaryText, width: 1, dash: [4, 3])
        }
        var labels = TrailLabels(bounds: Rect(0, 0, area.size.width, area.size.height))
        for (i, id) in moving.enumerated() {
            let color = ReviewStyle.color(i)
            let centers: [Point?] = placed.map { ($0[id]?.center).map(at) }
            let anchors: [Point?] = placed.map { ($0[id]?.anchor).map(at) }
            let anchorDiffers = zip(centers, anchors).contains { pair in
                guard let c = pair.0, let a = pair.1 else { return false }
                return abs(c.x - a.x) > 0.5 || abs(c.y - a.y) > 0.5
            }
            if anchorDiffers {
                drawing.line(anchors.compactMap { $0 }, color, width: 1.25, dash: [3, 2])
                for p in anchors.compactMap({ $0 }) {
                    drawing.circle(p, radius: 1.6, fill: .white, stroke: color, width: 1)
                }
            }
            let path = centers.compactMap { $0 }
            drawing.line(path, color, width: 2)
            for p in path { drawing.circle(p, radius: 2.2, fill: color, stroke: .white, width: 0.75) }
            if let head = TrailLabels.arrowHead(path) { drawing.line(head, color, width: 2) }
            // Named where it ends (or was last seen), in a place no earlier name took.
            if let end = path.last {
                let size = try drawing.measure(id, size: 11, weight: 600)
                let box = labels.place(Size(size.width + 8, size.height + 4), near: end, avoiding: path)
                drawing.fill(box, Color(white: 1, alpha: 0.9), cornerRadius: 4)
                try drawing.text(id, at: Point(box.minX + 4, box.midY + 4), size: 11, weight: 600, color: color)
            }
        }
        return try drawing.image()
    }
}
