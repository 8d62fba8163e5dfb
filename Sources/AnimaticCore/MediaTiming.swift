/// `CAAnimation.fillMode`: whether an animation shows its values outside its active time.
public enum FillMode: String, Sendable, Equatable, CaseIterable {
    /// No effect before `beginTime` or after the end (Core Animation's default).
    case removed
    /// Holds the end value after the end, while the animation stays in the layer.
    case forwards
    /// Shows the start value from the moment it is added until `beginTime`.
    case backwards
    case both

    public var fillsBackwards: Bool { self == .backwards || self == .both }
    public var fillsForwards: Bool { self == .forwards || self == .both }
}

/// One object's `CAMediaTiming`: how its parent's time maps to its own simple time.
///
/// Following Apple's CAMediaTiming reference: active local time is
/// `(t − beginTime) · speed + timeOffset`; the object is active for `activeDuration / speed`
/// parent seconds from `beginTime`; the active time folds into cycles of `duration` (twice
/// that when autoreversing, the second half backwards). Fill modes decide what it shows
/// before and after.
public struct MediaTiming: Sendable, Equatable {
    /// In the parent's time (the layer's for an animation, the group's for a child).
    public var begin: Double
    /// One simple cycle, in seconds (Core Animation's default of 0.25 s is applied by the caller).
    public var duration: Double
    public var repeatCount: Double = 1
    /// Total active time, instead of `repeatCount` (Apple: setting both is undefined).
    public var repeatDuration: Double? = nil
    public var autoreverses = false
    public var speed = 1.0
    public var timeOffset = 0.0
    public var fillMode: FillMode = .removed

    public init(
        begin: Double, duration: Double, repeatCount: Double = 1, repeatDuration: Double? = nil,
        autoreverses: Bool = false,
        speed: Double = 1, timeOffset: Double = 0, fillMode: FillMode = .removed
    ) {
        self.begin = begin
        self.duration = duration
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.speed = speed
        self.timeOffset = timeOffset
        self.fillMode = fillMode
    }

    var cycle: Double { duration * (autoreverses ? 2 : 1) }

    /// The active duration in the object's own time.
    public var activeDuration: Double { repeatDuration ?? cycle * repeatCount }

    /// When the active period ends, in the parent's time; never for a speed of 0 (paused).
    public var activeEnd: Double { speed > 0 ? begin + activeDuration / speed : .infinity }

    /// The simple time (0…duration) and the cycle it is in at parent time `t`, or nil where the
    /// object has no effect (before it begins without a backwards fill, after it ends without a
    /// forwards fill). Before it begins a backwards fill shows active time 0, after its end a
    /// forwards fill freezes active time at the end; an end that falls on a cycle boundary shows
    /// the end of that cycle (the `to` value), not the start of the next.
    public func simpleTime(at t: Double) -> (time: Double, iteration: Int)? {
        var active: Double
        var atEnd = false
        if t < begin - Timeline.epsilon {
            guard fillMode.fillsBackwards else { return nil }
            active = 0
        } else if t >= activeEnd - Timeline.epsilon {
            guard fillMode.fillsForwards else { return nil }
            active = activeDuration
            atEnd = true
        } else {
            active = max(0, (t - begin) * speed)
        }
        let shifted = active + timeOffset
        guard cycle > 0 else { return (0, 0) }
        var k = (shifted / cycle).rounded(.down)
        var u = shifted - k * cycle
        if atEnd, shifted > 0, u < Timeline.epsilon * max(1, cycle) || cycle - u < Timeline.epsilon * max(1, cycle) {
            u = cycle
            k = (shifted / cycle).rounded() - 1
        }
        if autoreverses, u > duration { u = cycle - u }
        return (min(max(u, 0), duration), Int(saturating: max(k, 0)))
    }
}
