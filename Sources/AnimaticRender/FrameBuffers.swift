import CCairo

/// The memory one rendering thread reuses from frame to frame: the canvas cairo draws into
/// (and, through `Rasterizer.render(_:into:buffers:)`, the caller's frame bytes and PNG
/// output). Left to malloc, buffers of several MiB go back to the kernel when freed and are
/// faulted in again, page by page, for the next frame: long renders then stop being linear.
///
/// Not thread-safe: one worker owns one `FrameBuffers`. Reuse cannot leak one frame into the
/// next: the canvas is painted over entirely (background with CAIRO_OPERATOR_SOURCE) before
/// anything is drawn.
public final class FrameBuffers {
    private var canvas: OpaquePointer?
    private var canvasWidth = 0, canvasHeight = 0
    /// PNG bytes of the last frame encoded with these buffers (capacity kept between frames).
    public var png: [UInt8] = []
    /// The PNG encoder's filtered rows and compressed stream.
    var pngScratch = PNGScratch()
    /// Snapshot images drawn for earlier frames.
    public let snapshots = SnapshotImages()
    /// Memory of the short-lived offscreen surfaces, kept from frame to frame.
    let surfaces = SurfacePool()
    /// Labels laid out for earlier frames.
    let texts = TextLayouts()

    public init() {}

    deinit {
        if let canvas { cairo_surface_destroy(canvas) }
    }

    /// A `width`×`height` ARGB32 surface, the same one as last time when the size is the same.
    /// Its pixels are whatever the last frame left: the caller paints all of them.
    func canvas(width: Int, height: Int) throws -> OpaquePointer {
        if let canvas, canvasWidth == width, canvasHeight == height { return canvas }
        if let canvas { cairo_surface_destroy(canvas) }
        canvas = nil
        let surface = try ImageSurface.make(width: width, height: height, purpose: "surface")
        canvas = surface
        canvasWidth = width
        canvasHeight = height
        return surface
    }
}
