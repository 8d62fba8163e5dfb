import Animatic
import AnimaticBench
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import ArgumentParser
import Foundation

struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Measure where a frame's time goes: timeline, rasterizer, PNG encoding (against cairo's own writer), parallel throughput, and the speed against a naive cairo program."
    )

    @Argument(help: "Scene files, or directories of scene files.")
    var scenes: [String]

    @Option(help: "Times to render every frame on one thread.")
    var `repeat` = 1

    @Option(help: "An inclusive frame range A-B, or one frame A.")
    var frames: String?

    func run() async throws {
        let loaded = try loadScenes(scenes)
        let timelines = loaded.map(\.timeline)
        let selection = try frameSelection(frames: frames)
        print("cores: \(ProcessInfo.processInfo.activeProcessorCount)")
        let progress = Progress(
            command: "bench", totalFrames: timelines.reduce(0) { $0 + selection.frames(in: $1).count })
        var results: [Benchmark.Result] = []
        var checked = 0, checkSeconds = 0.0
        let benchmark = Benchmark(repeats: `repeat`)
        for (scene, timeline) in loaded {
            let r: Benchmark.Result
            let checkRate: Double
            progress.begin(scene: timeline.sceneName, frames: selection.frames(in: timeline).count)
            do {
                r = try await benchmark.run(timeline, frames: selection)
                checkRate = try benchmark.checkFramesPerSecond(scene, timeline: timeline, frames: selection)
            } catch {
                progress.finish()
                throw CLIFailure(message: "\(timeline.sceneName): \(error)", code: 2)
            }
            // The benchmark times its own stages; progress moves a scene at a time.
            progress.frameDone(r.frames)
            progress.end(scene: timeline.sceneName)
            progress.finish()
            defer { fflush(nil) }
            print("\(r.scene): \(counted(r.frames, "frame")) of \(r.pixels.width)×\(r.pixels.height) px")
            for s in r.stages {
                print(
                    "  " + s.name.padding(toLength: 22, withPad: " ", startingAt: 0)
                        + String(format: "median %7.2f ms   worst %7.2f ms", s.median, s.worst))
            }
            print(String(format: "  png size               animatic %d B, cairo %d B", r.pngBytes, r.cairoPNGBytes))
            print(
                String(
                    format: "  all cores              %.1f frames/s (render + encode + write)",
                    r.parallelFramesPerSecond))
            print(
                String(
                    format:
                        "  naive cairo            %.1f frames/s (the same drawing, cairo_surface_write_to_png, one thread)",
                    1 / max(r.naiveCairoSecondsPerFrame, 1e-9)) + (r.is3D ? "; a 3D scene" : ""))
            print(
                String(
                    format: "  check                  %.1f frames/s (every frame matching its golden, all cores)",
                    checkRate))
            checked += r.frames
            checkSeconds += Double(r.frames) / max(checkRate, 1e-9)
            results.append(r)
        }
        if checkSeconds > 0 {
            print(
                String(
                    format: "check: %.0f frames/s (all scenes' frames matching their goldens)",
                    Double(checked) / checkSeconds))
        }
        if let peak = Benchmark.peakMemoryMiB() { print(String(format: "peak memory: %.0f MiB", peak)) }
        print(Benchmark.Summary(results).line)
    }
}
