import Animatic
import Foundation
import ImageIO
import Testing

/// Image sources and destinations over files whose sizes are known: AnimaticRenderTests' JPEG
/// fixtures (24 × 16 pixels stored; `file(1)` reads the same), a PNG written here, a GIF built
/// here block by block (GIF89a).
@MainActor
struct ImageIOTests {
    @Test func aJPEGsPropertiesAreItsStoredSizeAndOrientation() throws {
        let source = try #require(CGImageSourceCreateWithURL(Self.fixture("blocks-orientation6.jpg") as CFURL, nil))
        #expect(CGImageSourceGetType(source) == "public.jpeg" && CGImageSourceGetCount(source) == 1)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 24)
        #expect(properties[kCGImagePropertyPixelHeight as String] as? Int == 16)
        #expect(
            properties[kCGImagePropertyOrientation as String] as? UInt32 == CGImagePropertyOrientation.right.rawValue)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) == nil)
        // Upright here: 16 × 24.
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect((image.width, image.height) == (16, 24))
    }

    @Test func thumbnailsKeepTheAspectRatioWithinTheMaximum() throws {
        let upright = try #require(CGImageSourceCreateWithURL(Self.fixture("blocks-orientation1.jpg") as CFURL, nil))
        func thumbnail(_ source: CGImageSource, _ options: [CFString: Any]) -> (Int, Int)? {
            CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary).map { ($0.width, $0.height) }
        }
        // 24 × 16 within 12: halved.
        let always: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceShouldCacheImmediately: true, kCGImageSourceThumbnailMaxPixelSize: CGFloat(12),
        ]
        #expect(thumbnail(upright, always)! == (12, 8))
        // Never enlarged; without a maximum the image's own size.
        let within100: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 100,
        ]
        #expect(thumbnail(upright, within100)! == (24, 16))
        #expect(thumbnail(upright, [kCGImageSourceCreateThumbnailFromImageIfAbsent: kCFBooleanTrue!])! == (24, 16))
        // Turned upright by its Exif orientation 6: 16 × 24 within 12 is 8 × 12.
        let turned = try #require(CGImageSourceCreateWithURL(Self.fixture("blocks-orientation6.jpg") as CFURL, nil))
        #expect(thumbnail(turned, always)! == (8, 12))

        // A PNG of 300 × 200 within 150: 150 × 100.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let png = try PNGEncoder.encode(
            Frame(width: 300, height: 200, rgba: [UInt8](repeating: 200, count: 300 * 200 * 4)))
        try Data(png).write(to: url)
        let source = try #require(
            CGImageSourceCreateWithURL(url as CFURL, [kCGImageSourceShouldCache: false] as CFDictionary))
        let within150: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 150.0,
        ]
        #expect(thumbnail(source, within150)! == (150, 100))
        // A PNG holds no thumbnail of its own: nil unless one is made from the image, as on iOS.
        #expect(thumbnail(source, [kCGImageSourceThumbnailMaxPixelSize: 150]) == nil)
    }

    @Test func dataInMemoryHasPropertiesButIsNotDecoded() throws {
        let png = try PNGEncoder.encode(Frame(width: 30, height: 20, rgba: [UInt8](repeating: 0, count: 30 * 20 * 4)))
        let source = try #require(CGImageSourceCreateWithData(Data(png) as CFData, nil))
        #expect(CGImageSourceGetType(source) == "public.png" && CGImageSourceGetCount(source) == 1)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil))
        let imageDict = properties as Dictionary
        #expect(
            imageDict[kCGImagePropertyPixelWidth] as? Int == 30 && imageDict[kCGImagePropertyPixelHeight] as? Int == 20)
        #expect(imageDict[kCGImagePropertyOrientation] == nil)
        // Not an image at all: a source of no images; no data: no source.
        let text = try #require(CGImageSourceCreateWithData(Data("hello".utf8) as CFData, nil))
        #expect(CGImageSourceGetCount(text) == 0 && CGImageSourceGetType(text) == nil)
        #expect(CGImageSourceCreateWithData(Data() as CFData, nil) == nil)
        #expect(CGImageSourceCreateWithURL(URL(string: "https://example.com/a.png")! as CFURL, nil) == nil)

        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
                context.completeTransition(true)
            }
        }
        #expect(error?.problems.first?.message.contains("image data in memory is not decoded") == true)
    }

    @Test func aGIFsFramesDelaysAndLoopCountAreRead() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.gif as CFData, nil))
        #expect(CGImageSourceGetType(source) == "com.compuserve.gif" && CGImageSourceGetCount(source) == 2)
        let container = try #require(CGImageSourceCopyProperties(source, nil) as? [String: AnyObject])
        let gif = try #require(container[kCGImagePropertyGIFDictionary as String] as? [String: Any])
        #expect(gif[kCGImagePropertyGIFLoopCount as String] as? Int == 0)
        #expect(container[kCGImagePropertyFileSize as String] as? Int == Self.gif.count)
        func delays(_ index: Int) -> (Double?, Double?) {
            let frame = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [String: Any]
            let gif = frame?[kCGImagePropertyGIFDictionary as String] as? [String: Any]
            return (
                gif?[kCGImagePropertyGIFDelayTime as String] as? Double,
                gif?[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double
            )
        }
        // 5 hundredths: 0.1 once clamped (Apple: "clamped to a minimum of 100 milliseconds").
        #expect(delays(0) == (0.1, 0.05) && delays(1) == (0.2, 0.2))
        let frame = try #require(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) as? [String: Any])
        #expect(frame[kCGImagePropertyPixelWidth as String] as? Int == 3)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
    }

    @Test func aDestinationKeepsTheFileTypeButEncodesNothing() throws {
        let image = try #require(
            CGImageSourceCreateWithURL(Self.fixture("blocks-orientation1.jpg") as CFURL, nil).flatMap {
                CGImageSourceCreateImageAtIndex($0, 0, nil)
            })
        let data = CFDataCreateMutable(kCFAllocatorDefault, 0)!
        let destination = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, [kCGImagePropertyOrientation: 1] as CFDictionary)
        #expect(!CGImageDestinationFinalize(destination) && (data as Data).isEmpty)
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.plain-text" as CFString, 1, nil) == nil)
        #expect((CGImageDestinationCopyTypeIdentifiers() as? [String])?.contains("public.jpeg") == true)
    }

    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AnimaticRenderTests/Fixtures/\(name)")
    }

    /// A 3 × 2 GIF89a: a two-color global table, a NETSCAPE2.0 loop count of 0 (forever), and two
    /// frames with graphic control extensions of 5 and 20 hundredths of a second.
    static let gif: Data = {
        var bytes = Array("GIF89a".utf8) + [3, 0, 2, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        for delay: UInt8 in [5, 20] {
            bytes += [0x21, 0xF9, 4, 0, delay, 0, 0, 0]
            bytes += [0x2C, 0, 0, 0, 0, 3, 0, 2, 0, 0] + [2, 2, 0x44, 0x01, 0]
        }
        return Data(bytes + [0x3B])
    }()
}
