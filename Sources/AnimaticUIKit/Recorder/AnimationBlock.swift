import AnimaticCore

/// An open `UIView.animate…` or `animateKeyframes` block: the property writes made inside it,
/// and the model values as they stand inside it (UIKit changes the model at once, so code in
/// the block reads what it just wrote). The block becomes one `animate` or `keyframes` step
/// when it closes.
@preconcurrency @MainActor
final class AnimationBlock {
    enum Kind {
        case animation
        case keyframes
        /// The animations block of `UIView.transition(with:…)`: its steps run inside the transition.
        case transition
    }

    let kind: Kind
    let location: SourceLocation
    /// What a nested `UIView.animate` block inherits (UIKit: the duration and the curve).
    var inherited: (duration: Double, timing: AnimationTiming)?
    var assignments: [Assignment] = []
    var frames: [Keyframe] = []
    /// `addKeyframe` blocks being run (nested only by mistake, but kept balanced).
    var openFrames: [Keyframe] = []
    var overlay: [String: ViewState] = [:]
    /// A transition block's steps, in order, not yet run.
    var captured: [Step] = []

    init(kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    func add(_ assignment: Assignment) {
        if openFrames.isEmpty {
            assignments.append(assignment)
        } else {
            openFrames[openFrames.count - 1].assignments.append(assignment)
        }
    }

    /// Writes made directly in an `animateKeyframes` block, outside any `addKeyframe`, animate
    /// over the whole duration, as UIKit runs them.
    var keyframesWithLooseWrites: [Keyframe] {
        guard !assignments.isEmpty else { return frames }
        return [Keyframe(start: 0, duration: 1, assignments: assignments, location: location)] + frames
    }
}
