/// Snapshots copy their source's layers, so a snapshot of two snapshots doubles, and a
/// resizable snapshot draws its content once per slice (up to nine): 40 doublings or 12
/// nested resizable snapshots compose instantly (arrays share storage) yet would take
/// forever to draw. Counting stops at the budget, so the check stays cheap.
extension RenderLayer {
    /// Layers one snapshot may hold, its nested snapshots and slices included.
    public static let maxSnapshotLayers = 100_000

    /// Layers in this tree (sublayers and masks), counting no further than `limit + 1`.
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
