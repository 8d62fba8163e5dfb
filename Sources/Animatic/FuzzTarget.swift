import Foundation

/// What the fuzzer (Fuzz/) runs on each input, and what the regression tests replay: read the
/// bytes as a scene, compile its timeline, and render one frame at a small canvas. Any error is
/// an acceptable outcome; a trap, a hang or a memory blow-up is not. The canvas is shrunk by
/// lowering its scale, so geometry stays what the scene says and a frame stays cheap.
public enum FuzzTarget {
    /// The longest side, in pixels, of the frame rendered for an input.
    public static let maxCanvasSide = 64.0

    public enum Outcome: Equatable, Sendable {
        case rendered(width: Int, height: Int)
        case refused(String)
    }

    /// `bytes` as a scene file beside `baseDirectory` (includes, templates and images resolve there).
    public static func run(_ bytes: [UInt8], baseDirectory: String = "/nonexistent-animatic-fuzz") -> Outcome {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .refused("not UTF-8") }
        do {
            var scene = try SceneLoader.parse(text, file: "fuzz.yaml", name: "fuzz", baseDirectory: baseDirectory)
            let side = max(scene.canvas.size.width, scene.canvas.size.height)
            if side.isFinite, side > 0 { scene.canvas.scale = min(scene.canvas.scale, maxCanvasSide / side) }
            if let problem = scene.canvas.problem { return .refused(problem) }
            let timeline = try Timeline.compile(scene)
            // Which frame: one the input picks, so the fuzzer reaches the middle of animations too.
            let frames = max(timeline.frameCount, 1)
            let index = Int(
                bytes.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 } % UInt32(clamping: frames))
            let time = Double(index) / timeline.canvas.fps
            let frame = try FrameProducer(timeline, workers: 1).frames(at: [time])[0]
            _ = try PNGEncoder.encode(frame, compressionLevel: 1)
            return .rendered(width: frame.width, height: frame.height)
        } catch {
            return .refused("\(error)")
        }
    }
}
