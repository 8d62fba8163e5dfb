import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import Foundation
import Testing

/// A frame's PNG bytes may not depend on what the worker that drew it drew and encoded before:
/// a render shares its frames out among workers by timing, so any such dependence makes two
/// renders of one scene differ (it did: one frame of gallery-flip in one render of many).
@Suite struct DeterminismTests {
    static func timeline(_ name: String) throws -> Timeline {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/\(name)").path
        return try Timeline.compile(try SceneLoader.load(path: path))
    }

    /// A 3D scene with snapshot images, and a 2D one with labels and shadows: every worker cache.
    @Test(arguments: ["gallery-flip.yaml", "slide-up-sheet.yaml"])
    func framesAreTheSameBytesWhateverTheWorkerDrewBefore(scene: String) throws {
        let timeline = try Self.timeline(scene)
        let indices = Array(stride(from: 0, to: timeline.frameCount, by: 7))
        var fresh: [Int: [UInt8]] = [:]
        for index in indices {
            let worker = RenderWorker()
            try worker.render(timeline, at: timeline.time(ofFrame: index))
            fresh[index] = try worker.encodePNG(compressionLevel: 3)
        }
        var generator = SplitMix(seed: 7)
        for order in [indices.reversed(), indices.shuffled(using: &generator), indices.shuffled(using: &generator)] {
            let worker = RenderWorker()
            for index in order {
                try worker.render(timeline, at: timeline.time(ofFrame: index))
                let png = try worker.encodePNG(compressionLevel: 3)
                #expect(png == fresh[index], "frame \(index) of \(scene)")
            }
        }
    }
}

/// A seeded generator, so a failing order can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
