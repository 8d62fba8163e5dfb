/// The content of a snapshot view (`snapshotViewAfterScreenUpdates:` or
/// `resizableSnapshotViewFromRect:afterScreenUpdates:withCapInsets:`): the original's layer
/// tree frozen at the moment it was taken, drawn as an image and stretched to the snapshot
/// view's bounds.
///
/// Apple: the snapshot "is captured from the already rendered content", and its layer's
/// `contents` cannot be changed. So it is drawn as iOS draws it: rendered once into pixels at
/// the screen's scale (the canvas scale), then the pixels are drawn; stretched, it shows them,
/// and every view cut from it shares them.
public struct Snapshot: Sendable, Equatable {
    /// The original, placed so its bounds space is the snapshot's source space.
    public var layer: RenderLayer {
        get { layerStorage[0] }
        set { layerStorage = [newValue] }
    }
    /// An array is the indirection a layer needs to hold a snapshot of layers (as `mask` does).
    private var layerStorage: [RenderLayer]
    /// The captured part of the original, in its bounds space.
    public var rect: Rect
    /// Edges that keep their size when the snapshot view grows or shrinks; the middle stretches.
    public var capInsets: EdgeInsets
    /// Which snapshot this is, for the renderer to keep its pixels: one per snapshot taken.
    /// Not part of equality, so two front ends taking the same snapshots compile equal timelines.
    public let identity: SnapshotIdentity
    /// How deep images nest to draw this one: 1, plus the deepest snapshot in its tree. The
    /// renderer draws a nested image inside the drawing of its outer one, so this is its
    /// recursion depth. Derived from the tree, so not part of equality.
    public let depth: Int

    /// Images nested at most this deep: each level is a recursion of the renderer, and a chain
    /// of thousands (a snapshot of a snapshot of …) overflowed its stack.
    public static let maxDepth = 100

    public init(layer: RenderLayer, rect: Rect, capInsets: EdgeInsets = .zero) {
        layerStorage = [layer]
        self.rect = rect
        self.capInsets = capInsets
        identity = SnapshotIdentity()
        depth = 1 + layer.deepestSnapshot
    }

    public static func == (a: Snapshot, b: Snapshot) -> Bool {
        a.identity === b.identity || (a.rect == b.rect && a.capInsets == b.capInsets && a.layer == b.layer)
    }

    /// The image's size in pixels at `scale`: the rect's, rounded to whole pixels (at least one).
    public func pixelSize(scale: Double) -> (width: Int, height: Int)? {
        let w = (rect.width * scale).rounded(), h = (rect.height * scale).rounded()
        guard w.isFinite, h.isFinite, w >= 0, h >= 0, w <= 32767, h <= 32767 else { return nil }
        return (max(1, Int(w)), max(1, Int(h)))
    }

    /// How the image covers `bounds`: up to nine parts, each a rect of the captured `rect`
    /// (source space) and where it lands in `bounds`, one per cap and middle part.
    public func parts(in bounds: Rect) -> [(source: Rect, target: Rect)] {
        let sourceX = Self.stops(rect.minX, rect.width, capInsets.left, capInsets.right)
        let sourceY = Self.stops(rect.minY, rect.height, capInsets.top, capInsets.bottom)
        let (left, right) = Self.caps(capInsets.left, capInsets.right, fitting: bounds.width)
        let (top, bottom) = Self.caps(capInsets.top, capInsets.bottom, fitting: bounds.height)
        let targetX = Self.stops(bounds.minX, bounds.width, left, right)
        let targetY = Self.stops(bounds.minY, bounds.height, top, bottom)
        var out: [(source: Rect, target: Rect)] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let sw = sourceX[i + 1] - sourceX[i], sh = sourceY[j + 1] - sourceY[j]
                let tw = targetX[i + 1] - targetX[i], th = targetY[j + 1] - targetY[j]
                guard sw > 0, sh > 0, tw > 0, th > 0 else { continue }
                out.append((Rect(sourceX[i], sourceY[j], sw, sh), Rect(targetX[i], targetY[j], tw, th)))
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

/// One snapshot's identity: the renderer keeps a snapshot's pixels under it, so pieces cut
/// from one snapshot find them without comparing layer trees.
public final class SnapshotIdentity: Sendable {
    public init() {}
}

extension RenderLayer {
    /// The depth of the deepest snapshot in this tree (its sublayers and masks), 0 if none.
    /// Nested snapshots are not entered: their depth already says how deep they go.
    var deepestSnapshot: Int {
        var deepest = 0
        var stack: [RenderLayer] = [self]
        while let layer = stack.popLast() {
            if case .snapshot(let nested) = layer.content { deepest = max(deepest, nested.depth) }
            stack.append(contentsOf: layer.sublayers)
            if let mask = layer.mask { stack.append(mask) }
        }
        return deepest
    }
}
