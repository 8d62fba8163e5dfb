import AnimaticCore

/// How the sublayers of a plain (flattening) layer are ordered, as Core Animation has done
/// since iOS 6.
///
/// A plain layer flattens its sublayers into its own plane, but not in sublayer order alone:
/// the siblings are composited in the layer's 3D space (through its `sublayerTransform`),
/// by depth, and cut where they intersect (David Duncan of Apple's Core Animation team on
/// cocoa-dev, July 2011: "Sibling drawing order is more complicated in the presence of certain
/// types of transforms, such as perspective transforms and rotations around X/Y … Core
/// Animation will cut a layer's rendered image properly to match expectations for that
/// geometry"; rdar://12364220: since iOS 6 a 3D-rotated view reorders its siblings, and
/// `zPosition`s in hierarchy order are the workaround). Each sibling still flattens its own
/// subtree into its own plane. CSS differs (siblings in a flat context paint in tree order)
/// and is not followed here.
enum SiblingDepth {
    enum Order {
        /// Every sibling lies in a plane parallel to the parent's: drawn back to front by
        /// depth (its `zPosition`, or a z translation), equal depths in tree order.
        case parallel([RenderLayer])
        /// Some sibling is tilted out of the parent's plane (or is a preserves3D layer): the
        /// siblings form one 3D rendering context, depth sorted and split by a BSP tree.
        case context
    }

    /// Depths closer than this (points) are equal, so rounding never reorders flat layers.
    static let flatness = 1e-6

    static func order(_ sublayers: [RenderLayer], parentSublayerTransform st: Transform3D?) -> Order {
        let inTreeOrder = sublayers.filter { !$0.isSkipped }
        var depths: [Double] = []
        depths.reserveCapacity(inTreeOrder.count)
        for sublayer in inTreeOrder {
            if sublayer.preserves3D { return .context }
            guard let depth = planeDepth(sublayer, level: sublayer.level(parentSublayerTransform: st)) else {
                return .context
            }
            depths.append(depth)
        }
        guard let first = depths.first, depths.contains(where: { abs($0 - first) > flatness }) else {
            return .parallel(inTreeOrder)
        }
        let sorted = inTreeOrder.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }
        return .parallel(sorted.map { inTreeOrder[$0] })
    }

    /// The depth (z after perspective division, in the parent's space) of a layer whose
    /// bounds stay parallel to the parent's plane; nil when the plane is tilted, or a corner
    /// is at or behind the viewer.
    static func planeDepth(_ layer: RenderLayer, level: Transform3D) -> Double? {
        let b = layer.bounds
        var low = Double.infinity, high = -Double.infinity
        for (x, y) in [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)] {
            let p = level.project(x: x, y: y)
            guard p.w > 0, p.z.isFinite else { return nil }
            low = min(low, p.z)
            high = max(high, p.z)
        }
        guard high - low <= flatness * max(1, abs(low)) else { return nil }
        return (low + high) / 2
    }
}
