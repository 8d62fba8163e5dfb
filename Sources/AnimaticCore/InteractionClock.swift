/// The driven fraction of an interactive transition at any wall-clock time, in closed form:
/// the progress timeline up to the release, then one curve or spring from there to 1 (finish)
/// or 0 (cancel). No state is carried from one time to the next.
///
/// Release, with p₀ the fraction at release `r`, target P (1 or 0), Δ = P − p₀, duration D:
/// - percent-driven: T = |Δ|·D / completionSpeed, p(t) = p₀ + Δ·completionCurve((t − r)/T)
///   (Apple: "During the interactive portion … the animation curve is linear"; completionCurve
///   defaults to ease-in-out, completionSpeed to 1). The gesture's velocity is not handed on.
/// - property animator: T = durationFactor·D, or the remaining |Δ|·D when durationFactor is 0.
///   A curve: p(t) = p₀ + Δ·curve((t − r)/T). A spring: p(t) = p₀ + Δ·x(t − r), x the unit
///   spring (x(0) = 0 → 1) with x'(0) = v/Δ: UISpringTimingParameters' initialVelocity is
///   "normalized to the total distance of the animation", the distance still to go.
public struct InteractionClock: Sendable {
    public let interaction: Interaction
    /// The animator's `transitionDuration`.
    public let duration: Double
    /// The fraction at the release and the velocity handed on (fraction per second).
    public let releaseFraction: Double
    public let releaseVelocity: Double
    /// How long the release runs.
    public let releaseDuration: Double
    /// The unit spring of a spring release (already carrying its initial velocity).
    public let releaseSpring: Spring?

    public init(_ interaction: Interaction, duration: Double) {
        self.interaction = interaction
        self.duration = duration
        let r = interaction.release.at
        var fraction = interaction.scrubbedProgress(at: r)
        var velocity = interaction.releaseVelocity
        let target: Double = interaction.release.finish ? 1 : 0
        var spring: Spring? = nil
        var releaseDuration: Double
        switch interaction.driver {
        case .percentDriven(let speed, _):
            releaseDuration = abs(target - fraction) * duration / speed
        case .propertyAnimator(let curve, let linear, let timing, let factor):
            if !linear {
                // Scrubbed on the animator's curve: values sit at curve(progress).
                let h = 1e-5
                velocity *=
                    (curve.progress(at: min(fraction + h, 1)) - curve.progress(at: max(fraction - h, 0)))
                    / (min(fraction + h, 1) - max(fraction - h, 0))
                fraction = curve.progress(at: fraction)
            }
            let delta = target - fraction
            releaseDuration = factor > 0 ? factor * duration : abs(delta) * duration
            let unitVelocity = abs(delta) > 1e-12 ? velocity / delta : 0
            switch timing {
            case .spring(let ratio) where releaseDuration > 0 && abs(delta) > 1e-12:
                spring = Spring.uikit(duration: releaseDuration, dampingRatio: ratio, initialVelocity: unitVelocity)
            case .physicalSpring(var s) where abs(delta) > 1e-12:
                s.initialVelocity = unitVelocity
                spring = s
                releaseDuration = s.settlingDuration
            default: break
            }
            if abs(delta) <= 1e-12 { releaseDuration = 0 }
        }
        releaseFraction = fraction
        releaseVelocity = velocity
        self.releaseDuration =
            releaseDuration.isFinite ? min(releaseDuration, Timeline.maxDuration) : Timeline.maxDuration
        releaseSpring = spring
    }

    public var releaseTime: Double { interaction.release.at }
    public var releaseEnd: Double { releaseTime + releaseDuration }
    public var target: Double { interaction.release.finish ? 1 : 0 }

    /// The curve the release runs on, when it is not a spring.
    var releaseCurve: TimingFunction {
        switch interaction.driver {
        case .percentDriven(_, let curve): curve
        case .propertyAnimator(let curve, _, let timing, _):
            if case .curve(let c) = timing { c } else { curve }
        }
    }

    /// The driven fraction at `time`: the layer-time fraction (percent-driven) or the fraction of
    /// every value's way (property animator, overshooting past 1 or 0 with a spring).
    public func fraction(at time: Double) -> Double {
        guard time > releaseTime else {
            let p = interaction.scrubbedProgress(at: time)
            if case .propertyAnimator(let curve, false, _, _) = interaction.driver { return curve.progress(at: p) }
            return p
        }
        guard time < releaseEnd else { return target }
        let delta = target - releaseFraction
        let elapsed = time - releaseTime
        if let spring = releaseSpring { return releaseFraction + delta * spring.value(at: elapsed) }
        return releaseFraction + delta * releaseCurve.progress(at: elapsed / releaseDuration)
    }

    /// The fraction's rate of change just after `time` (numerically, one millisecond ahead).
    public func velocity(after time: Double) -> Double {
        let h = 1e-3
        return (fraction(at: time + h) - fraction(at: time)) / h
    }
}
