import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import Foundation
import Testing

/// A 100×60 pt canvas at scale 1, 10 fps: a red square crosses a white screen in 1 s
/// (11 frames), so each frame after the first changes only a strip.
let crossingSquare = """
    canvas: {size: [100, 60], scale: 1, fps: 10, background: "#FFFFFF"}
    from:
      id: home
      backgroundColor: "#FFFFFF"
      subviews:
        - {id: square, frame: [0, 20, 20, 20], backgroundColor: "#E0301E"}
        - {id: shade, frame: [0, 50, 100, 10], backgroundColor: "#3366CC", alpha: 0.2}
    to: {id: detail}
    transition:
      duration: 1
      steps:
        - animate: {duration: 1, curve: easeInOut, set: {square.center.x: 90, shade.alpha: 1}}
        - completeTransition: true
    """

/// PNG chunks (type, data), with the CRC checked.
func pngChunks(_ bytes: [UInt8]) -> [(String, [UInt8])] {
    var out: [(String, [UInt8])] = []
    var i = 8
    while i + 8 <= bytes.count {
        let length = Int(be32(bytes, i))
        let type = String(decoding: bytes[i + 4..<i + 8], as: UTF8.self)
        out.append((type, Array(bytes[i + 8..<i + 8 + length])))
        i += 12 + length
    }
    return out
}

func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
    UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
}
func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }

/// GIF blocks: per frame its delay (1/100 s) and rectangle; the loop count if any.
func gifFrames(_ b: [UInt8]) -> (frames: [(delay: Int, rect: [Int])], loops: Int?) {
    func le16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
    var i = 13 + (b[10] & 0x80 != 0 ? 3 << (Int(b[10] & 7) + 1) : 0)
    var frames: [(Int, [Int])] = [], delay = 0, loops: Int? = nil
    func skipSubBlocks(_ j: inout Int) {
        while b[j] != 0 { j += Int(b[j]) + 1 }
        j += 1
    }
    while i < b.count {
        switch b[i] {
        case 0x21:
            if b[i + 1] == 0xF9 { delay = le16(i + 4) }
            if b[i + 1] == 0xFF, String(decoding: b[i + 3..<i + 14], as: UTF8.self) == "NETSCAPE2.0" {
                loops = le16(i + 16)
            }
            i += 2
            skipSubBlocks(&i)
        case 0x2C:
            frames.append((delay, [le16(i + 1), le16(i + 3), le16(i + 5), le16(i + 7)]))
            let packed = b[i + 9]
            i += 10 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0)
            i += 1  // LZW minimum code size
            skipSubBlocks(&i)
        default:
            return (frames, loops)
        }
    }
    return (frames, loops)
}

func tool(_ name: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
        return "\(dir)/\(name)"
    }
    return nil
}

func runTool(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, data)
}

/// Every frame of an animation file, decoded by ffmpeg into RGBA.
func decodeWithFFmpeg(_ file: String, width: Int, height: Int) throws -> [[UInt8]] {
    let ffmpeg = try #require(
        tool("ffmpeg"), "ffmpeg is needed to decode exports (scripts/install-deps.sh installs it)")
    let result = try runTool(
        ffmpeg, ["-v", "error", "-i", file, "-f", "rawvideo", "-pix_fmt", "rgba", "-vsync", "passthrough", "-"])
    #expect(result.status == 0)
    let size = width * height * 4
    let bytes = [UInt8](result.output)
    return stride(from: 0, to: bytes.count - size + 1, by: size).map { Array(bytes[$0..<$0 + size]) }
}

@Suite struct ExportTests {
    @Test func apngParsesWithExactDelaysChangedRegionsAndTheRenderedPixels() async throws {
        let t = try timeline(crossingSquare)
        let dir = try temporaryDirectory()
        let path = dir.appendingPathComponent("x.apng").path
        let summary = try Exporter(t, format: .apng, options: ExportOptions(plays: 3)).export(
            to: OutputFile(path, replacing: false))
        #expect(summary.frames == 11)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let chunks = pngChunks(bytes)
        #expect(chunks.first?.0 == "IHDR")
        let actl = try #require(chunks.first { $0.0 == "acTL" }?.1)
        #expect(be32(actl, 0) == 11)
        #expect(be32(actl, 4) == 3)
        let controls = chunks.filter { $0.0 == "fcTL" }.map(\.1)
        #expect(controls.count == 11)
        // Delays: 1/10 s each, summing to exactly 11/10 s.
        #expect(controls.allSatisfy { be16($0, 20) == 1 && be16($0, 22) == 10 })
        // Sequence numbers run 0, 1, 2 … over fcTL and fdAT together.
        let sequence = chunks.filter { $0.0 == "fcTL" || $0.0 == "fdAT" }.map { be32($0.1, 0) }
        #expect(sequence == (0..<UInt32(sequence.count)).map { $0 })
        // Frame 0 is whole; later frames hold only what changed (the square's row and the shade).
        #expect(be32(controls[0], 4) == 100 && be32(controls[0], 8) == 60)
        for c in controls.dropFirst() {
            #expect(be32(c, 4) < 100 || be32(c, 8) < 60, "frame rectangle \(be32(c, 4))×\(be32(c, 8))")
            #expect(be32(c, 16) >= 20)  // y offset: nothing above the square changes
        }
        // Decoded by another implementation, every frame equals the rendered one exactly.
        let decoded = try decodeWithFFmpeg(path, width: 100, height: 60)
        #expect(decoded.count == 11)
        for (i, frame) in decoded.enumerated() {
            let rendered = try Rasterizer().render(t.presentation(at: t.time(ofFrame: i)))
            #expect(frame == rendered.rgba, "frame \(i)")
        }
    }

    @Test func slowMotionAndHoldStretchTheDelaysExactly() async throws {
        let t = try timeline(crossingSquare)
        let dir = try temporaryDirectory()
        let path = dir.appendingPathComponent("slow.apng").path
        _ = try Exporter(t, format: .apng, options: ExportOptions(speed: 0.25, hold: 0.3)).export(
            to: OutputFile(path, replacing: false))
        let controls = pngChunks([UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))).filter { $0.0 == "fcTL" }
            .map(\.1)
        // 11 frames at 10 fps, four times slower, plus 0.3 s: 4.7 s, as an exact sum of fractions.
        var numerator = 0, denominator = 0
        for c in controls {
            denominator = be16(c, 22)
            numerator += be16(c, 20)
            #expect(be16(c, 22) == denominator)
        }
        #expect(Double(numerator) / Double(denominator) == 4.7)
        #expect(be16(controls[0], 20) * 10 == denominator * 4)  // 0.4 s a frame
    }

    @Test func gifHasItsFramesDelaysAndColorsWithinThePalette() async throws {
        let t = try timeline(crossingSquare)
        let dir = try temporaryDirectory()
        let path = dir.appendingPathComponent("x.gif").path
        let summary = try Exporter(t, format: .gif, options: ExportOptions(speed: 0.5, plays: 2)).export(
            to: OutputFile(path, replacing: false))
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes[0..<6]) == Array("GIF89a".utf8))
        let parsed = gifFrames(bytes)
        #expect(parsed.frames.count == 11)
        #expect(summary.frames == 11)
        #expect(parsed.loops == 1)  // NETSCAPE counts repeats after the first play
        #expect(parsed.frames.map(\.delay).reduce(0, +) == 220)  // 1.1 s at half speed
        #expect(parsed.frames.allSatisfy { $0.delay == 20 })
        #expect(parsed.frames[0].rect == [0, 0, 100, 60])
        #expect(parsed.frames.dropFirst().allSatisfy { $0.rect[1] >= 20 })
        let decoded = try decodeWithFFmpeg(path, width: 100, height: 60)
        #expect(decoded.count == 11)
        for (i, frame) in decoded.enumerated() {
            let rendered = try Rasterizer().render(t.presentation(at: t.time(ofFrame: i))).rgba
            var worst = 0, total = 0
            for p in stride(from: 0, to: frame.count, by: 4) {
                let d = (0..<3).map { abs(Int(frame[p + $0]) - Int(rendered[p + $0])) }.max()!
                worst = max(worst, d)
                total += d
            }
            // Flat UI colors are in the palette exactly; dithered edges stay close.
            #expect(worst <= 48, "frame \(i): largest difference \(worst)")
            #expect(Double(total) / Double(frame.count / 4) < 2, "frame \(i): mean difference")
        }
    }

    @Test func gifKeepsAtMostFiftyFramesASecondWithExactTotal() {
        let timing = PlaybackTiming(frameCount: 61, fps: 60, maxFramesPerSecond: 50)
        #expect(timing.frames == Array(stride(from: 0, through: 60, by: 2)))
        let delays = timing.delays(denominator: 100)
        #expect(delays.reduce(0, +) == 102)  // 61/60 s, rounded once
        #expect(delays.allSatisfy { $0 == 3 || $0 == 4 || $0 == 2 })
    }

    @Test func mp4HasTheFramesDurationAndAPlayableFormat() async throws {
        guard let ffprobe = tool("ffprobe"), tool("ffmpeg") != nil else {
            Issue.record("ffmpeg/ffprobe are not installed; scripts/install-deps.sh installs Debian's ffmpeg")
            return
        }
        // An odd-sized canvas: the video is padded to even dimensions.
        let t = try timeline(crossingSquare.replacingOccurrences(of: "size: [100, 60]", with: "size: [101, 61]"))
        let dir = try temporaryDirectory()
        let path = dir.appendingPathComponent("x.mp4").path
        let summary = try Exporter(t, format: .mp4, options: ExportOptions(hold: 0.5)).export(
            to: OutputFile(path, replacing: false))
        #expect(summary.frames == 16)
        let probe = try runTool(
            ffprobe,
            [
                "-v", "error", "-count_frames", "-select_streams", "v:0",
                "-show_entries", "stream=codec_name,pix_fmt,width,height,nb_read_frames,avg_frame_rate",
                "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1", path,
            ])
        let text = String(decoding: probe.output, as: UTF8.self)
        #expect(text.contains("codec_name=h264"))
        #expect(text.contains("pix_fmt=yuv420p"))
        let tags = String(
            decoding: try runTool(
                ffprobe,
                [
                    "-v", "error", "-show_entries", "stream=color_space,color_primaries,color_transfer",
                    "-of", "csv=p=0", path,
                ]
            ).output, as: UTF8.self)
        #expect(tags.trimmingCharacters(in: .whitespacesAndNewlines) == "bt709,bt709,bt709")
        // Decoded, a frame keeps the rendered colors (4:2:0 softens edges, not hues).
        let decoded = try decodeWithFFmpeg(path, width: 102, height: 62)
        let rendered = try Rasterizer().render(t.presentation(at: 0.5)).rgba
        var total = 0
        for y in 0..<61 {
            for x in 0..<101 {
                for c in 0..<3 {
                    total += abs(Int(decoded[5][(y * 102 + x) * 4 + c]) - Int(rendered[(y * 101 + x) * 4 + c]))
                }
            }
        }
        #expect(
            Double(total) / Double(61 * 101 * 3) < 3, "mean channel difference \(Double(total) / Double(61 * 101 * 3))")
        #expect(text.contains("width=102") && text.contains("height=62"))
        #expect(text.contains("nb_read_frames=16"))  // 11 frames and 0.5 s of hold at 10 fps
        let duration = text.split(separator: "\n").first { $0.hasPrefix("duration=") }.flatMap {
            Double($0.dropFirst(9))
        }
        #expect(duration.map { abs($0 - 1.6) < 0.011 } == true, "\(text)")
        // WebM, played twice: the frames twice, in VP9 4:2:0.
        let webm = dir.appendingPathComponent("x.webm").path
        _ = try Exporter(t, format: .webm, options: ExportOptions(plays: 2)).export(
            to: OutputFile(webm, replacing: false))
        let webmProbe = String(
            decoding: try runTool(
                ffprobe,
                [
                    "-v", "error", "-count_frames", "-select_streams", "v:0",
                    "-show_entries", "stream=codec_name,pix_fmt,nb_read_frames", "-of", "default=noprint_wrappers=1",
                    webm,
                ]
            ).output, as: UTF8.self)
        #expect(
            webmProbe.contains("codec_name=vp9") && webmProbe.contains("pix_fmt=yuv420p")
                && webmProbe.contains("nb_read_frames=22"), "\(webmProbe)")
        // faststart: the index (moov) comes before the media data (mdat).
        let head = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)).prefix(4096), as: UTF8.self)
        let moov = head.range(of: "moov"), mdat = head.range(of: "mdat")
        #expect(moov != nil && (mdat == nil || moov!.lowerBound < mdat!.lowerBound))
    }

    @Test func missingFFmpegIsNamed() throws {
        let dir = try temporaryDirectory()
        try crossingSquare.write(to: dir.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(
            ["export", "x.yaml", "--format", "mp4"], in: dir, environment: ["PATH": "/nonexistent"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("ffmpeg is not installed"))
        #expect(result.stderr.contains("apt-get install ffmpeg"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("output/x/x.mp4").path))
    }

    @Test func anFFmpegThatFailsIsReportedNotACrash() throws {
        let dir = try temporaryDirectory()
        try crossingSquare.write(to: dir.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
        let bin = dir.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\necho 'Unknown encoder libx264' >&2\nexit 1\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let result = try CLI.run(
            ["export", "x.yaml", "--format", "mp4"], in: dir, environment: ["PATH": "\(bin.path):/usr/bin:/bin"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Unknown encoder libx264"), "\(result.stderr)")
        let left =
            (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("output/x").path)) ?? []
        #expect(left.isEmpty, "no half-written file: \(left)")
    }
}

@Suite struct OutputNamesTests {
    /// Every export format has its name in the list a full `--overwrite` render carries over.
    @Test func everyExportFormatIsAKnownReviewFile() {
        #expect(ExportFormat.allCases.map(\.rawValue).sorted() == OutputNames.exportFormats.sorted())
        #expect(OutputNames.reviewFiles(scene: "x").isSuperset(of: ["x.mp4", "plot.svg", "sheet.png", "review.html"]))
    }
}
