import AnimaticCore

/// `UIPageViewController`: the page it is given is its child, and the child's view fills the
/// page controller's view, as a page shows on iOS once it has settled. What iOS animates or draws
/// around a page (the scroll or curl of an animated change, the page indicator, a second page of a
/// two-sided spine) is reported in a recording, never drawn wrong silently.
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// Kept: the spacing shows only while pages scroll, which is not modelled.
    public let options: [OptionsKey: Any]?
    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?
    open var isDoubleSided = false
    open var spineLocation: SpineLocation { transitionStyle == .pageCurl ? .min : .none }
    open private(set) var viewControllers: [UIViewController]?
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        (transitionStyle, self.navigationOrientation, self.options) = (style, navigationOrientation, options)
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        (transitionStyle, navigationOrientation, options) = (.scroll, .horizontal, nil)
        super.init(coder: coder)
    }

    /// Shows the first controller at once, filling this controller's view. The completion runs
    /// at once with true: there is no page animation to wait for.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        reportWhatIsNotShown(viewControllers ?? [], animated: animated)
        for old in self.viewControllers ?? [] {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        if let page = viewControllers?.first {
            addChild(page)
            page.view.frame = view.bounds
            page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(page.view)
            page.didMove(toParent: self)
        }
        completion?(true)
    }

    private func reportWhatIsNotShown(_ pages: [UIViewController], animated: Bool) {
        guard let recorder = Recording.recorder else { return }
        if animated {
            recorder.report(
                "UIPageViewController.setViewControllers(_:direction:animated: true): the page's "
                    + "\(transitionStyle == .scroll ? "scroll" : "curl") is not animated in Animatic; "
                    + "the new page is shown at once")
        }
        if pages.count > 1 {
            recorder.report("UIPageViewController: only the first of \(pages.count) pages is shown in Animatic")
        }
        if transitionStyle == .scroll, !pages.isEmpty, let count = dataSource?.presentationCount(for: self), count > 0 {
            recorder.report("UIPageViewController's page indicator (presentationCount \(count)) is not drawn")
        }
    }
}

/// The pages before and after a page. `presentationCount(for:)` and `presentationIndex(for:)`
/// are optional on iOS (both present: a page indicator is drawn); absent, they answer 0 here.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Every method is optional on iOS and called only for pages turned by a gesture, which never
/// reaches a recording.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
