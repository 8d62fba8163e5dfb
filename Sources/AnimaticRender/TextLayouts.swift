import AnimaticCore
import CCairo

/// Labels laid out by one worker, kept from frame to frame.
///
/// A label is laid out in its own points, whatever the transform it is drawn through
/// (`TextPainter.prepareContext`), so the same text, font, alignment, line limit and bounds
/// size give the same Pango layout every frame: shaping it again (HarfBuzz, Pango's line
/// breaking, a fresh Pango context and its font set) was a sixth of a matching frame's
/// check. Drawing a kept layout draws the same glyphs at the same positions as a new one.
///
/// The layouts come from a font map of the cache's own, not the calling thread's default
/// one: a worker may run on another thread next time, and Pango's font maps are not shared
/// across threads.
final class TextLayouts {
    struct Key: Hashable {
        var text: String
        /// The whole font, so that every setting that changes the drawing (tabular digits too) keys it.
        var font: Font
        var alignment: TextAlignment
        var numberOfLines: Int
        var width: Double
        var height: Double
    }

    struct Layout {
        var layout: OpaquePointer
        /// `pango_layout_get_extents`' logical rectangle, in Pango units.
        var logical: PangoRectangle
    }

    /// Past this many, all are dropped: a scene that animates its labels' sizes does not grow
    /// the cache without end.
    static let capacity = 1024

    private var fontMap: OpaquePointer?
    private var layouts: [Key: Layout] = [:]

    init() {}

    deinit {
        dropAll()
        if let fontMap { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
    }

    var count: Int { layouts.count }

    /// `text` laid out in a `width × height` box for drawing into `cr` (an image surface's
    /// context: another kind of surface brings font options of its own, and is laid out anew).
    func layout(_ text: TextContent, width: Double, height: Double, cr: OpaquePointer) -> Layout? {
        guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        let key = Key(
            text: text.text, font: text.font, alignment: text.alignment, numberOfLines: text.numberOfLines,
            width: width, height: height)
        if let kept = layouts[key] { return kept }
        if fontMap == nil { fontMap = pango_cairo_font_map_new() }
        guard let fontMap, let context = pango_font_map_create_context(fontMap) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        // What pango_cairo_create_layout does, with this cache's font map.
        pango_cairo_update_context(cr, context)
        guard let layout = pango_layout_new(context) else { return nil }
        TextPainter.configure(layout, text, width: width, height: height)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        if layouts.count >= Self.capacity { dropAll() }
        let made = Layout(layout: layout, logical: logical)
        layouts[key] = made
        return made
    }

    private func dropAll() {
        for kept in layouts.values { g_object_unref(UnsafeMutableRawPointer(kept.layout)) }
        layouts.removeAll(keepingCapacity: true)
    }
}
