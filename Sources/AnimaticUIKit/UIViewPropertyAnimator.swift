import AnimaticCore

public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// Timing parameters a property animator takes.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

@preconcurrency @MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
    let curve: TimingFunction
    public init() { curve = .easeInOut }
    public init(animationCurve curve: UIView.AnimationCurve) { self.curve = curve.timing }
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        curve = .cubicBezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
    }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

@preconcurrency @MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
    enum Kind { case ratio(Double, CGVector), physics(Spring) }
    let kind: Kind
    public init() { kind = .ratio(1, .zero) }
    public init(dampingRatio ratio: CGFloat) { kind = .ratio(Double(ratio), .zero) }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        kind = .ratio(Double(ratio), velocity)
    }
    /// The animator's duration is ignored: the spring runs until it settles, as in UIKit.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physics(
            Spring(
                mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                initialVelocity: Double(velocity.dx)))
    }
    /// iOS 17's: a perceptual duration and a bounce (Spring.perceptual); it runs until it settles.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        self.init(
            spring: Spring.perceptual(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity.dx)))
    }
    init(spring: Spring) { kind = .physics(spring) }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

/// `UIViewPropertyAnimator`, run to its end: each animation block becomes an `animate` step
/// when the animator starts (later blocks over the time that remains), and the completions run
/// at its end with `.end`. Pausing, scrubbing and reversing are interactive and not modeled: they
/// are reported.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    public var isRunning: Bool { state == .active && startedAt != nil }
    open var isReversed = false {
        didSet { if isReversed, InteractiveSession.context == nil { unsupported("isReversed") } }
    }
    /// In an interactive recording, the gesture's progress (InteractivePropertyAnimator.swift).
    open var fractionComplete: CGFloat = 0 {
        didSet {
            guard let context = InteractiveSession.context else { return unsupported("fractionComplete") }
            context.updateInteractiveTransition(fractionComplete)
        }
    }
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    public let timingParameters: UITimingCurveProvider?

    private var timing: AnimationTiming
    private var animations: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var startedAt: Double?

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        if let spring = parameters.springTimingParameters {
            switch spring.kind {
            case .ratio(let ratio, let velocity):
                timing =
                    duration > 0
                    ? .spring(.uikit(duration: duration, dampingRatio: ratio, initialVelocity: Double(velocity.dx)))
                    : .curve(.easeInOut)
            case .physics(let physics):
                timing = .spring(physics)
            }
        } else {
            timing = .curve(parameters.cubicTimingParameters?.curve ?? .easeInOut)
        }
    }

    /// NSObject's `init()`, which apps write for an animator they configure later or never start.
    /// Apple documents no duration for it: 0 here, with UIKit's default cubic timing.
    public override convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay, file: file, line: line, column: column)
        return animator
    }

    open func addAnimations(
        _ animation: @escaping () -> Void, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        addAnimations(animation, delayFactor: 0, file: file, line: line, column: column)
    }

    /// Starts `delayFactor` of the duration late and ends with the animator.
    open func addAnimations(
        _ animation: @escaping () -> Void, delayFactor: CGFloat,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        if let startedAt, let recorder = Recording.recorder {
            // Added while running: runs over the time that remains, as UIKit does.
            let end = startedAt + delay + duration
            let begin = max(recorder.now, startedAt + delay + duration * Double(delayFactor))
            run(animation, delay: begin - recorder.now, duration: max(0, end - begin), callSite(file, line, column))
        } else {
            animations.append((animation, delayFactor))
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation(file: String = #fileID, line: Int = #line, column: Int = #column) {
        startAnimation(afterDelay: 0, file: file, line: line, column: column)
    }

    open func startAnimation(
        afterDelay delay: TimeInterval, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        guard startedAt == nil else { return }
        let location = callSite(file, line, column)
        guard let recorder = Recording.recorder else {
            for animation in animations { animation.block() }
            for completion in completions { completion(.end) }
            return
        }
        self.delay = delay
        startedAt = recorder.now
        state = .active
        for (block, factor) in animations {
            run(block, delay: delay + duration * Double(factor), duration: duration * (1 - Double(factor)), location)
        }
        animations = []
        let end = delay + (physicsSpring?.settlingDuration ?? duration)
        recorder.perform(Step(.after(delay: end, steps: []), at: location)) { [self] in
            // pausesOnCompletion: UIKit keeps the animator paused at its end and calls no completion.
            guard !pausesOnCompletion else { return }
            state = .inactive
            let completions = self.completions
            for completion in completions { completion(isReversed ? .start : .end) }
        }
    }

    private func run(_ block: () -> Void, delay: Double, duration: Double, _ location: SourceLocation) {
        guard let recorder = Recording.recorder else { return block() }
        let recorded = recorder.recordBlock(.animation, at: location, block)
        // A mass-stiffness-damping spring runs until it settles (duration 0 tells the timeline so).
        let step = AnimationStep(
            duration: physicsSpring == nil ? duration : 0, delay: delay, timing: timing,
            assignments: recorded.assignments)
        recorder.perform(Step(.animate(step), at: location))
    }

    private var physicsSpring: Spring? {
        guard case .physics(let spring) = timingParameters?.springTimingParameters?.kind else { return nil }
        return spring
    }

    /// In an interactive recording an inactive animator starts paused, as UIKit's does.
    open func pauseAnimation() {
        guard let context = InteractiveSession.context, context.interactionLog?.release == nil else {
            return unsupported("pauseAnimation()")
        }
        if startedAt == nil { startAnimation() }
        context.driver = interactiveDriver(continuing: nil, durationFactor: 0)
    }
    open func stopAnimation(_ withoutFinishing: Bool) { unsupported("stopAnimation(_:)") }
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { unsupported("finishAnimation(at:)") }
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard let context = InteractiveSession.context else {
            return unsupported("continueAnimation(withTimingParameters:durationFactor:)")
        }
        context.driver = interactiveDriver(continuing: parameters, durationFactor: durationFactor)
        context.releaseAnimator(finish: !isReversed, velocity: releaseVelocity(parameters, toward: isReversed ? 0 : 1))
    }

    private func unsupported(_ call: String) {
        Recording.recorder?.report(
            "UIViewPropertyAnimator.\(call) is interactive and not modeled: Animatic runs property animators to their end"
        )
    }
}

extension UIView.AnimationOptions {
    var animationCurve: UIView.AnimationCurve {
        switch curve {
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        default: .easeInOut
        }
    }
}
