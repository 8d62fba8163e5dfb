import AnimaticCore
import Foundation

/// `Timer` on the virtual clock: a scheduled timer fires `timeInterval` seconds after it was
/// scheduled, then (repeating) every `timeInterval` after that first fire date, each fire
/// running its block or selector as a `DispatchQueue.main.asyncAfter` block does (its steps go
/// into an `after` step). Outside a recording there is no clock and timers never fire.
/// Declared here, it shadows Foundation's in files that import AnimaticUIKit (the rewrite turns
/// `import Foundation` into `import AnimaticUIKit` for that reason).
@preconcurrency @MainActor
open class Timer {
    public let timeInterval: TimeInterval
    public let userInfo: Any?
    open var tolerance: TimeInterval = 0
    public private(set) var isValid = true
    private let repeats: Bool
    private let action: @MainActor (Timer) -> Void
    private var firstFire: TimeInterval?
    private var fires = 0
    private var location = SourceLocation(file: "", line: 0, column: 0)

    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        // Foundation raises a non-positive interval to 0.1 ms.
        timeInterval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        userInfo = nil
        action = block
    }

    public init(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        timeInterval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.userInfo = userInfo
        let receiver = target as AnyObject
        let location = callSite(file, line, column)
        action = { timer in selector.invoke(on: receiver, sender: timer, location: location) }
    }

    public convenience init(
        fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
    ) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
    }

    @discardableResult
    open class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule(file: file, line: line, column: column)
        return timer
    }

    @discardableResult
    open class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Timer {
        let timer = Timer(
            timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats,
            file: file, line: line, column: column)
        timer.schedule(file: file, line: line, column: column)
        return timer
    }

    /// Fires now (outside the schedule); a non-repeating timer is then invalidated.
    open func fire() {
        guard isValid else { return }
        action(self)
        if !repeats { isValid = false }
    }

    open func invalidate() { isValid = false }

    open var fireDate: Date {
        Date(timeIntervalSinceReferenceDate: (firstFire ?? 0) + Double(fires) * timeInterval)
    }

    func schedule(file: String, line: Int, column: Int) {
        guard firstFire == nil, let recorder = Recording.recorder else { return }
        location = callSite(file, line, column)
        firstFire = recorder.now + timeInterval
        scheduleNext()
    }

    private func scheduleNext() {
        guard isValid, let firstFire else { return }
        // Fire dates stay on the grid of the first one (no drift), as Foundation schedules them.
        let due = firstFire + Double(fires) * timeInterval
        DispatchQueue.main.asyncAfter(
            deadline: DispatchTime(seconds: due),
            execute: { [self] in
                guard isValid else { return }
                fires += 1
                action(self)
                if repeats { scheduleNext() } else { isValid = false }
            }, file: location.file, line: location.line, column: location.column)
    }
}

extension RunLoop {
    /// Schedules an AnimaticUIKit timer (`RunLoop.main.add(timer, forMode: .common)`).
    @MainActor
    public func add(
        _ timer: Timer, forMode mode: RunLoop.Mode, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        timer.schedule(file: file, line: line, column: column)
    }
}

/// `CAFrameRateRange` (iOS 15): the preferred rate decides the tick interval.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float, maximum: Float, preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0)
}

/// `CADisplayLink` on the virtual clock: once added to a run loop it calls its selector every
/// 1/60 s (or `1 / preferredFramesPerSecond`) of virtual time, the first call one frame after it
/// was added; in the call, `timestamp` is the tick's time and `targetTimestamp` the next one's.
/// It ticks until invalidated, so a link never invalidated is reported as endless work.
@preconcurrency @MainActor
open class CADisplayLink {
    private let target: AnyObject
    private let selector: Selector
    private let location: SourceLocation
    open var preferredFramesPerSecond: Int = 0
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// Deprecated in iOS 10: ticks per callback.
    open var frameInterval: Int = 1
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    private var added = false
    private var invalidated = false
    private var generation = 0
    open var isPaused = false {
        didSet {
            if oldValue && !isPaused {
                generation += 1
                scheduleTick(from: Recording.recorder?.now ?? 0)
            }
        }
    }

    public init(target: Any, selector sel: Selector, file: String = #fileID, line: Int = #line, column: Int = #column) {
        self.target = target as AnyObject
        selector = sel
        location = callSite(file, line, column)
    }

    /// `CADisplayLink.init(target:selector:)` as a function value (Stagehand's `DisplayLinkFactory`
    /// default): a reference by that compound name cannot bind the located initializer above,
    /// whose extra defaulted labels it does not name. Disfavored, so a call still takes the
    /// located one and keeps the app's call site.
    @_disfavoredOverload
    public convenience init(target: Any, selector sel: Selector) {
        self.init(target: target, selector: sel, file: #fileID, line: #line, column: #column)
    }

    /// Seconds between ticks.
    open var duration: CFTimeInterval {
        let preferred = preferredFrameRateRange.preferred.map(Int.init) ?? preferredFramesPerSecond
        let rate = preferred > 0 ? min(preferred, 60) : 60
        return Double(max(1, frameInterval)) / Double(rate)
    }

    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !added, !invalidated, let recorder = Recording.recorder else { return }
        added = true
        scheduleTick(from: recorder.now)
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    open func invalidate() { invalidated = true }

    private func scheduleTick(from time: Double) {
        guard added, !invalidated, !isPaused else { return }
        let due = time + duration
        let current = generation
        DispatchQueue.main.asyncAfter(
            deadline: DispatchTime(seconds: due),
            execute: { [self] in
                guard !invalidated, !isPaused, generation == current else { return }
                timestamp = due
                targetTimestamp = due + duration
                selector.invoke(on: target, sender: self, location: location)
                scheduleTick(from: due)
            }, file: location.file, line: location.line, column: location.column)
    }
}
