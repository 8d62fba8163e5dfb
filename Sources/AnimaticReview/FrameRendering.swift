import AnimaticCore
import AnimaticRender
import Foundation

/// Renders frames of a timeline in parallel, one task per core, returned in the order asked.
public func renderFrames(_ timeline: Timeline, at times: [Double]) async throws -> [Frame] {
    let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
    return try await withThrowingTaskGroup(of: (Int, Frame).self) { group in
        var out = [Frame?](repeating: nil, count: times.count)
        var next = 0
        func add() {
            let i = next, time = times[i]
            next += 1
            group.addTask { (i, try Rasterizer().render(timeline.presentation(at: time))) }
        }
        while next < min(width, times.count) { add() }
        while let (i, frame) = try await group.next() {
            out[i] = frame
            if next < times.count { add() }
        }
        return out.map { $0! }
    }
}

/// `transform` applied to every element, one task per core, results in order.
public func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) throws -> R) async throws -> [R] {
    let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
    return try await withThrowingTaskGroup(of: (Int, R).self) { group in
        var out = [R?](repeating: nil, count: items.count)
        var next = 0
        func add() {
            let i = next, item = items[i]
            next += 1
            group.addTask { (i, try transform(item)) }
        }
        while next < min(width, items.count) { add() }
        while let (i, result) = try await group.next() {
            out[i] = result
            if next < items.count { add() }
        }
        return out.map { $0! }
    }
}

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
        case .count(let n):
            guard n > 1, last > 0 else { return [(0, 0)] }
            var seen = Set<Int>()
            return (0..<n).compactMap { i -> (index: Int, time: Double)? in
                let index = Int(saturating: Double(i) * Double(last) / Double(n - 1), rounding: .toNearestOrAwayFromZero)
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
