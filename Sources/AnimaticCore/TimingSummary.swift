import Foundation

/// What a designer reads of an animation's timing: when it starts, how long it runs, its curve
/// by name and parameters, how far it overshoots and when a spring settles.
public struct AnimationTimingSummary: Sendable, Equatable, Codable {
    public var view: String
    /// The key path as `values` reports it (`center`, `layer.transform.rotation.z`).
    public var keyPath: String
    /// Seconds from the transition's start to the animation's begin.
    public var delay: Double
    /// One cycle, in seconds.
    public var duration: Double
    /// `easeInOut`, `cubic-bezier(0.25, 0.1, 0.25, 1)`, `spring ζ 0.50 (mass 1, stiffness 100,
    /// damping 10)`, `keyframes (3)`, `path`, `flip`.
    public var curve: String
    /// How far past its end value the motion goes, in percent of the distance (nil: none).
    public var overshoot: Double?
    /// Seconds from the begin until a spring stays within 0.1 % of its end (nil: not a spring).
    public var settle: Double?

    public var label: String { "\(view).\(keyPath)" }
}

/// The timing of every animation of a timeline, and the scene's length.
public struct TimingSummary: Sendable, Equatable, Codable {
    /// When the last frame is (the transition's end, or an interaction's).
    public var end: Double
    public var animations: [AnimationTimingSummary]

    public init(end: Double, animations: [AnimationTimingSummary]) {
        self.end = end
        self.animations = animations
    }

    public init(_ timeline: Timeline) {
        end = timeline.endTime
        animations = timeline.animations.map(AnimationTimingSummary.init)
    }
}

extension AnimationTimingSummary {
    init(_ a: Animation) {
        view = a.viewID
        keyPath = ([a.property.keyPath] + a.fields).joined(separator: ".")
        delay = a.begin
        duration = a.duration
        switch a.curve {
        case .timing(let t):
            curve = t.name
            overshoot = t.overshootPercent
        case .spring(let s):
            curve = s.name
            overshoot = s.overshootPercent(within: a.duration)
            settle = s.settlingDuration.isFinite ? s.settlingDuration : nil
        case .keyframes(let track, _): curve = "keyframes (\(track.values.count))"
        case .path: curve = "path"
        case .flip: curve = "flip"
        }
    }
}

extension TimingFunction {
    /// Core Animation's name for the named curves, else the control points.
    public var name: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .default: "default"
        case let .cubicBezier(x1, y1, x2, y2):
            "cubic-bezier(\(TimingText.number(x1)), \(TimingText.number(y1)), \(TimingText.number(x2)), \(TimingText.number(y2)))"
        }
    }

    /// Percent past the end value at the curve's highest point; nil when it never passes 1.
    var overshootPercent: Double? {
        let (_, y1, _, y2) = controlPoints
        guard y1 > 1 || y2 > 1 else { return nil }
        var peak = 1.0
        for i in 0...1000 {
            let s = Double(i) / 1000
            // The Bézier's y at parameter s (x does not matter for the peak's height).
            let y = 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s
            peak = max(peak, y)
        }
        return peak > 1 + 1e-9 ? (peak - 1) * 100 : nil
    }
}

extension Spring {
    /// `spring ζ 0.50 (mass 1, stiffness 100, damping 10)`, with the initial velocity when it has one.
    public var name: String {
        let n = TimingText.number
        let velocity = initialVelocity != 0 ? ", initial velocity \(n(initialVelocity))" : ""
        return "spring ζ \(String(format: "%.2f", dampingRatio)) (mass \(n(mass)), stiffness \(n(stiffness)), "
            + "damping \(n(damping))\(velocity))"
    }

    /// Percent past the end value at the highest point within `duration` seconds; nil when none.
    func overshootPercent(within duration: Double) -> Double? {
        let span = min(duration, settlingDuration.isFinite ? settlingDuration : duration)
        guard span > 0, span.isFinite else { return nil }
        var peak = 1.0
        for i in 0...2000 { peak = max(peak, value(at: span * Double(i) / 2000)) }
        return peak > 1 + 1e-6 ? (peak - 1) * 100 : nil
    }
}

/// Numbers as the summary prints them: up to three decimals, no trailing zeros.
public enum TimingText {
    public static func number(_ v: Double) -> String {
        var s = String(format: "%.3f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    public static func seconds(_ v: Double) -> String { number(v) + " s" }

    /// `+20 %`, for a change from `old` to `new` (nil when old is 0).
    public static func percentChange(_ old: Double, _ new: Double) -> String? {
        guard old != 0 else { return nil }
        let p = (new - old) / old * 100
        return (p >= 0 ? "+" : "−") + String(format: "%.0f", abs(p)) + " %"
    }
}
