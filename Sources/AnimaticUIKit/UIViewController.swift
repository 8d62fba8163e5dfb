import AnimaticCore

/// `UIViewController`: a view, children, and the controllers around a transition.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// State restoration, which apps override: no app is relaunched here, so neither is called.
    open var restorationIdentifier: String?
    open func encodeRestorableState(with coder: NSCoder) {}
    open func decodeRestorableState(with coder: NSCoder) {}
    /// `popoverPresentationController`, made when first asked for a `.popover` style.
    var popover: UIPopoverPresentationController?
    /// `sheetPresentationController`, made when first asked for a sheet style (ControllerSettings.swift).
    var sheet: UISheetPresentationController?
    var settings = ControllerSettings()
    /// Being pushed onto (popped off) a navigation stack in the recording's transition.
    public internal(set) var isMovingToParent = false
    public internal(set) var isMovingFromParent = false
    /// `isEditing` sets through `setEditing(_:animated:)`, which apps override, as on iOS.
    private var editing = false
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    open func setEditing(_ editing: Bool, animated: Bool) { self.editing = editing }
    private var loadedView: UIView? {
        didSet { loadedView?.attachments.owningController = self }
    }
    open var title: String?
    /// Kept; `.dark` is reported where the controller's view is on screen (Appearance.swift).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    public internal(set) var children: [UIViewController] = []
    public internal(set) weak var parent: UIViewController?
    public internal(set) weak var presentingViewController: UIViewController?
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) var isBeingPresented = false
    public internal(set) var isBeingDismissed = false
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Kept: UIKit's own transition for a presentation without a custom animator, which a
    /// recording (always an app's animator) never runs.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Apple: a change tells the parent (`preferredContentSizeDidChange(forChildContentContainer:)`), or,
    /// for a presented controller, its presentation controller.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if let presenting = drivenPresentationController {
                presenting.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    /// UIContentContainer's: a child's preferred size changed (a recording changes none by itself).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The presentation controller a recording drives for this (presented) controller, and the
    /// coordinator of the transition it is in (PresentationControllerDriving.swift).
    var drivenPresentationController: UIPresentationController?
    /// UIKit's own presentation controller for this controller's (non-custom) style while it is
    /// presented, made when first asked (`presentationController`).
    var stylePresentationController: UIPresentationController?
    var recordingCoordinator: RecordingTransitionCoordinator?

    /// UIKit's designated initializers are `init(nibName:bundle:)` and `init(coder:)`; NSObject's
    /// `init()` reaches UIViewController as a convenience initializer, so an app's subclass
    /// declares its own `init()` without `override` and calls `super.init(nibName: nil, bundle: nil)`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// Made by `loadView()` on first use, then `viewDidLoad()`, as UIKit does.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    open func loadViewIfNeeded() { _ = view }
    open func viewDidLoad() {}
    /// `navigationItem`, made when first asked for (UIKitContainers.swift).
    var ownNavigationItem: UINavigationItem?
    /// The canvas is portrait: what an app returns here is for UIKit's rotation, which a recording has not.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    /// iOS 16's request to ask `supportedInterfaceOrientations` again: nothing rotates in a recording.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Asks UIKit to rotate to the device's orientation: nothing rotates in a recording.
    public class func attemptRotationToDeviceOrientation() {}
    /// Hooks an app overrides that a recording never calls (no memory warning, no trait change,
    /// no constraint update pass of UIKit's).
    open func didReceiveMemoryWarning() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func updateViewConstraints() {}
    /// A size change (rotation, split view), which a recording never has: only apps' overrides
    /// calling `super` reach it.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Whether a non-fullscreen presentation takes over the status bar's appearance; nothing draws it.
    open var modalPresentationCapturesStatusBarAppearance = false
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The status bar and home indicator the app asks for (no status bar or home indicator is
    /// drawn: kept; the `childFor…` overrides of container controllers compile, StatusBar.swift).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// Shows `viewController` as UIKit does: pushed in a navigation controller, else presented;
    /// another transition, so reported inside a recording (at the animator: UIKit's spelling is
    /// overridable and carries no call site).
    open func show(_ viewController: UIViewController, sender: Any?) {
        if Recording.recorder != nil {
            Recording.recorder?.report(
                "show(_:sender:) starts another transition, which Animatic does not model inside a recording")
        }
    }
    /// A storyboard segue's hooks: the app's overrides compile; no segue runs in a recording.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Appearance callbacks: forwarded to `viewWillAppear` … as UIKit does; they draw nothing.
    /// `viewIsAppearing` (iOS 17, back-deployed to 13) follows `viewWillAppear`, as in a recording
    /// (AppearanceTransition.swift).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            viewWillAppear(animated)
            viewIsAppearing(animated)
        } else {
            viewWillDisappear(animated)
        }
    }
    open func endAppearanceTransition() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called by UIKit when the root view's safe area or margins change; they do not change during a
    /// recording, so it never calls them (an override compiles).
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The closest controller up the parent chain that is a `T`.
    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let c = current {
            if let match = c as? T { return match }
            current = c.parent
        }
        return nil
    }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover,
        none = -1
    case automatic = -2

    /// "The views beneath the presented content are not removed from the view hierarchy when the
    /// presentation finishes" (Apple's `overFullScreen` and `overCurrentContext`): the presenter
    /// stays in the window. (A custom presentation says so by `shouldRemovePresentersView`.)
    var keepsPresenterInWindow: Bool { self == .overFullScreen || self == .overCurrentContext }
}

/// `UINavigationController`: a stack of view controllers; its bar comes from the screens
/// file's `navigation:` key.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// UIKit's `UINavigationControllerHideShowBarDuration`, the 0.2 s apps time their own bar
    /// animations by (`navigationController.setNavigationBarHidden` uses it).
    public static let hideShowBarDuration: CGFloat = 0.2
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var viewControllers: [UIViewController] = [] {
        didSet {
            for vc in oldValue where !viewControllers.contains(where: { $0 === vc }) { vc.removeFromParent() }
            for vc in viewControllers where vc.parent !== self { addChild(vc) }
        }
    }
    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    open weak var delegate: UINavigationControllerDelegate?

    /// `init(navigationBarClass:toolbarClass:)`: the classes are not instantiated (Animatic draws
    /// no toolbar, and the bar comes from the screens file), so the controller is as `init()` makes it.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { super.init(nibName: nil, bundle: nil) }

    // The bars' visibility: declared in the class (open), as on iOS, so that a subclass can
    // override it (libraries do, to animate their bars themselves). Animatic draws the navigation
    // bar only as the screens file gives it and no toolbar, so a change of either in a recording
    // is reported, never dropped silently (NavigationBars.swift).
    open var isNavigationBarHidden = false {
        didSet { reportBarChange("navigation bar", from: oldValue, to: isNavigationBarHidden) }
    }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Apple's `isToolbarHidden` page: "The default value of this property is true."
    open var isToolbarHidden = true {
        didSet { reportBarChange("toolbar", from: oldValue, to: isToolbarHidden) }
    }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    // Bars hidden by a swipe, a tap or the keyboard: none of those reach a recording, so the bars
    // stay as the app sets them and these are only kept.
    open var hidesBarsOnTap = false
    open var hidesBarsOnSwipe = false
    open var hidesBarsWhenKeyboardAppears = false
    open var hidesBarsWhenVerticallyCompact = false
    let ownToolbar = UIToolbar()
    let ownNavigationBar: UINavigationBar = {
        let bar = UINavigationBar()
        bar.standsForControllersBar = true
        return bar
    }()

    public enum Operation: Int, Sendable { case none, push, pop }
}

/// Every method is optional on iOS: each has a default that does what an absent one does, and a
/// companion `navigationController__ifImplemented(…)` that a forwarding call `d.navigationController?(…)`
/// is rewritten to (the AnimaticRewrite plugin), answering nil where iOS's optional call would.
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }

    // The optional calls' companions: an absent method's default is what iOS's skipped call does.
    public func navigationController__ifImplemented(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { self.navigationController(navigationController, willShow: viewController, animated: animated) }
    public func navigationController__ifImplemented(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { self.navigationController(navigationController, didShow: viewController, animated: animated) }
    public func navigationController__ifImplemented(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
    public func navigationController__ifImplemented(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        self.navigationController(navigationController, interactionControllerFor: animationController)
    }
}

/// `UIScreen.main`: the scene's canvas while an animator runs (else iPhone SE's 320 × 568 @2x).
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated public override var description: String { "<\(type(of: self))>" }
    public static var main: UIScreen { UIScreen(canvas: Recording.recorder?.scene.canvas ?? Canvas()) }
    let canvas: Canvas
    init(canvas: Canvas) { self.canvas = canvas }
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height) }
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: canvas.size.width * canvas.scale, height: canvas.size.height * canvas.scale)
    }
    public var scale: CGFloat { canvas.scale }
    public var nativeScale: CGFloat { canvas.scale }
}

public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
