import AnimaticCore
import CCairo
import Foundation

/// Draws a UILabel's text with Pango into the layer's bounds.
///
/// - family nil → "Inter" (SF-like); weight by its CSS number; size in points as the
///   absolute size (the CTM already maps points to pixels).
/// - Wraps at the bounds width on words, then characters. numberOfLines 1: one line with
///   a tail ellipsis; n > 1: at most n lines (per paragraph, Pango's rule) and no more than
///   fit the bounds height; 0: as many lines as fit the height, the last one ellipsized.
/// - The text block is centered vertically in the bounds, as UILabel draws.
/// - Deterministic output: no hinting, unhinted metrics, gray antialiasing, unrounded
///   glyph positions. A worker keeps the layouts it made (`TextLayouts`), keyed by all that
///   shapes them; they draw what a fresh one would.
enum TextPainter {
    static let defaultFamily = "Inter"

    static func draw(
        _ text: TextContent, in bounds: Rect, cr: OpaquePointer, alpha: Double, layouts: TextLayouts? = nil
    ) {
        guard !text.text.isEmpty, bounds.width > 0, text.font.size > 0, text.color.alpha * alpha > 0 else { return }
        // Pinned fonts: a family that is not installed fails the render rather than falling
        // back silently (FontPinning.verify(tree) before rendering gives the message naming it).
        guard (try? FontPinning.resolve(text.font)) != nil else { return FontPinning.failRender(cr) }
        guard mayShow(text, in: bounds, cr: cr) else { return }
        if let kept = layouts?.layout(text, width: bounds.width, height: bounds.height, cr: cr) {
            show(kept.layout, logical: kept.logical, text, in: bounds, cr: cr, alpha: alpha)
            return
        }
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, text, width: bounds.width, height: bounds.height)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        show(layout, logical: logical, text, in: bounds, cr: cr, alpha: alpha)
    }

    /// Text drawn by UIKit's string drawing: the first line's top at the box's top, wrapped at
    /// its width and clipped to it (`draw(in:)`), or unwrapped from its origin (`draw(at:)`), in
    /// the current user space; `alpha` is the graphics state's.
    static func drawFlow(_ drawn: DrawnText, alpha: Double, cr: OpaquePointer) {
        let text = drawn.content
        guard !text.text.isEmpty, text.font.size > 0, text.color.alpha * alpha > 0 else { return }
        guard (try? FontPinning.resolve(text.font)) != nil else { return FontPinning.failRender(cr) }
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configureFlow(layout, text, width: drawn.wraps ? drawn.box.width : nil)
        if drawn.wraps {
            // Lines past the box are cut by it, not ellipsized.
            cairo_rectangle(cr, drawn.box.minX, drawn.box.minY, drawn.box.width, drawn.box.height)
            cairo_clip(cr)
        }
        cairo_move_to(cr, drawn.box.minX, drawn.box.minY)
        setSource(cr, text.color, alpha: alpha)
        pango_cairo_show_layout(cr, layout)
    }

    /// Pixels per em FreeType can draw: its sizes are 16.16 fixed point, and past this a
    /// label failed the whole frame with "cairo: error occurred in libfreetype".
    static let maxPixelsPerEm = 32_767.0

    /// Refuses text a transform would blow up past FreeType's reach (a 17 pt label under a
    /// scale of 2000 on a 3× canvas), naming the label, before cairo fails the frame.
    static func checkReach(_ text: TextContent, cr: OpaquePointer, of layer: RenderLayer) throws(TextTooLarge) {
        guard !text.text.isEmpty, text.font.size > 0 else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = max(hypot(m.xx, m.yx), hypot(m.xy, m.yy))
        let perEm = text.font.size * scale
        guard perEm.isFinite, perEm <= maxPixelsPerEm else {
            throw TextTooLarge(viewID: layer.id, pixelsPerEm: perEm)
        }
    }

    /// Draws a configured layout centered vertically in `bounds`.
    private static func show(
        _ layout: OpaquePointer, logical: PangoRectangle, _ text: TextContent, in bounds: Rect, cr: OpaquePointer,
        alpha: Double
    ) {
        let scale = Double(PANGO_SCALE)
        let top = bounds.minY + (bounds.height - Double(logical.height) / scale) / 2 - Double(logical.y) / scale
        cairo_move_to(cr, bounds.minX, top)
        setSource(cr, text.color, alpha: alpha)
        pango_cairo_show_layout(cr, layout)
    }

    /// Whether any of the text can land inside the clip: its ink stays within the bounds
    /// grown by two font sizes (lines are wrapped or ellipsized to the width, and no more lines
    /// than fit the height are laid out, so at most one line overflows, centered). Text outside
    /// is not laid out at all: a snapshot cut into pieces draws its whole tree once per piece,
    /// clipped to the piece, and laying out every label of it for each piece was most of an
    /// explode's time.
    static func mayShow(_ text: TextContent, in bounds: Rect, cr: OpaquePointer) -> Bool {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let m = 2 * text.font.size + 2
        return !(bounds.maxX + m < x1 || bounds.minX - m > x2 || bounds.maxY + m < y1 || bounds.minY - m > y2)
    }

    /// The layout's context as every text Animatic draws needs it: laid out in the layer's own
    /// points (as UIKit does before the layer is transformed: with the CTM in the context, a
    /// non-uniform scale such as a stretched snapshot distorts Pango's metrics and spreads or
    /// ellipsizes the text; cairo applies the CTM when drawing), no hinting, grayscale
    /// antialiasing and unrounded glyph positions, so frames match on every machine.
    static func prepareContext(of layout: OpaquePointer) {
        let context = pango_layout_get_context(layout)
        pango_context_set_matrix(context, nil)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_layout_context_changed(layout)
    }

    /// Text that flows as string drawing lays it out: every line kept, none ellipsized, wrapped on
    /// words at `width` (nil: broken only at line breaks), whatever `numberOfLines` says.
    static func configureFlow(_ layout: OpaquePointer, _ text: TextContent, width: Double?) {
        configure(layout, text, width: width ?? 0, height: 0)
        pango_layout_set_height(layout, -1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        if width == nil { pango_layout_set_width(layout, -1) }
    }

    static func configure(_ layout: OpaquePointer, _ text: TextContent, width: Double, height: Double) {
        prepareContext(of: layout)

        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, text.font.family ?? defaultFamily)
        pango_font_description_set_weight(
            description, PangoWeight(rawValue: numericCast(text.font.weight.numericWeight)))
        pango_font_description_set_style(description, text.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, text.font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        // Every caller configures a new layout, which has no attributes of its own.
        if text.font.monospacedDigits {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }

        pango_layout_set_text(layout, text.text, -1)
        let scale = Double(PANGO_SCALE)
        pango_layout_set_width(
            layout, Int32(clamping: Int(saturating: width * scale, rounding: .toNearestOrAwayFromZero)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        switch text.alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        let heightLimit = Int32(clamping: Int(saturating: max(0, height) * scale, rounding: .toNearestOrAwayFromZero))
        if text.numberOfLines <= 0 {
            pango_layout_set_height(layout, heightLimit)
        } else {
            pango_layout_set_height(layout, -Int32(clamping: text.numberOfLines))
            if text.numberOfLines > 1 {
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                if logical.height > heightLimit { pango_layout_set_height(layout, heightLimit) }
            }
        }
    }
}

/// Text whose transforms would draw it past `TextPainter.maxPixelsPerEm` pixels per em.
public struct TextTooLarge: ViewRenderError, Sendable {
    public var viewID: String
    public var pixelsPerEm: Double

    public var description: String {
        "the text of '\(viewID)' would be drawn \(Int(saturating: pixelsPerEm, rounding: .up)) pixels per em; "
            + "at most \(Int(TextPainter.maxPixelsPerEm)) (its font size times every scale above it)"
    }
}
