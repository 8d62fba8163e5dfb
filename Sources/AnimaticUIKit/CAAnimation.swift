import AnimaticCore
import Foundation

public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// `CAMediaTimingFunction` with Apple's control points.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated public override var description: String { "<\(type(of: self))>" }
    let function: TimingFunction
    public init(name: CAMediaTimingFunctionName) {
        function =
            switch name {
            case .linear: .linear
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .easeInEaseOut: .easeInOut
            default: .default
            }
    }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        function = .cubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }
}

public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Explicit Core Animation animations. `layer.add(_:forKey:)` copies one into the model as an
/// `addAnimation` step (CAAnimation+Model.swift), so changing the object afterwards changes
/// nothing, as with Core Animation's copy.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public override init() {}
    open var duration: CFTimeInterval = 0
    /// In the layer's time: 0 is "now", `CACurrentMediaTime() + d` starts d seconds later.
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    open var timingFunction: CAMediaTimingFunction?
    /// Strong, as Core Animation retains its delegate.
    open var delegate: CAAnimationDelegate?
    /// Key-value coding's arbitrary keys, which Core Animation objects keep (apps tag an animation
    /// with its layer to find it in `animationDidStop`); copied with the animation.
    private var values: [String: Any] = [:]
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { values[key] }

    /// NSCopying's copy: a new animation of the same class with the same settings (an app's own
    /// subclass copies as its nearest Core Animation class, whose settings are all a recording reads).
    /// `copy()` goes through `copy(with:)`, as NSObject's does, so an app's override is used.
    /// NSObject's `copy()` is nonisolated; animations are made, copied and added on the main actor.
    nonisolated open override func copy() -> Any {
        MainActor.assumeIsolated { MainActorCopy(value: copy(with: nil)) }.value
    }
    open func copy(with zone: NSZone?) -> Any {
        let copy = blankCopy()
        copySettings(to: copy)
        return copy
    }
    func blankCopy() -> CAAnimation { CAAnimation() }
    func copySettings(to copy: CAAnimation) {
        (copy.duration, copy.beginTime, copy.timeOffset, copy.speed) = (duration, beginTime, timeOffset, speed)
        (copy.repeatCount, copy.repeatDuration, copy.autoreverses) = (repeatCount, repeatDuration, autoreverses)
        (copy.fillMode, copy.isRemovedOnCompletion) = (fillMode, isRemovedOnCompletion)
        (copy.timingFunction, copy.delegate) = (timingFunction, delegate)
        copy.values = values
    }
}

/// `animationDidStart(_:)` is called when the animation is added, `animationDidStop(_:finished:)`
/// at its end on the virtual clock (`finished` false when it is removed before).
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    public init(keyPath path: String?) {
        keyPath = path
        super.init()
    }
    public override init() { super.init() }
    override func blankCopy() -> CAAnimation { CAPropertyAnimation() }
    override func copySettings(to copy: CAAnimation) {
        super.copySettings(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        (copy.keyPath, copy.isAdditive, copy.isCumulative) = (keyPath, isAdditive, isCumulative)
    }
}

@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
    override func blankCopy() -> CAAnimation { CABasicAnimation() }
    override func copySettings(to copy: CAAnimation) {
        super.copySettings(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        (copy.fromValue, copy.toValue, copy.byValue) = (fromValue, toValue, byValue)
    }
}

@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
    /// Kochanek–Bartels parameters of the cubic modes: kept; any but 0 is reported when added,
    /// as the curve is drawn with all three 0 (a Catmull-Rom spline).
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    override func blankCopy() -> CAAnimation { CAKeyframeAnimation() }
    override func copySettings(to copy: CAAnimation) {
        super.copySettings(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        (copy.values, copy.path, copy.keyTimes) = (values, path, keyTimes)
        (copy.timingFunctions, copy.calculationMode, copy.rotationMode) = (
            timingFunctions, calculationMode, rotationMode
        )
        (copy.tensionValues, copy.continuityValues, copy.biasValues) = (tensionValues, continuityValues, biasValues)
    }
}

@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// iOS 17's: a spring of that pace and bounce (Spring.perceptual sets mass, stiffness and
    /// damping); its `duration` stays the app's to set, as for any spring (often `settlingDuration`).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring.perceptual(duration: perceptualDuration, bounce: Double(bounce), initialVelocity: 0)
        (mass, stiffness, damping) = (CGFloat(spring.mass), CGFloat(spring.stiffness), CGFloat(spring.damping))
    }
    /// The pace: 2π √(mass / stiffness), as iOS 17 reads it back.
    open var perceptualDuration: CFTimeInterval { 2 * Double.pi * Double(mass / stiffness).squareRoot() }
    /// 1 − the damping ratio (1 − 1 / ratio when overdamped), as iOS 17 reads it back.
    open var bounce: CGFloat {
        let ratio = damping / (2 * (mass * stiffness).squareRoot())
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
    /// Kept: Animatic's springs follow their damping whether or not it is over critical.
    open var allowsOverdamping = false
    override func blankCopy() -> CAAnimation { CASpringAnimation() }
    override func copySettings(to copy: CAAnimation) {
        super.copySettings(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        (copy.mass, copy.stiffness, copy.damping, copy.initialVelocity) = (mass, stiffness, damping, initialVelocity)
    }
    var spring: Spring {
        Spring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }
}

@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
    override func blankCopy() -> CAAnimation { CAAnimationGroup() }
    override func copySettings(to copy: CAAnimation) {
        super.copySettings(to: copy)
        (copy as? CAAnimationGroup)?.animations = animations?.compactMap { $0.copy() as? CAAnimation }
    }
}

/// A copy made on the main actor, handed back through NSObject's nonisolated `copy()`.
struct MainActorCopy: @unchecked Sendable {
    let value: Any
}
