import AnimaticCore

/// Which frames a sheet shows.
public enum FramePick: Sendable, Equatable {
    /// `n` frames evenly spaced from the first to the last.
    case count(Int)
    /// Frames 0, k, 2k, … and the last.
    case every(Int)
    /// The frames nearest to these times (seconds), rendered at exactly those times.
    case times([Double])

    public func frames(in timeline: Timeline) -> [(index: Int, time: Double)] {
        let last = timeline.frameCount - 1
        switch self {
        case .count(let asked):
            // More frames than the scene has is every frame: clamped before any work, so a huge
            // count costs nothing.
            let n = min(asked, last + 1)
            guard n > 1, last > 0 else { return [(0, 0)] }
            var seen = Set<Int>()
            return (0..<n).compactMap { i -> (index: Int, time: Double)? in
                let index = Int(
                    saturating: Double(i) * Double(last) / Double(n - 1), rounding: .toNearestOrAwayFromZero)
                return seen.insert(index).inserted ? (index, timeline.time(ofFrame: index)) : nil
            }
        case .every(let k):
            var indices = Array(stride(from: 0, through: last, by: max(1, k)))
            if indices.last != last { indices.append(last) }
            return indices.map { ($0, timeline.time(ofFrame: $0)) }
        case .times(let times):
            var seen = Set<Int>()
            return times.sorted().compactMap { t -> (index: Int, time: Double)? in
                let index = min(last, Int(saturating: t * timeline.canvas.fps, rounding: .toNearestOrAwayFromZero))
                return seen.insert(index).inserted ? (index, t) : nil
            }
        }
    }
}
