import AnimaticCore
import CCairo
import Foundation

/// Draws a UIImageView's PNG or JPEG into the layer's bounds by content mode.
///
/// The image's natural size in points is its size in pixels over its scale (a scene file's
/// PNG is @1x; matters for `.center` and the other modes that keep the size). The fill modes stretch or fit it; the image is clipped to the
/// bounds only when the layer masks to bounds (UIImageView's aspect-fill overflows
/// otherwise, as on iOS). Sampling is bilinear (CAIRO_FILTER_GOOD, which box-filters when
/// shrinking), with the edge pixels extended so edges stay crisp as Core Graphics draws.
enum ImagePainter {
    static func draw(_ image: ImageContent, in bounds: Rect, cr: OpaquePointer, alpha: Double) throws {
        let surface = try load(image.path)
        defer { cairo_surface_destroy(surface) }
        let pixels = Size(
            Double(cairo_image_surface_get_width(surface)), Double(cairo_image_surface_get_height(surface)))
        // contentsRect: the part of the image (in its unit space) that is the content.
        let cr0 = image.contentsRect
        let source = Rect(
            cr0.minX * pixels.width, cr0.minY * pixels.height, cr0.width * pixels.width, cr0.height * pixels.height)
        let size = Size(abs(source.width), abs(source.height))
        let dest = destination(imageSize: points(size, image), mode: image.contentMode, bounds: bounds)
        guard size.width > 0, size.height > 0, dest.width > 0, dest.height > 0, alpha > 0 else { return }

        // A contentsRect crops exactly: sampling clamps at its edges, not at the image's.
        let cropped =
            cr0 == Rect(0, 0, 1, 1)
            ? nil
            : cairo_surface_create_for_rectangle(
                surface, min(source.minX, source.maxX), min(source.minY, source.maxY), size.width, size.height)
        defer { if let cropped { cairo_surface_destroy(cropped) } }
        guard let pattern = cairo_pattern_create_for_surface(cropped ?? surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        // The pattern matrix maps user space to image pixels.
        var m = cairo_matrix_t()
        let sx = size.width / dest.width, sy = size.height / dest.height
        cairo_matrix_init(&m, sx, 0, 0, sy, -dest.minX * sx, -dest.minY * sy)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)

        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, dest.minX, dest.minY, dest.width, dest.height)
        cairo_set_source(cr, pattern)
        if alpha >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    /// The PNG or JPEG at `path` as an upright cairo surface (the caller destroys it): refused before
    /// decoding when it cannot be read or declares a size past the limits, and when it does not decode.
    static func load(_ path: String) throws(RenderError) -> OpaquePointer {
        let header: ImageHeader
        switch RegularFile.read(path, maxBytes: RegularFile.maxImageBytes) {
        case .failure(let refusal): throw RenderError("cannot read image: \(refusal.message)")
        case .success(let data):
            guard let found = ImageHeader.read(data) else {
                throw RenderError("cannot read image \(path): neither a PNG nor a JPEG")
            }
            if let problem = found.problem { throw RenderError("cannot read image \(path): \(problem)") }
            if found.format == .jpeg { return try JPEGDecoder.surface(data, header: found, path: path) }
            header = found
        }
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw RenderError("cannot read image \(path)")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            // cairo 1.16 says "out of memory" for any PNG it cannot decode; the size was checked
            // above, so the data is what is wrong.
            let words =
                status == CAIRO_STATUS_NO_MEMORY || status == CAIRO_STATUS_READ_ERROR
                ? "its image data is corrupt or cut short (the \(header.format.rawValue) does not decode)"
                : String(cString: cairo_status_to_string(status))
            throw RenderError("cannot read image \(path): \(words)")
        }
        return surface
    }

    /// A size in the image's pixels in points, at its scale.
    static func points(_ pixels: Size, _ image: ImageContent) -> Size {
        let scale = image.scale > 0 && image.scale.isFinite ? image.scale : 1
        return Size(pixels.width / scale, pixels.height / scale)
    }

    /// Where an image of `imageSize` (points) lands in `bounds` for a content mode.
    static func destination(imageSize s: Size, mode: ContentMode, bounds b: Rect) -> Rect {
        mode.destination(imageSize: s, in: b)
    }

    /// The area the image can cover (for sizing offscreen buffers): the bounds, or for the
    /// modes that can overflow, the destination computed from the image header's upright size.
    static func extent(of image: ImageContent, in bounds: Rect) -> Rect {
        guard image.contentMode != .scaleToFill, image.contentMode != .scaleAspectFit,
            let pixels = ImageHeader.read(path: image.path)
        else { return bounds }
        let size = Size(
            abs(image.contentsRect.width) * Double(pixels.width), abs(image.contentsRect.height) * Double(pixels.height)
        )
        let d = destination(imageSize: points(size, image), mode: image.contentMode, bounds: bounds)
        let x0 = min(d.minX, bounds.minX), y0 = min(d.minY, bounds.minY)
        return Rect(x0, y0, max(d.maxX, bounds.maxX) - x0, max(d.maxY, bounds.maxY) - y0)
    }
}
