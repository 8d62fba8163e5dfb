import AnimaticCore

extension UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve bits (16…19), shared with `KeyframeAnimationOptions`.
        var curve: TimingFunction { Self.curve(rawValue) }
        static func curve(_ raw: UInt) -> TimingFunction {
            switch (raw >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var mode: KeyframeCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var timing: TimingFunction {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    // MARK: UIView.animate

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        record(
            duration: duration, delay: delay, timing: .curve(options.curve), options: options, animations: animations,
            completion: completion, at: callSite(file, line, column))
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        record(
            duration: duration, delay: 0, timing: .curve(.easeInOut), options: [], animations: animations,
            completion: completion, at: callSite(file, line, column))
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        record(
            duration: duration, delay: 0, timing: .curve(.easeInOut), options: [], animations: animations,
            completion: nil, at: callSite(file, line, column))
    }

    /// UIKit's spring over the animation's duration (see docs/scene-format.md, Timing, for how
    /// Animatic maps the duration and damping ratio onto a spring).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let timing: AnimationTiming =
            duration > 0
            ? .spring(.uikit(duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)))
            : .curve(options.curve)
        record(
            duration: duration, delay: delay, timing: timing, options: options, animations: animations,
            completion: completion, at: callSite(file, line, column))
    }

    /// iOS 17's spring: `springDuration` is its perceptual duration (Spring.perceptual: the pace,
    /// not the length), and the animation lasts until the spring settles, as a physics spring does.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let location = callSite(file, line, column)
        guard duration > 0 else {
            withoutActuallyEscaping(animations) { animations in
                record(
                    duration: 0, delay: delay, timing: .curve(options.curve), options: options,
                    animations: animations, completion: completion, at: location)
            }
            return
        }
        let spring = Spring.perceptual(
            duration: duration, bounce: Double(bounce), initialVelocity: Double(initialSpringVelocity))
        withoutActuallyEscaping(animations) { animations in
            record(
                duration: spring.settlingDuration, delay: delay, timing: .spring(spring), options: options,
                animations: animations, completion: completion, at: location)
        }
    }

    static func record(
        duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?, at location: SourceLocation
    ) {
        guard let recorder = Recording.recorder else {
            animations()
            completion?(true)
            return
        }
        let repeats = recorder.repeatOverride ?? (options.contains(.repeat) ? .infinity : 1)
        if repeats.isInfinite {
            recorder.report(
                "UIView.animate with .repeat and no repeat count repeats forever; Animatic renders transitions that end (wrap the block in UIView.modifyAnimations(withRepeatCount:autoreverses:animations:))",
                at: location)
        }
        // A block inside another takes the outer one's duration and curve, as UIKit's do.
        var (duration, timing) = (duration, timing)
        if let outer = recorder.inheritedTiming, !options.contains(.overrideInheritedOptions) {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timing }
        }
        let block = recorder.recordBlock(.animation, at: location, inheriting: (duration, timing), animations)
        let step = AnimationStep(
            duration: duration, delay: delay, timing: timing, assignments: block.assignments,
            beginFromCurrentState: options.contains(.beginFromCurrentState),
            repeatCount: repeats.isFinite ? repeats : 1,
            autoreverses: recorder.autoreverseOverride ?? options.contains(.autoreverse))
        recorder.perform(Step(.animate(step), at: location), then: finished(completion))
    }

    /// A completion block as the recorder schedules it: UIKit passes `true` (finished).
    static func finished(_ completion: ((Bool) -> Void)?) -> (@MainActor () -> Void)? {
        guard let completion else { return nil }
        return { completion(true) }
    }

    /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`: the animations
    /// started in the block repeat `count` times.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let recorder = Recording.recorder else { return animations() }
        recorder.withRepeat(Double(count), autoreverses: autoreverses, animations)
    }

    // MARK: Keyframes

    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let location = callSite(file, line, column)
        guard let recorder = Recording.recorder else {
            animations()
            completion?(true)
            return
        }
        if options.contains(.repeat) || options.contains(.autoreverse) {
            recorder.report(
                "animateKeyframes with .repeat or .autoreverse is not modeled yet; the keyframes run once", at: location
            )
        }
        let block = recorder.recordBlock(.keyframes, at: location, animations)
        let step = KeyframeStep(
            duration: duration, delay: delay, mode: options.mode, curve: AnimationOptions.curve(options.rawValue),
            frames: block.keyframesWithLooseWrites)
        recorder.perform(Step(.keyframes(step), at: location), then: finished(completion))
    }

    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        guard let recorder = Recording.recorder else { return animations() }
        recorder.addKeyframe(
            start: frameStartTime, duration: frameDuration, at: callSite(file, line, column), animations)
    }

    // MARK: Without animation, transitions

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        guard let recorder = Recording.recorder else { return actionsWithoutAnimation() }
        recorder.withoutAnimations(actionsWithoutAnimation)
    }

    public class var areAnimationsEnabled: Bool { true }
    public class func setAnimationsEnabled(_ enabled: Bool) {}
    public class var inheritedAnimationDuration: TimeInterval { 0 }
}
