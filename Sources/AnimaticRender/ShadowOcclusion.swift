import AnimaticCore
import CCairo

/// Where a shadow cannot show: under its own layer's opaque body, which is painted over it.
///
/// Core Animation draws a shadow behind the layer. Where the layer's body is fully opaque the
/// body's pixel replaces whatever is under it (OVER with alpha 1 is a copy), so compositing the
/// blurred mask there is work whose result is thrown away. Leaving those pixels out of the
/// shadow's clip changes no pixel: a pushed layer with a shadow, as in a navigation push, covers
/// most of the screen and its shadow shows only in a strip along its edge.
enum ShadowOcclusion {
    /// Whole device pixels that `layer`'s body certainly paints opaque, placed by `m`, or nil.
    ///
    /// The background is an opaque color over the bounds (corners cut off by the radius), and
    /// everything drawn after it composites OVER, which keeps an opaque pixel opaque. A mask
    /// could cut the body anywhere; a rotated or sheared placement is left alone.
    static func opaqueInterior(of layer: RenderLayer, matrix m: cairo_matrix_t) -> PixelRect? {
        guard layer.mask == nil, layer.backgroundColor.alpha >= 1,
            m.xy == 0, m.yx == 0, m.xx != 0, m.yy != 0
        else { return nil }
        let radius = layer.clampedCornerRadius
        // A corner's curve stays within `reach` radii of its corner along both edges.
        let reach = radius == 0 ? 0 : radius * (layer.cornerCurve == .continuous ? Path.continuousReach : 1)
        let b = layer.bounds
        guard b.width > 2 * reach, b.height > 2 * reach else { return nil }
        let xa = m.x0 + m.xx * (b.minX + reach), xb = m.x0 + m.xx * (b.maxX - reach)
        let ya = m.y0 + m.yy * (b.minY + reach), yb = m.y0 + m.yy * (b.maxY - reach)
        guard [xa, xb, ya, yb].allSatisfy({ $0.isFinite && abs($0) < 1e8 }) else { return nil }
        let interior = PixelRect(
            x0: Int(min(xa, xb).rounded(.up)), y0: Int(min(ya, yb).rounded(.up)),
            x1: Int(max(xa, xb).rounded(.down)), y1: Int(max(ya, yb).rounded(.down)))
        return interior.isEmpty ? nil : interior
    }

    /// Narrows `cr`'s clip (in device space, identity matrix) to leave out `hole`.
    static func clipOut(_ hole: PixelRect, cr: OpaquePointer) {
        let visible = deviceClipExtents(cr).pixelRect
        let outer = PixelRect(
            x0: min(visible.x0, hole.x0), y0: min(visible.y0, hole.y0),
            x1: max(visible.x1, hole.x1), y1: max(visible.y1, hole.y1))
        cairo_new_path(cr)
        for r in [outer, hole] {
            cairo_rectangle(cr, Double(r.x0), Double(r.y0), Double(r.width), Double(r.height))
        }
        let rule = cairo_get_fill_rule(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, rule)
    }
}
