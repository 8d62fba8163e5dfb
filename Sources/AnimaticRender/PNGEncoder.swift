import AnimaticCore
import CCairo

/// PNG files: written by Animatic (ISA-L's igzip or zlib), read through libpng. 8-bit RGBA, straight alpha.
public enum PNGEncoder {
    /// Encodes with the Up filter on every row (fast, and small for UI frames) at the given
    /// zlib level, into memory.
    public static func encode(_ frame: Frame, compressionLevel: Int32 = 3) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try encode(frame, compressionLevel: compressionLevel, into: &bytes)
        return bytes
    }

    /// The same into `bytes`, replacing what it held but keeping its capacity.
    public static func encode(_ frame: Frame, compressionLevel: Int32 = 3, into bytes: inout [UInt8]) throws {
        var scratch = PNGScratch()
        try encode(frame, compressionLevel: compressionLevel, into: &bytes, scratch: &scratch)
    }

    /// The same into `buffers.png`, with the worker's scratch memory: a worker encoding frame
    /// after frame allocates nothing large.
    public static func encode(_ frame: Frame, compressionLevel: Int32 = 3, buffers: FrameBuffers) throws {
        try encode(frame, compressionLevel: compressionLevel, into: &buffers.png, scratch: &buffers.pngScratch)
    }

    /// The rows are filtered in one pass (16 bytes a step) and deflated in one call, in one
    /// IDAT chunk: libpng's per-row calls, its filter loop and its copies were a fifth of the
    /// encoding. Levels 1–3 (the fast ones; `render` writes at 3) are deflated by ISA-L's
    /// igzip at its level 2, about ten times zlib's speed on UI frames and within a few
    /// percent of zlib level 3's size (often smaller), with its stream state where igzip needs
    /// it to write the same bytes in every process (`IgzipStream`); 0 and 4–9 by zlib with the
    /// parameters libpng used (window 2¹⁵, memory level 8, Z_FILTERED), so the stream is the one
    /// libpng wrote at that level.
    static func encode(_ frame: Frame, compressionLevel: Int32, into bytes: inout [UInt8], scratch: inout PNGScratch)
        throws
    {
        guard frame.width > 0, frame.height > 0, frame.width <= 1_000_000, frame.height <= 1_000_000 else {
            throw RenderError("cannot encode a \(frame.width)×\(frame.height) PNG")
        }
        guard frame.rgba.count == frame.width * frame.height * 4 else {
            throw RenderError("frame has \(frame.rgba.count) bytes, expected \(frame.width * frame.height * 4)")
        }
        guard (0...9).contains(compressionLevel) else {
            throw RenderError("zlib compression level \(compressionLevel) is not in 0...9")
        }
        let filteredCount = frame.height * (1 + frame.width * 4)
        // One IDAT chunk holds at most 2³¹ − 1 bytes; zlib counts input in 32 bits.
        guard filteredCount < Int(Int32.max) / 2 else {
            throw RenderError("cannot encode a \(frame.width)×\(frame.height) PNG: over 1 GB of pixels")
        }
        scratch.reserve(filtered: filteredCount)
        frame.rgba.withUnsafeBufferPointer { pixels in
            scratch.filtered.withUnsafeMutableBufferPointer { out in
                filterUp(pixels.baseAddress!, width: frame.width, height: frame.height, into: out.baseAddress!)
            }
        }
        let compressed = try scratch.deflateFiltered(count: filteredCount, level: compressionLevel)

        bytes.removeAll(keepingCapacity: true)
        bytes += [137, 80, 78, 71, 13, 10, 26, 10]
        // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        bytes += chunk("IHDR", be32(UInt32(frame.width)) + be32(UInt32(frame.height)) + [8, 6, 0, 0, 0])
        bytes += chunk("IDAT", Array(scratch.compressed[0..<compressed]))
        bytes += chunk("IEND", [])
    }

    /// PNG filter type 2 (Up) on every row: each byte minus the byte above (above the first
    /// row is zero), each row led by its filter type byte.
    static func filterUp(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, into out: UnsafeMutablePointer<UInt8>)
    {
        let rowBytes = width * 4
        let vectors = rowBytes / 16
        for y in 0..<height {
            let row = pixels + y * rowBytes
            let target = out + y * (1 + rowBytes)
            target[0] = 2
            guard y > 0 else {
                (target + 1).update(from: row, count: rowBytes)
                continue
            }
            let above = row - rowBytes
            let dest = UnsafeMutableRawPointer(target + 1)
            for v in 0..<vectors {
                let a = UnsafeRawPointer(row + v * 16).loadUnaligned(as: SIMD16<UInt8>.self)
                let b = UnsafeRawPointer(above + v * 16).loadUnaligned(as: SIMD16<UInt8>.self)
                dest.storeBytes(of: a &- b, toByteOffset: v * 16, as: SIMD16<UInt8>.self)
            }
            for i in (vectors * 16)..<rowBytes {
                target[1 + i] = row[i] &- above[i]
            }
        }
    }

    /// Decodes any PNG libpng reads (palette, gray, 16-bit, tRNS) into 8-bit straight RGBA.
    /// Uses libpng's simplified API, which catches libpng's errors itself; 16-bit data
    /// without gamma information is taken as sRGB-encoded (not linear).
    public static func decode(_ bytes: [UInt8]) throws -> Frame {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        if let size = PNGHeader.dimensions(bytes),
            let problem = PNGHeader.problem(width: size.width, height: size.height)
        {
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

/// The PNG encoder's working memory, kept by a worker from frame to frame: the filtered rows
/// and the compressed stream. It only grows, and is never cleared: every byte read is written
/// first.
struct PNGScratch {
    var filtered: [UInt8] = []
    var compressed: [UInt8] = []

    init() {}

    mutating func reserve(filtered count: Int) {
        if filtered.count < count { filtered = Self.uninitialized(count) }
    }

    static func uninitialized(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { _, n in n = count }
    }

    /// igzip's working memory for its level 2 (kept, like the rest), page-aligned.
    var igzipLevelBuffer = PageAlignedBytes(count: 0)

    /// igzip's stream state, where igzip needs it (see `IgzipStream`); made at the first frame.
    /// `.some(nil)`: its address space could not be reserved, so this worker uses zlib and does not
    /// ask again every frame.
    var igzipStream: IgzipStream?? = nil

    /// Deflates `filtered[0..<count]` into `compressed` as one zlib stream; returns its length.
    mutating func deflateFiltered(count: Int, level: Int32) throws -> Int {
        if (1...3).contains(level), let length = igzipDeflate(count: count) { return length }
        return try zlibDeflate(count: count, level: level)
    }

    /// ISA-L's igzip, level 2, in one stateless call; nil if it cannot (then zlib does it).
    private mutating func igzipDeflate(count: Int) -> Int? {
        let levelBytes = Int(animatic_igzip_level2_buffer_size())
        if igzipLevelBuffer.count < levelBytes { igzipLevelBuffer = PageAlignedBytes(count: levelBytes) }
        // Stored blocks at worst: 5 bytes per 64 KiB block, plus the zlib header and trailer.
        let bound = count + count / 16_384 * 5 + 1_024
        if compressed.count < bound { compressed = Self.uninitialized(bound) }
        // Nothing is cleared: igzip reads no byte of these buffers before writing it, and none past
        // the input (guard pages and garbage in all three changed no stream; the tests below keep
        // it so). CI's differing frames came from the stream's address, not this memory.
        if igzipStream == nil { igzipStream = .some(IgzipStream()) }
        guard let home = igzipStream ?? nil else { return nil }
        let levelBuffer = igzipLevelBuffer.bytes
        let result = filtered.withUnsafeMutableBufferPointer {
            input -> (status: Int32, left: UInt32, length: UInt32)? in
            compressed.withUnsafeMutableBufferPointer { output in
                guard let base = input.baseAddress, let stream = home.prepared(for: base, count: count) else {
                    return nil
                }
                stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)
                stream.pointee.level = 2
                stream.pointee.level_buf = levelBuffer
                stream.pointee.level_buf_size = UInt32(levelBytes)
                stream.pointee.end_of_stream = 1
                stream.pointee.flush = UInt16(NO_FLUSH)
                stream.pointee.next_in = base
                stream.pointee.avail_in = UInt32(count)
                stream.pointee.next_out = output.baseAddress
                stream.pointee.avail_out = UInt32(bound)
                let status = isal_deflate_stateless(stream)
                return (status, stream.pointee.avail_in, stream.pointee.total_out)
            }
        }
        guard let result, result.status == COMP_OK, result.left == 0 else { return nil }
        return Int(result.length)
    }

    /// zlib with libpng's parameters.
    private mutating func zlibDeflate(count: Int, level: Int32) throws -> Int {
        var stream = z_stream()
        guard
            deflateInit2_(
                &stream, level, Z_DEFLATED, 15, 8, Z_FILTERED, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else {
            throw RenderError("zlib: cannot start a level \(level) stream")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(count)))
        if compressed.count < bound { compressed = Self.uninitialized(bound) }
        let status = filtered.withUnsafeMutableBufferPointer { input in
            compressed.withUnsafeMutableBufferPointer { output in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(count)
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(bound)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw RenderError("zlib: deflate did not finish (\(status))") }
        return Int(stream.total_out)
    }
}

/// Memory that starts on a page (4 KiB), zeroed when made and freed with its owner: igzip's level
/// buffer (its tables and hash table are read in whole lines).
final class PageAlignedBytes {
    let count: Int
    let bytes: UnsafeMutablePointer<UInt8>

    init(count: Int) {
        self.count = count
        bytes = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 4_096)
            .bindMemory(to: UInt8.self, capacity: max(count, 1))
        zero()
    }

    deinit { bytes.deallocate() }

    func zero() { bytes.initialize(repeating: 0, count: count) }

    /// For tests: fill with other bytes, as a worker's memory may hold.
    func fill(_ values: [UInt8]) {
        for i in 0..<min(count, values.count) { bytes[i] = values[i] }
    }
}
