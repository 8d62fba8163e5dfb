import AnimaticCore

/// `CATransaction`. A completion block runs when every animation started inside the
/// transaction has ended (at once when there are none), on the virtual clock.
@preconcurrency @MainActor
open class CATransaction {
    public class func begin() { Recording.recorder?.beginTransaction() }
    public class func commit() { Recording.recorder?.commitTransaction() }
    public class func flush() {}
    public class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        Recording.recorder?.setTransactionCompletion(block)
    }
    /// Implicit animations of standalone layers are not modeled, so there is nothing to disable.
    public class func setDisableActions(_ flag: Bool) {}
    public class func disableActions() -> Bool { true }
    /// Only implicit and explicit Core Animation animations read these; UIView animations do not.
    public class func setAnimationDuration(_ duration: CFTimeInterval) {}
    public class func animationDuration() -> CFTimeInterval { 0.25 }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    public class func animationTimingFunction() -> CAMediaTimingFunction? { nil }
}

/// Core Foundation's seconds, which swift-corelibs-foundation does not export.
public typealias CFTimeInterval = Double

/// `CACurrentMediaTime()` on the virtual clock.
@preconcurrency @MainActor public func CACurrentMediaTime() -> CFTimeInterval { Recording.recorder?.now ?? 0 }
