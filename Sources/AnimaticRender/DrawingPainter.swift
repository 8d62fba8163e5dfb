import AnimaticCore
import CCairo

/// Draws recorded Core Graphics drawing (a backing store, a drawn image) into a layer's bounds:
/// the part of the drawing's space shown is mapped onto where the gravity places it, clipped to
/// it (a bitmap has nothing outside itself), and every operation is replayed in order through
/// the shape layer's cairo path code, into a group that is then drawn with the layer's opacity
/// (the backing store is one image: overlapping operations composite with each other first).
enum DrawingPainter {
    static func draw(_ drawn: DrawnContent, in bounds: Rect, cr: OpaquePointer, alpha: Double) {
        guard alpha > 0, !drawn.drawing.operations.isEmpty, let (source, target) = drawn.placement(in: bounds) else {
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, target.minX, target.minY, target.width, target.height)
        cairo_clip(cr)
        cairo_translate(cr, target.minX, target.minY)
        cairo_scale(cr, target.width / source.width, target.height / source.height)
        cairo_translate(cr, -source.minX, -source.minY)
        // Core Graphics antialiases paths by default, whatever the layer's edge setting.
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        cairo_push_group(cr)
        for operation in drawn.drawing.operations { paint(operation, cr: cr) }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    private static func paint(_ op: DrawingOperation, cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        for clip in op.clips {
            ShapePainter.addPath(clip.path, cr: cr)
            cairo_set_fill_rule(cr, rule(clip.rule))
            cairo_clip(cr)
        }
        if case .text(let text) = op.paint {
            guard enterUserSpace(of: op, cr: cr) else { return }
            return TextPainter.drawFlow(text, alpha: op.color.alpha, cr: cr)
        }
        ShapePainter.addPath(op.path, cr: cr)
        switch op.paint {
        case .fill(let fillRule):
            cairo_set_fill_rule(cr, rule(fillRule))
            setSource(cr, op.color, alpha: 1)
            cairo_fill(cr)
        case .clear:
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cr)
        case .gradient(let gradient):
            cairo_clip(cr)
            guard enterUserSpace(of: op, cr: cr) else { return }
            paint(gradient, alpha: op.color.alpha, cr: cr)
        case .text: break
        case .stroke(let style):
            // The path is already placed (cairo keeps it in device space); the stroke's width
            // and dashes are measured in the user space it was painted in.
            guard style.lineWidth > 0, style.lineWidth.isFinite, enterUserSpace(of: op, cr: cr) else {
                return cairo_new_path(cr)
            }
            ShapePainter.setLineStyle(
                width: style.lineWidth, cap: style.lineCap, join: style.lineJoin, miterLimit: style.miterLimit,
                dashes: style.dashPattern, phase: style.dashPhase, cr: cr)
            setSource(cr, op.color, alpha: 1)
            cairo_stroke(cr)
        }
    }

    /// Applies the operation's current transform (the user space it was painted in); false when
    /// that transform is singular or not finite (nothing can be measured in it).
    private static func enterUserSpace(of op: DrawingOperation, cr: OpaquePointer) -> Bool {
        let (a, b, c, d, tx, ty) = op.transform.affine
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return false }
        var m = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
        cairo_transform(cr, &m)
        return true
    }

    /// The gradient as cairo's pattern in the current user space: Core Graphics' linear and
    /// radial gradients are cairo's (a radial one interpolates between two circles in both),
    /// not extended past their ends unless asked. Colours interpolate in straight RGBA, as the
    /// layer gradients do here (GradientPainter): cairo's stops do (pixman interpolates, then
    /// premultiplies; red to clear half way over white is (191, 128, 128), ViewDrawingTests).
    private static func paint(_ g: DrawnGradient, alpha: Double, cr: OpaquePointer) {
        let pattern: OpaquePointer?
        switch g.shape {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case .radial(let c0, let r0, let c1, let r1):
            pattern = cairo_pattern_create_radial(c0.x, c0.y, max(0, r0), c1.x, c1.y, max(0, r1))
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for (location, color) in zip(g.locations, g.colors) {
            cairo_pattern_add_color_stop_rgba(
                pattern, clamp01(location), clamp01(color.red), clamp01(color.green), clamp01(color.blue),
                clamp01(color.alpha))
        }
        cairo_pattern_set_extend(pattern, g.extends ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, clamp01(alpha))
    }

    private static func rule(_ r: FillRule) -> cairo_fill_rule_t {
        r == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }

    /// How many dashes the drawing's strokes make, for the frame's dash budget (cairo strokes
    /// each dash on its own): each path's length in its user space over its pattern.
    static func dashSegments(_ drawn: DrawnContent) -> Int {
        var total = 0
        for op in drawn.drawing.operations {
            guard case .stroke(let style) = op.paint, !style.dashPattern.isEmpty,
                style.dashPattern.allSatisfy({ $0 >= 0 && $0.isFinite })
            else { continue }
            let period = style.dashPattern.reduce(0, +)
            let (a, b, c, d, _, _) = op.transform.affine
            // The path is in the drawing's space; a uniform part of the transform's scale maps
            // its length back to user space.
            let scale = max(abs(a * d - b * c).squareRoot(), 1e-9)
            guard period > 0 else { continue }
            let segments = op.path.length / scale / period * Double(style.dashPattern.count)
            let (sum, overflow) = total.addingReportingOverflow(Int(saturating: segments.rounded(.up)))
            total = overflow ? Int.max : sum
        }
        return total
    }

    /// Where the drawing can land in the layer's bounds space: its placed rect (a gravity that
    /// keeps the natural size can overflow the bounds).
    static func extent(_ drawn: DrawnContent, in bounds: Rect) -> Rect? {
        drawn.placement(in: bounds)?.target
    }
}
