import Foundation

// Everyday UIKit that apps' files name beside their animators: a document picker, the edit menu,
// table row actions, prefetching, background fetch, Dynamic Type's size categories. Which of UIKit's
// names to add was tallied over the census's repositories, the held-out half's left out
// (docs/census.md, "The long tail the tuning repositories name"). System screens among them draw
// nothing here and say so when shown.

// MARK: - Document picker

public enum UIDocumentPickerMode: UInt, Sendable { case `import`, open, exportToService, moveToService }

/// The picker's delegate; UIKit's methods are optional. No file is picked in a recording, so none is called.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {}
extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}

/// The Files browser: its settings are kept; its screen is not drawn (said when shown).
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    open private(set) var documentPickerMode = UIDocumentPickerMode.import
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?
    /// The uniform type identifiers to open, or the files to export, the picker was made with.
    package private(set) var documentTypes: [String] = []
    package private(set) var exportedURLs: [URL] = []

    @available(iOS, deprecated: 14.0, message: "use init(forOpeningContentTypes:asCopy:)")
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        super.init(nibName: nil, bundle: nil)
        documentTypes = allowedUTIs
        documentPickerMode = mode
    }
    @available(iOS, deprecated: 14.0, message: "use init(forExporting:asCopy:)")
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        super.init(nibName: nil, bundle: nil)
        exportedURLs = urls
        documentPickerMode = mode
    }
    @available(iOS, deprecated: 14.0, message: "use init(forExporting:asCopy:)")
    public convenience init(url: URL, in mode: UIDocumentPickerMode) { self.init(urls: [url], in: mode) }
    public init(forExporting urls: [URL], asCopy: Bool) {
        super.init(nibName: nil, bundle: nil)
        exportedURLs = urls
        documentPickerMode = asCopy ? .exportToService : .moveToService
    }
    public convenience init(forExporting urls: [URL]) { self.init(forExporting: urls, asCopy: false) }
    /// The type-based initializers (`forOpeningContentTypes:`) are in UniformTypeIdentifiers, where
    /// `UTType` is, as on iOS; they open by identifier.
    package init(openingTypeIdentifiers identifiers: [String], asCopy: Bool) {
        super.init(nibName: nil, bundle: nil)
        documentTypes = identifiers
        documentPickerMode = asCopy ? .import : .open
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        super.loadView()
        view.contentNotDrawn = "UIDocumentPickerViewController's file browser"
    }
}

/// Previews or opens a file in another app: nothing is shown here, and the calls that would show
/// something answer false, as iOS does when no app can take the file.
@preconcurrency @MainActor
open class UIDocumentInteractionController: NSObject {
    open var url: URL?
    open var uti: String?
    open var name: String?
    open weak var delegate: UIDocumentInteractionControllerDelegate?
    public override init() { super.init() }
    public init(url: URL) {
        self.url = url
        name = url.lastPathComponent
        super.init()
    }
    @discardableResult open func presentPreview(animated: Bool) -> Bool { false }
    @discardableResult open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    @discardableResult open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool {
        false
    }
    open func dismissPreview(animated: Bool) {}
    open func dismissMenu(animated: Bool) {}
}

@preconcurrency @MainActor
public protocol UIDocumentInteractionControllerDelegate: AnyObject {}
extension UIDocumentInteractionControllerDelegate {
    public func documentInteractionControllerViewControllerForPreview(
        _ controller: UIDocumentInteractionController
    ) -> UIViewController { UIViewController() }
}

// MARK: - The edit menu

/// The edit menu above a selection (deprecated in iOS 16 for UIEditMenuInteraction): its items
/// are kept; no menu is drawn, and showing it in a recording is said.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    public static let shared = UIMenuController()
    open var menuItems: [UIMenuItem]?
    open private(set) var isMenuVisible = false
    open var arrowDirection = ArrowDirection.default
    public enum ArrowDirection: Int, Sendable { case `default`, up, down, left, right }
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        Recording.recorder?.report("UIMenuController.showMenu(from:rect:): the edit menu is not drawn in Animatic")
    }
    open func hideMenu() {}
    open func hideMenu(from targetView: UIView) {}
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {}
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible { showMenu(from: UIView(frame: .zero), rect: .zero) }
    }
    open func update() {}

    nonisolated public static let willShowMenuNotification = NSNotification.Name(
        "UIMenuControllerWillShowMenuNotification")
    nonisolated public static let didShowMenuNotification = NSNotification.Name(
        "UIMenuControllerDidShowMenuNotification")
    nonisolated public static let willHideMenuNotification = NSNotification.Name(
        "UIMenuControllerWillHideMenuNotification")
    nonisolated public static let didHideMenuNotification = NSNotification.Name(
        "UIMenuControllerDidHideMenuNotification")
}

@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}

// MARK: - Tables and collections

/// A swipe action of iOS 8–12 (deprecated for UIContextualAction): kept; no swipe reaches a recording.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// UITableView.h's: `destructive` is `default` (0), `normal` 1.
    public enum Style: Int, Sendable {
        case `default` = 0, normal = 1
        public static let destructive = Style.default
    }
    open private(set) var style: Style
    open var title: String?
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIVisualEffect?
    let handler: (UITableViewRowAction, IndexPath) -> Void
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// Prefetching asks for rows before they scroll in; nothing scrolls in a recording, so it is never asked.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
}
extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
}
extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}

extension UITableView {
    public var prefetchDataSource: UITableViewDataSourcePrefetching? {
        get { attachments.prefetchDataSource as? UITableViewDataSourcePrefetching }
        set { attachments.prefetchDataSource = newValue }
    }
}

extension UICollectionView {
    public var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        get { attachments.prefetchDataSource as? UICollectionViewDataSourcePrefetching }
        set { attachments.prefetchDataSource = newValue }
    }
    /// UIKit's default, true; nothing scrolls, so nothing is prefetched either way.
    public var isPrefetchingEnabled: Bool {
        get { attachments.isPrefetchingEnabled }
        set { attachments.isPrefetchingEnabled = newValue }
    }
}

/// What a layout invalidates (UIKit's defaults: nothing beyond the whole layout).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    open var invalidateEverything: Bool { true }
    open var invalidateDataSourceCounts: Bool { true }
    open var contentOffsetAdjustment = CGPoint.zero
    open var contentSizeAdjustment = CGSize.zero
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
    public override init() { super.init() }
}

open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}

// MARK: - The app

/// What a background fetch or a silent notification's handler reports (UIApplication.h's raw values).
public enum UIBackgroundFetchResult: UInt, Sendable { case newData, noData, failed }

/// Handoff, Spotlight and Siri's record of what the user is doing (Foundation's on Apple platforms,
/// not in swift-corelibs-foundation): kept; nothing is advertised from a recording.
open class NSUserActivity: NSObject, @unchecked Sendable {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open var needsSave = false
    open weak var delegate: AnyObject?
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}

/// The activity type of a web page handed to an app (a universal link), Foundation's constant.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// An object a handed-off activity restores (`application(_:continue:restorationHandler:)`).
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
extension UIResponder: UIUserActivityRestoring {}

extension UIApplication {
    /// UIApplication.h's intervals: as often as the system allows (0), and never (the largest double).
    nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    nonisolated public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
    /// No background fetch runs here.
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}
    /// Large, iOS's default, the size category Animatic renders text at.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// Dynamic Type's text sizes; Animatic renders at Large, iOS's default (UIFont+TextStyles.swift).
/// The raw values are UIKit's (`UICTContentSizeCategoryL` …, as iOS passes them in launch arguments).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let ordered: [Self] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    private var order: Int { Self.ordered.firstIndex(of: self) ?? -1 }
    /// In size order, smallest first, as UIKit compares them (`unspecified` before all).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
    public var isAccessibilityCategory: Bool { order >= Self.ordered.firstIndex(of: .accessibilityMedium)! }

    nonisolated public static let didChangeNotification = NSNotification.Name(
        "UIContentSizeCategoryDidChangeNotification")
    nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UITraitCollection {
    /// Large, iOS's default (the size category Animatic renders text at).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.init() }
}

// MARK: - Photos, accessibility, keyboards

/// Saving to the photo library: there is none here, so the image is not saved, and the completion
/// selector (Objective-C) is not called; said in a recording.
@MainActor
public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
    _ contextInfo: UnsafeMutableRawPointer?
) {
    Recording.recorder?.report("UIImageWriteToSavedPhotosAlbum: there is no photo library in Animatic; not saved")
}

/// A custom VoiceOver action: kept; no assistive technology runs in a recording.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var image: UIImage?
    open weak var target: AnyObject?
    open var selector: Selector?
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }
    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }
}

/// The keyboard's language; no keyboard is active in a recording, so there is none.
@preconcurrency @MainActor
open class UITextInputMode: NSObject {
    open var primaryLanguage: String? { nil }
    open class var activeInputModes: [UITextInputMode] { [] }
}

/// How the status bar animates when it hides or shows (UIApplication.h's raw values); none is drawn.
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }

/// The tab bar's own delegate (a tab bar controller is the usual one); no tab is tapped in a recording.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {}
extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// iOS 13's bar button styling, kept (bars are drawn from the screens file).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    /// The look of the item in one state; its attributes are kept.
    @preconcurrency @MainActor
    open class StateAppearance: NSObject {
        open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        open var titlePositionAdjustment = UIOffset.zero
        open var backgroundImage: UIImage?
        open var backgroundImagePositionAdjustment = UIOffset.zero
    }
    public let normal = StateAppearance(), highlighted = StateAppearance()
    public let disabled = StateAppearance(), focused = StateAppearance()
    public init(style: UIBarButtonItem.Style) { super.init() }
    public override convenience init() { self.init(style: .plain) }
    open func configureWithDefault(for style: UIBarButtonItem.Style) {}
}
