import AnimaticCore

/// The transition context of an interactive recording, while the animator and the gesture run.
enum InteractiveSession {
    @TaskLocal static var context: AnimaticTransitionContext?
}

/// `UIViewImplicitlyAnimating`, what `interruptibleAnimator(using:)` returns.
@MainActor
public protocol UIViewImplicitlyAnimating: AnyObject {}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}

/// What an animator without `interruptibleAnimator(using:)` returns (UIKit's optional method).
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {}

/// A property animator in an interactive recording: paused and scrubbed by `fractionComplete`,
/// then continued (reversed for a cancel). What it is told becomes the scene's interaction with
/// `driver: propertyAnimator`.
extension UIViewPropertyAnimator {
    /// The driver this animator stands for, with the release timing `parameters`.
    func interactiveDriver(continuing parameters: UITimingCurveProvider?, durationFactor: CGFloat) -> Interaction.Driver {
        let curve = timingParameters?.cubicTimingParameters?.curve ?? .easeInOut
        var release = Interaction.ReleaseTiming.original
        if let cubic = parameters?.cubicTimingParameters { release = .curve(cubic.curve) }
        if let spring = parameters?.springTimingParameters {
            switch spring.kind {
            case .ratio(let ratio, _): release = .spring(dampingRatio: Double(ratio))
            case .physics(var physics):
                physics.initialVelocity = 0
                release = .physicalSpring(physics)
            }
        }
        return .propertyAnimator(curve: curve, scrubsLinearly: scrubsLinearly, release: release, durationFactor: Double(durationFactor))
    }

    /// UISpringTimingParameters' initial velocity is in units of the distance still to go; the
    /// interaction's release velocity is progress per second.
    func releaseVelocity(_ parameters: UITimingCurveProvider?, toward target: Double) -> Double? {
        guard let spring = parameters?.springTimingParameters else { return nil }
        let dx: Double = switch spring.kind {
        case .ratio(_, let v): Double(v.dx)
        case .physics(let s): s.initialVelocity
        }
        return dx * (target - Double(fractionComplete))
    }
}
