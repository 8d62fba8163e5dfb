/// The chunks of an (animated) PNG, sorted into what `APNGDecoder` needs: the header, the
/// chunks every frame's image shares (palette, transparency, colour space), and each shown
/// frame's control with its compressed data. Every length and region is checked against the
/// file before it is used, so a damaged file is an error, never a read out of bounds.
struct APNGFile {
    struct Part {
        var control: APNGDecoder.Control
        var data: [UInt8]
    }

    let width: Int
    let height: Int
    /// IHDR's data: width, height, then bit depth, colour type, compression, filter, interlace.
    let header: [UInt8]
    /// Chunks before the image data that decoding needs (PLTE, tRNS, gAMA, sRGB, iCCP, cHRM, sBIT).
    let shared: [UInt8]
    /// The shown frames in order. A default image (IDAT) with no fcTL before it is not one.
    let frames: [Part]

    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    private static let sharedTypes: Set<String> = ["PLTE", "tRNS", "gAMA", "sRGB", "iCCP", "cHRM", "sBIT"]

    init(_ bytes: [UInt8]) throws {
        guard bytes.count > 8, Array(bytes[0..<8]) == Self.signature else {
            throw RenderError("not a PNG file (no PNG signature)")
        }
        var header: [UInt8]?
        var shared: [UInt8] = []
        var frames: [Part] = []
        var animated = false
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw RenderError("PNG chunk cut off at byte \(offset)") }
            let length = Int(Self.readBE32(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard length <= bytes.count - start - 4 else {
                throw RenderError("PNG chunk \(type) at byte \(offset) runs past the end of the file")
            }
            let data = Array(bytes[start..<(start + length)])
            offset = start + length + 4
            switch type {
            case "IHDR":
                guard data.count == 13 else { throw RenderError("IHDR has \(data.count) bytes, not 13") }
                header = data
            case "acTL":
                animated = true
            case "fcTL":
                guard let header else { throw RenderError("fcTL before IHDR") }
                let control = try Self.control(
                    data, canvas: (Int(Self.readBE32(header, 0)), Int(Self.readBE32(header, 4))))
                frames.append(Part(control: control, data: []))
            case "IDAT":
                guard let header else { throw RenderError("IDAT before IHDR") }
                if !animated {
                    let whole = APNGDecoder.Control(
                        width: Int(Self.readBE32(header, 0)), height: Int(Self.readBE32(header, 4)), x: 0, y: 0,
                        dispose: 0,
                        blend: 0)
                    if frames.isEmpty { frames.append(Part(control: whole, data: [])) }
                    frames[0].data += data
                } else if frames.count == 1 {
                    // An fcTL before the default image makes it the first frame; without one it is not shown.
                    frames[0].data += data
                }
            case "fdAT":
                guard data.count >= 4, animated, !frames.isEmpty else {
                    throw RenderError("fdAT without a frame control before it")
                }
                frames[frames.count - 1].data += data[4...]
            case "IEND":
                offset = bytes.count
            default:
                if Self.sharedTypes.contains(type) { shared += chunk(type, data) }
            }
        }
        guard let header else { throw RenderError("PNG has no IHDR") }
        let (width, height) = (Int(Self.readBE32(header, 0)), Int(Self.readBE32(header, 4)))
        guard width > 0, height > 0, width * height <= 1 << 28 else {
            throw RenderError("cannot decode a \(width)×\(height) PNG")
        }
        guard !frames.isEmpty, frames.allSatisfy({ !$0.data.isEmpty }) else {
            throw RenderError("PNG has a frame without image data")
        }
        self.header = header
        self.width = width
        self.height = height
        self.shared = shared
        self.frames = frames
    }

    /// A plain PNG of one frame's region: the file's IHDR at the region's size, the shared
    /// chunks, the frame's data.
    func standalonePNG(_ part: Part) -> [UInt8] {
        var ihdr = header
        ihdr.replaceSubrange(0..<8, with: be32(UInt32(part.control.width)) + be32(UInt32(part.control.height)))
        return Self.signature + chunk("IHDR", ihdr) + shared + chunk("IDAT", part.data) + chunk("IEND", [])
    }

    private static func control(_ data: [UInt8], canvas: (width: Int, height: Int)) throws -> APNGDecoder.Control {
        guard data.count == 26 else { throw RenderError("fcTL has \(data.count) bytes, not 26") }
        let c = APNGDecoder.Control(
            width: Int(readBE32(data, 4)), height: Int(readBE32(data, 8)), x: Int(readBE32(data, 12)),
            y: Int(readBE32(data, 16)),
            dispose: data[24], blend: data[25])
        guard c.width > 0, c.height > 0, c.x + c.width <= canvas.width, c.y + c.height <= canvas.height,
            c.dispose <= 2, c.blend <= 1
        else {
            throw RenderError(
                "fcTL region \(c.width)×\(c.height) at (\(c.x), \(c.y)) (dispose \(c.dispose), blend \(c.blend)) "
                    + "does not fit the \(canvas.width)×\(canvas.height) canvas")
        }
        return c
    }

    private static func readBE32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
