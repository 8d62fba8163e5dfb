import CCairo

/// Animated PNG, written by Animatic itself: Debian's libpng has no APNG support. The first
/// frame is the default image (IDAT); every later frame stores only the rectangle that changed
/// since the one before (fcTL + fdAT, dispose none, blend source), so still stretches cost a
/// few bytes. Delays are fractions of a second, num/den, as APNG has them.
public struct APNGEncoder {
    public let width: Int
    public let height: Int
    private var chunks: [UInt8] = []
    private var sequence: UInt32 = 0
    private var previous: Frame?
    private var frameCount: UInt32 = 0
    private let plays: UInt32
    private let compressionLevel: Int32

    /// `plays`: how many times the animation plays; 0 forever.
    public init(width: Int, height: Int, plays: Int = 0, compressionLevel: Int32 = 9) throws {
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24 else {
            throw RenderError("cannot encode a \(width)×\(height) APNG")
        }
        self.width = width
        self.height = height
        self.plays = UInt32(max(0, plays))
        self.compressionLevel = compressionLevel
    }

    /// A frame ready to append: the rectangle that changed and its compressed rows.
    public struct EncodedFrame: Sendable {
        let region: (x: Int, y: Int, width: Int, height: Int)
        let data: [UInt8]
    }

    /// Compresses a frame against the one before it (nil for the first). Pure, so frames can be
    /// encoded in parallel and appended in order.
    public static func encode(_ frame: Frame, after previous: Frame?, compressionLevel: Int32 = 9) throws
        -> EncodedFrame
    {
        if let previous, previous.width != frame.width || previous.height != frame.height {
            throw RenderError(
                "APNG frame is \(frame.width)×\(frame.height), the one before \(previous.width)×\(previous.height)")
        }
        let region = previous.map { changedRegion(from: $0, to: frame) } ?? (0, 0, frame.width, frame.height)
        return EncodedFrame(region: region, data: try deflate(filteredRows(frame, region), level: compressionLevel))
    }

    /// Appends a frame shown for `delayNumerator / delayDenominator` seconds.
    public mutating func add(_ frame: Frame, delayNumerator: UInt16, delayDenominator: UInt16) throws {
        guard frame.width == width, frame.height == height else {
            throw RenderError("APNG frame is \(frame.width)×\(frame.height), expected \(width)×\(height)")
        }
        try add(
            Self.encode(frame, after: previous, compressionLevel: compressionLevel), delayNumerator: delayNumerator,
            delayDenominator: delayDenominator)
        previous = frame
    }

    /// Appends a frame encoded with `encode(_:after:)` against the frame appended before it.
    public mutating func add(_ encoded: EncodedFrame, delayNumerator: UInt16, delayDenominator: UInt16) throws {
        let region = encoded.region
        guard frameCount > 0 || region == (0, 0, width, height) else {
            throw RenderError("the first APNG frame must be whole")
        }
        var control = [UInt8]()
        control += be32(sequence)
        sequence += 1
        control +=
            be32(UInt32(region.width)) + be32(UInt32(region.height)) + be32(UInt32(region.x)) + be32(UInt32(region.y))
        control += be16(delayNumerator) + be16(delayDenominator)
        control += [0, 0]  // dispose none, blend source: the region replaces what was there
        chunks += chunk("fcTL", control)
        if frameCount == 0 {
            chunks += chunk("IDAT", encoded.data)
        } else {
            chunks += chunk("fdAT", be32(sequence) + encoded.data)
            sequence += 1
        }
        frameCount += 1
    }

    /// The whole file.
    public func finish() -> [UInt8] {
        var header = [UInt8]()
        header += be32(UInt32(width)) + be32(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8-bit RGBA, deflate, adaptive filters, no interlace
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", header)
        out += chunk("acTL", be32(frameCount) + be32(plays))
        out += chunks
        out += chunk("IEND", [])
        return out
    }

    /// The smallest rectangle (x, y, width, height) holding every changed pixel; a 1×1
    /// rectangle when nothing changed (APNG frames cannot be empty).
    private static func changedRegion(from a: Frame, to b: Frame) -> (Int, Int, Int, Int) {
        let width = a.width, height = a.height
        var minX = width, minY = height, maxX = -1, maxY = -1
        a.rgba.withUnsafeBufferPointer { pa in
            b.rgba.withUnsafeBufferPointer { pb in
                let wa = UnsafeRawPointer(pa.baseAddress!), wb = UnsafeRawPointer(pb.baseAddress!)
                for y in 0..<height {
                    let row = y * width * 4
                    var x = 0
                    while x < width,
                        wa.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                            == wb.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                    { x += 1 }
                    guard x < width else { continue }
                    var last = width - 1
                    while wa.loadUnaligned(fromByteOffset: row + last * 4, as: UInt32.self)
                        == wb.loadUnaligned(fromByteOffset: row + last * 4, as: UInt32.self)
                    { last -= 1 }
                    minX = min(minX, x)
                    maxX = max(maxX, last)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        guard maxX >= 0 else { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The region's rows, each with the Up filter (its first row None): fast and small for UI frames.
    private static func filteredRows(_ frame: Frame, _ r: (Int, Int, Int, Int)) -> [UInt8] {
        let width = frame.width
        let rowBytes = r.2 * 4
        var out = [UInt8](repeating: 0, count: (rowBytes + 1) * r.3)
        frame.rgba.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<r.3 {
                    let start = ((r.1 + y) * width + r.0) * 4
                    let o = y * (rowBytes + 1)
                    if y == 0 {
                        dst[o] = 0
                        for i in 0..<rowBytes { dst[o + 1 + i] = src[start + i] }
                    } else {
                        dst[o] = 2
                        let above = start - width * 4
                        for i in 0..<rowBytes { dst[o + 1 + i] = src[start + i] &- src[above + i] }
                    }
                }
            }
        }
        return out
    }
}

func deflate(_ bytes: [UInt8], level: Int32) throws -> [UInt8] {
    var length = compressBound(uLong(bytes.count))
    var out = [UInt8](repeating: 0, count: Int(length))
    let status = out.withUnsafeMutableBufferPointer { dst in
        bytes.withUnsafeBufferPointer { src in
            compress2(dst.baseAddress, &length, src.baseAddress, uLong(src.count), level)
        }
    }
    guard status == Z_OK else { throw RenderError("zlib: compress2 failed (\(status))") }
    out.removeSubrange(Int(length)...)
    return out
}

private func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
