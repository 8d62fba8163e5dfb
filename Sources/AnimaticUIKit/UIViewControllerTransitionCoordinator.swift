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
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
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
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

extension UIViewController {
    /// nil, as UIKit's is outside a transition. A recording runs the animator itself with its
    /// transition context; presentation controllers, which ask their controllers for a
    /// coordinator to animate their chrome alongside, are not run by it, so their code takes its
    /// no-coordinator branch (set the end state at once).
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
}
