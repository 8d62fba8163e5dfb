import Animatic
@testable import AnimaticBench
import AnimaticCore
import AnimaticSceneFile
import Foundation
import Testing

@Suite struct BenchmarkTests {
    func result(_ scene: String, frames: Int, fps: Double, naive: Double, is3D: Bool) -> Benchmark.Result {
        Benchmark.Result(
            scene: scene, frames: frames, pixels: (10, 10), stages: [], pngBytes: 0, cairoPNGBytes: 0,
            parallelFramesPerSecond: fps, naiveCairoSecondsPerFrame: naive, is3D: is3D)
    }

    /// 10 frames at 100/s (0.1 s) and 30 3D frames at 50/s (0.6 s): 0.7 s in all, against
    /// the naive program's 10 · 0.05 + 30 · 0.1 = 3.5 s.
    @Test func theSummaryLineIsTheRatioOfAllFramesTimes() {
        let summary = Benchmark.Summary([
            result("a", frames: 10, fps: 100, naive: 0.05, is3D: false),
            result("b", frames: 30, fps: 50, naive: 0.1, is3D: true),
        ])
        #expect(abs(summary.ratio - 5) < 1e-9)
        #expect(abs(summary.framesPerSecond - 40 / 0.7) < 1e-9)
        #expect(abs(summary.framesPerSecond3D - 50) < 1e-9)
        #expect(summary.line == "bench: 5.0x vs naive cairo, 57 frames/s, 3D 50 frames/s")
    }

    static let smallScene = """
        name: bench-check
        canvas: {size: [40, 40], scale: 1, fps: 10, background: "#FFFFFF"}
        from:
          id: home
          subviews:
            - {id: box, frame: [0, 10, 10, 10], backgroundColor: "#FF0000"}
        to: {id: next, backgroundColor: "#0000FF"}
        transition:
          duration: 0.4
          steps:
            - animate: {duration: 0.4, set: {box.frame.origin.x: 30}}
        """

    /// The check figure is of frames that all pass, and the scratch goldens are gone after.
    @Test func theCheckFigureChecksMatchingFramesAndCleansUp() throws {
        let scene = try SceneLoader.parse(Self.smallScene, file: "bench-check.yaml")
        let timeline = try Timeline.compile(scene)
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? [])
        let rate = try Benchmark(repeats: 2).checkFramesPerSecond(scene, timeline: timeline)
        #expect(rate > 0 && rate.isFinite)
        let after = Set((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? [])
        #expect(after.subtracting(before).filter { $0.hasPrefix("animatic-bench-check") }.isEmpty)
    }

    /// Each stage is timed once a frame per repeat: 0.4 s at 10 frames/s is frames 0–4, so five
    /// frames; the kept rasterizer is the fresh one's neighbour, the PNG stages after them.
    @Test func stagesAreTimedForEveryFrame() async throws {
        let timeline = try Timeline.compile(try SceneLoader.parse(Self.smallScene, file: "bench-check.yaml"))
        let r = try await Benchmark(repeats: 1).run(timeline)
        #expect(r.frames == 5 && r.pixels == (40, 40))
        #expect(
            r.stages.map(\.name) == [
                "timeline", "rasterize", "rasterize, kept", "png (animatic)", "png (cairo's writer)",
            ])
        for stage in r.stages {
            // A tiny scene's timeline may take less than the clock's tick; drawing never does.
            #expect(
                stage.median >= (stage.name == "timeline" ? 0 : 1e-6) && stage.median <= stage.worst
                    && stage.worst.isFinite,
                "\(stage.name): \(stage.median), \(stage.worst)")
        }
    }
}
