import Foundation

/// What a transition coordinator tells about the running transition (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`). Apps name it mostly in
/// `transitionContext.responds(to: #selector(UIViewControllerTransitionCoordinatorContext.view(forKey:)))`,
/// the iOS 7 check for `view(forKey:)`, so the protocol has UIKit's requirements.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

extension UIViewControllerTransitionCoordinatorContext {
    /// UIKit's curve for a transition that is not interactive (a default, so that an app's own
    /// context type written before this requirement still conforms).
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
}

/// UIKit's `UIViewControllerTransitionCoordinator`: runs animations alongside a transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// With no completion: UIKit's `completion` is a nullable block, which Swift imports with a
    /// `nil` default, so apps call `coordinator.animate(alongsideTransition: { _ in … })`.
    /// In a recording, the animation's steps are located at this call.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Bool {
        if let recording = self as? RecordingTransitionCoordinator {
            return recording.add(animation, nil, at: callSite(file, line, column))
        }
        return animate(alongsideTransition: animation, completion: nil)
    }
}

extension UIViewController {
    /// During a recorded custom presentation or dismissal (a presentation controller driven by
    /// `TransitionScene`), the transition's coordinator for the two controllers and their
    /// children, as UIKit's; nil outside one.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        recordingCoordinator ?? parent?.transitionCoordinator
    }
}
