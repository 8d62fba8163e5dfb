import AnimaticCore

/// An animation added with `layer.add(_:forKey:)`, as the recorder keeps it for
/// `animation(forKey:)`, `animationKeys()` and the delegate's `animationDidStop(_:finished:)`.
@preconcurrency @MainActor
final class LiveAnimation {
    let viewID: String
    let key: String?
    let object: CAAnimation
    /// End of its active time; removed from the layer then unless `isRemovedOnCompletion` is false.
    let end: Double
    var removedAt: Double?
    var stopped = false

    init(viewID: String, key: String?, object: CAAnimation, end: Double) {
        self.viewID = viewID
        self.key = key
        self.object = object
        self.end = end
    }

    func isInLayer(at now: Double) -> Bool {
        if let removedAt, removedAt <= now { return false }
        return !(object.isRemovedOnCompletion && now >= end - Timeline.epsilon)
    }

    /// Tells the delegate once: at the end (finished) or when removed before it (not finished).
    func stop(finished: Bool) {
        guard !stopped else { return }
        stopped = true
        object.delegate?.animationDidStop(object, finished: finished)
    }
}

extension TransitionRecorder {
    func addAnimation(_ step: AddAnimationStep, object: CAAnimation, at location: SourceLocation) {
        let end = step.animation.timing(begin: now + step.animation.beginTime).activeEnd
        // Apple: adding under a key in use removes the animation there first.
        if let key = step.key { stopAnimations(of: step.viewID, key: key) }
        let live = LiveAnimation(viewID: step.viewID, key: step.key, object: object, end: end)
        liveAnimationLog.append(live)
        perform(Step(.addAnimation(step), at: location))
        extendTransactions(to: end)
        object.delegate?.animationDidStart(object)
        if object.delegate != nil, end.isFinite {
            perform(Step(.after(delay: max(0, end - now), steps: []), at: location)) { live.stop(finished: true) }
        }
    }

    func removeAnimation(of id: String, key: String?, at location: SourceLocation) {
        self.location = location
        perform(Step(.removeAnimation(viewID: id, key: key), at: location))
        stopAnimations(of: id, key: key)
    }

    private func stopAnimations(of id: String, key: String?) {
        for live in liveAnimations(of: id) where key == nil || live.key == key {
            live.removedAt = now
            if now < live.end - Timeline.epsilon { live.stop(finished: false) }
        }
    }

    func liveAnimations(of id: String) -> [LiveAnimation] {
        liveAnimationLog.filter { $0.viewID == id && $0.isInLayer(at: now) }
    }

    /// Whether the presentation of `id` may differ from its model now: an explicit animation is in
    /// its layer (active, or filling), or any UIView animation runs (not narrowed to its views).
    func mayBeInFlight(_ id: String) -> Bool {
        viewAnimationsEnd > now + Timeline.epsilon || !liveAnimations(of: id).isEmpty
    }
}
