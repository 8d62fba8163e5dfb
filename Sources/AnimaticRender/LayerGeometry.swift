import AnimaticCore
import CCairo

/// A plane-to-plane projective map for row vectors: `[x y 1] · H`.
///
/// A CALayer (not a CATransformLayer) flattens its sublayers into its own plane at z = 0, so
/// the map from a layer's bounds space to the screen is a product of per-level 3×3
/// homographies: each level is the rows/columns 1, 2, 4 of
/// `layer.transformToSuperlayer · superlayer.sublayerTransformAboutAnchor`.
struct Homography: Equatable {
    var h11, h12, h13, h21, h22, h23, h31, h32, h33: Double

    static let identity = Homography(h11: 1, h12: 0, h13: 0, h21: 0, h22: 1, h23: 0, h31: 0, h32: 0, h33: 1)

    static func scale(_ s: Double) -> Homography {
        Homography(h11: s, h12: 0, h13: 0, h21: 0, h22: s, h23: 0, h31: 0, h32: 0, h33: 1)
    }

    /// The map of the layer plane (z = 0) through a 4×4 transform, flattened to z = 0.
    init(plane t: Transform3D) {
        let m = t.m
        self.init(h11: m[0], h12: m[1], h13: m[3], h21: m[4], h22: m[5], h23: m[7], h31: m[12], h32: m[13], h33: m[15])
    }

    init(
        h11: Double, h12: Double, h13: Double, h21: Double, h22: Double, h23: Double, h31: Double, h32: Double,
        h33: Double
    ) {
        self.h11 = h11
        self.h12 = h12
        self.h13 = h13
        self.h21 = h21
        self.h22 = h22
        self.h23 = h23
        self.h31 = h31
        self.h32 = h32
        self.h33 = h33
    }

    /// `self` first, then `o`.
    func concatenating(_ o: Homography) -> Homography {
        Homography(
            h11: h11 * o.h11 + h12 * o.h21 + h13 * o.h31,
            h12: h11 * o.h12 + h12 * o.h22 + h13 * o.h32,
            h13: h11 * o.h13 + h12 * o.h23 + h13 * o.h33,
            h21: h21 * o.h11 + h22 * o.h21 + h23 * o.h31,
            h22: h21 * o.h12 + h22 * o.h22 + h23 * o.h32,
            h23: h21 * o.h13 + h22 * o.h23 + h23 * o.h33,
            h31: h31 * o.h11 + h32 * o.h21 + h33 * o.h31,
            h32: h31 * o.h12 + h32 * o.h22 + h33 * o.h32,
            h33: h31 * o.h13 + h32 * o.h23 + h33 * o.h33)
    }

    var isAffine: Bool { h13 == 0 && h23 == 0 }

    /// Projects a point; nil when it lies at or behind the viewer (w ≤ 0).
    func project(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let w = x * h13 + y * h23 + h33
        guard w > 1e-9 else { return nil }
        return ((x * h11 + y * h21 + h31) / w, (x * h12 + y * h22 + h32) / w)
    }
}

/// Where one visible layer draws.
struct LayerPlacement {
    /// Bounds space → target pixels, exact (sublayers concatenate onto this). When the map
    /// is affine it is normalized to h33 = 1.
    var toDevice: Homography
    /// The same map as a cairo matrix when it is affine (within a thousandth of a pixel over
    /// the bounds); nil when it is projective and the layer must be warped.
    var affine: cairo_matrix_t?
    /// An odd number of back-facing levels above and including this layer.
    var flipped: Bool

    init(toDevice: Homography, affine: cairo_matrix_t?, flipped: Bool) {
        self.toDevice = toDevice
        self.affine = affine
        self.flipped = flipped
    }

    /// An affine placement.
    init(affine m: cairo_matrix_t, flipped: Bool) {
        self.init(toDevice: Homography(m), affine: m, flipped: flipped)
    }

    /// The cairo matrix of an affine placement (the affine drawing paths only).
    var matrix: cairo_matrix_t {
        guard let m = affine else { preconditionFailure("a projective placement has no cairo matrix") }
        return m
    }
}

extension RenderLayer {
    /// Hidden, fully transparent: neither it nor its sublayers draw.
    var isSkipped: Bool { values.isHidden || !(values.opacity > 0) }

    var clampedCornerRadius: Double {
        max(0, min(values.cornerRadius, min(values.bounds.width, values.bounds.height) / 2))
    }

    var hasBorder: Bool { values.borderWidth > 0 && values.borderColor.alpha > 0 }
    var hasShadow: Bool { values.shadow.opacity > 0 && values.shadow.color.alpha > 0 }
    var hasBackground: Bool { values.backgroundColor.alpha > 0 }
    var hasContent: Bool {
        if case .none = content { return false }
        return true
    }

    /// Sublayers in drawing order: by zPosition, equal z keeping array order.
    var sublayersInDrawingOrder: [RenderLayer] {
        if sublayers.count < 2 { return sublayers }
        return sublayers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// Maps this layer's bounds space into its superlayer's bounds space, through the
    /// superlayer's `sublayerTransform` about its anchor (nil when it has none).
    func level(parentSublayerTransform: Transform3D?) -> Transform3D {
        var level = transformToSuperlayer
        if let s = parentSublayerTransform { level = level.concatenating(s) }
        return level
    }

    /// `sublayerTransformAboutAnchor`, or nil when the sublayer transform is the identity.
    var sublayerTransformOrNil: Transform3D? {
        values.sublayerTransform.isIdentity ? nil : sublayerTransformAboutAnchor
    }

    /// Places this layer given its superlayer's map to the device and the superlayer's
    /// `sublayerTransformAboutAnchor`; nil when it draws nothing at all (hidden, opacity 0,
    /// degenerate transform, or back-facing while not double-sided). A plain superlayer
    /// flattens: this layer's 3D map is taken to the superlayer's plane (z dropped) and the
    /// superlayer's own map to the device follows.
    func placement(parentToDevice: Homography, parentSublayerTransform: Transform3D?, parentFlipped: Bool)
        -> LayerPlacement?
    {
        guard !isSkipped else { return nil }
        let level = level(parentSublayerTransform: parentSublayerTransform)
        // The back face shows when the inverse's m33 is negative (the transformed normal
        // points away from the viewer), as WebKit decides CSS backface-visibility; a
        // singular transform counts as front-facing.
        let flipped = parentFlipped != level.isBackFacing
        if flipped && !values.isDoubleSided { return nil }
        let toDevice = Homography(plane: level).concatenating(parentToDevice)
        guard toDevice.isFinite else { return nil }
        if let a = toDevice.effectiveAffine(over: values.bounds) {
            // Nil: degenerate (a scale of 0, a layer seen edge-on): nothing of the layer or
            // its sublayers is visible, and cairo would refuse the matrix.
            guard let m = a.affineCairoMatrix else { return nil }
            return LayerPlacement(toDevice: a, affine: m, flipped: flipped)
        }
        return LayerPlacement(toDevice: toDevice, affine: nil, flipped: flipped)
    }
}

/// An integer pixel rectangle in device space.
struct PixelRect: Equatable {
    var x0, y0, x1, y1: Int
    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The smallest pixel rectangle covering the real rectangle.
    init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        let clamp = { (v: Double) -> Int in Int(max(-1e8, min(1e8, v))) }
        x0 = clamp(minX.rounded(.down))
        y0 = clamp(minY.rounded(.down))
        x1 = clamp(maxX.rounded(.up))
        y1 = clamp(maxY.rounded(.up))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    func insetBy(_ d: Int) -> PixelRect { PixelRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d) }
}

/// A real device-space box, accumulated from transformed rectangles.
struct DeviceBox {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity
    var isEmpty: Bool { !(maxX >= minX && maxY >= minY) }

    mutating func add(_ x: Double, _ y: Double) {
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
    }

    mutating func add(_ o: DeviceBox) {
        guard !o.isEmpty else { return }
        add(o.minX, o.minY)
        add(o.maxX, o.maxY)
    }

    /// Adds `rect` (in the space `m` maps to the device), outset by `pad` in that space.
    mutating func add(_ rect: Rect, pad: Double = 0, through m: cairo_matrix_t) {
        for (x, y) in [
            (rect.minX - pad, rect.minY - pad), (rect.maxX + pad, rect.minY - pad),
            (rect.minX - pad, rect.maxY + pad), (rect.maxX + pad, rect.maxY + pad),
        ] {
            add(m.xx * x + m.xy * y + m.x0, m.yx * x + m.yy * y + m.y0)
        }
    }

    func intersection(_ o: DeviceBox) -> DeviceBox {
        DeviceBox(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
    }

    func outset(_ d: Double) -> DeviceBox { DeviceBox(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d) }

    func offset(_ dx: Double, _ dy: Double) -> DeviceBox {
        DeviceBox(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    var pixelRect: PixelRect {
        isEmpty ? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) : PixelRect(covering: minX, minY, maxX, maxY)
    }
}
