import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticScene
import ArgumentParser
import Foundation

struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure where a frame's time goes: timeline, rasterizer, PNG encoding (against cairo's own writer), and parallel throughput.")

    @Argument(help: "Scene files, or directories of scene files.")
    var scenes: [String]

    @Option(help: "Times to render every frame on one thread.")
    var `repeat` = 1

    @Option(help: "An inclusive frame range A-B, or one frame A.")
    var frames: String?

    func run() async throws {
        let timelines = try loadTimelines(scenes)
        let selection = try frameSelection(frames: frames)
        print("cores: \(ProcessInfo.processInfo.activeProcessorCount)")
        for timeline in timelines {
            let r: Benchmark.Result
            do { r = try await Benchmark(repeats: `repeat`).run(timeline, frames: selection) } catch {
                throw CLIFailure(message: "\(timeline.sceneName): \(error)", code: 2)
            }
            print("\(r.scene): \(r.frames) frames of \(r.pixels.width)×\(r.pixels.height) px")
            for s in r.stages {
                print("  " + s.name.padding(toLength: 22, withPad: " ", startingAt: 0)
                      + String(format: "median %7.2f ms   worst %7.2f ms", s.median, s.worst))
            }
            print(String(format: "  png size               animatic %d B, cairo %d B", r.pngBytes, r.cairoPNGBytes))
            print(String(format: "  all cores              %.1f frames/s (render + encode + write)", r.parallelFramesPerSecond))
        }
        if let peak = Benchmark.peakMemoryMiB() { print(String(format: "peak memory: %.0f MiB", peak)) }
    }
}
