import AnimaticCore
import Foundation
import Testing
@testable import AnimaticRender

/// The fixtures are 24×16 JPEGs of six flat 8×8 blocks (quality 100, no chroma subsampling, so
/// each block decodes to its color within a level or two), stored as
///
///     red   green  blue
///     white black  yellow
///
/// with Exif orientation 1, 3, 6 or 8. Where each block lands upright follows the Exif 2.3
/// definitions (CIPA DC-008, tag 0x0112), worked by hand below, not from the decoder's mapping.
@Suite struct JPEGImageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    static let colors: [String: (Int, Int, Int)] = [
        "red": (200, 40, 40), "green": (40, 160, 60), "blue": (40, 80, 200),
        "white": (235, 235, 235), "black": (20, 20, 20), "yellow": (220, 200, 40),
    ]

    /// Draws the file 1 pixel a pixel (scale-to-fill into a view of its upright size) and checks
    /// the center of each 8×8 block against `rows` of color names.
    func expectBlocks(_ file: String, _ rows: [[String]], sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        let width = Double(rows[0].count * 8), height = Double(rows.count * 8)
        var image = layer("photo", frame: Rect(0, 0, width, height))
        image.content = .image(ImageContent(path: Self.fixture(file), contentMode: .scaleToFill))
        let f = try render(tree(width: width, height: height, background: .black, [image]))
        look(f, "jpeg-\(file)")
        for (by, row) in rows.enumerated() {
            for (bx, name) in row.enumerated() {
                let p = f.pixel(x: bx * 8 + 4, y: by * 8 + 4)
                let c = try #require(Self.colors[name])
                let close = abs(Int(p.r) - c.0) <= 3 && abs(Int(p.g) - c.1) <= 3 && abs(Int(p.b) - c.2) <= 3
                #expect(
                    close && p.a == 255, "block (\(bx), \(by)) of \(file): \(describe(p)), not \(name) \(c)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test func aJPEGDrawsItsColors() throws {
        try expectBlocks("blocks-orientation1.jpg", [["red", "green", "blue"], ["white", "black", "yellow"]])
    }

    /// 3: "the 0th row is at the visual bottom, the 0th column at the visual right": turned 180°.
    @Test func orientationThreeIsUpsideDown() throws {
        try expectBlocks("blocks-orientation3.jpg", [["yellow", "black", "white"], ["blue", "green", "red"]])
    }

    /// 6: "the 0th row is at the visual right-hand side, the 0th column at the visual top". Red
    /// (row 0, column 0) is at the top right; the stored top row runs down the right side; the
    /// stored left column (red, white) runs right to left along the top. Upright it is 16×24.
    @Test func orientationSixTurnsAQuarterClockwise() throws {
        try expectBlocks("blocks-orientation6.jpg", [["white", "red"], ["black", "green"], ["yellow", "blue"]])
    }

    /// 8: "the 0th row is at the visual left-hand side, the 0th column at the visual bottom". Red is
    /// at the bottom left; the stored top row runs up the left side.
    @Test func orientationEightTurnsAQuarterCounterclockwise() throws {
        try expectBlocks("blocks-orientation8.jpg", [["blue", "yellow"], ["green", "black"], ["red", "white"]])
    }

    @Test func theHeaderGivesTheUprightSize() throws {
        let header = try #require(ImageHeader.read(path: Self.fixture("blocks-orientation6.jpg")))
        #expect(header.format == .jpeg && header.orientation == 6)
        #expect((header.storedWidth, header.storedHeight) == (24, 16) && (header.width, header.height) == (16, 24))
        // An aspect-fit view sizes the photo by its upright size: 16×24 into 40×40 is 26.7×40.
        var image = layer("photo", frame: Rect(0, 0, 40, 40))
        image.content = .image(
            ImageContent(path: Self.fixture("blocks-orientation6.jpg"), contentMode: .scaleAspectFit))
        let f = try render(tree(width: 40, height: 40, background: .black, [image]))
        #expect(f.pixel(x: 5, y: 20) == blackPixel && f.pixel(x: 35, y: 20) == blackPixel)
        let top = f.pixel(x: 25, y: 3)  // upright top right block: red
        #expect(abs(Int(top.r) - 200) <= 4 && abs(Int(top.g) - 40) <= 4, "\(describe(top))")
    }

    /// A grayscale JPEG decodes to gray: red (200, 40, 40) is 0.299·200 + 0.587·40 + 0.114·40 = 87.8
    /// in Rec. 601 luma, which is what a JPEG's Y is.
    @Test func grayscaleAndProgressiveJPEGsDecode() throws {
        var gray = layer("gray", frame: Rect(0, 0, 24, 16))
        gray.content = .image(ImageContent(path: Self.fixture("blocks-gray.jpg"), contentMode: .scaleToFill))
        let g = try render(tree(width: 24, height: 16, background: .black, [gray]))
        let p = g.pixel(x: 4, y: 4)
        #expect(abs(Int(p.r) - 88) <= 2 && p.r == p.g && p.g == p.b, "\(describe(p))")
        try expectBlocks("blocks-progressive.jpg", [["red", "green", "blue"], ["white", "black", "yellow"]])
    }

    /// Metadata can put the frame header past the first 64 KiB a header read takes (a camera's
    /// Exif thumbnail, an ICC profile): the whole file is read then.
    @Test func aFrameHeaderPastLargeMetadataIsFound() throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.fixture("blocks-orientation1.jpg"))))
        let padding = (0..<2).flatMap { _ in [0xFF, 0xEF, 0x9C, 0x42] + [UInt8](repeating: 0x41, count: 0x9C42 - 2) }
        let path = temporaryPath("padded.jpg")
        try Data(original[0..<2] + padding + original[2...]).write(to: URL(fileURLWithPath: path))
        let header = try #require(ImageHeader.read(path: path))
        #expect((header.width, header.height) == (24, 16))
        var image = layer("photo", frame: Rect(0, 0, 24, 16))
        image.content = .image(ImageContent(path: path, contentMode: .scaleToFill))
        let f = try render(tree(width: 24, height: 16, background: .black, [image]))
        #expect(abs(Int(f.pixel(x: 20, y: 12).b) - 40) <= 3 && abs(Int(f.pixel(x: 20, y: 12).r) - 220) <= 3)
    }

    @Test func aCMYKOrBrokenJPEGIsRefusedWithItsReason() throws {
        func refusal(_ path: String) -> String? {
            var image = layer("photo", frame: Rect(0, 0, 24, 16))
            image.content = .image(ImageContent(path: path, contentMode: .scaleToFill))
            do {
                _ = try render(tree(width: 24, height: 16, [image]))
                return nil
            } catch { return (error as? RenderError)?.message }
        }
        #expect(refusal(Self.fixture("blocks-cmyk.jpg"))?.contains("a CMYK JPEG") == true)
        let broken = temporaryPath("broken.jpg")
        // A frame header for 24×16 and then no Huffman tables or scan: libjpeg's error, not a crash.
        let sof: [UInt8] = [0xFF, 0xC0, 0, 17, 8, 0, 16, 0, 24, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]
        try Data([0xFF, 0xD8] + sof + [0xFF, 0xD9]).write(to: URL(fileURLWithPath: broken))
        let message = try #require(refusal(broken))
        #expect(message.hasPrefix("cannot read image \(broken): "), "\(message)")
        let text = temporaryPath("notes.jpg")
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: text))
        #expect(refusal(text)?.contains("neither a PNG nor a JPEG") == true)
    }
}
