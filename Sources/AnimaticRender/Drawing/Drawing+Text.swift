import AnimaticCore
import CCairo

extension Drawing {
    public enum TextAlignment: Sendable { case left, center, right }

    /// Where a line too long for its `maxWidth` loses characters: at its end, or in its middle
    /// (a key path keeps its view and its last component: `inbox.layer.tr…rotation.z`).
    public enum Truncation: Sendable { case end, middle }

    /// A line of text in Inter. `at` is the left, center or right end of the text's baseline
    /// (by `alignment`); figures are tabular so columns of numbers line up. Returns the text's
    /// logical size.
    @discardableResult
    public func text(
        _ string: String, at point: Point, size: Double, weight: Int = 400, color: Color,
        alignment: TextAlignment = .left, maxWidth: Double? = nil, truncation: Truncation = .end
    ) throws -> Size {
        guard !string.isEmpty else { return .zero }
        let layout = try TextLine(
            string, size: size, weight: weight, maxWidth: maxWidth, truncation: truncation, cr: cr)
        let measured = layout.size
        let x: Double
        switch alignment {
        case .left: x = point.x
        case .center: x = point.x - measured.width / 2
        case .right: x = point.x - measured.width
        }
        if output == .svg {
            // Text stays text in an SVG (searchable, small), in the same font, at the same baseline.
            let shown = try TextLine.shownText(
                string, size: size, weight: weight, maxWidth: maxWidth, truncation: truncation, cr: cr)
            let anchor: String =
                switch alignment {
                case .left: "start"
                case .center: "middle"
                case .right: "end"
                }
            addSVGText(shown, at: point, size: size, weight: weight, color: color, anchor: anchor)
            return measured
        }
        cairo_move_to(cr, x, point.y - layout.baseline)
        setSource(cr, color, alpha: 1)
        pango_cairo_show_layout(cr, layout.layout)
        return measured
    }

    /// The logical size of a line of text as `text` would draw it.
    public func measure(_ string: String, size: Double, weight: Int = 400) throws -> Size {
        guard !string.isEmpty else { return .zero }
        return try TextLine(string, size: size, weight: weight, maxWidth: nil, cr: cr).size
    }

    /// A line of text drawn rotated a quarter turn counterclockwise (an axis title), centered on `center`.
    public func verticalText(_ string: String, center: Point, size: Double, weight: Int = 400, color: Color) throws {
        guard !string.isEmpty else { return }
        let layout = try TextLine(string, size: size, weight: weight, maxWidth: nil, cr: cr)
        if output == .svg {
            addSVGText(string, at: center, size: size, weight: weight, color: color, anchor: "middle", vertical: true)
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, center.x, center.y)
        cairo_rotate(cr, -.pi / 2)
        cairo_move_to(cr, -layout.size.width / 2, -layout.size.height / 2)
        setSource(cr, color, alpha: 1)
        pango_cairo_show_layout(cr, layout.layout)
    }
}

/// One Pango layout of a single line, configured as frames configure labels (unhinted,
/// unrounded glyph positions) so drawings are the same on every run.
private final class TextLine {
    let layout: OpaquePointer
    let size: Size
    /// Distance from the layout's top to the first line's baseline.
    let baseline: Double

    init(
        _ string: String, size fontSize: Double, weight: Int, maxWidth: Double?,
        truncation: Drawing.Truncation = .end, cr: OpaquePointer
    ) throws {
        _ = try FontPinning.resolve(family: TextPainter.defaultFamily, weight: weight, italic: false)
        guard let layout = pango_cairo_create_layout(cr) else { throw RenderError("pango: cannot create a layout") }
        self.layout = layout
        TextPainter.prepareContext(of: layout)

        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, TextPainter.defaultFamily)
        pango_font_description_set_weight(description, PangoWeight(rawValue: numericCast(weight)))
        pango_font_description_set_absolute_size(description, fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)

        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_text(layout, string, -1)
        if let maxWidth {
            pango_layout_set_width(
                layout,
                Int32(clamping: Int(saturating: maxWidth * Double(PANGO_SCALE), rounding: .toNearestOrAwayFromZero)))
            pango_layout_set_ellipsize(layout, truncation == .middle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        size = Size(Double(logical.width) / scale, Double(logical.height) / scale)
        baseline = Double(pango_layout_get_baseline(layout)) / scale
    }

    /// The characters the line shows: all of them, or, when `maxWidth` made Pango ellipsize it,
    /// the longest start (and end, for middle truncation) that fits with "…", measured alike.
    static func shownText(
        _ string: String, size: Double, weight: Int, maxWidth: Double?, truncation: Drawing.Truncation,
        cr: OpaquePointer
    ) throws -> String {
        guard let maxWidth,
            try TextLine(string, size: size, weight: weight, maxWidth: nil, cr: cr).size.width > maxWidth
        else { return string }
        let characters = Array(string)
        let middle = truncation == .middle
        func candidate(_ n: Int) -> String {
            middle
                ? String(characters.prefix((n + 1) / 2)) + "…" + String(characters.suffix(n / 2))
                : String(characters.prefix(n)) + "…"
        }
        var lo = 0, hi = characters.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            let width = try TextLine(candidate(mid), size: size, weight: weight, maxWidth: nil, cr: cr).size.width
            if width <= maxWidth { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
