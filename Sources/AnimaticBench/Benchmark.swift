import Animatic
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
        /// Frames per second rendering, encoding and writing with every core (the best of
        /// the repeats).
        public var parallelFramesPerSecond: Double
        /// Seconds per frame of the naive cairo program: the same drawing, then
        /// `cairo_surface_write_to_png`'s encoder (zlib level 6, every filter) and the file
        /// written, one frame after another on one thread.
        public var naiveCairoSecondsPerFrame: Double
        /// Some frame draws a layer in perspective (a projective warp or a 3D context).
        public var is3D: Bool
    }

    /// The figures of a whole run: what `animatic bench` prints last.
    public struct Summary: Sendable, Equatable {
        /// How many times faster than the naive cairo program, all scenes' frames together.
        public var ratio: Double
        public var framesPerSecond: Double
        /// The same over the 3D scenes only (0 when there are none).
        public var framesPerSecond3D: Double

        public init(_ results: [Result]) {
            func seconds(_ r: [Result]) -> Double {
                r.reduce(0) { $0 + Double($1.frames) / max($1.parallelFramesPerSecond, 1e-9) }
            }
            func frames(_ r: [Result]) -> Double { Double(r.reduce(0) { $0 + $1.frames }) }
            let naive = results.reduce(0) { $0 + Double($1.frames) * $1.naiveCairoSecondsPerFrame }
            let all = seconds(results), threeD = results.filter(\.is3D)
            ratio = all > 0 ? naive / all : 0
            framesPerSecond = all > 0 ? frames(results) / all : 0
            framesPerSecond3D = threeD.isEmpty ? 0 : frames(threeD) / max(seconds(threeD), 1e-9)
        }

        /// `bench: 6.2x vs naive cairo, 171 frames/s, 3D 98 frames/s`
        public var line: String {
            String(
                format: "bench: %.1fx vs naive cairo, %.0f frames/s, 3D %.0f frames/s", ratio, framesPerSecond,
                framesPerSecond3D)
        }
    }

    public var repeats: Int
    public init(repeats: Int = 1) { self.repeats = max(1, repeats) }

    public func run(_ timeline: Timeline, frames selection: FrameSelection = .all) async throws -> Result {
        let frames = selection.frames(in: timeline)
        var evaluate: [Double] = [], rasterize: [Double] = [], kept: [Double] = [], encode: [Double] = [],
            cairo: [Double] = []
        var pngBytes = 0, cairoBytes = 0
        var size = (0, 0)
        var naive = 0.0
        var is3D = false
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "animatic-bench-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        do {
            // As a render worker draws: its surfaces, snapshot images and text layouts kept from
            // frame to frame (the first frames pay for filling them). Freed at the end of this
            // block, before the parallel writer, so the peak memory is the writer's own.
            let buffers = FrameBuffers()
            var keptFrame = Frame(width: 0, height: 0, rgba: [])
            for _ in 0..<repeats {
                for frame in frames {
                    var tree: PresentationTree!
                    evaluate.append(Self.milliseconds { tree = timeline.presentation(at: frame.time) })
                    is3D = is3D || tree.root.drawsInPerspective
                    var image: Frame!
                    rasterize.append(try Self.milliseconds { image = try Rasterizer().render(tree) })
                    kept.append(
                        try Self.milliseconds { try Rasterizer().render(tree, into: &keptFrame, buffers: buffers) })
                    size = (image.width, image.height)
                    var png: [UInt8] = []
                    encode.append(try Self.milliseconds { png = try PNGEncoder.encode(image) })
                    var reference: [UInt8] = []
                    cairo.append(try Self.milliseconds { reference = try CairoPNGReference.encode(image) })
                    let write = Self.milliseconds {
                        _ = FileManager.default.createFile(
                            atPath: (scratch as NSString).appendingPathComponent("naive.png"), contents: Data(reference)
                        )
                    }
                    naive += (rasterize.last! + cairo.last! + write) / 1000
                    pngBytes += png.count
                    cairoBytes += reference.count
                }
            }
        }
        var best = Double.infinity
        for _ in 0..<repeats {
            let start = Date()
            _ = try await FrameSequenceWriter(outputDirectory: scratch, overwrite: true).write(
                timeline, frames: selection)
            best = min(best, Date().timeIntervalSince(start))
        }
        let count = repeats * frames.count
        return Result(
            scene: timeline.sceneName, frames: frames.count, pixels: size,
            stages: [
                Self.stage("timeline", evaluate), Self.stage("rasterize", rasterize),
                Self.stage("rasterize, kept", kept),
                Self.stage("png (animatic)", encode), Self.stage("png (cairo's writer)", cairo),
            ],
            pngBytes: pngBytes / max(count, 1), cairoPNGBytes: cairoBytes / max(count, 1),
            parallelFramesPerSecond: Double(frames.count) / max(best, 1e-9),
            naiveCairoSecondsPerFrame: naive / Double(max(count, 1)), is3D: is3D)
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
            let kb = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kb / 1024
    }
}

extension RenderLayer {
    /// It or a layer under it is drawn in perspective: a transform with a projective row
    /// (m14, m24, m34), or a 3D rendering context.
    var drawsInPerspective: Bool {
        func projective(_ t: Transform3D) -> Bool { t[1, 4] != 0 || t[2, 4] != 0 || t[3, 4] != 0 }
        if values.preserves3D || projective(values.transform) || projective(values.sublayerTransform) { return true }
        return sublayers.contains { $0.drawsInPerspective } || (mask?.drawsInPerspective ?? false)
    }
}
