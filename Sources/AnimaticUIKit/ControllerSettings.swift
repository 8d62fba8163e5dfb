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
