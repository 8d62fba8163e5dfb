import AnimaticCore

/// Controller settings of iOS 11–15 that apps set around a transition. A recording presents and
/// pushes with the app's own animator on one iPhone screen, so these are kept for the app's code
/// and change nothing drawn, except where said.
extension UIViewController {
    /// Apple: "UIKit ignores this property when the view controller is presented" with a style
    /// other than a sheet's, and prevents only a swipe down, which no recording has. Kept.
    public var isModalInPresentation: Bool {
        get { settings.isModalInPresentation }
        set { settings.isModalInPresentation = newValue }
    }
    public var definesPresentationContext: Bool {
        get { settings.definesPresentationContext }
        set { settings.definesPresentationContext = newValue }
    }
    public var providesPresentationContextTransitionStyle: Bool {
        get { settings.providesPresentationContextTransitionStyle }
        set { settings.providesPresentationContextTransitionStyle = newValue }
    }
    /// Kept: safe areas are zero in a recording (the screens file draws any bars).
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { settings.additionalSafeAreaInsets }
        set { settings.additionalSafeAreaInsets = newValue }
    }
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { settings.extendedLayoutIncludesOpaqueBars }
        set { settings.extendedLayoutIncludesOpaqueBars = newValue }
    }
    /// Kept: a tab bar is drawn only from the screens file.
    public var hidesBottomBarWhenPushed: Bool {
        get { settings.hidesBottomBarWhenPushed }
        set { settings.hidesBottomBarWhenPushed = newValue }
    }
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { settings.viewRespectsSystemMinimumLayoutMargins }
        set { settings.viewRespectsSystemMinimumLayoutMargins = newValue }
    }
    /// Kept: a toolbar is drawn only from the screens file.
    public var toolbarItems: [UIBarButtonItem]? {
        get { settings.toolbarItems }
        set { settings.toolbarItems = newValue }
    }
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// A container's swap of two children (Apple: it "adds the second view controller's view to the
    /// view hierarchy and then performs the animations defined in your animations block. After the
    /// animation completes, it removes the first view controller's view"): `UIView.transition(from:to:…)`
    /// with the block run alongside, over the same duration and options.
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        UIView.transition(
            from: fromViewController.view, to: toViewController.view, duration: duration, options: options,
            completion: completion, file: file, line: line, column: column)
        if let animations {
            UIView.animate(
                withDuration: duration, delay: 0, options: options, animations: animations, completion: nil,
                file: file, line: line, column: column)
        }
    }

    /// The sheet presentation controller when the style is a sheet (`.automatic`, `.pageSheet`,
    /// `.formSheet`), made once, else nil, as on iOS 15.
    public var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if let made = sheet { return made }
        let made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        sheet = made
        return made
    }
}

/// What a controller keeps of the settings above.
struct ControllerSettings {
    var isModalInPresentation = false
    var definesPresentationContext = false
    var providesPresentationContextTransitionStyle = false
    var additionalSafeAreaInsets = UIEdgeInsets.zero
    var extendedLayoutIncludesOpaqueBars = false
    var hidesBottomBarWhenPushed = false
    var tabBarItem: UITabBarItem?
    var toolbarItems: [UIBarButtonItem]?
    var viewRespectsSystemMinimumLayoutMargins = true
}

/// iOS 15's sheet: its detents and looks, kept. A sheet is UIKit's own presentation (its own
/// transition, not an app's animator), which a recording reports when it would run.
open class UISheetPresentationController: UIPresentationController {
    public struct Detent: @unchecked Sendable {
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
        public let identifier: Identifier
        public static func medium() -> Detent { Detent(identifier: .medium) }
        public static func large() -> Detent { Detent(identifier: .large) }
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent { Detent(identifier: identifier ?? Identifier("custom")) }
    }
    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var sourceView: UIView?
    open func animateChanges(_ changes: () -> Void) { changes() }
    open func invalidateDetents() {}
}

@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

extension UINavigationItem {
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
}

extension UIBarButtonItem {
    /// iOS 14's system item with an optional action or menu.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        (self.primaryAction, self.menu) = (primaryAction, menu)
    }
}

/// iOS 8's search controller, which apps put in a navigation item: kept, its bar not drawn (the
/// navigation bar is drawn only from the screens file), never active (no typing reaches a recording).
open class UISearchController: UIViewController {
    public let searchResultsController: UIViewController?
    public let searchBar = UISearchBar()
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {}

extension UIScrollView {
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    /// Kept: nothing scrolls by itself in a recording.
    public var decelerationRate: DecelerationRate {
        get { attachments.decelerationRate }
        set { attachments.decelerationRate = newValue }
    }
    public var keyboardDismissMode: KeyboardDismissMode {
        get { attachments.keyboardDismissMode }
        set { attachments.keyboardDismissMode = newValue }
    }
    /// Scrolls the least that shows `rect`, within the content (no animation is recorded:
    /// `contentOffset` is set).
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.minX < offset.x {
            offset.x = rect.minX
        } else if rect.maxX > offset.x + bounds.width {
            offset.x = rect.maxX - bounds.width
        }
        if rect.minY < offset.y {
            offset.y = rect.minY
        } else if rect.maxY > offset.y + bounds.height {
            offset.y = rect.maxY - bounds.height
        }
        offset.x = min(max(offset.x, 0), max(contentSize.width - bounds.width, 0))
        offset.y = min(max(offset.y, 0), max(contentSize.height - bounds.height, 0))
        contentOffset = offset
    }
    /// The indicators are UIKit's drawing and not drawn here.
    public func flashScrollIndicators() {}
}
