import AnimaticCore
import CCairo

/// PNG files through libpng: 8-bit RGBA, straight alpha.
public enum PNGEncoder {
    /// Encodes with the Up filter on every row (fast, and small for UI frames) at the given
    /// zlib level, into memory (png_set_write_fn; no FILE*).
    public static func encode(_ frame: Frame, compressionLevel: Int32 = 3) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try encode(frame, compressionLevel: compressionLevel, into: &bytes)
        return bytes
    }

    /// The same into `bytes`, replacing what it held but keeping its capacity, so a worker
    /// encoding frame after frame reuses one buffer.
    public static func encode(_ frame: Frame, compressionLevel: Int32 = 3, into bytes: inout [UInt8]) throws {
        guard frame.width > 0, frame.height > 0, frame.width <= 1_000_000, frame.height <= 1_000_000 else {
            throw RenderError("cannot encode a \(frame.width)×\(frame.height) PNG")
        }
        guard frame.rgba.count == frame.width * frame.height * 4 else {
            throw RenderError("frame has \(frame.rgba.count) bytes, expected \(frame.width * frame.height * 4)")
        }
        guard (0...9).contains(compressionLevel) else {
            throw RenderError("zlib compression level \(compressionLevel) is not in 0...9")
        }
        // libpng reports errors by longjmp, which Swift cannot catch: the inputs are checked
        // above so that writing into memory cannot fail short of running out of memory,
        // and an error that still happens stops the process with libpng's message.
        guard let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, { _, message in
            fatalError("libpng: \(message.map { String(cString: $0) } ?? "error")")
        }, { _, _ in }) else {
            throw RenderError("libpng: cannot create a write struct")
        }
        var info = png_create_info_struct(png)
        var pngOptional: png_structp? = png
        defer { png_destroy_write_struct(&pngOptional, &info) }
        guard info != nil else { throw RenderError("libpng: cannot create an info struct") }

        let sink = PNGSink()
        bytes.removeAll(keepingCapacity: true)
        swap(&sink.bytes, &bytes)
        defer { swap(&sink.bytes, &bytes) }
        sink.bytes.reserveCapacity(frame.width * frame.height + 1024)
        png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), { png, data, length in
            guard let png, let data, let io = png_get_io_ptr(png) else { return }
            let sink = Unmanaged<PNGSink>.fromOpaque(io).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
        }, { _ in })
        png_set_compression_level(png, compressionLevel)
        png_set_filter(png, 0, 0x20)  // PNG_FILTER_TYPE_BASE, PNG_FILTER_UP
        png_set_IHDR(png, info, png_uint_32(frame.width), png_uint_32(frame.height), 8,
                     6,  // PNG_COLOR_TYPE_RGB_ALPHA
                     0,  // PNG_INTERLACE_NONE
                     0,  // PNG_COMPRESSION_TYPE_DEFAULT
                     0)  // PNG_FILTER_TYPE_DEFAULT
        png_write_info(png, info)
        frame.rgba.withUnsafeBufferPointer { pixels in
            let stride = frame.width * 4
            for y in 0..<frame.height {
                png_write_row(png, pixels.baseAddress! + y * stride)
            }
        }
        png_write_end(png, info)
        withExtendedLifetime(sink) {}
    }

    /// Decodes any PNG libpng reads (palette, gray, 16-bit, tRNS) into 8-bit straight RGBA.
    /// Uses libpng's simplified API, which catches libpng's errors itself; 16-bit data
    /// without gamma information is taken as sRGB-encoded (not linear).
    public static func decode(_ bytes: [UInt8]) throws -> Frame {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        if let size = PNGHeader.dimensions(bytes), let problem = PNGHeader.problem(width: size.width, height: size.height) {
            throw RenderError("cannot decode \(problem)")
        }
        let begun = bytes.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress, raw.count > 0 else { return 0 }
            return png_image_begin_read_from_memory(&image, base, raw.count)
        }
        guard begun != 0 else { throw RenderError("cannot decode PNG: \(message(of: &image))") }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width * height <= 1 << 28 else {
            throw RenderError("cannot decode a \(width)×\(height) PNG")
        }
        image.format = 3  // PNG_FORMAT_RGBA: 8-bit sRGB, straight alpha
        image.flags |= 0x04  // PNG_IMAGE_FLAG_16BIT_sRGB
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = rgba.withUnsafeMutableBytes { out in
            png_image_finish_read(&image, nil, out.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { throw RenderError("cannot decode PNG: \(message(of: &image))") }
        return Frame(width: width, height: height, rgba: rgba)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let chars = raw.prefix { $0 != 0 }
            return chars.isEmpty ? "unknown error" : String(decoding: chars, as: UTF8.self)
        }
    }
}

/// Collects libpng's output.
private final class PNGSink {
    var bytes: [UInt8] = []
}
