import AnimaticCore
import AnimaticFiles
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
    public init(speed: Double = 1, plays: Int? = nil, hold: Double = 0) {
        self.speed = speed
        self.plays = plays
        self.hold = hold
    }
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
        self.timeline = timeline
        self.format = format
        self.options = options
    }

    public var timing: PlaybackTiming {
        PlaybackTiming(
            frameCount: timeline.frameCount, fps: timeline.canvas.fps, speed: options.speed, hold: options.hold,
            maxFramesPerSecond: format == .gif ? Self.gifMaxFramesPerSecond : nil)
    }

    /// Writes `file` (through a temporary file next to it, renamed into place).
    public func export(to file: OutputFile) throws -> ExportSummary {
        var frames = 0
        try file.write { temporary in
            switch format {
            case .apng: frames = try writeAPNG(temporary, fileSystem: file.fileSystem)
            case .gif: frames = try writeGIF(temporary, fileSystem: file.fileSystem)
            case .mp4, .webm: frames = try VideoEncoder(exporter: self).write(temporary)
            }
        }
        let size = ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int) ?? 0
        return ExportSummary(
            frames: frames, duration: timing.duration * Double(max(1, options.plays ?? 1)), bytes: size)
    }

    /// Renders the timing's frames a batch at a time and hands each to `body` in order.
    func forEachFrame(_ body: (Frame) throws -> Void) throws {
        try FrameProducer(timeline).forEachInOrder(timing.frames.map { timeline.time(ofFrame: $0) }) { frame in
            try body(frame)
            onFrame?()
        }
    }

    func pixelSize() -> (Int, Int) {
        let c = timeline.canvas
        return (c.pixelWidth, c.pixelHeight)
    }

    private func writeAPNG(_ path: String, fileSystem: SafeFileSystem) throws -> Int {
        let timing = self.timing
        // Exact fractions when the frame rate allows, else milliseconds rounded cumulatively.
        let rate = timeline.canvas.fps * options.speed
        let denominator = timing.exactDenominator(candidates: [rate, rate * 2, 100, 1000]) ?? 1000
        let delays = timing.delays(denominator: denominator)
        guard delays.allSatisfy({ $0 <= 65535 }) else {
            throw ExportError("a frame shows longer than APNG's longest delay (65535/\(Int(denominator)) s)")
        }
        let (w, h) = pixelSize()
        var encoder = try APNGEncoder(width: w, height: h, plays: options.plays ?? 0)
        // Frames render and compress in parallel a batch at a time (each against the one
        // before it), and go into the file in order.
        let times = timing.frames.map { timeline.time(ofFrame: $0) }
        let producer = FrameProducer(timeline)
        let batch = producer.workers * 2
        var previous: Frame? = nil
        var i = 0
        while i < times.count {
            let frames = try producer.frames(at: Array(times[i..<min(times.count, i + batch)]))
            let pairs = frames.enumerated().map { k, frame in
                FramePair(frame: frame, previous: k == 0 ? previous : frames[k - 1])
            }
            let encodedFrames = try concurrentMap(pairs, worker: {}) { _, pair in
                try APNGEncoder.encode(pair.frame, after: pair.previous)
            }
            for encoded in encodedFrames {
                try encoder.add(encoded, delayNumerator: UInt16(delays[i]), delayDenominator: UInt16(denominator))
                i += 1
                onFrame?()
            }
            previous = frames.last
        }
        try fileSystem.writeNew(encoder.finish(), to: path)
        return i
    }

    private func writeGIF(_ path: String, fileSystem: SafeFileSystem) throws -> Int {
        let timing = self.timing
        let delays = timing.delays(denominator: 100)
        // The palette from up to 16 frames spread over the animation.
        let sampleCount = min(16, timing.frames.count)
        let samples = (0..<sampleCount).map { timing.frames[$0 * (timing.frames.count - 1) / max(1, sampleCount - 1)] }
        let paletteFrames = try FrameProducer(timeline).frames(at: samples.map { timeline.time(ofFrame: $0) })
        let (w, h) = pixelSize()
        var encoder = try GIFEncoder(width: w, height: h, paletteFrom: paletteFrames, plays: options.plays ?? 0)
        var i = 0
        try forEachFrame { frame in
            try encoder.add(frame, centiseconds: delays[i])
            i += 1
        }
        try fileSystem.writeNew(encoder.finish(), to: path)
        return i
    }
}

/// A frame and the one before it, which APNG encodes it against.
struct FramePair: Sendable {
    var frame: Frame
    var previous: Frame?
}
