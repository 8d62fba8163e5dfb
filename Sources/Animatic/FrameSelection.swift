/// Which frames of a timeline to produce: all, an inclusive index range, or the frames
/// nearest to given times.
public enum FrameSelection: Sendable, Equatable {
    case all
    case range(ClosedRange<Int>)
    case times([Double])

    /// Parses `A-B` (inclusive) or a single index `A`.
    public static func parseRange(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count <= 2, let a = Int(parts[0]), a >= 0 else { return nil }
        let b = parts.count == 2 ? Int(parts[1]) : a
        guard let b, b >= a else { return nil }
        return a...b
    }

    /// Why this selection does not fit the timeline, or nil.
    public func problem(in timeline: Timeline) -> String? {
        switch self {
        case .range(let r) where r.upperBound >= timeline.frameCount:
            return
                "--frames \(r.lowerBound)-\(r.upperBound): \(timeline.sceneName) has frames 0-\(timeline.frameCount - 1)"
        case .times(let times):
            // Past the last frame's time by more than half a frame, a time names no frame.
            let last = timeline.time(ofFrame: timeline.frameCount - 1)
            let slack = 0.5 / timeline.canvas.fps
            guard let late = times.first(where: { $0 > last + slack }) else { return nil }
            return "--at \(late): \(timeline.sceneName) ends at \(last) s (its last frame, \(timeline.frameCount - 1))"
        default:
            return nil
        }
    }

    /// The frame indices and the time each one shows. A time maps to the frame nearest to it,
    /// rendered at exactly that time (and written under its own name when it is not that
    /// frame's time: see `FrameSequenceWriter.fileName(ofFrame:time:in:)`).
    public func frames(in timeline: Timeline) -> [(index: Int, time: Double)] {
        let count = timeline.frameCount
        switch self {
        case .all:
            return Sampling.all.frames(in: timeline)
        case .range(let r):
            return r.clamped(to: 0...(count - 1)).map { ($0, timeline.time(ofFrame: $0)) }
        case .times(let times):
            // Each file once: a time on a frame's own time is that frame (twice named, rendered
            // once); a time between frames is its own file (`time-0.123s.png`), even when
            // another time rounds to the same frame.
            var seenFrames: Set<Int> = [], seenTimes: Set<Double> = []
            var out: [(index: Int, time: Double)] = []
            for t in times {
                let index = min(
                    count - 1, max(0, Int(saturating: t * timeline.canvas.fps, rounding: .toNearestOrAwayFromZero)))
                let onFrame = abs(t - timeline.time(ofFrame: index)) <= Timeline.epsilon
                if onFrame ? seenFrames.insert(index).inserted : seenTimes.insert(t).inserted { out.append((index, t)) }
            }
            return out.sorted { ($0.time, $0.index) < ($1.time, $1.index) }
        }
    }
}
