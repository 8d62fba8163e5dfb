import AnimaticCore
import AnimaticFiles
import AnimaticRender
import Foundation

/// Every frame of a scene as it was recorded, `DIR/<scene>/motion.apng`, kept only when asked
/// for (`check --motion`, a scene's `goldens: {motion: true}`): the golden player shows the
/// golden's own picture between its recorded stills instead of holding the one before. For
/// review only: a check compares the sampled frames, never this.
///
/// At most one pixel per point (`scale(for:)`): a third to a quarter of the bytes at 2x and
/// 3x, and at the player's picture height (44 % of a window) the difference hardly shows. Its
/// frames are the recorded timeline's, one per frame at the scene's own frame rate, each
/// shown for 1/fps s; a frame stores only what changed since the one before (APNGEncoder).
public enum GoldenMotion {
    /// The largest pixel density the motion is kept at: one pixel per point.
    public static let maxScale = 1.0

    /// The motion's pixels per point for a canvas: its own, at most `maxScale`.
    public static func scale(for canvas: Canvas) -> Double { min(canvas.scale, maxScale) }

    /// Renders every frame of the scene at the motion's scale, through `FrameProducer`, into
    /// one APNG. Deterministic: the same scene gives the same bytes.
    public static func record(_ scene: Scene, frameCount: Int) throws -> [UInt8] {
        var reduced = scene
        reduced.canvas = try scene.canvas.overriding(fps: nil, scale: scale(for: scene.canvas))
        let timeline = try Timeline.compile(reduced)
        let count = min(frameCount, timeline.frameCount)
        let (numerator, denominator) = delay(fps: timeline.canvas.fps)
        var encoder = try APNGEncoder(width: timeline.canvas.pixelWidth, height: timeline.canvas.pixelHeight)
        let producer = FrameProducer(timeline)
        let batch = producer.workers * 2
        var previous: Frame?
        var start = 0
        while start < count {
            let times = (start..<min(count, start + batch)).map { timeline.time(ofFrame: $0) }
            let frames = try producer.frames(at: times)
            let pairs = frames.indices.map { k in (frames[k], k == 0 ? previous : frames[k - 1]) }
            let encoded = try concurrentMap(pairs, worker: {}) { _, pair in
                try APNGEncoder.encode(pair.0, after: pair.1)
            }
            for frame in encoded {
                try encoder.add(frame, delayNumerator: numerator, delayDenominator: denominator)
            }
            previous = frames.last
            start += times.count
        }
        return encoder.finish()
    }

    /// A frame's delay as APNG's fraction: exactly 1/fps for a whole frame rate, else in ms.
    static func delay(fps: Double) -> (UInt16, UInt16) {
        if fps == fps.rounded(), fps >= 1, fps <= 1000 { return (1, UInt16(fps)) }
        return (UInt16(min(65535, max(1, (1000 / fps).rounded()))), 1000)
    }
}

extension GoldenStore {
    /// The motion recorded with a scene's goldens, or nil when none was (not asked for, goldens
    /// recorded before it existed, a file the manifest does not name). One whose SHA-256 is not
    /// the manifest's (a record killed between the two, a file changed by hand) is an error.
    public func motion(scene: String) throws -> [UInt8]? {
        guard let expected = try manifest(scene: scene)?.motion else { return nil }
        let path = try root.pathForReading(scene, OutputNames.goldenMotion)
        switch RegularFile.readIfPresent(path, maxBytes: RegularFile.maxImageBytes) {
        case .success(nil):
            throw GoldenFileError(
                path: path, message: "is missing, though the manifest names it; `--record all --motion` records it")
        case .success(let data?):
            let bytes = [UInt8](data)
            if Self.isLFSPointer(bytes) { throw GoldenFileError.lfsPointer(path) }
            guard Digest.sha256(bytes) == expected else {
                throw GoldenFileError(
                    path: path,
                    message:
                        "is not the motion recorded with these goldens (its SHA-256 is not the manifest's): "
                        + "a record was interrupted, or it was changed by hand; `--record all --motion` records it again"
                )
            }
            return bytes
        case .failure(let refusal): throw GoldenFileError(path: path, message: refusal.reason(for: path))
        }
    }
}
