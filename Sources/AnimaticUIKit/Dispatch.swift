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

/// Dispatch queues on the virtual clock. An animator touches views, which live on the main
/// thread, so every queue's work runs on the main actor at the recording's time: the main queue's
/// exactly as on iOS (the next run-loop turn), another queue's (`global()`, `init(label:)`) at
/// once on the clock, where iOS runs it on another thread for as long as it takes; that duration is
/// not known here, so an `async` on such a queue is reported at its call in a recording.
@preconcurrency @MainActor
public final class DispatchQueue {
    public static let main = DispatchQueue(label: "com.apple.main-thread", isMain: true)
    public let label: String
    private let isMain: Bool
    private init(label: String, isMain: Bool) { (self.label, self.isMain) = (label, isMain) }

    /// `DispatchQueue.Attributes`, `AutoreleaseFrequency`: accepted, nothing depends on them here.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let concurrent = Attributes(rawValue: 1 << 1)
        public static let initiallyInactive = Attributes(rawValue: 1 << 2)
    }
    public enum AutoreleaseFrequency: Sendable { case inherit, workItem, never }

    public convenience init(
        label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
        autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
    ) {
        self.init(label: label, isMain: false)
    }
    /// One of the system's global concurrent queues (Apple: `global(qos:)`).
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(label: "com.apple.root.\(qos)-qos", isMain: false)
    }

    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @MainActor () -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let location = callSite(file, line, column)
        guard let recorder = Recording.recorder else { return work() }
        recorder.location = location
        reportOffMainWork(recorder, location)
        guard deadline.seconds.isFinite else { return }
        recorder.perform(
            Step(.after(delay: max(0, deadline.seconds - recorder.now), steps: []), at: location), then: work)
    }

    /// Runs after the current batch of steps, at the same virtual time, as the next run-loop turn.
    public func async(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @MainActor () -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        asyncAfter(deadline: .now(), execute: work, file: file, line: line, column: column)
    }

    /// Runs `work` now and returns its result, as `sync` does on iOS (the caller waits for it).
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    private func reportOffMainWork(_ recorder: TransitionRecorder, _ location: SourceLocation) {
        guard !isMain else { return }
        recorder.report(
            "DispatchQueue '\(label)': work that iOS runs on another thread runs at once on the recording's "
                + "clock; how long it takes on a device is not modelled",
            at: location)
    }
}
