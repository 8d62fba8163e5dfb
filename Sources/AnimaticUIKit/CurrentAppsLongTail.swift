import AnimaticCore
import Foundation

// The everyday UIKit that current apps' other files name (docs/census.md, tenth step), beyond the
// sixth and eighth steps' long tails (UIKitLongTail.swift, SiblingFilesLongTail.swift). Each keeps
// what the app sets; what would change pixels and is not modelled is reported in a recording.

extension UIBarStyle {
    /// Apple: deprecated, the same as `.black`.
    public static var blackOpaque: UIBarStyle { .black }
}

extension UINavigationBar {
    /// The bar a navigation controller hands out here is a stand-in (the bar drawn comes from the
    /// screens file), so it has no items: nil, reported in a recording, where setting the item's
    /// title or back button would have changed the bar.
    public var topItem: UINavigationItem? {
        Recording.recorder?.report(
            "UINavigationBar.topItem: the navigation bar's items are not modelled in Animatic (the bar comes "
                + "from the screens file); nil")
        return nil
    }
    public var backItem: UINavigationItem? { nil }
}

extension UIApplication {
    /// Deprecated since iOS 9; Apple: it applies only when the Info.plist's
    /// `UIViewControllerBasedStatusBarAppearance` is NO, which Animatic does not read. The status bar
    /// keeps the controllers' style; setting it in a recording is reported.
    public var statusBarStyle: UIStatusBarStyle {
        get { .default }
        set {
            Recording.recorder?.report(
                "UIApplication.statusBarStyle = .\(newValue): the app-wide status bar style is not modelled "
                    + "(it needs UIViewControllerBasedStatusBarAppearance = NO); the controllers' style is drawn")
        }
    }
}

extension UITableView {
    /// Apple: "UITableView gets the value in this property from its data source"; a table without
    /// one (undocumented) has no sections here.
    public var numberOfSections: Int {
        (dataSource as? UITableViewDataSource)?.numberOfSections(in: self) ?? 0
    }
    public func numberOfRows(inSection section: Int) -> Int {
        (dataSource as? UITableViewDataSource)?.tableView(self, numberOfRowsInSection: section) ?? 0
    }
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    /// A plain `UITableViewHeaderFooterView` with `identifier`, as a dequeued cell is a plain cell
    /// (a registered subclass is not made); reported in a recording.
    public func dequeueReusableHeaderFooterView(
        withIdentifier identifier: String, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> UITableViewHeaderFooterView? {
        reportNotModelled(
            "dequeueReusableHeaderFooterView(withIdentifier: \"\(identifier)\"): gives a plain "
                + "UITableViewHeaderFooterView, not the registered one", file: file, line: line, column: column)
        return UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }
}

extension UICollectionView {
    /// From the data source, as UIKit asks it; none (undocumented) has no sections here.
    public var numberOfSections: Int {
        (dataSource as? UICollectionViewDataSource)?.numberOfSections(in: self) ?? 0
    }
    public func numberOfItems(inSection section: Int) -> Int {
        (dataSource as? UICollectionViewDataSource)?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }
}

extension CALayer {
    /// Apple: inserts `newLayer` where `oldLayer` was; `oldLayer` leaves its superlayer.
    public func replaceSublayer(
        _ oldLayer: CALayer, with newLayer: CALayer, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index), file: file, line: line, column: column)
    }
}

extension UIView {
    /// Apple's `UIView.SystemAnimation`: the one system animation, which removes the views.
    public enum SystemAnimation: UInt, Sendable { case delete }

    /// Apple: "Performs a specified system-provided animation on one or more views, along with
    /// user-defined parallel animations." Neither the system animation's look nor its timing is
    /// documented, so the parallel animations are applied at once, the views are removed, the
    /// completion runs with true, and the call is reported.
    public static func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        reportNotModelled(
            "UIView.perform(.delete, on:options:animations:completion:): the system animation's look and timing are "
                + "not documented; its animations are applied at once and \(views.count) view(s) removed",
            file: file, line: line, column: column)
        parallelAnimations?()
        for view in views { view.removeFromSuperview(file: file, line: line, column: column) }
        completion?(true)
    }
}

extension UICollectionView {
    /// A nib's cell is not made (nibs are not read): dequeueing its identifier gives a plain cell, reported.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
}

extension UIApplication {
    /// Deprecated since iOS 10 (`open(_:options:completionHandler:)`): no other app opens from a
    /// recording, so it did not open.
    public func openURL(_ url: URL) -> Bool { false }
    public static let willChangeStatusBarOrientationNotification = NSNotification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    public static let didChangeStatusBarOrientationNotification = NSNotification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
}

extension UIDevice {
    public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
}

extension UIWindow {
    public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")
}

/// The old C macro's Swift form: the device's idiom (an iPhone here).
@MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }

/// `NSUnderlineStyle`, an attribute's value: Apple's raw values. Attributes are reported where
/// a label would draw them (UILabel.attributedText).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01), thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives
/// (Foundation on iOS; Linux's Foundation has no key-value observing). Apple's strings.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// A table row's swipe action: kept for the app's code; no swipe reaches a recording, so it is never shown.
@preconcurrency @MainActor
open class UIContextualAction {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public let style: Style
    open var title: String?
    open var backgroundColor: UIColor?
    open var image: UIImage?
    public let handler: Handler
    public init(style: Style, title: String?, handler: @escaping Handler) {
        (self.style, self.title, self.handler) = (style, title, handler)
    }
}

@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    /// Apple: true by default.
    open var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) { self.actions = actions }
}

/// A URL the app is asked to open (`scene(_:openURLContexts:)`): none arrives in a recording.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public let url: URL
    public init(url: URL) { self.url = url }
}
