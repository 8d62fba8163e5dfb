/// An interactive transition as a map from the wall clock onto the transition's own clock: the
/// script compiles as usual (layer time), and the gesture decides which layer time, or which
/// fraction of the animator's way, is on screen at each wall-clock time.
public struct InteractiveDrive: Sendable {
    public let clock: InteractionClock
    /// The hierarchy after a cancel: what the script's completion left (with the flag it passed
    /// to `completeTransition:`), every property the animator moved back at its start value.
    public let cancelledTree: ModelTree
    /// Wall-clock end: the release's end, plus what the script runs after `transitionDuration`
    /// when it finishes.
    public let endTime: Double

    public enum Moment: Sendable {
        /// The script's own clock at this layer time (percent-driven, or after a finish).
        case transition(Double)
        /// A property animator's animations at `fraction` of their way; the model at layer time
        /// `layerTime`, explicit animations by the wall clock `wallTime`.
        case driven(layerTime: Double, fraction: Double, wallTime: Double)
        /// After a cancel has run back: nothing animates any more.
        case cancelled
    }

    public var interaction: Interaction { clock.interaction }
    public var isPropertyAnimator: Bool { if case .propertyAnimator = interaction.driver { true } else { false } }

    public func moment(at time: Double) -> Moment {
        let duration = clock.duration
        if time >= clock.releaseEnd - Timeline.epsilon, time > clock.releaseTime || clock.releaseDuration == 0 {
            return interaction.release.finish ? .transition(duration + max(0, time - clock.releaseEnd)) : .cancelled
        }
        let fraction = clock.fraction(at: time)
        let tau = min(max(fraction, 0), 1) * duration
        return isPropertyAnimator ? .driven(layerTime: tau, fraction: fraction, wallTime: time) : .transition(tau)
    }

    /// The driven fraction at wall-clock `time`: what `update(_:)` or `fractionComplete` holds
    /// during the gesture, then the release's way to 1 or 0.
    public func progress(at time: Double) -> Double { clock.fraction(at: time) }

    /// When a step of the script at transition time `t` runs on the wall clock: steps after
    /// `transitionDuration` (completion blocks) run once the release has finished, or, after a
    /// cancel, when it has run back.
    public func wallTime(ofTransitionTime t: Double) -> Double {
        guard interaction.release.finish else { return t <= Timeline.epsilon ? 0 : clock.releaseEnd }
        return t >= clock.duration - Timeline.epsilon
            ? clock.releaseEnd + (t - clock.duration) : t <= Timeline.epsilon ? 0 : clock.releaseEnd
    }

    /// The layer time on screen at wall-clock `time` (the plot's progress, the values export).
    public func layerTime(at time: Double) -> Double {
        switch moment(at: time) {
        case .transition(let tau), .driven(let tau, _, _): tau
        case .cancelled: 0
        }
    }
}

extension Timeline {
    /// Animations `animateTransition:` started: what a property animator holds and scrubs.
    func isAnimatorAnimation(_ a: Animation) -> Bool { !a.isExplicit && a.registeredAt <= Timeline.epsilon }

    func drivenValue(
        of property: LayerProperty, view id: String, base: AnimatableValue, layerTime: Double, fraction: Double,
        wallTime: Double
    ) -> AnimatableValue {
        let list = (animationsByKey[AnimationKey(viewID: id, property: property)] ?? []).map { animations[$0] }
        return list.reduce(base) { value, a in
            if isAnimatorAnimation(a) { return a.apply(to: value, atFraction: fraction) }
            // Explicit animations are not the animator's: they run by the clock.
            let t = a.isExplicit ? wallTime : layerTime
            return a.isActive(at: t) ? a.apply(to: value, at: t) : value
        }
    }

    /// Attaches the gesture: frames from now on are wall-clock times.
    mutating func attach(_ interaction: Interaction) {
        let clock = InteractionClock(interaction, duration: transitionDuration)
        let start = transitionModel(at: 0)
        var tree = transitionModel(at: transitionEndTime)
        for (id, property) in animatedProperties {
            guard let before = start.views[id], var view = tree.views[id] else { continue }
            // Moved by the completion block after the animation: the completion wins.
            guard property.value(in: view) == property.value(in: before) else { continue }
            let starters = (animationsByKey[AnimationKey(viewID: id, property: property)] ?? []).map { animations[$0] }
                .filter(isAnimatorAnimation)
            guard !starters.isEmpty else { continue }
            property.set(starters.reduce(property.value(in: before)) { $1.apply(to: $0, atFraction: 0) }, in: &view)
            tree.views[id] = view
        }
        let tail = interaction.release.finish ? max(0, transitionEndTime - transitionDuration) : 0
        let end = max(clock.releaseEnd + tail, interaction.samples.last?.time ?? 0, interaction.release.at)
        // Up to the next whole frame, so the last frame shows the state after the release ends
        // rather than a spring a hair from its rest.
        let frames = (min(end, Timeline.maxDuration) * canvas.fps - 1e-6).rounded(.up)
        self.interaction = InteractiveDrive(clock: clock, cancelledTree: tree, endTime: max(frames, 0) / canvas.fps)
    }
}
