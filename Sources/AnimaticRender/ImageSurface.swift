import CCairo

enum ImageSurface {
    /// A new transparent `width`×`height` surface of `format` that the caller destroys, or an
    /// error naming its size (cairo returns an error surface rather than nil when it cannot
    /// make one).
    static func make(
        _ format: cairo_format_t = CAIRO_FORMAT_ARGB32, width: Int, height: Int,
        purpose: String = "offscreen surface"
    ) throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create(format, Int32(clamping: width), Int32(clamping: height)) else {
            throw RenderError("cannot create a \(width)×\(height) \(purpose)")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError("cannot create a \(width)×\(height) \(purpose)")
        }
        return surface
    }
}
