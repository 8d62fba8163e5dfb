import Foundation
import Testing
@testable import AnimaticCore

/// Headers built byte by byte from ITU-T T.81 (markers, the frame header) and TIFF 6.0 (the
/// Exif IFD), so the parser is checked against the formats, not against a file it made.
@Suite struct ImageHeaderTests {
    /// SOF0 for `height`×`width`, three components.
    static func frameHeader(_ marker: UInt8 = 0xC0, width: Int, height: Int) -> [UInt8] {
        [0xFF, marker, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
            + [1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]
    }

    /// An APP1 "Exif\0\0" segment whose IFD0 holds one entry: Orientation (0x0112), SHORT, `value`.
    static func exif(orientation value: UInt16, bigEndian: Bool) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] {
            bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)]
        }
        func u32(_ v: UInt32) -> [UInt8] {
            bigEndian ? u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF)) : u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16))
        }
        let tiff =
            (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + u16(42) + u32(8)
            + u16(2)  // two entries: ImageWidth first, so the orientation is not simply the first
            + u16(0x0100) + u16(3) + u32(1) + u16(24) + [0, 0]
            + u16(0x0112) + u16(3) + u32(1) + u16(value) + [0, 0]
            + u32(0)
        let body: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    }

    @Test func aBaselineJPEGsSize() {
        let header = ImageHeader.read([0xFF, 0xD8] + Self.frameHeader(width: 640, height: 480))
        #expect(header == ImageHeader(format: .jpeg, storedWidth: 640, storedHeight: 480))
    }

    @Test func aProgressiveFrameAfterTablesAndFillBytes() {
        // DQT and DHT segments come first; 0xFF fill bytes may precede a marker (T.81 B.1.1.2).
        let dqt: [UInt8] = [0xFF, 0xDB, 0, 4, 0, 1]
        let dht: [UInt8] = [0xFF, 0xC4, 0, 3, 0]
        let bytes = [0xFF, 0xD8] + dqt + dht + [0xFF] + Self.frameHeader(0xC2, width: 3000, height: 4000)
        #expect(ImageHeader.read(bytes).map { ($0.width, $0.height) } ?? (0, 0) == (3000, 4000))
    }

    @Test(arguments: [false, true]) func exifOrientationSwapsTheSidesFromFive(bigEndian: Bool) {
        for (value, upright) in [(1, (640, 480)), (3, (640, 480)), (5, (480, 640)), (6, (480, 640)), (8, (480, 640))] {
            let bytes =
                [0xFF, 0xD8] + Self.exif(orientation: UInt16(value), bigEndian: bigEndian)
                + Self.frameHeader(width: 640, height: 480)
            let header = ImageHeader.read(bytes)
            #expect(header?.orientation == value)
            #expect(header.map { ($0.width, $0.height) } ?? (0, 0) == upright, "orientation \(value)")
        }
    }

    @Test func notAnImageOrCutShortIsNil() {
        #expect(ImageHeader.read(Array("GIF89a".utf8)) == nil)
        #expect(ImageHeader.read([0xFF, 0xD8, 0xFF, 0xDA, 0, 2]) == nil)  // a scan before any frame
        #expect(ImageHeader.read(Array(([0xFF, 0xD8] + Self.frameHeader(width: 9, height: 9)).prefix(8))) == nil)
    }

    @Test func aPNGsSizeAndTheLimit() {
        let ihdr: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        let header = ImageHeader.read(ihdr + [0, 0, 0x40, 0, 0, 0, 0, 2])
        #expect(header?.format == .png && header?.width == 16384 && header?.height == 2)
        #expect(header?.problem?.contains("at most") == true)
    }
}
