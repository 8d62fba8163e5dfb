import AnimaticCore
import Foundation

/// When golden files are written, as swift-snapshot-testing's `record:` and Playwright's
/// `--update-snapshots` have it.
public enum RecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Write goldens that do not exist yet; compare the others. The default on a workstation.
    case missing
    /// Write goldens that do not exist or do not match (re-record what changed).
    case failed
    /// Write every checked frame that is not already identical to its golden.
    case all
    /// Write nothing; a missing golden is a failure. The default when `CI` is set.
    case never

    public var description: String { rawValue }

    public struct InvalidValue: Error, CustomStringConvertible, Sendable {
        public var value: String
        public var source: String
        public init(value: String, source: String) {
            self.value = value
            self.source = source
        }
        public var description: String {
            "\(source): unknown record mode '\(value)'\(Suggestion.didYouMean(value, in: RecordMode.allCases.map(\.rawValue))); expected missing, failed, all or never"
        }
    }

    /// `ANIMATIC_RECORD` when set; otherwise `never` when `CI` is set (to anything but
    /// "", "0" or "false"), so CI never writes goldens silently, and `missing` elsewhere.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(InvalidValue) -> RecordMode
    {
        if let value = environment["ANIMATIC_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw InvalidValue(value: value, source: "ANIMATIC_RECORD")
            }
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let ci = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(ci.lowercased())
    }

    func writesMissing() -> Bool { self != .never }
    func writesFailed() -> Bool { self == .failed || self == .all }
}

/// Which frames of a scene golden tests sample.
public enum Sampling: Sendable, Equatable, CustomStringConvertible {
    /// Every frame.
    case all
    /// The frames nearest to these times (seconds), each rendered at exactly its time.
    case times([Double])
    /// Frames 0, n, 2n, … and the last frame.
    case every(Int)

    /// The scene's `goldens:` choice, or every frame.
    public init(_ settings: GoldenSettings?) {
        if let times = settings?.times {
            self = .times(times)
        } else if let n = settings?.every {
            self = .every(n)
        } else {
            self = .all
        }
    }

    /// Frame indices and the time each shows, by index, each index once.
    public func frames(in timeline: Timeline) -> [(index: Int, time: Double)] {
        let count = timeline.frameCount
        switch self {
        case .all:
            return (0..<count).map { ($0, timeline.time(ofFrame: $0)) }
        case .every(let n):
            var indices = Array(stride(from: 0, to: count, by: max(1, n)))
            if indices.last != count - 1 { indices.append(count - 1) }
            return indices.map { ($0, timeline.time(ofFrame: $0)) }
        case .times(let times):
            var seen: Set<Int> = []
            var out: [(index: Int, time: Double)] = []
            for t in times {
                let index = Int(saturating: t * timeline.canvas.fps, rounding: .toNearestOrAwayFromZero)
                if seen.insert(index).inserted { out.append((index, t)) }
            }
            return out.sorted { $0.index < $1.index }
        }
    }

    public var description: String {
        switch self {
        case .all: "every frame"
        case .every(let n): "every \(n) frames and the last"
        case .times(let t): "at " + t.map { Tolerance.short($0) + " s" }.joined(separator: ", ")
        }
    }
}

/// `--shard i/n`: the i-th of n near-equal contiguous parts of all (scene, frame) pairs, in
/// the order the scenes are given; the same arguments give the same parts on every machine.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses "i/n" with 1 ≤ i ≤ n.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i, count: n)
    }

    /// The half-open range of positions, out of `total`, that this shard takes.
    public func range(of total: Int) -> Range<Int> {
        // total × index overflows Int near Int.max: take the full-width product.
        let split = { (i: Int) -> Int in
            let product = total.multipliedFullWidth(by: i)
            return count.dividingFullWidth((high: product.high, low: product.low)).quotient
        }
        return split(index - 1)..<split(index)
    }

    public var description: String { "\(index)/\(count)" }
}
