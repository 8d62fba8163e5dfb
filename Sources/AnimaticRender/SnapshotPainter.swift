import AnimaticCore
import CCairo

extension LayerPainter {
    /// Draws a snapshot view's image into its bounds: each part (one, or nine with cap
    /// insets) is the image's pixels for that part of the captured rect, stretched onto its
    /// target. Sampled bilinearly whether it grows or shrinks, as Core Animation's default
    /// `magnificationFilter` and `minificationFilter` (`kCAFilterLinear`, no mipmaps) do,
    /// with edges extended; at the screen's scale and on whole pixels the pixels land unchanged.
    func drawSnapshot(_ snapshot: Snapshot, of layer: RenderLayer, cr: OpaquePointer, alpha: Double) throws {
        let rect = snapshot.rect
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        let parts = snapshot.parts(in: layer.bounds)
        guard !parts.isEmpty else { return }
        let image = try snapshotImage(snapshot, of: layer)
        defer { cairo_surface_destroy(image) }
        let width = Double(cairo_image_surface_get_width(image)), height = Double(cairo_image_surface_get_height(image))
        let kx = width / rect.width, ky = height / rect.height

        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Parts meet edge to edge: faded one by one, their shared edges would show.
        let group = alpha < 1 && parts.count > 1
        if group { cairo_push_group(cr) }
        for part in parts {
            // The part's pixels, on whole pixels so neighbouring parts do not share any.
            let x0 = ((part.source.minX - rect.minX) * kx).rounded(),
                x1 = ((part.source.maxX - rect.minX) * kx).rounded()
            let y0 = ((part.source.minY - rect.minY) * ky).rounded(),
                y1 = ((part.source.maxY - rect.minY) * ky).rounded()
            guard x1 > x0, y1 > y0 else { continue }
            let whole = x0 == 0 && y0 == 0 && x1 == width && y1 == height
            // A cropped surface clamps sampling at the part's edges, not at the image's.
            let source =
                whole
                ? cairo_surface_reference(image) : cairo_surface_create_for_rectangle(image, x0, y0, x1 - x0, y1 - y0)
            defer { cairo_surface_destroy(source) }
            guard let pattern = cairo_pattern_create_for_surface(source) else { continue }
            defer { cairo_pattern_destroy(pattern) }
            let t = part.target
            var m = cairo_matrix_t()
            let sx = (x1 - x0) / t.width, sy = (y1 - y0) / t.height
            cairo_matrix_init(&m, sx, 0, 0, sy, -t.minX * sx, -t.minY * sy)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_rectangle(cr, t.minX, t.minY, t.width, t.height)
            cairo_set_source(cr, pattern)
            if alpha >= 1 || group {
                cairo_fill(cr)
            } else {
                cairo_save(cr)
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, alpha)
                cairo_restore(cr)
            }
        }
        if group {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    /// The snapshot's image at the screen's scale, kept by the worker's `SnapshotImages`.
    /// Its size is checked against the offscreen budget every time, kept or not, and it is
    /// drawn with a budget of its own, so whether a frame is refused never depends on which
    /// frames came before.
    func snapshotImage(_ snapshot: Snapshot, of layer: RenderLayer) throws -> OpaquePointer {
        guard let size = snapshot.pixelSize(scale: screenScale) else {
            throw SnapshotTooLarge(
                viewID: layer.id,
                width: Int(saturating: snapshot.rect.width * screenScale, rounding: .toNearestOrAwayFromZero),
                height: Int(saturating: snapshot.rect.height * screenScale, rounding: .toNearestOrAwayFromZero))
        }
        let pixels = FrameBudget.area(size.width, size.height)
        if pixels > FrameBudget.maxPixels {
            throw FrameBudgetExceeded(viewID: layer.id, work: .snapshot, pixels: pixels)
        }
        try snapshots.count(snapshot, scale: screenScale, viewID: layer.id)
        return try snapshots.image(of: snapshot, scale: screenScale) {
            try drawImage(of: snapshot, width: size.width, height: size.height)
        }
    }

    /// The frozen tree drawn into a transparent `width`×`height` image of the captured rect.
    /// Pixels per point past which a snapshot's source is too small to show anything.
    static let maxImageMagnification = 1e6

    private func drawImage(of snapshot: Snapshot, width: Int, height: Int) throws -> OpaquePointer {
        let surface = try ImageSurface.make(width: width, height: height, purpose: "snapshot image")
        do {
            guard let cr = cairo_create(surface) else { throw RenderError("cannot create a cairo context") }
            defer { cairo_destroy(cr) }
            let rect = snapshot.rect
            let kx = Double(width) / rect.width, ky = Double(height) / rect.height
            // A view far under a pixel (2.2e-308 pt wide) would map into its image by a factor
            // near 1e308, and cairo's arcs then take forever to flatten: its image is empty.
            guard kx.isFinite, ky.isFinite, kx <= Self.maxImageMagnification, ky <= Self.maxImageMagnification else {
                cairo_surface_flush(surface)
                return surface
            }
            let toImage = Homography(
                h11: kx, h12: 0, h13: 0, h21: 0, h22: ky, h23: 0, h31: -rect.minX * kx, h32: -rect.minY * ky, h33: 1)
            try LayerPainter(screenScale: screenScale, snapshots: snapshots, surfaces: surfaces, texts: texts)
                .paintRoot(snapshot.layer, toDevice: toImage, cr: cr)
            try checkStatus(cr)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        return surface
    }
}

extension Snapshot {
    /// Whether the whole image covers `bounds` in one part (no caps stretched apart).
    func coversWhole(_ bounds: Rect) -> Bool {
        let parts = parts(in: bounds)
        return parts.count == 1 && parts[0].target == bounds && parts[0].source == rect
    }
}
