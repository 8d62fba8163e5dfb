import Animatic
import AnimaticUIKit

/// Two plain screens built in Swift, and a recording of `animate` on them.
@MainActor
func record(
    _ operation: TransitionOperation = .present, duration: TimeInterval = 1,
    _ animate: @escaping @MainActor (UIViewControllerContextTransitioning) -> Void
) throws -> Scene {
    let from = UIViewController(), to = UIViewController()
    from.view.backgroundColor = .white
    to.view.backgroundColor = .systemBlue
    return try TransitionScene(
        from: from, to: to, animator: ClosureAnimator(duration: duration, animate), operation: operation
    ).scene
}

/// What the recording of `animate` reports (the problems' messages), or none when it records.
@MainActor
func problems(_ animate: @escaping @MainActor (UIViewControllerContextTransitioning) -> Void) -> [String] {
    do {
        _ = try record(.present, animate)
        return []
    } catch let error as RecordingError {
        return error.problems.map(\.message)
    } catch {
        return ["\(error)"]
    }
}

/// An animator whose body is a closure, for tests.
final class ClosureAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let body: @MainActor (UIViewControllerContextTransitioning) -> Void
    init(duration: TimeInterval, _ body: @escaping @MainActor (UIViewControllerContextTransitioning) -> Void) {
        self.duration = duration
        self.body = body
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { body(transitionContext) }
}
