import AnimaticCore
import Foundation

// The everyday UIKit that current apps' other files name (docs/census.md, tenth step), beyond the
// sixth and eighth steps' long tails (UIKitLongTail.swift, SiblingFilesLongTail.swift). Each keeps
// what the app sets; what would change pixels and is not modelled is reported in a recording.

// Identity equality and hashing, as NSObject gives these UIKit classes on iOS
// (`runningAnimators.firstIndex(of: animator)`, `rightBarButtonItem == playButton`).
extension UIViewPropertyAnimator: Hashable {
    nonisolated public static func == (a: UIViewPropertyAnimator, b: UIViewPropertyAnimator) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIBarItem: Hashable {
    nonisolated public static func == (a: UIBarItem, b: UIBarItem) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CGGradient {
    /// Core Graphics' components form: `count` colors of the space's components and alpha each
    /// (every space here is an RGB one, so four values a color), at `count` locations or spread
    /// evenly when nil, as `init(colorsSpace:colors:locations:)` takes them.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        let perColor = space.numberOfComponents + 1
        let colors: [Any] = (0..<max(count, 0)).compactMap { index in
            CGColor(colorSpace: space, components: components + index * perColor)
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }
}

extension UIColor {
    /// Apple: "Returns: The color object … or `nil` if no match was found" in the asset catalog.
    /// Animatic reads no asset catalog, so no name matches: nil, reported in a recording, where the
    /// app's color would have been drawn.
    public convenience init?(
        named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil
    ) {
        // A recording runs on the main actor: a color made in one is made there.
        if let recorder = Recording.recorder {
            MainActor.assumeIsolated {
                recorder.report(
                    "UIColor(named: \"\(name)\"): asset catalog colors are not read in Animatic; nil, as iOS "
                        + "gives for a name it does not find")
            }
        }
        return nil
    }

    /// The hue, saturation and brightness (HSB, the hexcone model of Smith 1978 that UIKit uses)
    /// of the color's sRGB components, each in 0…1.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b) = (color.red, color.green, color.blue)
        let largest = max(r, g, b)
        let chroma = largest - min(r, g, b)
        var sixths: Double = 0
        if chroma > 0 {
            if largest == r {
                sixths = (g - b) / chroma
            } else if largest == g {
                sixths = (b - r) / chroma + 2
            } else {
                sixths = (r - g) / chroma + 4
            }
        }
        hue?.pointee = CGFloat((sixths / 6).truncatingRemainder(dividingBy: 1) + (sixths < 0 ? 1 : 0))
        saturation?.pointee = CGFloat(largest > 0 ? chroma / largest : 0)
        brightness?.pointee = CGFloat(largest)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }
}

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

extension UIColor {
    /// A color that tiles an image. Patterns are not modelled (see `CGColor(patternSpace:…)`):
    /// the color is clear, and making one in a recording is reported.
    public convenience init(patternImage image: UIImage) {
        self.init(white: 0, alpha: 0)
        if let recorder = Recording.recorder {
            MainActor.assumeIsolated {
                recorder.report("UIColor(patternImage:): pattern colors are not drawn in Animatic; it is clear")
            }
        }
    }
}

extension UICollectionView {
    /// A nib's cell is not made (nibs are not read): dequeueing its identifier gives a plain cell, reported.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
}

@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController
    ) -> Bool
}

extension UISplitViewControllerDelegate {
    /// UIKit's default (the method not implemented): the split view controller collapses itself.
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController
    ) -> Bool { false }
}

/// `UISplitViewController`: its children are kept as children, but its columns (or, collapsed on
/// an iPhone, the column it shows) are not laid out, so nothing of theirs is shown; giving it
/// children in a recording is reported.
open class UISplitViewController: UIViewController {
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
            twoOverSecondary, twoDisplaceSecondary
    }
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic
    /// The canvas is an iPhone's: compact width, where a split view controller is collapsed.
    open var isCollapsed: Bool { true }
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for child in viewControllers where child.parent !== self { addChild(child) }
            if !viewControllers.isEmpty {
                Recording.recorder?.report(
                    "UISplitViewController: its columns are not laid out in Animatic; its children are not shown")
            }
        }
    }
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

/// `#colorLiteral(red:green:blue:alpha:)`: Xcode's color literal, a `UIColor` of those sRGB components.
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage {
    /// Apple encodes the image as JPEG (or PNG); nothing encodes images in memory here, so there
    /// is no data: nil, reported in a recording (what the app saves or sends would be missing).
    public func jpegData(compressionQuality: CGFloat) -> Data? { reportNotEncoded("jpegData(compressionQuality:)") }
    public func pngData() -> Data? { reportNotEncoded("pngData()") }
    private func reportNotEncoded(_ call: String) -> Data? {
        if let recorder = Recording.recorder {
            // A recording runs on the main actor: an image encoded in one is encoded there.
            MainActor.assumeIsolated { recorder.report("UIImage.\(call): images are not encoded in Animatic; nil") }
        }
        return nil
    }
}

/// A URL the app is asked to open (`scene(_:openURLContexts:)`): none arrives in a recording.
@preconcurrency @MainActor
open class UIOpenURLContext: Hashable {
    public let url: URL
    public init(url: URL) { self.url = url }
    nonisolated public static func == (a: UIOpenURLContext, b: UIOpenURLContext) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIBezierPath {
    /// Apple: "A new path object with the same shape as the original path but with the path
    /// created in reverse order": each subpath from its last point back to its first, its curves'
    /// control points swapped, closed if it was closed; the subpaths keep their order. The new
    /// path has UIKit's default stroke settings.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.shape = ShapePath(Self.reversedElements(shape.elements))
        return reversed
    }

    private static func reversedElements(_ elements: [ShapePath.Element]) -> [ShapePath.Element] {
        var result: [ShapePath.Element] = []
        var (subpathStart, current) = (Point(0, 0), Point(0, 0))
        var segments: [(from: Point, element: ShapePath.Element)] = []
        var begun = false
        func finish(closed: Bool) {
            if begun {
                result.append(.move(current))
                for (from, element) in segments.reversed() {
                    switch element {
                    case .quad(let control, _): result.append(.quad(control, from))
                    case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, from))
                    default: result.append(.line(from))
                    }
                }
                if closed { result.append(.close) }
            }
            (segments, begun) = ([], false)
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                (subpathStart, current, begun) = (point, point, true)
            case .close:
                finish(closed: true)
                current = subpathStart
            default:
                // A segment after a close begins a new subpath where the closed one began, as in Core Graphics.
                if !begun { (subpathStart, begun) = (current, true) }
                segments.append((current, element))
                current = element.points.last ?? current
            }
        }
        finish(closed: false)
        return result
    }
}

@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// `UIImagePickerController`: the camera or photo library's own screens, which are not drawn:
/// its view is reported when it is on screen, and no photo is ever picked.
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
    open var sourceType: SourceType = .photoLibrary
    open var cameraDevice: CameraDevice = .rear
    open var allowsEditing = false
    open var mediaTypes: [String] = ["public.image"]
    /// No camera or library is reachable from a recording.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
    open override func loadView() {
        super.loadView()
        view.contentNotDrawn = "UIImagePickerController's photo picker"
    }
}
