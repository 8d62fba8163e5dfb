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
    /// How a layer whose `contents` is this image shows it (nil for a snapshot view): the image
    /// is the cut of the captured rect a `CGImage.cropping(to:)` made, placed by the layer's
    /// `contentsGravity` and `contentsRect`. Not part of the pixels, so pieces cut from one
    /// image share its identity and are drawn from its pixels, drawn once.
    public var contents: ContentsDisplay?
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
        a.contents == b.contents
            && (a.identity === b.identity || (a.rect == b.rect && a.capInsets == b.capInsets && a.layer == b.layer))
    }

    /// This snapshot's image cut to `image` (a rect of the snapshot view's bounds, which are
    /// the captured rect moved to 0) for a layer's `contents`, sharing its pixels.
    public func showing(_ image: ContentsImage) -> Snapshot {
        var shown = self
        shown.capInsets = .zero
        shown.contents = ContentsDisplay(
            crop: Rect(rect.minX + image.rect.minX, rect.minY + image.rect.minY, image.rect.width, image.rect.height),
            size: image.size)
        return shown
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
        if let contents {
            let source = contents.shown
            let target = contents.gravity.destination(imageSize: contents.shownSize, in: bounds)
            guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { return [] }
            return [(source, target)]
        }
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

/// How a layer shows a snapshot image set as its `contents` (an image drawn from a view's
/// hierarchy in an image context, maybe cut with `cropping(to:)`).
public struct ContentsDisplay: Sendable, Equatable {
    /// The image: a part of the snapshot's captured rect, in its source space.
    public var crop: Rect
    /// The image's natural size in points (its pixels over the layer's `contentsScale`, or a
    /// `UIImage`'s `size` in an image view), which the gravities that keep the size use.
    public var size: Size
    /// `contentsGravity` (an image view's `contentMode`).
    public var gravity: ContentMode = .scaleToFill
    /// `contentsRect`: the part of the image shown, in its unit space.
    public var contentsRect = Rect(0, 0, 1, 1)

    public init(crop: Rect, size: Size) {
        self.crop = crop
        self.size = size
    }

    /// The part of the source space shown: `contentsRect` of the crop, clamped to it (Core
    /// Animation clamps a contentsRect reaching outside the image to its edge pixels).
    var shown: Rect {
        let r = Rect(bounding: contentsRect.corners)
        let x0 = crop.minX + max(0, r.minX) * crop.width, x1 = crop.minX + min(1, r.maxX) * crop.width
        let y0 = crop.minY + max(0, r.minY) * crop.height, y1 = crop.minY + min(1, r.maxY) * crop.height
        return Rect(x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    }

    /// The natural size of the shown part: the contentsRect's share of the image's size.
    var shownSize: Size {
        let r = Rect(bounding: contentsRect.corners)
        return Size(size.width * abs(r.width), size.height * abs(r.height))
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
