import AnimaticCore
import CCairo

/// Text measured the way it is drawn (the same Pango layout as `TextPainter`), for UIKit's sizing
/// calls: `sizeToFit()` and `sizeThatFits(_:)` of a label, `size(withAttributes:)`,
/// `boundingRect(with:options:attributes:context:)`. Sizes are in points: the layout's logical
/// extent (advance widths, and per line the font's ascent plus descent), unrounded.
public enum TextMeasure {
    /// The size of `text` wrapped at `width` (nil: broken only at line breaks), in at most its
    /// `numberOfLines` lines (0: any number). Zero for empty text or a font that is not installed
    /// (a render of it fails, naming the font).
    public static func size(of text: TextContent, width: Double?) -> Size {
        guard !text.text.isEmpty, text.font.size > 0, (try? FontPinning.resolve(text.font)) != nil,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        else { return Size(0, 0) }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return Size(0, 0) }
        defer { cairo_destroy(cr) }
        guard let layout = pango_cairo_create_layout(cr) else { return Size(0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let width, width > 0, text.numberOfLines > 0 {
            // Pango limits the lines only while it ellipsizes: the last line kept is cut short,
            // as a label's is, so the width is the label's too.
            TextPainter.configure(layout, text, width: width, height: 0)
            pango_layout_set_height(layout, -Int32(clamping: text.numberOfLines))
        } else {
            TextPainter.configureFlow(layout, text, width: width)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return Size(Double(logical.width) / scale, Double(logical.height) / scale)
    }

    /// A font's vertical metrics as its text is laid out here, in points: `ascent` above the
    /// baseline and `descent` below it (positive), `capHeight` and `xHeight` the ink heights of "H"
    /// and "x" above the baseline. Zeros for a font that is not installed.
    public static func metrics(of font: Font) -> (ascent: Double, descent: Double, capHeight: Double, xHeight: Double) {
        guard font.size > 0, (try? FontPinning.resolve(font)) != nil,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        else { return (0, 0, 0, 0) }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return (0, 0, 0, 0) }
        defer { cairo_destroy(cr) }
        guard let layout = pango_cairo_create_layout(cr) else { return (0, 0, 0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let scale = Double(PANGO_SCALE)
        func inkAboveBaseline(_ text: String) -> (logical: PangoRectangle, above: Double) {
            TextPainter.configureFlow(layout, TextContent(text: text, font: font), width: nil)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let baseline = Double(pango_layout_get_baseline(layout)) / scale
            return (logical, baseline - Double(ink.y) / scale)
        }
        let (logical, capHeight) = inkAboveBaseline("H")
        let baseline = Double(pango_layout_get_baseline(layout)) / scale
        let xHeight = inkAboveBaseline("x").above
        return (baseline, Double(logical.height) / scale - baseline, capHeight, xHeight)
    }
}
