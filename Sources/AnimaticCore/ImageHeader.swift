import Foundation

/// What an image file declares before anything is decoded: its format, its stored size and the
/// Exif orientation iOS applies when it makes a UIImage of it, so a 16k×16k bomb of a few bytes is
/// refused without allocating its pixels and a photo taken sideways is drawn upright.
public struct ImageHeader: Equatable, Sendable {
    public enum Format: String, Sendable { case png = "PNG", jpeg = "JPEG" }

    public var format: Format
    public var storedWidth: Int
    public var storedHeight: Int
    /// Exif orientation 1…8 (Exif 2.3, tag 0x0112); 1 when the file has none. 5…8 swap the sides.
    public var orientation: Int

    public init(format: Format, storedWidth: Int, storedHeight: Int, orientation: Int = 1) {
        self.format = format
        self.storedWidth = storedWidth
        self.storedHeight = storedHeight
        self.orientation = (1...8).contains(orientation) ? orientation : 1
    }

    /// The upright size in pixels: what UIImage's `size` is (times the scale) and what is drawn.
    public var width: Int { orientation >= 5 ? storedHeight : storedWidth }
    public var height: Int { orientation >= 5 ? storedWidth : storedHeight }

    /// Why an image of this size is refused, or nil: each side at most Canvas.maxSide.
    public var problem: String? {
        guard storedWidth > 0, storedHeight > 0 else {
            return "a \(storedWidth)×\(storedHeight) \(format.rawValue) has no pixels"
        }
        guard storedWidth <= Canvas.maxSide, storedHeight <= Canvas.maxSide else {
            return "a \(storedWidth)×\(storedHeight) \(format.rawValue); at most \(Canvas.maxSide) pixels a side"
        }
        return nil
    }

    /// The header of a PNG or a JPEG at the start of `bytes`; nil when it is neither, or when a
    /// JPEG's frame header is past the bytes given.
    public static func read(_ bytes: some Collection<UInt8>) -> ImageHeader? {
        if let size = PNGHeader.dimensions(bytes) {
            return ImageHeader(format: .png, storedWidth: size.width, storedHeight: size.height)
        }
        return JPEGMarkers.header(Array(bytes))
    }

    /// The header of the image file at `path`, reading no more than it needs: 24 bytes hold a PNG's
    /// (what a frame reads each time it sizes an image), a JPEG's frame header follows its metadata,
    /// within 64 KiB unless a camera's thumbnail or a colour profile is larger (then up to
    /// RegularFile.maxImageBytes).
    public static func read(path: String) -> ImageHeader? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var head: [UInt8] = []
        for limit in [24, 1 << 16, RegularFile.maxImageBytes] {
            head += [UInt8]((try? handle.read(upToCount: limit - head.count)) ?? Data())
            if let header = read(head) { return header }
            guard head.count == limit, head.starts(with: [0xFF, 0xD8]) else { return nil }
        }
        return nil
    }
}

/// The JPEG markers a header needs (ITU-T T.81, Annex B): the frame header's size and an Exif
/// APP1 segment's orientation.
enum JPEGMarkers {
    static func header(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var orientation = 1
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF {  // fill byte
                i += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // no length
                i += 2
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return nil }  // end of image or scan before a frame
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2 else { return nil }
            let body = i + 4
            let end = i + 2 + length
            if isStartOfFrame(marker) {
                guard body + 5 <= b.count else { return nil }
                let height = Int(b[body + 1]) << 8 | Int(b[body + 2])
                let width = Int(b[body + 3]) << 8 | Int(b[body + 4])
                return ImageHeader(format: .jpeg, storedWidth: width, storedHeight: height, orientation: orientation)
            }
            if marker == 0xE1, end <= b.count, let found = exifOrientation(b[body..<end]) {
                orientation = found
            }
            i = end
        }
        return nil
    }

    /// SOF0…SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
    }

    /// The Orientation entry of IFD0 in an APP1 segment that starts "Exif\0\0" (a TIFF header).
    static func exifOrientation(_ segment: ArraySlice<UInt8>) -> Int? {
        let s = Array(segment)
        guard s.count >= 14, s[0..<6] == [0x45, 0x78, 0x69, 0x66, 0, 0] else { return nil }
        let tiff = Array(s[6...])
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            // SHORT (3), one value, held in the first two bytes of the value field.
            if tag == 0x0112, u16(at + 2) == 3, let value = u16(at + 8) { return value }
        }
        return nil
    }
}
