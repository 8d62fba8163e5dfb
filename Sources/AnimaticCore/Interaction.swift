/// A gesture driving the transition (the scene's `interaction:` key): the progress the app's
/// gesture handler reports over time, and the moment the finger lifts.
///
/// Times are wall-clock seconds from `startInteractiveTransition`. Progress is the fraction of
/// the transition the handler passes to `update(_:)` (or sets as `fractionComplete`), linear
/// between samples as a handler called at every touch event would be.
public struct Interaction: Sendable {
    public struct Sample: Sendable, Equatable {
        public var time: Double
        public var progress: Double
        public init(_ time: Double, _ progress: Double) {
            self.time = time
            self.progress = progress
        }
    }

    /// `finish()` or `cancel()` (`continueAnimation` forward or reversed) when the finger lifts.
    public struct Release: Sendable {
        public var at: Double
        /// Progress per second at release (a pan's `velocity(in:)` divided by the distance that
        /// means 100 %); nil takes the slope of the progress timeline just before `at`.
        public var velocity: Double?
        public var finish: Bool
        public init(at: Double, velocity: Double? = nil, finish: Bool) {
            self.at = at
            self.velocity = velocity
            self.finish = finish
        }
    }

    /// How the release runs in a property animator: the animator's own timing, a curve, or a
    /// spring (`continueAnimation(withTimingParameters:durationFactor:)`).
    public enum ReleaseTiming: Sendable, Equatable {
        case original
        case curve(TimingFunction)
        /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: settles in the release's
        /// duration; the initial velocity is the release velocity in UIKit's units (InteractionClock).
        case spring(dampingRatio: Double)
        /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: runs for its own
        /// settling time, the animator's duration ignored (its `initialVelocity` is replaced).
        case physicalSpring(Spring)
    }

    public enum Driver: Sendable, Equatable {
        /// `UIPercentDrivenInteractiveTransition`: the transition's layer time is scrubbed
        /// (progress × duration, every animation keeping its own delay and curve), then runs
        /// forward or back at `completionSpeed` on `completionCurve`.
        case percentDriven(completionSpeed: Double, completionCurve: TimingFunction)
        /// `interruptibleAnimator(using:)` returning a `UIViewPropertyAnimator` of the
        /// transition's duration and `curve`: scrubbed by `fractionComplete`, continued with
        /// `release` timing over `durationFactor` × the remaining duration.
        case propertyAnimator(
            curve: TimingFunction, scrubsLinearly: Bool, release: ReleaseTiming, durationFactor: Double)
    }

    public var samples: [Sample]
    public var release: Release
    public var driver: Driver
    public var location: SourceLocation

    public init(
        samples: [Sample], release: Release,
        driver: Driver = .percentDriven(completionSpeed: 1, completionCurve: .easeInOut),
        location: SourceLocation = .unknown
    ) {
        self.samples = samples
        self.release = release
        self.driver = driver
        self.location = location
    }

    /// What is wrong with this interaction, or nil.
    public var problem: String? {
        guard let first = samples.first else {
            return "interaction.progress needs at least one [time, progress] sample"
        }
        guard first.time >= 0 else { return "interaction.progress starts at \(first.time) s; times are ≥ 0" }
        for (a, b) in zip(samples, samples.dropFirst()) where !(b.time > a.time) {
            return "interaction.progress times must increase, got \(a.time) then \(b.time)"
        }
        for s in samples where !(s.progress >= 0 && s.progress <= 1) || !s.time.isFinite {
            return "progress must be in 0…1, got \(s.progress) at \(s.time) s"
        }
        guard release.at >= 0, release.at <= Timeline.maxDuration else {
            return "release.at must be in 0…\(Int(Timeline.maxDuration)) s, got \(release.at)"
        }
        if let v = release.velocity, !(abs(v) <= 1000) {
            return "release.velocity must be in −1000…1000 progress per second, got \(v)"
        }
        switch driver {
        case .percentDriven(let speed, _):
            guard speed > 0, speed <= 100 else { return "completionSpeed must be in (0, 100], got \(speed)" }
        case .propertyAnimator(_, _, let timing, let factor):
            guard factor >= 0, factor <= 100 else { return "durationFactor must be in 0…100, got \(factor)" }
            if case .spring(let ratio) = timing, !(ratio > 0 && ratio <= 10) {
                return "dampingRatio must be in (0, 10], got \(ratio)"
            }
            if case .physicalSpring(let s) = timing,
                !(s.mass > 0 && s.stiffness > 0 && s.damping > 0) || s.settlingDuration > Timeline.maxDuration
            {
                return
                    "a release spring needs mass > 0, stiffness > 0 and damping > 0, and must settle within \(Int(Timeline.maxDuration)) s"
            }
        }
        return nil
    }

    /// The progress the handler reported at `time`: linear between samples, held before the
    /// first and after the last.
    public func scrubbedProgress(at time: Double) -> Double {
        guard let first = samples.first, time > first.time else { return samples.first?.progress ?? 0 }
        guard let last = samples.last, time < last.time else { return samples.last!.progress }
        let next = firstSample(atOrAfter: time)
        let (a, b) = (samples[next - 1], samples[next])
        return a.progress + (b.progress - a.progress) * (time - a.time) / (b.time - a.time)
    }

    /// The slope of the progress timeline just before `time` (0 before the first sample and
    /// after the last).
    public func scrubVelocity(before time: Double) -> Double {
        let next = firstSample(atOrAfter: time - Timeline.epsilon)
        guard next > 0, next < samples.count else { return 0 }
        let (a, b) = (samples[next - 1], samples[next])
        return (b.progress - a.progress) / (b.time - a.time)
    }

    /// The index of the first sample at or after `time` (samples are in time order), by bisection
    /// so that a long recorded gesture costs log n a frame.
    func firstSample(atOrAfter time: Double) -> Int {
        var lo = 0, hi = samples.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if samples[mid].time < time { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The progress when the finger lifts.
    public var releaseProgress: Double { scrubbedProgress(at: release.at) }
    /// The progress velocity handed to the release.
    public var releaseVelocity: Double { release.velocity ?? scrubVelocity(before: release.at) }
}

/// Stock gestures: a few parameters that expand to a progress timeline and a release, as a
/// typical gesture handler computes them.
public enum StockGesture: Sendable, Equatable {
    /// `UIScreenEdgePanGestureRecognizer` from the left edge: progress = translation.x / width.
    case edgePan(distance: Double, duration: Double, pacing: TimingFunction)
    /// A pan down: progress = translation.y / height.
    case verticalDrag(distance: Double, duration: Double, pacing: TimingFunction)
    /// A pinch in from scale 1 to `scale`: progress = 1 − scale.
    case pinch(scale: Double, duration: Double, pacing: TimingFunction)

    /// Samples per gesture: the touch path is linear between them, and the release velocity is
    /// the exact derivative of the pacing curve at the end.
    public static let sampleCount = 24

    /// The progress timeline and the release velocity for a canvas of `size`.
    public func expand(canvas size: Size) -> (samples: [Interaction.Sample], releaseAt: Double, velocity: Double) {
        let (total, duration, pacing): (Double, Double, TimingFunction) =
            switch self {
            case .edgePan(let d, let t, let p): (d / size.width, t, p)
            case .verticalDrag(let d, let t, let p): (d / size.height, t, p)
            case .pinch(let s, let t, let p): (1 - s, t, p)
            }
        let n = Self.sampleCount
        let samples = (0...n).map { i -> Interaction.Sample in
            let u = Double(i) / Double(n)
            return Interaction.Sample(u * duration, min(max(total * pacing.progress(at: u), 0), 1))
        }
        let h = 1e-4
        let slope = (pacing.progress(at: 1) - pacing.progress(at: 1 - h)) / h
        return (samples, duration, duration > 0 ? total * slope / duration : 0)
    }

    public var problem: String? {
        switch self {
        case .edgePan(let d, let t, _), .verticalDrag(let d, let t, _):
            guard d >= 0, d <= 100_000 else { return "distance must be in 0…100000 points, got \(d)" }
            guard t > 0, t <= Timeline.maxDuration else {
                return "duration must be in (0, \(Int(Timeline.maxDuration))] s, got \(t)"
            }
        case .pinch(let s, let t, _):
            guard s >= 0, s <= 1 else { return "pinch scale must be in 0…1 (a pinch in), got \(s)" }
            guard t > 0, t <= Timeline.maxDuration else {
                return "duration must be in (0, \(Int(Timeline.maxDuration))] s, got \(t)"
            }
        }
        return nil
    }
}
