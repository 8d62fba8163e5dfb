/// The content of a snapshot view (`snapshotViewAfterScreenUpdates:` or
/// `resizableSnapshotViewFromRect:afterScreenUpdates:withCapInsets:`): the original's layer
/// tree frozen at the moment it was taken, drawn stretched to the snapshot view's bounds.
/// It stays a layer tree rather than a bitmap, so it is as sharp as the canvas at any size.
public struct Snapshot: Sendable, Equatable {
    /// The original, placed so its bounds space is the snapshot's source space.
    public var layer: RenderLayer
    /// The captured part of the original, in its bounds space.
    public var rect: Rect
    /// Edges that keep their size when the snapshot view grows or shrinks; the middle stretches.
    public var capInsets: EdgeInsets

    public init(layer: RenderLayer, rect: Rect, capInsets: EdgeInsets = .zero) {
        self.layer = layer; self.rect = rect; self.capInsets = capInsets
    }

    /// The layers that draw the snapshot into `bounds`: up to nine clipped, scaled copies of
    /// the frozen tree, one per cap and middle part.
    public func slices(in bounds: Rect) -> [RenderLayer] {
        let sourceX = Self.stops(rect.minX, rect.width, capInsets.left, capInsets.right)
        let sourceY = Self.stops(rect.minY, rect.height, capInsets.top, capInsets.bottom)
        let (left, right) = Self.caps(capInsets.left, capInsets.right, fitting: bounds.width)
        let (top, bottom) = Self.caps(capInsets.top, capInsets.bottom, fitting: bounds.height)
        let targetX = Self.stops(bounds.minX, bounds.width, left, right)
        let targetY = Self.stops(bounds.minY, bounds.height, top, bottom)
        var out: [RenderLayer] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let sw = sourceX[i + 1] - sourceX[i], sh = sourceY[j + 1] - sourceY[j]
                let tw = targetX[i + 1] - targetX[i], th = targetY[j + 1] - targetY[j]
                guard sw > 0, sh > 0, tw > 0, th > 0 else { continue }
                var slice = RenderLayer(id: "\(layer.id)#snapshot\(j * 3 + i)", bounds: Rect(sourceX[i], sourceY[j], sw, sh),
                                        position: Point(targetX[i], targetY[j]))
                slice.anchorPoint = .zero
                slice.transform = .scale(tw / sw, th / sh)
                slice.masksToBounds = true
                slice.sublayers = [layer]
                out.append(slice)
            }
        }
        return out
    }

    static func stops(_ origin: Double, _ length: Double, _ start: Double, _ end: Double) -> [Double] {
        [origin, origin + start, origin + length - end, origin + length]
    }

    /// Caps keep their size unless the view is smaller than both together; then they share it.
    static func caps(_ a: Double, _ b: Double, fitting length: Double) -> (Double, Double) {
        guard a + b > length, a + b > 0 else { return (a, b) }
        return (length * a / (a + b), length * b / (a + b))
    }
}
