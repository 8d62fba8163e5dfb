// Combine on Linux: OpenCombine (github.com/OpenCombine/OpenCombine), an open implementation of
// Apple's API with its names and semantics, re-exported, plus what a recording needs of it: the
// schedulers apps pass (`DispatchQueue.main`, `RunLoop.main`) and `Timer.publish` on the
// recording's virtual clock, as `DispatchQueue.main.asyncAfter` and `Timer` already are, and
// Foundation's publishers and coders under Apple's names. (OpenCombineFoundation is not used: its
// schedulers run on the real run loop, which never turns in a recording.)
@preconcurrency @_exported import OpenCombine
@_exported import AnimaticUIKit
import Foundation

/// A time on the recording's clock, in seconds, with its stride: the one time type of both
/// schedulers below (Apple's are Dispatch's and Date's; code names them rarely and only through
/// `now`, `advanced(by:)` and the stride's `.seconds(…)` family, which these keep).
public struct VirtualSchedulerTime: Strideable, Hashable, Sendable {
    public var seconds: Double
    public init(seconds: Double) { self.seconds = seconds }

    public func distance(to other: VirtualSchedulerTime) -> Stride { Stride(other.seconds - seconds) }
    public func advanced(by stride: Stride) -> VirtualSchedulerTime {
        VirtualSchedulerTime(seconds: seconds + stride.seconds)
    }

    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Sendable
    {
        public var seconds: Double
        public init(_ seconds: Double) { self.seconds = seconds }
        public init(floatLiteral value: Double) { seconds = value }
        public init(integerLiteral value: Int) { seconds = Double(value) }
        public init?<T: BinaryInteger>(exactly source: T) { seconds = Double(source) }

        public var magnitude: Double { abs(seconds) }
        public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1e9) }

        public static func < (a: Stride, b: Stride) -> Bool { a.seconds < b.seconds }
        public static func + (a: Stride, b: Stride) -> Stride { Stride(a.seconds + b.seconds) }
        public static func - (a: Stride, b: Stride) -> Stride { Stride(a.seconds - b.seconds) }
        public static func * (a: Stride, b: Stride) -> Stride { Stride(a.seconds * b.seconds) }
        public static func += (a: inout Stride, b: Stride) { a.seconds += b.seconds }
        public static func -= (a: inout Stride, b: Stride) { a.seconds -= b.seconds }
        public static func *= (a: inout Stride, b: Stride) { a.seconds *= b.seconds }
    }
}

/// Work on the virtual clock: at `seconds`, then every `interval` until cancelled.
@MainActor
enum VirtualClock {
    static var now: VirtualSchedulerTime {
        VirtualSchedulerTime(seconds: Double(AnimaticUIKit.DispatchTime.now().uptimeNanoseconds) / 1e9)
    }

    static func run(at time: VirtualSchedulerTime, _ action: @escaping @MainActor () -> Void) {
        AnimaticUIKit.DispatchQueue.main.asyncAfter(
            deadline: AnimaticUIKit.DispatchTime(uptimeNanoseconds: nanoseconds(time.seconds)), execute: action)
    }

    static func repeating(
        from time: VirtualSchedulerTime, every interval: VirtualSchedulerTime.Stride,
        _ action: @escaping @MainActor () -> Void
    ) -> Cancellable {
        let work = RepeatingWork(interval: max(interval.seconds, 0.0001), action: action)
        work.fire(at: time)
        return AnyCancellable { MainActor.assumeIsolated { work.isCancelled = true } }
    }

    private static func nanoseconds(_ seconds: Double) -> UInt64 { UInt64(max(0, (seconds * 1e9).rounded())) }
}

@MainActor
private final class RepeatingWork {
    let interval: Double
    let action: @MainActor () -> Void
    var isCancelled = false

    init(interval: Double, action: @escaping @MainActor () -> Void) {
        self.interval = interval
        self.action = action
    }

    func fire(at time: VirtualSchedulerTime) {
        VirtualClock.run(at: time) { [self] in
            guard !isCancelled else { return }
            action()
            fire(at: VirtualSchedulerTime(seconds: time.seconds + interval))
        }
    }
}

/// What a scheduler needs of the main queue and the main run loop: both run their work on the
/// recording's clock, after the current batch of work, as the next run-loop turn does on iOS.
public protocol VirtualClockScheduler: Scheduler
where SchedulerTimeType == VirtualSchedulerTime, SchedulerOptions == Never {}

extension VirtualClockScheduler {
    public var now: VirtualSchedulerTime { MainActor.assumeIsolated { VirtualClock.now } }
    public var minimumTolerance: VirtualSchedulerTime.Stride { 0 }

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        MainActor.assumeIsolated { VirtualClock.run(at: VirtualClock.now) { action() } }
    }
    public func schedule(
        after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) {
        nonisolated(unsafe) let action = action
        MainActor.assumeIsolated { VirtualClock.run(at: date) { action() } }
    }
    public func schedule(
        after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride, tolerance: VirtualSchedulerTime.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        nonisolated(unsafe) let action = action
        return MainActor.assumeIsolated { VirtualClock.repeating(from: date, every: interval) { action() } }
    }
}

extension AnimaticUIKit.DispatchQueue: VirtualClockScheduler {
    public typealias SchedulerTimeType = VirtualSchedulerTime
    public typealias SchedulerOptions = Never
}

extension RunLoop: @retroactive Scheduler, VirtualClockScheduler {
    public typealias SchedulerTimeType = VirtualSchedulerTime
    public typealias SchedulerOptions = Never
}

extension NotificationCenter {
    /// `NotificationCenter.Publisher`: each subscription observes the notification while it lasts.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Notification {
            let subject = PassthroughSubject<Notification, Never>()
            let observer = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
            subject.handleEvents(receiveCancel: { [center] in center.removeObserver(observer) })
                .receive(subscriber: subscriber)
        }
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

extension JSONDecoder: @retroactive TopLevelDecoder {}
extension JSONEncoder: @retroactive TopLevelEncoder {}

extension AnimaticUIKit.Timer {
    /// `Timer.publish(every:on:in:)` on the virtual clock: a connectable publisher of the fire
    /// dates, the first `interval` after `connect()`, as Foundation's timer publisher does.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: Never? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        private let subject = PassthroughSubject<Date, Never>()

        init(interval: TimeInterval) { self.interval = interval }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable {
            MainActor.assumeIsolated {
                let start = VirtualClock.now
                let first = start.advanced(by: .seconds(interval))
                return VirtualClock.repeating(from: first, every: .seconds(interval)) { [subject] in
                    subject.send(Date(timeIntervalSinceReferenceDate: VirtualClock.now.seconds))
                }
            }
        }
    }
}
