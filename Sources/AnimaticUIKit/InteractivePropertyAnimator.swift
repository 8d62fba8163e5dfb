import AnimaticCore

/// The transition context of an interactive recording, while the animator and the gesture run.
enum InteractiveSession {
    @TaskLocal static var context: AnimaticTransitionContext?
}

/// `UIViewAnimating`: what an animator that `interruptibleAnimator(using:)` returns can be told.
/// The calls that record carry the caller's place: the requirements take it, and the extension
/// below gives UIKit's spellings, which capture it.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation(afterDelay delay: TimeInterval, file: String, line: Int, column: Int)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// `UIViewImplicitlyAnimating`, what `interruptibleAnimator(using:)` returns. UIKit's optional
/// requirements are required here (Swift on Linux has no optional requirements); an animator
/// that cannot take them reports the call.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat, file: String, line: Int, column: Int)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewAnimating {
    public func startAnimation(file: String = #fileID, line: Int = #line, column: Int = #column) {
        startAnimation(afterDelay: 0, file: file, line: line, column: column)
    }
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(
        _ animation: @escaping () -> Void, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        addAnimations(animation, delayFactor: 0, file: file, line: line, column: column)
    }
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}

/// What an animator without `interruptibleAnimator(using:)` returns (UIKit's optional method):
/// nothing to drive, so every call that would change the transition is reported.
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation(afterDelay delay: TimeInterval, file: String, line: Int, column: Int) {
        report("startAnimation", file, line, column)
    }
    func pauseAnimation() { report("pauseAnimation", #fileID, #line, #column) }
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat, file: String, line: Int, column: Int) {
        report("addAnimations", file, line, column)
    }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}

    private func report(_ call: String, _ file: String, _ line: Int, _ column: Int) {
        Recording.recorder?.report(
            "\(call) on the animator of an animator without interruptibleAnimator(using:): it has no animations to run",
            at: SourceLocation(file: file, line: line, column: column))
    }
}

/// A property animator in an interactive recording: paused and scrubbed by `fractionComplete`,
/// then continued (reversed for a cancel). What it is told becomes the scene's interaction with
/// `driver: propertyAnimator`.
extension UIViewPropertyAnimator {
    /// The driver this animator stands for, with the release timing `parameters`.
    func interactiveDriver(continuing parameters: UITimingCurveProvider?, durationFactor: CGFloat) -> Interaction.Driver
    {
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
        return .propertyAnimator(
            curve: curve, scrubsLinearly: scrubsLinearly, release: release, durationFactor: Double(durationFactor))
    }

    /// UISpringTimingParameters' initial velocity is in units of the distance still to go; the
    /// interaction's release velocity is progress per second.
    func releaseVelocity(_ parameters: UITimingCurveProvider?, toward target: Double) -> Double? {
        guard let spring = parameters?.springTimingParameters else { return nil }
        let dx: Double =
            switch spring.kind {
            case .ratio(_, let v): Double(v.dx)
            case .physics(let s): s.initialVelocity
            }
        return dx * (target - Double(fractionComplete))
    }
}
