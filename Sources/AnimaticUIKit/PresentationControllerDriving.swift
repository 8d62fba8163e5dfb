import AnimaticCore

/// UIKit's `UIViewControllerTransitioningDelegate`. Every requirement is optional in UIKit
/// (`@objc optional`); here each has a default answering nil, so an app's delegate implements
/// the ones it needs and a recording asks it as UIKit does.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// The transition coordinator of a recorded custom presentation or dismissal: what
/// `transitionCoordinator` returns on the two controllers while it runs. Alongside animations
/// registered before the transition's animations start (in `presentationTransitionWillBegin()`,
/// as presentation controllers do) start with them, at t = 0, "in the same context as the
/// transition animations": one `UIView.animate` each with the animator's
/// `transitionDuration(using:)` and UIKit's default curve (ease-in-ease-out). One registered
/// later runs at once over what is left of the duration. Completion blocks run when the animator
/// calls `completeTransition(_:)`.
@preconcurrency @MainActor
final class RecordingTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void
    let context: AnimaticTransitionContext
    let transitionDuration: TimeInterval
    private var pending: [(animation: Block, location: SourceLocation)] = []
    private var completions: [Block] = []
    private var started = false

    init(context: AnimaticTransitionContext, duration: TimeInterval) {
        self.context = context
        transitionDuration = duration
        super.init()
    }

    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { context.isInteractive }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    /// UIKit's for a transition that is not interactive; an interactive one's is the app's setting.
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        add(animation, completion, at: context.recorder.location)
    }

    @discardableResult
    func add(_ animation: Block?, _ completion: Block?, at location: SourceLocation) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if started { run(animation, at: location) } else { pending.append((animation, location)) }
        return true
    }

    /// The transition's animations started (the animator's first call returned).
    func startAnimations() {
        started = true
        let blocks = pending
        pending = []
        for block in blocks { run(block.animation, at: block.location) }
    }

    func transitionCompleted() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    private func run(_ animation: @escaping Block, at location: SourceLocation) {
        let remaining = max(0, transitionDuration - context.recorder.now)
        UIView.animate(
            withDuration: remaining, delay: 0, options: [], animations: { animation(self) }, completion: nil,
            file: location.file, line: location.line, column: location.column)
    }
}

/// A custom presentation's `UIPresentationController` driven as UIKit drives it around the
/// animator (Apple's "Creating Custom Presentations"): asked from the presented controller's
/// `transitioningDelegate` (`presentationController(forPresented:presenting:source:)`, else a
/// plain `UIPresentationController`), given the container, then `presentationTransitionWillBegin()`
/// (or `dismissalTransitionWillBegin()`) with a non-nil `transitionCoordinator`, a layout pass
/// (`containerViewWillLayoutSubviews()`, the container's constraints solved,
/// `containerViewDidLayoutSubviews()`), the animator, the alongside animations, and at
/// `completeTransition(_:)` the coordinator's completions and `presentationTransitionDidEnd(_:)`
/// (`dismissalTransitionDidEnd(_:)`).
@preconcurrency @MainActor
final class PresentationDriver {
    let controller: UIPresentationController
    /// true: presenting; false: dismissing.
    let presenting: Bool
    private(set) var coordinator: RecordingTransitionCoordinator?

    /// nil unless `presented` has `modalPresentationStyle = .custom` (UIKit's other styles use
    /// its own presentation controllers, which a recording does not have).
    init?(presented: UIViewController, presenting presenter: UIViewController, operation: TransitionOperation) {
        guard operation == .present || operation == .dismiss, presented.modalPresentationStyle == .custom else {
            return nil
        }
        let asked = presented.transitioningDelegate?.presentationController(
            forPresented: presented, presenting: presenter, source: presenter)
        controller = asked ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        presenting = operation == .present
        presented.drivenPresentationController = controller
    }

    private var controllers: [UIViewController] {
        [controller.presentedViewController, controller.presentingViewController]
    }

    /// Before the animator's first call, inside the recording at t = 0. A dismissal starts from
    /// the presentation's end: its `presentationTransitionWillBegin()` (no coordinator: chrome
    /// at its end state at once), a layout pass and `presentationTransitionDidEnd(true)` run
    /// first, and a presented view the presentation controller did not put into the container is
    /// put there at `frameOfPresentedViewInContainerView`, where the presentation's animator left it.
    func begin(_ context: AnimaticTransitionContext, duration: TimeInterval) {
        let container = context.containerView
        controller.containerView = container
        if !presenting {
            controller.presentationTransitionWillBegin()
            layout()
            controller.presentationTransitionDidEnd(true)
            if let presented = controller.presentedView, presented.superview !== container {
                container.addSubview(presented)
                presented.frame = controller.frameOfPresentedViewInContainerView
            }
        }
        let coordinator = RecordingTransitionCoordinator(context: context, duration: duration)
        self.coordinator = coordinator
        for vc in controllers { vc.recordingCoordinator = coordinator }
        if presenting {
            controller.presentationTransitionWillBegin()
        } else {
            controller.dismissalTransitionWillBegin()
        }
        layout()
    }

    /// The container's layout pass: the presentation controller's hooks around the constraints.
    func layout() {
        controller.containerViewWillLayoutSubviews()
        controller.containerView?.layOutSubtree()
        controller.containerViewDidLayoutSubviews()
    }

    func animationsStarted() { coordinator?.startAnimations() }

    /// `completeTransition(_:)`: the coordinator's completions, then `…TransitionDidEnd(_:)`.
    func completed(_ didComplete: Bool) {
        guard let coordinator else { return }
        coordinator.transitionCompleted()
        finish()
        if presenting {
            controller.presentationTransitionDidEnd(didComplete)
        } else {
            controller.dismissalTransitionDidEnd(didComplete)
        }
    }

    /// The recording is over: a transition that never completed leaves no coordinator behind.
    func finish() {
        for vc in controllers where vc.recordingCoordinator === coordinator { vc.recordingCoordinator = nil }
        coordinator = nil
    }

    /// `view(forKey:)`: the presented side is the presentation controller's `presentedView`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?? {
        key == (presenting ? .to : .from) ? .some(controller.presentedView) : nil
    }

    /// `finalFrame(for:)` of the presented controller when presenting, `initialFrame(for:)` when dismissing.
    func frame(final: Bool, _ vc: UIViewController) -> CGRect? {
        guard vc === controller.presentedViewController, final == presenting else { return nil }
        return controller.frameOfPresentedViewInContainerView
    }
}
