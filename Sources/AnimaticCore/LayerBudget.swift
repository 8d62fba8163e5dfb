/// A snapshot is drawn from its layer tree once, into an image (see `Snapshot`); the
/// snapshots nested in that tree are images it draws, each rendered once on its own. So the
/// work of one snapshot is its own layers, nested snapshots counting one each, and snapshots
/// of snapshots stay linear however they nest. Counting stops at the budget, so the check
/// stays cheap.
extension RenderLayer {
    /// Layers one snapshot may draw (its nested snapshots count one each).
    public static let maxSnapshotLayers = 100_000
    /// Layers all of a scene's snapshots draw together. Each snapshot freezes its tree whole,
    /// so a view holding the snapshots taken of it before makes every new one larger: 10,000
    /// of them froze 50 million layers (minutes and gigabytes) within every other limit.
    public static let maxSceneSnapshotLayers = 500_000

    /// Layers in this tree (sublayers and masks, not the trees of snapshots in it), counting
    /// no further than `limit + 1`.
    public func layerCount(upTo limit: Int) -> Int {
        var count = 0
        var stack: [RenderLayer] = [self]
        while let layer = stack.popLast(), count <= limit {
            count += 1
            stack.append(contentsOf: layer.sublayers)
            if let mask = layer.mask { stack.append(mask) }
        }
        return count
    }
}
