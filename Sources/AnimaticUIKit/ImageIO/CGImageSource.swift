import AnimaticCore
import Foundation
import Synchronization

/// An image file's or data's content as ImageIO reads it: its type, its images and their
/// properties, read from its header when it is made (the pixels only when an image is asked for).
public final class CGImageSource: Sendable {
    /// The file a PNG or JPEG image can be made from; nil for data in memory.
    let path: String?
    let typeIdentifier: String?
    /// A PNG's or JPEG's header; nil for other types.
    let header: ImageHeader?
    let gif: GIFInfo?
    let fileSize: Int
    /// The reports made for this source, each said once (a GIF's frames are asked for one by one).
    private let reported = Mutex<Set<String>>([])

    init(bytes: [UInt8], path: String?, header: ImageHeader?, fileSize: Int) {
        self.path = path
        typeIdentifier = CGImageSource.typeIdentifier(of: bytes)
        self.header = header
        gif = typeIdentifier == "com.compuserve.gif" ? GIFInfo(bytes) : nil
        self.fileSize = fileSize
    }

    var count: Int {
        switch typeIdentifier {
        case nil: 0
        case "public.png", "public.jpeg": header == nil ? 0 : 1
        case "com.compuserve.gif": gif?.delays.count ?? 0
        default: 1  // a still image of a type iOS decodes and Animatic does not
        }
    }

    func report(_ message: String, _ file: String, _ line: Int, _ column: Int) {
        guard reported.withLock({ $0.insert(message).inserted }) else { return }
        imageIOReport(message, file, line, column)
    }

    /// The image types ImageIO reads, by their signatures: PNG, JPEG and GIF (which Animatic reads),
    /// and TIFF, BMP, WebP and HEIF (which it does not).
    static func typeIdentifier(of bytes: [UInt8]) -> String? {
        func has(_ signature: String, at offset: Int = 0) -> Bool {
            let expected = Array(signature.utf8)
            return bytes.count >= offset + expected.count
                && Array(bytes[offset..<(offset + expected.count)]) == expected
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "public.png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "public.jpeg" }
        if has("GIF87a") || has("GIF89a") { return "com.compuserve.gif" }
        if has("II*\0") || has("MM\0*") { return "public.tiff" }
        if has("BM") { return "com.microsoft.bmp" }
        if has("RIFF") && has("WEBP", at: 8) { return "org.webmproject.webp" }
        if has("ftyp", at: 4) {
            if ["heic", "heix", "hevc", "hevx"].contains(where: { has($0, at: 8) }) { return "public.heic" }
            if ["mif1", "msf1", "heif"].contains(where: { has($0, at: 8) }) { return "public.heif" }
        }
        return nil
    }
}

/// A GIF's logical screen, color map, loop count and frames (GIF89a: the blocks are walked, the
/// image data skipped undecoded).
struct GIFInfo: Sendable {
    var width = 0, height = 0
    var hasGlobalColorMap = false
    /// The NETSCAPE2.0 application extension's loop count (0: forever); nil without one.
    var loopCount: Int?
    /// Each frame's delay in seconds from its graphic control extension; nil without one.
    var delays: [Double?] = []

    init?(_ b: [UInt8]) {
        guard b.count >= 13 else { return nil }
        (width, height) = (Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
        hasGlobalColorMap = b[10] & 0x80 != 0
        var i = 13 + (hasGlobalColorMap ? 3 << (Int(b[10] & 7) + 1) : 0)
        var delay: Double?
        /// Past a run of data sub-blocks and its terminator; false when the data ends first.
        func skipSubBlocks() -> Bool {
            while i < b.count {
                let size = Int(b[i])
                i += 1 + size
                if size == 0 { return true }
            }
            return false
        }
        blocks: while i + 1 < b.count {
            switch b[i] {
            case 0x21:  // an extension: its label, then sub-blocks
                let label = b[i + 1]
                i += 2
                if label == 0xF9, i + 3 < b.count, b[i] >= 4 {
                    delay = Double(Int(b[i + 2]) | Int(b[i + 3]) << 8) / 100
                } else if label == 0xFF, i + 15 < b.count, b[i] == 11,
                    ["NETSCAPE2.0", "ANIMEXTS1.0"].contains(where: { Array($0.utf8) == Array(b[(i + 1)..<(i + 12)]) }),
                    b[i + 12] >= 3, b[i + 13] == 1
                {
                    loopCount = Int(b[i + 14]) | Int(b[i + 15]) << 8
                }
                guard skipSubBlocks() else { break blocks }
            case 0x2C:  // an image: its descriptor, local color table, LZW code size, data
                guard i + 10 < b.count else { break blocks }
                let packed = b[i + 9]
                i += 10 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0) + 1
                guard skipSubBlocks() else { break blocks }
                delays.append(delay)
                delay = nil
            default: break blocks  // the trailer (0x3B), or not a GIF's block
            }
        }
    }
}

/// nil for empty data; otherwise a source, whose count is 0 when the data is no image ImageIO reads.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    guard !data.isEmpty else { return nil }
    let bytes = [UInt8](data)
    return CGImageSource(bytes: bytes, path: nil, header: ImageHeader.read(bytes), fileSize: bytes.count)
}

/// The image file at a file URL; nil for a file that cannot be read, and for a URL that is not a
/// file's (nothing is fetched over a network here).
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard url.isFileURL, let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
    defer { try? handle.close() }
    var bytes = [UInt8]((try? handle.read(upToCount: 16)) ?? Data())
    let fileSize = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? bytes.count
    // A GIF's frames are counted from all its blocks; a PNG's or JPEG's header is read as UIImage reads it.
    if CGImageSource.typeIdentifier(of: bytes) == "com.compuserve.gif", fileSize <= RegularFile.maxImageBytes {
        bytes += [UInt8]((try? handle.readToEnd()) ?? Data())
    }
    return CGImageSource(bytes: bytes, path: url.path, header: ImageHeader.read(path: url.path), fileSize: fileSize)
}

public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.typeIdentifier }

public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.count }

/// The container's properties: its size in bytes and, for a GIF, its loop count and whether it
/// has a global color map.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    guard isrc.typeIdentifier != nil else { return nil }
    var properties: CFDictionary = [kCGImagePropertyFileSize: NSNumber(value: isrc.fileSize)]
    if let gif = isrc.gif {
        var gifProperties: [String: Any] = [
            kCGImagePropertyGIFHasGlobalColorMap: NSNumber(value: gif.hasGlobalColorMap)
        ]
        gifProperties[kCGImagePropertyGIFLoopCount] = gif.loopCount.map { NSNumber(value: $0) }
        properties[kCGImagePropertyGIFDictionary] = gifProperties
    }
    return properties
}

/// An image's properties, numbers as NSNumber as ImageIO gives them: the stored pixel size and, for a
/// JPEG with one, its Exif orientation; a GIF frame's size is the GIF's canvas, with its delay
/// (kCGImagePropertyGIFDelayTime is "clamped to a minimum of 100 milliseconds", Apple's
/// documentation; the unclamped one is the file's). nil past the last image, and for a type
/// Animatic does not read.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CFDictionary?
{
    guard (0..<isrc.count).contains(index) else { return nil }
    if let header = isrc.header {
        var properties: CFDictionary = [
            kCGImagePropertyPixelWidth: NSNumber(value: header.storedWidth),
            kCGImagePropertyPixelHeight: NSNumber(value: header.storedHeight),
        ]
        if header.orientation != 1 { properties[kCGImagePropertyOrientation] = NSNumber(value: header.orientation) }
        return properties
    }
    guard let gif = isrc.gif else { return nil }
    var properties: CFDictionary = [
        kCGImagePropertyPixelWidth: NSNumber(value: gif.width),
        kCGImagePropertyPixelHeight: NSNumber(value: gif.height),
    ]
    if let delay = gif.delays[index] {
        properties[kCGImagePropertyGIFDictionary] = [
            kCGImagePropertyGIFDelayTime: NSNumber(value: max(delay, 0.1)),
            kCGImagePropertyGIFUnclampedDelayTime: NSNumber(value: delay),
        ]
    }
    return properties
}

/// The image at `index`: a PNG's or JPEG's from a file, as `UIImage(contentsOfFile:)` decodes it;
/// nil, reported, for data in memory and types Animatic does not decode. A JPEG is upright here
/// (its Exif orientation applied); iOS's CGImage keeps the stored pixels, so one with an
/// orientation other than 1 is reported.
public func CGImageSourceCreateImageAtIndex(
    _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?,
    file: String = #fileID, line: Int = #line, column: Int = #column
) -> CGImage? {
    guard let image = decodedImage(isrc, index, "CGImageSourceCreateImageAtIndex", file, line, column) else {
        return nil
    }
    if let header = isrc.header, header.orientation != 1 {
        isrc.report(
            "CGImageSourceCreateImageAtIndex: the JPEG's Exif orientation \(header.orientation) is applied in "
                + "Animatic (a \(header.width)×\(header.height) image); iOS's CGImage keeps the stored "
                + "\(header.storedWidth)×\(header.storedHeight) pixels", file, line, column)
    }
    return image
}

/// A thumbnail of the image at `index`, from the full image when the options ask for one
/// (kCGImageSourceCreateThumbnailFromImageAlways or …IfAbsent: Animatic reads no thumbnail a file
/// embeds), scaled so that its longer side is at most kCGImageSourceThumbnailMaxPixelSize (never
/// enlarged; each side rounded to whole pixels, which Apple does not specify), its aspect ratio
/// kept. Without either option iOS answers only a thumbnail the file holds: nil here, and reported
/// for a JPEG, which may hold one. The thumbnail is upright; without
/// kCGImageSourceCreateThumbnailWithTransform iOS's keeps a JPEG's stored orientation, reported.
public func CGImageSourceCreateThumbnailAtIndex(
    _ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?,
    file: String = #fileID, line: Int = #line, column: Int = #column
) -> CGImage? {
    let call = "CGImageSourceCreateThumbnailAtIndex"
    guard
        imageIOIsTrue(options, kCGImageSourceCreateThumbnailFromImageAlways)
            || imageIOIsTrue(options, kCGImageSourceCreateThumbnailFromImageIfAbsent)
    else {
        if isrc.typeIdentifier == "public.jpeg" {
            isrc.report("\(call): a JPEG's embedded thumbnail is not read in Animatic; nil", file, line, column)
        }
        return nil
    }
    guard let image = decodedImage(isrc, index, call, file, line, column) else { return nil }
    if let header = isrc.header, header.orientation != 1,
        !imageIOIsTrue(options, kCGImageSourceCreateThumbnailWithTransform)
    {
        isrc.report(
            "\(call) without kCGImageSourceCreateThumbnailWithTransform: the thumbnail is upright in Animatic; "
                + "iOS's keeps the JPEG's stored orientation (Exif \(header.orientation))", file, line, column)
    }
    let maxPixelSize = imageIONumber(options?[kCGImageSourceThumbnailMaxPixelSize])
    let (width, height) = imageIOThumbnailSize(image.width, image.height, maxPixelSize: maxPixelSize)
    return (width, height) == (image.width, image.height) ? image : image.scaled(width: width, height: height)
}

/// The size of a thumbnail whose longer side is at most `maxPixelSize`.
func imageIOThumbnailSize(_ width: Int, _ height: Int, maxPixelSize: Double?) -> (Int, Int) {
    guard let maxPixelSize, maxPixelSize > 0, max(width, height) > 0 else { return (width, height) }
    let scale = min(1, maxPixelSize / Double(max(width, height)))
    return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
}

/// The upright image at `index` of a PNG or JPEG file; nil, reported, when Animatic cannot make it.
private func decodedImage(
    _ isrc: CGImageSource, _ index: Int, _ call: String, _ file: String, _ line: Int, _ column: Int
) -> CGImage? {
    guard (0..<isrc.count).contains(index) else { return nil }
    guard isrc.header != nil else {
        let type = isrc.gif != nil ? "a GIF" : "an image of type \(isrc.typeIdentifier ?? "unknown")"
        isrc.report("\(call): \(type) is not decoded in Animatic (PNG and JPEG files are); nil", file, line, column)
        return nil
    }
    guard let path = isrc.path else {
        isrc.report(
            "\(call): image data in memory is not decoded in Animatic (as UIImage(data:) is not); nil", file, line,
            column)
        return nil
    }
    return UIImage(contentsOfFile: path)?.cgImage
}
