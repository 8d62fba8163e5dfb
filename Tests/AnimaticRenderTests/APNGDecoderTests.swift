import AnimaticCore
import Testing
@testable import AnimaticRender

@Suite struct APNGDecoderTests {
    @Test func readsBackEveryFrameTheEncoderWrote() throws {
        // The encoder stores only the changed rectangle of later frames, so this also composites regions.
        let frames = (0..<3).map { step in Frame(width: 5, height: 4, rgba: pixels(step: step)) }
        var encoder = try APNGEncoder(width: 5, height: 4)
        for frame in frames { try encoder.add(frame, delayNumerator: 1, delayDenominator: 10) }
        let bytes = encoder.finish()
        #expect(try APNGDecoder.frameCount(of: bytes) == 3)
        for (index, frame) in frames.enumerated() { #expect(try APNGDecoder.frame(index, of: bytes) == frame) }
        #expect(try APNGDecoder.frames([2, 0], of: bytes) == [0: frames[0], 2: frames[2]])
    }

    @Test func aPlainPNGIsOneFrame() throws {
        let frame = Frame(width: 2, height: 1, rgba: [1, 2, 3, 4, 5, 6, 7, 8])
        let bytes = try PNGEncoder.encode(frame)
        #expect(try APNGDecoder.frameCount(of: bytes) == 1)
        #expect(try APNGDecoder.frame(0, of: bytes) == frame)
    }

    /// A 2 × 1 canvas: red | green, then half-transparent blue blended over the right pixel
    /// (frame 1, disposed to the previous canvas), then nothing new (a copy of the left pixel).
    @Test func blendsOverAndDisposesAsTheSpecificationSays() throws {
        let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255], blue: [UInt8] = [0, 0, 255, 128]
        let bytes = try apng([
            (Control(width: 2, height: 1, x: 0, y: 0, dispose: 0, blend: 0), red + green),
            (Control(width: 1, height: 1, x: 1, y: 0, dispose: 2, blend: 1), blue),
            (Control(width: 1, height: 1, x: 0, y: 0, dispose: 1, blend: 0), red),
        ])
        #expect(try APNGDecoder.frame(0, of: bytes).rgba == red + green)
        // Over an opaque pixel: alpha 1, colour 0 · (1 − 128/255) + 255 · 128/255 per channel,
        // green 255 · 127/255 = 127, blue 255 · 128/255 = 128.
        #expect(try APNGDecoder.frame(1, of: bytes).rgba == red + [0, 127, 128, 255])
        // Frame 1 is disposed to what was there before it: green again.
        #expect(try APNGDecoder.frame(2, of: bytes).rgba == red + green)
    }

    @Test func damagedFilesAreErrorsNotCrashes() throws {
        var encoder = try APNGEncoder(width: 3, height: 3)
        try encoder.add(
            Frame(width: 3, height: 3, rgba: Array(repeating: 9, count: 36)), delayNumerator: 1, delayDenominator: 1)
        let bytes = encoder.finish()
        #expect(throws: RenderError.self) { try APNGDecoder.frame(1, of: bytes) }
        #expect(throws: RenderError.self) { try APNGDecoder.frame(0, of: Array(bytes.prefix(40))) }
        #expect(throws: RenderError.self) { try APNGDecoder.frame(0, of: [1, 2, 3]) }
        let outside = try apng([
            (Control(width: 2, height: 1, x: 1, y: 0, dispose: 0, blend: 0), Array(repeating: 1, count: 8))
        ])
        #expect(throws: RenderError.self) { try APNGDecoder.frame(0, of: outside) }
    }

    typealias Control = APNGDecoder.Control

    private func pixels(step: Int) -> [UInt8] {
        var rgba: [UInt8] = []
        for i in 0..<20 {
            let blue: UInt8 = i == 7 ? 0 : 255
            rgba += [UInt8(i * 10), UInt8(step * 60), blue, UInt8(200 + step)]
        }
        return rgba
    }

    /// An APNG on a 2 × 1 canvas from frames given as a control and straight RGBA pixels.
    private func apng(_ frames: [(Control, [UInt8])]) throws -> [UInt8] {
        var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        out += chunk("IHDR", be32(2) + be32(1) + [8, 6, 0, 0, 0])
        out += chunk("acTL", be32(UInt32(frames.count)) + be32(0))
        var sequence: UInt32 = 0
        for (index, (c, pixels)) in frames.enumerated() {
            let data = try idat(of: Frame(width: c.width, height: c.height, rgba: pixels))
            out += chunk(
                "fcTL",
                be32(sequence) + be32(UInt32(c.width)) + be32(UInt32(c.height)) + be32(UInt32(c.x)) + be32(UInt32(c.y))
                    + [0, 1, 0, 10, c.dispose, c.blend])
            sequence += 1
            if index == 0 {
                out += chunk("IDAT", data)
            } else {
                out += chunk("fdAT", be32(sequence) + data)
                sequence += 1
            }
        }
        return out + chunk("IEND", [])
    }

    /// The compressed rows of a frame: the data of the IDAT the PNG encoder writes.
    private func idat(of frame: Frame) throws -> [UInt8] {
        let png = try PNGEncoder.encode(frame)
        var offset = 8
        while offset < png.count {
            let length =
                Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) == "IDAT" {
                return Array(png[(offset + 8)..<(offset + 8 + length)])
            }
            offset += 12 + length
        }
        throw RenderError("no IDAT")
    }
}
