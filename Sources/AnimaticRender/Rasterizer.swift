import AnimaticCore
import CCairo

/// Draws a `PresentationTree` into a `Frame`, as Core Animation would composite it.
///
/// Every call builds its own cairo context; the canvas surface is a fresh one, or the one a
/// worker's `FrameBuffers` keeps, painted over entirely first. No drawing state survives
/// between calls, so frames are independent, and rendering the same tree twice (in any order,
/// with or without reused buffers) gives byte-identical frames.
public struct Rasterizer: Sendable {
    public init() {}

    public func render(_ tree: PresentationTree) throws -> Frame {
        var frame = Frame(width: 0, height: 0, rgba: [])
        try render(tree, into: &frame, buffers: FrameBuffers())
        return frame
    }

    /// Renders into `frame`, reusing its bytes when it is a frame of the same size (and no
    /// other copy shares them), on the canvas `buffers` keeps: a worker that renders frame
    /// after frame allocates nothing large. The result is the same as `render(_:)`'s.
    public func render(_ tree: PresentationTree, into frame: inout Frame, buffers: FrameBuffers) throws {
        guard tree.scale > 0, tree.scale.isFinite else { throw RenderError("invalid scale \(tree.scale)") }
        let w = tree.size.width * tree.scale, h = tree.size.height * tree.scale
        guard w.isFinite, h.isFinite, w.rounded() >= 1, h.rounded() >= 1, w.rounded() <= 32767, h.rounded() <= 32767
        else {
            throw RenderError("invalid canvas \(tree.size) at scale \(tree.scale)")
        }
        let width = Int(saturating: w, rounding: .toNearestOrAwayFromZero),
            height = Int(saturating: h, rounding: .toNearestOrAwayFromZero)
        // A font that is not installed fails here, naming it, rather than falling back silently.
        try FontPinning.verify(tree)

        buffers.snapshots.beginFrame()
        let surface = try buffers.canvas(width: width, height: height)
        do {
            guard let cr = cairo_create(surface) else { throw RenderError("cannot create a cairo context") }
            defer { cairo_destroy(cr) }
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            setSource(cr, tree.background, alpha: 1)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)

            // The base map is points → pixels; the root maps into the canvas by its own
            // transformToSuperlayer, its sublayers through it, and so on.
            try LayerPainter(
                screenScale: tree.scale, snapshots: buffers.snapshots, surfaces: buffers.surfaces, texts: buffers.texts
            )
            .paintRoot(tree.root, toDevice: .scale(tree.scale), cr: cr)
            try checkStatus(cr)
        }
        cairo_surface_flush(surface)
        Self.straightRGBA(surface, width: width, height: height, into: &frame)
    }

    /// cairo's premultiplied native-endian ARGB32 → straight RGBA bytes; each color is
    /// un-premultiplied with rounding, c·255/a to the nearest integer (transparent → 0,0,0,0).
    static func straightRGBA(_ surface: OpaquePointer, width: Int, height: Int) -> Frame {
        var frame = Frame(width: 0, height: 0, rgba: [])
        straightRGBA(surface, width: width, height: height, into: &frame)
        return frame
    }

    /// The same into `frame`, in place when its bytes have the size already.
    static func straightRGBA(_ surface: OpaquePointer, width: Int, height: Int, into frame: inout Frame) {
        let count = width * height * 4
        if frame.rgba.count != count {
            frame = Frame(width: 0, height: 0, rgba: [])  // the old bytes go before the new ones come
            frame = Frame(
                width: width, height: height, rgba: [UInt8](unsafeUninitializedCapacity: count) { _, n in n = count })
        }
        frame.width = width
        frame.height = height
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let stride = Int(cairo_image_surface_get_stride(surface))
        frame.rgba.withUnsafeMutableBytes { out in
            let base = out.baseAddress!
            for y in 0..<height {
                let row = data + y * stride
                let outRow = base + y * width * 4
                var x = 0
                while x < width {
                    // Four opaque pixels at a time need only red and blue swapped (the
                    // vector's lanes are stored in the host's byte order).
                    #if _endian(little)
                        if x + 4 <= width {
                            let p = row.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
                            if p & 0xFF00_0000 == SIMD4(repeating: 0xFF00_0000) {
                                let v = (p & 0xFF00_FF00) | ((p &>> 16) & 0xFF) | ((p & 0xFF) &<< 16)
                                outRow.storeBytes(of: v, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
                                x += 4
                                continue
                            }
                        }
                    #endif
                    let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let a = p >> 24
                    var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                    if a != 255 {
                        r = UInt32(unpremultiply(r, alpha: a))
                        g = UInt32(unpremultiply(g, alpha: a))
                        b = UInt32(unpremultiply(b, alpha: a))
                    }
                    // Bytes R, G, B, A in memory whatever the host's byte order.
                    let v = r | g << 8 | b << 16 | a << 24
                    outRow.storeBytes(of: v.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                    x += 1
                }
            }
        }
    }

    /// A premultiplied channel back to straight: c·255/a rounded to nearest (halves up);
    /// 0 when transparent.
    @inline(__always)
    static func unpremultiply(_ c: UInt32, alpha a: UInt32) -> UInt8 {
        if a == 255 { return UInt8(truncatingIfNeeded: c) }
        if a == 0 { return 0 }
        return UInt8(min(255, (c * 255 + a / 2) / a))
    }
}
