import AnimaticCore
import AnimaticRender
import Foundation

public enum ExportFormat: String, Sendable, CaseIterable {
    case apng, gif, mp4, webm
}

public struct ExportOptions: Sendable, Equatable {
    /// Playback speed: 0.25 plays four times slower.
    public var speed = 1.0
    /// How many times it plays; 0 forever. nil: forever for APNG and GIF, once for video.
    public var plays: Int? = nil
    /// Extra seconds on the last frame.
    public var hold = 0.0
    public init(speed: Double = 1, plays: Int? = nil, hold: Double = 0) { self.speed = speed; self.plays = plays; self.hold = hold }
}

public struct ExportSummary: Sendable {
    public var frames: Int
    public var duration: Double
    public var bytes: Int
}

public struct ExportError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Exports a scene as one animation file. Frames are rendered a few at a time and streamed
/// into the encoder (or into ffmpeg), so long scenes do not sit in memory all at once.
public struct Exporter: Sendable {
    public let timeline: Timeline
    public let format: ExportFormat
    public let options: ExportOptions
    /// Called after each frame goes into the file (progress).
    public var onFrame: (@Sendable () -> Void)? = nil

    /// GIF players stretch delays under 2/100 s, so GIFs keep at most 50 frames a second.
    public static let gifMaxFramesPerSecond = 50.0

    public init(_ timeline: Timeline, format: ExportFormat, options: ExportOptions = ExportOptions()) {
        self.timeline = timeline; self.format = format; self.options = options
    }

    public var timing: PlaybackTiming {
        PlaybackTiming(frameCount: timeline.frameCount, fps: timeline.canvas.fps, speed: options.speed, hold: options.hold,
                       maxFramesPerSecond: format == .gif ? Self.gifMaxFramesPerSecond : nil)
    }

    /// Writes the file at `path` (through a temporary file renamed into place).
    public func export(to path: String) async throws -> ExportSummary {
        let temporary = temporaryPath(next: path)
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let frames: Int
        switch format {
        case .apng: frames = try await writeAPNG(temporary)
        case .gif: frames = try await writeGIF(temporary)
        case .mp4, .webm: frames = try await VideoEncoder(exporter: self).write(temporary)
        }
        guard rename(temporary, path) == 0 else { throw ExportError("cannot write \(path): \(String(cString: strerror(errno)))") }
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        return ExportSummary(frames: frames, duration: timing.duration * Double(max(1, options.plays ?? 1)), bytes: size)
    }

    /// Renders the timing's frames in batches of a few per core and hands each to `body` in order.
    func forEachFrame(_ body: (Frame) throws -> Void) async throws {
        let times = timing.frames.map { timeline.time(ofFrame: $0) }
        let batch = max(1, ProcessInfo.processInfo.activeProcessorCount) * 2
        var start = 0
        while start < times.count {
            let end = min(times.count, start + batch)
            for frame in try await renderFrames(timeline, at: Array(times[start..<end])) {
                try body(frame)
                onFrame?()
            }
            start = end
        }
    }

    func pixelSize() -> (Int, Int) {
        let c = timeline.canvas
        return (c.pixelWidth, c.pixelHeight)
    }

    private func writeAPNG(_ path: String) async throws -> Int {
        let timing = self.timing
        // Exact fractions when the frame rate allows, else milliseconds rounded cumulatively.
        let rate = timeline.canvas.fps * options.speed
        let denominator = timing.exactDenominator(candidates: [rate, rate * 2, 100, 1000]) ?? 1000
        let delays = timing.delays(denominator: denominator)
        guard delays.allSatisfy({ $0 <= 65535 }) else { throw ExportError("a frame shows longer than APNG's longest delay (65535/\(Int(denominator)) s)") }
        let (w, h) = pixelSize()
        var encoder = try APNGEncoder(width: w, height: h, plays: options.plays ?? 0)
        // Frames render and compress in parallel a batch at a time (each against the one
        // before it), and go into the file in order.
        let times = timing.frames.map { timeline.time(ofFrame: $0) }
        let batch = max(1, ProcessInfo.processInfo.activeProcessorCount) * 2
        var previous: Frame? = nil
        var i = 0
        while i < times.count {
            let frames = try await renderFrames(timeline, at: Array(times[i..<min(times.count, i + batch)]))
            let pairs = frames.enumerated().map { k, frame in (frame, k == 0 ? previous : frames[k - 1]) }
            for encoded in try await parallelMap(pairs, { try APNGEncoder.encode($0.0, after: $0.1) }) {
                try encoder.add(encoded, delayNumerator: UInt16(delays[i]), delayDenominator: UInt16(denominator))
                i += 1
                onFrame?()
            }
            previous = frames.last
        }
        try write(encoder.finish(), to: path)
        return i
    }

    private func writeGIF(_ path: String) async throws -> Int {
        let timing = self.timing
        let delays = timing.delays(denominator: 100)
        // The palette from up to 16 frames spread over the animation.
        let sampleCount = min(16, timing.frames.count)
        let samples = (0..<sampleCount).map { timing.frames[$0 * (timing.frames.count - 1) / max(1, sampleCount - 1)] }
        let paletteFrames = try await renderFrames(timeline, at: samples.map { timeline.time(ofFrame: $0) })
        let (w, h) = pixelSize()
        var encoder = try GIFEncoder(width: w, height: h, paletteFrom: paletteFrames, plays: options.plays ?? 0)
        var i = 0
        try await forEachFrame { frame in
            try encoder.add(frame, centiseconds: delays[i])
            i += 1
        }
        try write(encoder.finish(), to: path)
        return i
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { throw ExportError("cannot write \(path)") }
    }
}

/// A hidden temporary file next to `path`, so the final rename stays on one file system.
func temporaryPath(next path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let name = ".\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp"
    return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
}
