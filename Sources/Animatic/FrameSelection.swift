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
            return "--frames \(r.lowerBound)-\(r.upperBound): \(timeline.sceneName) has frames 0-\(timeline.frameCount - 1)"
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
    /// rendered at exactly that time.
    public func frames(in timeline: Timeline) -> [(index: Int, time: Double)] {
        let count = timeline.frameCount
        switch self {
        case .all:
            return Sampling.all.frames(in: timeline)
        case .range(let r):
            return r.clamped(to: 0...(count - 1)).map { ($0, timeline.time(ofFrame: $0)) }
        case .times(let times):
            // Each frame once: two times landing on one frame would write one file twice.
            return Sampling.times(times).frames(in: timeline)
        }
    }
}
