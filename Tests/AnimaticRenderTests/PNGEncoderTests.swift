import AnimaticCore
import Foundation
import Testing
@testable import AnimaticRender

@Suite struct PNGEncoderTests {
    func sampleFrame(width: Int = 37, height: Int = 23) -> Frame {
        var rgba: [UInt8] = []
        var seed: UInt32 = 12345
        for _ in 0..<(width * height) {
            seed = seed &* 1_103_515_245 &+ 12345
            let a = UInt8(truncatingIfNeeded: seed >> 24)
            rgba += [
                UInt8(truncatingIfNeeded: seed >> 16), UInt8(truncatingIfNeeded: seed >> 8),
                UInt8(truncatingIfNeeded: seed >> 5), a,
            ]
        }
        return Frame(width: width, height: height, rgba: rgba)
    }

    /// A worker's scratch memory is reused frame after frame and never cleared; what a frame
    /// encodes to must not depend on what the memory held (CI's two runs once differed in one bit
    /// of one frame: a padding bit of the deflate stream left from an earlier frame).
    @Test(arguments: [Int32(3), 6])
    func bytesDoNotDependOnWhatTheScratchMemoryHeld(level: Int32) throws {
        // A UI-like frame (flat colours, a gradient row) compresses into Huffman blocks.
        let width = 320, height = 200
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height where y % 7 == 0 {
            for x in 0..<width { rgba[(y * width + x) * 4] = UInt8(x % 256) }
        }
        let frame = Frame(width: width, height: height, rgba: rgba)
        let fresh = try PNGEncoder.encode(frame, compressionLevel: level)
        var scratch = PNGScratch()
        var bytes: [UInt8] = []
        // Earlier frames: the same picture shifted by a few pixels, as an animation's neighbours are.
        for shift in [4, 8, 12, 16] {
            let earlier = Frame(width: width, height: height, rgba: Array(rgba[(shift * 4)...] + rgba[..<(shift * 4)]))
            try PNGEncoder.encode(earlier, compressionLevel: level, into: &bytes, scratch: &scratch)
            try PNGEncoder.encode(frame, compressionLevel: level, into: &bytes, scratch: &scratch)
            #expect(bytes == fresh, "after a frame shifted by \(shift)")
        }
    }

    @Test func roundTripIsExactIncludingStraightAlpha() throws {
        let frame = sampleFrame()
        let bytes = try PNGEncoder.encode(frame)
        #expect(Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        let decoded = try PNGEncoder.decode(bytes)
        #expect(decoded == frame)
        // A semi-transparent pixel keeps its straight color.
        let semi = Frame(width: 1, height: 1, rgba: [200, 100, 50, 60])
        #expect(try PNGEncoder.decode(PNGEncoder.encode(semi)) == semi)
    }

    @Test(arguments: Array(Int32(0)...9))
    func everyCompressionLevelRoundTrips(level: Int32) throws {
        let frame = sampleFrame(width: 64, height: 16)
        #expect(try PNGEncoder.decode(PNGEncoder.encode(frame, compressionLevel: level)) == frame)
    }

    /// Noise does not compress: igzip (levels 1–3) falls back to stored blocks over many
    /// 64 KiB blocks, and the output must still fit and decode.
    @Test(arguments: [Int32(1), 3])
    func noiseRoundTripsAtTheFastLevels(level: Int32) throws {
        let frame = sampleFrame(width: 300, height: 300)
        let bytes = try PNGEncoder.encode(frame, compressionLevel: level)
        #expect(bytes.count > 300 * 300 * 4 / 2, "noise stays large")
        #expect(try PNGEncoder.decode(bytes) == frame)
    }

    /// The fast levels trade nothing much in size: a rendered frame at level 3 (igzip) is
    /// within 15 % of zlib's level 4, and the stream is a zlib stream (header 0x78, checked
    /// by libpng's inflate with its Adler-32).
    @Test func theFastLevelsAreAboutAsSmallAsZlib() throws {
        let frame = try render(richTree())
        let fast = try PNGEncoder.encode(frame, compressionLevel: 3),
            zlib = try PNGEncoder.encode(frame, compressionLevel: 4)
        #expect(
            Double(fast.count) <= Double(zlib.count) * 1.15, "\(fast.count) B at level 3, \(zlib.count) B at level 4")
        let idat = try #require(find(Array("IDAT".utf8), in: fast))
        #expect(fast[idat + 4] == 0x78)
        #expect(try PNGEncoder.decode(fast) == frame)
    }

    @Test func headerSaysRGBA8AndRowsUseTheUpFilter() throws {
        let frame = sampleFrame(width: 5, height: 4)
        let bytes = try PNGEncoder.encode(frame, compressionLevel: 0)
        // IHDR: width, height, bit depth 8, color type 6 (RGBA), no interlace.
        #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 5, 0, 0, 0, 4])
        #expect(bytes[24] == 8 && bytes[25] == 6 && bytes[28] == 0)
        // Level 0 stores the filtered rows: after the zlib header (2 bytes) and the stored
        // block header (5 bytes) each row starts with filter type 2 (Up).
        let idat = try #require(find(Array("IDAT".utf8), in: bytes))
        let data = Array(bytes[(idat + 4 + 2 + 5)...])
        for row in 0..<4 { #expect(data[row * (1 + 5 * 4)] == 2) }
    }

    @Test func garbageThrows() {
        #expect(throws: RenderError.self) { try PNGEncoder.decode([1, 2, 3, 4, 5]) }
        #expect(throws: RenderError.self) { try PNGEncoder.decode([]) }
        var truncated = (try? PNGEncoder.encode(sampleFrame())) ?? []
        truncated.removeLast(30)
        #expect(throws: RenderError.self) { try PNGEncoder.decode(truncated) }
        var corrupted = (try? PNGEncoder.encode(sampleFrame())) ?? []
        corrupted[40] ^= 0xFF
        #expect(throws: RenderError.self) { try PNGEncoder.decode(corrupted) }
    }

    @Test func emptyFrameCannotBeEncoded() {
        #expect(throws: RenderError.self) { try PNGEncoder.encode(Frame(width: 0, height: 0, rgba: [])) }
    }

    @Test func decodesGray16AndPaletteToRGBA8() throws {
        // 2×1 gray 16-bit: 0x8080 and 0xFFFF → 128 and 255 (taken as sRGB, not linear).
        let gray16 = handMadePNG(
            width: 2, height: 1, bitDepth: 16, colorType: 0, extra: [], rows: [[0x80, 0x80, 0xFF, 0xFF]])
        let g = try PNGEncoder.decode(gray16)
        #expect(g.width == 2 && g.height == 1)
        #expect(g.pixel(x: 0, y: 0) == (128, 128, 128, 255))
        #expect(g.pixel(x: 1, y: 0) == (255, 255, 255, 255))
        // Palette with tRNS: index 0 red opaque, index 1 blue at alpha 64.
        let plte = chunk("PLTE", [255, 0, 0, 0, 0, 255])
        let trns = chunk("tRNS", [255, 64])
        let palette = handMadePNG(width: 2, height: 1, bitDepth: 8, colorType: 3, extra: plte + trns, rows: [[0, 1]])
        let p = try PNGEncoder.decode(palette)
        #expect(p.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(p.pixel(x: 1, y: 0) == (0, 0, 255, 64))
    }

    @Test func renderedFrameRoundTrips() throws {
        let frame = try render(richTree())
        #expect(try PNGEncoder.decode(PNGEncoder.encode(frame)) == frame)
    }
}

// MARK: A minimal independent PNG writer (stored deflate blocks) for decoder tests.

func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for i in 0...(haystack.count - needle.count) where Array(haystack[i..<i + needle.count]) == needle { return i }
    return nil
}

func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
        c ^= UInt32(b)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return ~c
}

func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
}

func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
}

func handMadePNG(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, extra: [UInt8], rows: [[UInt8]])
    -> [UInt8]
{
    var raw: [UInt8] = []
    for row in rows {
        raw.append(0)
        raw += row
    }  // filter type None
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in raw {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    let len = UInt16(raw.count), nlen = ~UInt16(raw.count)
    var zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(len & 0xFF), UInt8(len >> 8), UInt8(nlen & 0xFF), UInt8(nlen >> 8)]
    zlib += raw
    zlib += bigEndian(b << 16 | a)
    let ihdr: [UInt8] = bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0]
    var png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    png += chunk("IHDR", ihdr)
    png += extra
    png += chunk("IDAT", zlib)
    png += chunk("IEND", [])
    return png
}

@Suite struct PNGDecodeBombTests {
    @Test func aGoldenDeclaringSixteenThousandPixelsASideIsRefusedBeforeAllocating() {
        // Issue 13: a few bytes declaring 16384×16384 must not make decode allocate 1 GiB.
        let header: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
            0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0, 0, 0, 0, 0,
        ]
        #expect { try PNGEncoder.decode(header) } throws: { error in
            "\(error)".contains("a 16384×16384 PNG; at most 8192 pixels a side")
        }
    }
}

/// A worker's kept encoder state must not leak into the next frame's bytes: the same pixels give
/// the same PNG whatever the worker encoded before (a render's output may not depend on which
/// worker drew which frame).
@Suite struct PNGEncoderHistoryTests {
    /// UI-like content: runs of flat color with repeated structures at `period` pixels.
    func structured(width: Int, height: Int, period: Int, shift: UInt8) -> Frame {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let band = UInt8(truncatingIfNeeded: (x / period + y / (period + 3)) % 7) &* 31 &+ shift
                rgba[i] = band
                rgba[i + 1] = UInt8(truncatingIfNeeded: (x * y) % period) &+ shift
                rgba[i + 2] = (x + y) % (period * 2) < period ? 250 : band
                rgba[i + 3] = 255
            }
        }
        return Frame(width: width, height: height, rgba: rgba)
    }

    @Test func samePixelsGiveSameBytesAfterOtherFrames() throws {
        let target = structured(width: 320, height: 240, period: 9, shift: 0)
        let fresh = try PNGEncoder.encode(target, compressionLevel: 3)
        let buffers = FrameBuffers()
        for (period, shift) in [(5, 17), (13, 3), (7, 200), (11, 90), (9, 1)] {
            try PNGEncoder.encode(
                structured(width: 320, height: 240, period: period, shift: UInt8(shift)),
                compressionLevel: 3, buffers: buffers)
            try PNGEncoder.encode(target, compressionLevel: 3, buffers: buffers)
            #expect(buffers.png == fresh, "after a frame of period \(period)")
        }
    }
}

/// igzip's working memory must not decide the bytes: a worker's first frame meets whatever
/// malloc hands it, and one frame of one render in many came out with other (equally valid)
/// bytes.
@Suite struct IgzipWorkingMemoryTests {
    /// A structured frame and its bytes encoded with fresh scratch memory (and that scratch).
    func cleanEncoding() throws -> (frame: Frame, scratch: PNGScratch, bytes: [UInt8]) {
        let frame = PNGEncoderHistoryTests().structured(width: 400, height: 300, period: 9, shift: 5)
        var scratch = PNGScratch()
        var bytes: [UInt8] = []
        try PNGEncoder.encode(frame, compressionLevel: 3, into: &bytes, scratch: &scratch)
        return (frame, scratch, bytes)
    }

    @Test func whatTheLevelBufferHeldBeforeDoesNotChangeTheStream() throws {
        let (frame, clean, cleanBytes) = try cleanEncoding()
        var generator = SystemRandomNumberGenerator()
        for trial in 0..<4 {
            var dirty = PNGScratch()
            // Garbage of every kind: random bytes, all ones, and bytes of pixel data.
            let size = clean.igzipLevelBuffer.count
            let garbage: [UInt8] =
                switch trial {
                case 0: (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
                case 1: [UInt8](repeating: 0xFF, count: size)
                default: Array((frame.rgba + frame.rgba).prefix(size))
                }
            dirty.igzipLevelBuffer = PageAlignedBytes(count: size)
            dirty.igzipLevelBuffer.fill(garbage)
            var bytes: [UInt8] = []
            try PNGEncoder.encode(frame, compressionLevel: 3, into: &bytes, scratch: &dirty)
            #expect(bytes == cleanBytes, "trial \(trial)")
        }
    }

    /// Nor what the output buffer held: it is not cleared between frames.
    @Test func whatTheOutputBufferHeldDoesNotChangeTheStream() throws {
        let (frame, _, cleanBytes) = try cleanEncoding()
        let count = frame.height * (1 + frame.width * 4)
        // Larger than igzip's bound for these rows (count + count / 16384 × 5 + 1024), so it is kept.
        let size = count + count / 16_384 * 5 + 4_096
        for fill: UInt8 in [0xFF, 0x5A, 7] {
            var dirty = PNGScratch()
            dirty.compressed = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* Int(fill)) ^ fill }
            var bytes: [UInt8] = []
            try PNGEncoder.encode(frame, compressionLevel: 3, into: &bytes, scratch: &dirty)
            #expect(bytes == cleanBytes, "output buffer filled from \(fill)")
        }
    }

    /// Nor what lies past the filtered rows in their buffer (a larger frame left it there).
    @Test func bytesPastTheRowsDoNotChangeTheStream() throws {
        let (frame, _, cleanBytes) = try cleanEncoding()
        let count = frame.height * (1 + frame.width * 4)
        for fill: UInt8 in [0, 0xFF, 0x5A, 7] {
            var dirty = PNGScratch()
            dirty.filtered = [UInt8](repeating: fill, count: count + 4096)
            var bytes: [UInt8] = []
            try PNGEncoder.encode(frame, compressionLevel: 3, into: &bytes, scratch: &dirty)
            #expect(bytes == cleanBytes, "past the rows: \(fill)")
        }
    }
}
