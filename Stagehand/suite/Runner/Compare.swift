import Animatic
import AnimaticReferences
import StagehandTesting

/// One frame's difference from iOS.
struct FrameOutcome {
    var index: Int
    var timestamp: Double?
    var difference: PixelDifference
    /// Of the pixels over the tolerance, those whose centre is on an edge of the animated view.
    var edgePixels = 0
    var matches: Bool { difference.maxLevels <= toleranceLevels }
    /// A mismatch only in where aliased edges of the animated view fall (see EdgePixels).
    var onlyEdges: Bool { !matches && edgePixels == difference.pixelsOverTolerance }
}

struct TestOutcome {
    var name: String
    var frames: [FrameOutcome]
    /// Frames in the iOS recording (must equal the frames Stagehand's loop made).
    var iosFrames: Int
}

/// Renders every frame of the capture and compares each with the same frame of the recording.
@MainActor
func compare(_ name: String, _ capture: SnapshotCapture, ios bytes: [UInt8], keep: String?) throws -> TestOutcome {
    let count = try APNGDecoder.frameCount(of: bytes)
    guard count == capture.frameCount else {
        throw ReferenceError("\(name): Stagehand's loop made \(capture.frameCount) frames, iOS recorded \(count)")
    }
    let timeline = try Timeline.compile(capture.scene)
    let ours = try FrameProducer(timeline).frames(at: (0..<count).map(Double.init))
    let theirs = try APNGDecoder.frames(Set(0..<count), of: bytes)
    var frames: [FrameOutcome] = []
    for k in 0..<count {
        let difference = try PixelDifference.between(ours[k], theirs[k]!, tolerance: toleranceLevels)
        var outcome = FrameOutcome(
            index: k, timestamp: capture.isAnimated ? capture.timestamps[k] : nil, difference: difference)
        if !outcome.matches, let edges = EdgePixels(timeline.presentation(at: Double(k)), viewPrefix: "QuadrantView") {
            outcome.edgePixels =
                EdgePixels.differing(ours[k], theirs[k]!, tolerance: toleranceLevels)
                .filter { edges.isOnEdge(x: $0.x, y: $0.y) }.count
        }
        frames.append(outcome)
        if let keep, !outcome.matches {
            let base = "\(keep)/\(name)-\(k)"
            try OutputFile("\(base)-animatic.png", replacing: true).write(PNGEncoder.encode(ours[k]))
            try OutputFile("\(base)-ios.png", replacing: true).write(PNGEncoder.encode(theirs[k]!))
        }
    }
    return TestOutcome(name: name, frames: frames, iosFrames: count)
}
