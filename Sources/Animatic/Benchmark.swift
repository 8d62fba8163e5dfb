import Foundation

/// Where the time of a frame goes, measured on one thread, plus the throughput of the real
/// parallel writer. Speed targets live here, never in timed tests.
public struct Benchmark: Sendable {
    public struct Stage: Sendable {
        public var name: String
        /// Milliseconds per frame: median and slowest.
        public var median: Double
        public var worst: Double
    }

    public struct Result: Sendable {
        public var scene: String
        public var frames: Int
        public var pixels: (width: Int, height: Int)
        public var stages: [Stage]
        public var pngBytes: Int
        public var cairoPNGBytes: Int
        /// Frames per second rendering, encoding and writing with every core.
        public var parallelFramesPerSecond: Double
    }

    public var repeats: Int
    public init(repeats: Int = 1) { self.repeats = max(1, repeats) }

    public func run(_ timeline: Timeline, frames selection: FrameSelection = .all) async throws -> Result {
        let frames = selection.frames(in: timeline)
        var evaluate: [Double] = [], rasterize: [Double] = [], encode: [Double] = [], cairo: [Double] = []
        var pngBytes = 0, cairoBytes = 0
        var size = (0, 0)
        for _ in 0..<repeats {
            for frame in frames {
                var tree: PresentationTree!
                evaluate.append(Self.milliseconds { tree = timeline.presentation(at: frame.time) })
                var image: Frame!
                rasterize.append(try Self.milliseconds { image = try Rasterizer().render(tree) })
                size = (image.width, image.height)
                var png: [UInt8] = []
                encode.append(try Self.milliseconds { png = try PNGEncoder.encode(image) })
                var reference: [UInt8] = []
                cairo.append(try Self.milliseconds { reference = try CairoPNGReference.encode(image) })
                pngBytes += png.count
                cairoBytes += reference.count
            }
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-bench-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let start = Date()
        _ = try await FrameSequenceWriter(outputDirectory: scratch, overwrite: true).write(timeline, frames: selection)
        let elapsed = Date().timeIntervalSince(start)
        let count = repeats * frames.count
        return Result(scene: timeline.sceneName, frames: frames.count, pixels: size,
                      stages: [Self.stage("timeline", evaluate), Self.stage("rasterize", rasterize),
                               Self.stage("png (animatic)", encode), Self.stage("png (cairo's writer)", cairo)],
                      pngBytes: pngBytes / max(count, 1), cairoPNGBytes: cairoBytes / max(count, 1),
                      parallelFramesPerSecond: Double(frames.count) / max(elapsed, 1e-9))
    }

    static func stage(_ name: String, _ samples: [Double]) -> Stage {
        let sorted = samples.sorted()
        return Stage(name: name, median: sorted.isEmpty ? 0 : sorted[sorted.count / 2], worst: sorted.last ?? 0)
    }

    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// The process's peak resident memory in MiB (Linux), or nil elsewhere.
    public static func peakMemoryMiB() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kb / 1024
    }
}
