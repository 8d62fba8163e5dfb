import AnimaticCore

/// UIKit's async animations (iOS 13: the forms of `animate` and `transition` whose completion
/// handler Swift imports as `async`): the task resumes when the completion would run, with
/// `finished`. On the recording's clock inside `TransitionScene.recording(…)`.
extension UIView {
    @discardableResult
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, file: String = #fileID, line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { finished in
            animate(
                withDuration: duration, delay: delay, options: options, animations: animations,
                completion: finished, file: file, line: line, column: column)
        }
    }

    @discardableResult
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { finished in
            animate(
                withDuration: duration, animations: animations, completion: finished,
                file: file, line: line, column: column)
        }
    }

    @discardableResult
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { finished in
            animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
                initialSpringVelocity: velocity, options: options, animations: animations,
                completion: finished, file: file, line: line, column: column)
        }
    }

    @discardableResult
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, file: String = #fileID, line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { finished in
            animateKeyframes(
                withDuration: duration, delay: delay, options: options, animations: animations,
                completion: finished, file: file, line: line, column: column)
        }
    }

    @discardableResult
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { finished in
            transition(
                with: view, duration: duration, options: options, animations: animations,
                completion: finished, file: file, line: line, column: column)
        }
    }

    @discardableResult
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { finished in
            transition(
                from: fromView, to: toView, duration: duration, options: options,
                completion: finished, file: file, line: line, column: column)
        }
    }

    /// Starts an animation with a completion and waits until UIKit calls it, with `finished`.
    private static func finishing(_ start: (@escaping (Bool) -> Void) -> Void) async -> Bool {
        await withCheckedContinuation { continuation in start { continuation.resume(returning: $0) } }
    }
}
