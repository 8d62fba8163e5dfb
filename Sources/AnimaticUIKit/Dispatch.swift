import AnimaticCore

/// `DispatchTime` on the virtual clock: `.now()` is the recording's current time, so
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)` runs 0.3 s later in the transition.
/// Declared here, it shadows Dispatch's in files that import AnimaticUIKit.
public struct DispatchTime: Comparable, Sendable {
    /// Seconds on the virtual clock.
    let seconds: Double

    @preconcurrency @MainActor public static func now() -> DispatchTime {
        DispatchTime(seconds: Recording.recorder?.now ?? 0)
    }
    public static let distantFuture = DispatchTime(seconds: .infinity)

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + seconds)
    }
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds - seconds)
    }
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time + interval.seconds
    }
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time - interval.seconds
    }
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }
}

extension DispatchTime {
    /// Dispatch's nanoseconds, here on the virtual clock: the recording's start is 0.
    public init(uptimeNanoseconds: UInt64) { self.init(seconds: Double(uptimeNanoseconds) / 1e9) }
    public var uptimeNanoseconds: UInt64 {
        seconds.isFinite ? UInt64(max(0, (seconds * 1e9).rounded())) : .max
    }
}

extension DispatchTimeInterval {
    var seconds: Double {
        switch self {
        case .seconds(let s): Double(s)
        case .milliseconds(let ms): Double(ms) / 1e3
        case .microseconds(let us): Double(us) / 1e6
        case .nanoseconds(let ns): Double(ns) / 1e9
        case .never: .infinity
        @unknown default: 0
        }
    }
}

/// The main queue on the virtual clock. Only `main` exists: an animator touches views, which
/// live on the main thread.
@preconcurrency @MainActor
public final class DispatchQueue {
    public static let main = DispatchQueue()
    private init() {}

    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @MainActor () -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let location = callSite(file, line, column)
        guard let recorder = Recording.recorder else { return work() }
        recorder.location = location
        guard deadline.seconds.isFinite else { return }
        recorder.perform(
            Step(.after(delay: max(0, deadline.seconds - recorder.now), steps: []), at: location), then: work)
    }

    /// Runs after the current batch of steps, at the same virtual time, as the next run-loop turn.
    public func async(
        execute work: @escaping @MainActor () -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        asyncAfter(deadline: .now(), execute: work, file: file, line: line, column: column)
    }
}
