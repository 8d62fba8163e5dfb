import AnimaticCore

/// The transition context of an interactive recording, while the animator and the gesture run.
enum InteractiveSession {
    @TaskLocal static var context: AnimaticTransitionContext?
}

/// `UIViewAnimating`: what an animator that `interruptibleAnimator(using:)` returns can be told.
/// The calls that record carry the caller's place: the located requirements take it, and the
/// extension below gives UIKit's spellings, which capture it. UIKit's spellings are requirements
/// too, so an app's own conformer (a group of property animators) implements them as on iOS; each
/// kind defaults to the other (a conformer that compiles on iOS implements UIKit's required ones).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func startAnimation(afterDelay delay: TimeInterval, file: String, line: Int, column: Int)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// `UIViewImplicitlyAnimating`, what `interruptibleAnimator(using:)` returns. UIKit's requirements
/// here are all optional: an app's conformer may leave them out (Swift on Linux has no optional
/// requirements, so they have defaults, which report a call that would add animations).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat, file: String, line: Int, column: Int)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewAnimating {
    public func startAnimation(file: String = #fileID, line: Int = #line, column: Int = #column) {
        startAnimation(afterDelay: 0, file: file, line: line, column: column)
    }
    /// UIKit's spellings for a conformer that implements the located requirement (AnimaticUIKit's).
    public func startAnimation() { startAnimation(afterDelay: 0, file: #fileID, line: #line, column: #column) }
    public func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation(afterDelay: delay, file: #fileID, line: #line, column: #column)
    }
    /// The located requirement for a conformer that implements UIKit's spelling (an app's).
    public func startAnimation(afterDelay delay: TimeInterval, file: String, line: Int, column: Int) {
        delay == 0 ? startAnimation() : startAnimation(afterDelay: delay)
    }
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(
        _ animation: @escaping () -> Void, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        addAnimations(animation, delayFactor: 0, file: file, line: line, column: column)
    }
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0, file: #fileID, line: #line, column: #column)
    }
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation, delayFactor: delayFactor, file: #fileID, line: #line, column: #column)
    }
    /// A conformer without `addAnimations` (optional on iOS, where nothing is added): reported,
    /// since the block's changes would not be drawn.
    public func addAnimations(
        _ animation: @escaping () -> Void, delayFactor: CGFloat, file: String, line: Int, column: Int
    ) {
        Recording.recorder?.report(
            "addAnimations: \(Self.self) does not implement it (optional in UIViewImplicitlyAnimating): "
                + "the block is not run", at: SourceLocation(file: file, line: line, column: column))
    }
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// A conformer without `continueAnimation` (optional on iOS): reported, nothing continues.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        Recording.recorder?.report(
            "continueAnimation(withTimingParameters:durationFactor:): \(Self.self) does not implement it "
                + "(optional in UIViewImplicitlyAnimating)")
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
