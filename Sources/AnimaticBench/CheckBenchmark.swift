import Animatic
import Foundation

extension Benchmark {
    /// Frames per second of `check` when every frame matches its golden: the frames are
    /// recorded into a scratch goldens folder first, then checked (render, pixel digest, the
    /// golden file's digest against the manifest) on every core, the best of `repeats` runs.
    /// A frame that does not pass is an error: the figure would not be the matching path's.
    public func checkFramesPerSecond(_ scene: Scene, timeline: Timeline, frames selection: FrameSelection = .all) throws
        -> Double
    {
        let frames = selection.frames(in: timeline)
        guard !frames.isEmpty else { return 0 }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "animatic-bench-check-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let recorded = GoldenChecker(
            options: GoldenCheckOptions(goldens: scratch, record: .missing, compressionLevel: 1)
        ).check(scene, timeline: timeline, frames: frames)
        if let error = recorded.error { throw BenchmarkError(message: "recording goldens to check: \(error)") }
        let checker = GoldenChecker(options: GoldenCheckOptions(goldens: scratch, record: .never))
        var best = Double.infinity
        for _ in 0..<repeats {
            let start = Date()
            let run = checker.check(scene, timeline: timeline, frames: frames)
            best = min(best, Date().timeIntervalSince(start))
            guard run.error == nil, run.count(.passed) == frames.count else {
                let first = run.frames.first { $0.status != .passed }
                throw BenchmarkError(
                    message: "a frame did not match the golden just recorded: \(run.error ?? first?.message ?? "?")")
            }
        }
        return Double(frames.count) / max(best, 1e-9)
    }
}

public struct BenchmarkError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
