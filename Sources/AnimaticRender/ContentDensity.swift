import AnimaticCore

/// How finely a projected layer's texture is worth drawing when all it draws is images and
/// smooth fills over its whole bounds, as a fold's strip does (a snapshot and a gradient
/// shadow in a plain view).
///
/// Core Animation samples such a layer's images once, from their own pixels, under the
/// perspective; nothing in them is sharper than those pixels. Drawing them into a texture
/// magnified to the nearest point's scale (3–5 texels a point where a strip turns toward
/// the eye) costs that many times the pixels and gives nothing a texture at the images'
/// own density does not: the warp's bilinear sampling of the texture is then the sampling
/// of the images themselves. A layer with edges inside it (sublayers smaller than it,
/// borders, rounded corners, text, shapes) keeps the magnified texture, so its edges stay
/// as sharp as Core Animation draws them.
enum ContentDensity {
    /// Texels per point of `layer`'s plane past which its texture gains no detail, or nil
    /// when its drawing has edges or detail of its own inside its bounds.
    static func limit(of layer: RenderLayer, screenScale: Double) -> Double? {
        guard screenScale > 0 else { return nil }
        var density = 0.0
        guard visit(layer, offset: Point(0, 0), root: layer.bounds, screenScale: screenScale, density: &density) else {
            return nil
        }
        return density > 0 ? density : screenScale
    }

    /// Whether `layer` (its bounds at `offset` in the root's plane) draws only images and
    /// smooth fills covering exactly `root`; the images' densities raise `density`.
    private static func visit(
        _ layer: RenderLayer, offset: Point, root: Rect, screenScale: Double, density: inout Double
    ) -> Bool {
        if layer.isSkipped { return true }
        let b = layer.bounds
        guard abs(b.minX + offset.x - root.minX) < 1e-9, abs(b.minY + offset.y - root.minY) < 1e-9,
            abs(b.width - root.width) < 1e-9, abs(b.height - root.height) < 1e-9,
            layer.mask == nil, !layer.hasBorder, !layer.hasShadow, !layer.preserves3D,
            layer.clampedCornerRadius == 0 || (!layer.hasBackground && !layer.masksToBounds)
        else { return false }
        switch layer.content {
        case .none:
            break
        case .gradient(let gradient):
            // Piecewise linear along its axis: bilinear texels at the screen's density
            // reproduce it; radial and conic gradients have a center and a seam.
            guard gradient.type == .axial else { return false }
            density = max(density, screenScale)
        case .snapshot(let snapshot):
            guard snapshot.coversWhole(b), let size = snapshot.pixelSize(scale: screenScale), b.width > 0, b.height > 0
            else { return false }
            density = max(density, Double(size.width) / b.width, Double(size.height) / b.height)
        default:
            return false
        }
        guard layer.sublayers.contains(where: { !$0.isSkipped }) else { return true }
        guard layer.sublayerTransform.isIdentity else { return false }
        for sublayer in layer.sublayers where !sublayer.isSkipped {
            let m = sublayer.transformToSuperlayer.m
            // A translation only (in the plane; depth flattens away).
            guard m[0] == 1, m[1] == 0, m[2] == 0, m[3] == 0, m[4] == 0, m[5] == 1, m[6] == 0, m[7] == 0,
                m[8] == 0, m[9] == 0, m[10] == 1, m[11] == 0, m[15] == 1
            else { return false }
            // Sublayer space → this layer's: + translation; this layer's → root plane: + offset.
            let shifted = Point(offset.x + m[12], offset.y + m[13])
            guard visit(sublayer, offset: shifted, root: root, screenScale: screenScale, density: &density) else {
                return false
            }
        }
        return true
    }
}
