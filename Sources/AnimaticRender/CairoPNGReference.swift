import CCairo

/// cairo's own PNG writer (`cairo_surface_write_to_png_stream`: zlib level 6, every filter
/// tried per row), kept as the baseline `animatic bench` measures `PNGEncoder` against.
public enum CairoPNGReference {
    public static func encode(_ frame: Frame) throws -> [UInt8] {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(frame.width), Int32(frame.height))
        else {
            throw RenderError("cairo could not make a \(frame.width)×\(frame.height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError("cairo surface has no data") }
        frame.rgba.withUnsafeBufferPointer { src in
            for y in 0..<frame.height {
                (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: frame.width) { row in
                    for x in 0..<frame.width {
                        let i = (y * frame.width + x) * 4
                        let a = UInt32(src[i + 3])
                        func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                        row[x] =
                            a << 24 | premultiplied(src[i]) << 16 | premultiplied(src[i + 1]) << 8
                            | premultiplied(src[i + 2])
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                    contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError("cairo could not write the PNG") }
        return sink.bytes
    }
}
