import AnimaticCore
import AnimaticFiles
import AnimaticRender
import Foundation

/// MP4 (H.264) and WebM (VP9) through Debian's `ffmpeg`: raw RGBA frames on its standard input,
/// 4:2:0 chroma (what every player plays; ffmpeg's default from RGB is 4:4:4, which many
/// refuse), even dimensions (padded with the canvas color), the index at the front of MP4s
/// (faststart) so they play while loading, and bit-exact muxing so the same scene gives the
/// same bytes.
struct VideoEncoder {
    let exporter: Exporter

    static let missingMessage =
        "ffmpeg is not installed: MP4 and WebM export pipe frames to it. Install Debian's ffmpeg package (apt-get install ffmpeg), or export --format apng or gif, which need nothing else"

    static func ffmpegPath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    func arguments(width: Int, height: Int, rate: Double, output: String) -> [String] {
        let bg = exporter.timeline.canvas.background
        let hex = String(
            format: "0x%02X%02X%02X", Int(saturating: bg.red * 255, rounding: .toNearestOrAwayFromZero),
            Int(saturating: bg.green * 255, rounding: .toNearestOrAwayFromZero),
            Int(saturating: bg.blue * 255, rounding: .toNearestOrAwayFromZero))
        var args = [
            "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
            "-f", "rawvideo", "-pixel_format", "rgba", "-video_size", "\(width)x\(height)",
            "-framerate", String(format: "%.6f", rate), "-i", "-",
            // BT.709 matrix, tagged: players then turn it back into the frame's sRGB colors
            // (untagged, ffmpeg's BT.601 default is read as 709 by browsers and shifts hues).
            "-vf",
            "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:color=\(hex),scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
            "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1",
        ]
        switch exporter.format {
        case .webm:
            args += [
                "-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0", "-row-mt", "0", "-threads", "1",
                "-deadline", "good", "-cpu-used", "2", "-pix_fmt", "yuv420p", "-f", "webm", output,
            ]
        default:
            args += [
                "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-tune", "animation", "-pix_fmt", "yuv420p",
                "-movflags", "+faststart", "-f", "mp4", output,
            ]
        }
        return args
    }

    /// Writes the video and returns its frame count.
    func write(_ path: String) throws -> Int {
        guard let ffmpeg = Self.ffmpegPath() else { throw ExportError(Self.missingMessage) }
        let timing = exporter.timing
        let options = exporter.options
        let (width, height) = exporter.pixelSize()
        // One constant rate: the frames' own, slowed down; a hold repeats the last frame.
        let step =
            timing.frames.count > 1
            ? timing.boundaries[1] - timing.boundaries[0] : 1 / (exporter.timeline.canvas.fps * options.speed)
        let rate = 1 / step
        let holdFrames = Int(saturating: options.hold * rate, rounding: .toNearestOrAwayFromZero)
        let plays = max(1, options.plays ?? 1)

        // Made here first, so an unwritable folder is reported in Animatic's words, not ffmpeg's.
        try SafeFileSystem().writeNew([], to: path, sync: false)
        let log = OutputFile.companion(of: path, suffix: "log")
        try SafeFileSystem().writeNew([], to: log, sync: false)
        defer { try? SafeFileSystem().removeFile(log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments(width: width, height: height, rate: rate, output: path)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: log)
        // If ffmpeg stops early, writing to its pipe must fail with an error, not end this
        // process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        let sink = input.fileHandleForWriting
        var written = 0
        do {
            // Each play renders again rather than keeping every frame in memory.
            for _ in 0..<plays {
                var last: Frame?
                try exporter.forEachFrame { frame in
                    try sink.write(contentsOf: frame.rgba)
                    written += 1
                    last = frame
                }
                if let last {
                    for _ in 0..<holdFrames {
                        try sink.write(contentsOf: last.rgba)
                        written += 1
                    }
                }
            }
            try sink.close()
        } catch {
            try? sink.close()
            process.waitUntilExit()
            let message = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            let words =
                message.isEmpty ? "it stopped reading frames (exit status \(process.terminationStatus))" : message
            throw ExportError("ffmpeg stopped: \(words.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw ExportError(
                "ffmpeg failed (\(process.terminationStatus)): \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
            )
        }
        return written
    }
}
