import AnimaticCore
import CCairo

/// Draws a `CAShapeLayer`: the path filled (by its fill rule), then stroked between
/// `strokeStart` and `strokeEnd` with its width, cap, join, miter limit and dash, in the
/// layer's own coordinates (the path is not clipped to the bounds unless masksToBounds).
enum ShapePainter {
    static func draw(_ s: ShapeContent, cr: OpaquePointer, alpha: Double) {
        guard !s.path.isEmpty, alpha > 0 else { return }
        if s.fillColor.alpha > 0 {
            addPath(s.path, cr: cr)
            cairo_set_fill_rule(cr, s.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(cr, s.fillColor, alpha: alpha)
            cairo_fill(cr)
        }
        guard s.strokeColor.alpha > 0, s.lineWidth > 0, s.lineWidth.isFinite, s.strokeEnd > s.strokeStart else {
            return
        }
        let stroked = s.path.trimmed(from: s.strokeStart, to: s.strokeEnd)
        setLineStyle(
            width: s.lineWidth, cap: s.lineCap, join: s.lineJoin, miterLimit: s.miterLimit, dashes: s.lineDashPattern,
            phase: s.lineDashPhase, cr: cr)
        let subpaths = stroked.subpaths
        if subpaths.count > 1 {
            // Core Graphics adds the coverage of a path's subpaths where their strokes overlap (a
            // grid line drawn twice is full colour on iOS, Stagehand's recordings), where one
            // stroke of their union would take it once: each subpath's stroke is summed into a
            // coverage mask, through which the colour is drawn.
            cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            for subpath in subpaths {
                addPath(subpath, cr: cr)
                cairo_stroke(cr)
            }
            let coverage = cairo_pop_group(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            setSource(cr, s.strokeColor, alpha: alpha)
            cairo_mask(cr, coverage)
            cairo_pattern_destroy(coverage)
        } else {
            addPath(stroked, cr: cr)
            setSource(cr, s.strokeColor, alpha: alpha)
            cairo_stroke(cr)
        }
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// The stroke's width, ends, joins and dashes, for a shape layer's path and a drawn one alike.
    static func setLineStyle(
        width: Double, cap lineCap: LineCap, join lineJoin: LineJoin, miterLimit: Double, dashes: [Double],
        phase: Double, cr: OpaquePointer
    ) {
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, cap(lineCap))
        cairo_set_line_join(cr, join(lineJoin))
        cairo_set_miter_limit(cr, max(1, miterLimit))
        // cairo rejects negative dashes and an all-zero pattern; Core Graphics draws solid then.
        if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), phase.isFinite ? phase : 0)
        }
    }

    /// How many dashes stroking `s` makes (0 when it is not dashed): cairo strokes each one
    /// on its own, so a pattern of hundredths of a point along millions of points is billions
    /// of strokes (an 8e6-point rect with [0.01, 0.01] took 7 s a frame).
    static func dashSegments(_ s: ShapeContent) -> Int {
        let dashes = s.lineDashPattern
        guard !s.path.isEmpty, s.strokeColor.alpha > 0, s.lineWidth > 0, s.lineWidth.isFinite,
            s.strokeEnd > s.strokeStart,
            !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 })
        else { return 0 }
        let period = dashes.reduce(0, +)
        let length = s.path.trimmed(from: s.strokeStart, to: s.strokeEnd).length
        return Int(saturating: (length / period * Double(dashes.count)).rounded(.up))
    }

    /// The path as a new cairo path in the current user space.
    static func addPath(_ path: ShapePath, cr: OpaquePointer) {
        cairo_new_path(cr)
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quad(let c, let p):
                // As a cubic: control points 2/3 of the way from each end to the quad's control.
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(
                    cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    static func cap(_ c: LineCap) -> cairo_line_cap_t {
        switch c {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    static func join(_ j: LineJoin) -> cairo_line_join_t {
        switch j {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }

    /// The part of the layer's plane the shape can touch: the path's control box grown by
    /// the stroke (miter joins can reach miterLimit · width / 2).
    static func extent(_ s: ShapeContent) -> Rect? {
        guard let box = s.path.controlBox else { return nil }
        let stroked = s.strokeColor.alpha > 0 && s.lineWidth > 0
        let grow = stroked ? s.lineWidth / 2 * (s.lineJoin == .miter ? max(1, s.miterLimit) : 1.5) + 1 : 1
        return Rect(box.minX - grow, box.minY - grow, box.width + 2 * grow, box.height + 2 * grow)
    }
}
