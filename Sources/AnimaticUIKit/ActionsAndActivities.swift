import AnimaticCore

// iOS 14's actions and menus, bar button items made from them, SF Symbols, and the share sheet:
// what a library's controllers set up around a transition (docs/census.md, the fourth unseen
// sample). None of it is drawn by a recording; what iOS would draw is reported.

public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu's element: its title and image, kept.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    public let title: String
    public let image: UIImage?
    init(title: String, image: UIImage?) { (self.title, self.image) = (title, image) }
}

/// `UIAction`: a handler with a title. No touch reaches a recording, so it is never performed.
open class UIAction: UIMenuElement {
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public let identifier: Identifier
    open var discoverabilityTitle: String?
    let handler: UIActionHandler
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "\(title)")
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// `UIMenu`: its children, kept; a menu opens only on a touch, which never reaches a recording.
open class UIMenu: UIMenuElement {
    public let children: [UIMenuElement]
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }
}

extension UIBarButtonItem {
    /// iOS 14's item from an action or a menu. Apple's page for this initializer: the item uses
    /// the primary action "to configure its title and image", so a given action's title and image
    /// replace `title` and `image`. (Set here too: an initializer does not run `didSet`.)
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        (self.title, self.image, self.menu, self.primaryAction) = (title, image, menu, primaryAction)
        if let primaryAction { (self.title, self.image) = (primaryAction.title, primaryAction.image) }
    }
}

/// `UIActivityItemsConfigurationReading`: what a share sheet shares; kept, never shared.
@preconcurrency @MainActor
public protocol UIActivityItemsConfigurationReading: AnyObject {}

/// A custom service in a share sheet; kept.
@preconcurrency @MainActor
/// A share sheet's activity, as an app subclasses it (UIActivity.h): its type, title and image, and
/// what it does with the items. A recording never shows the sheet, so nothing calls `perform()`.
open class UIActivity {
    /// A share sheet's activity kind, named as UIActivity.h's constants are.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        static func system(_ name: String) -> ActivityType { ActivityType("com.apple.UIKit.activity." + name) }
        public static let postToFacebook = system("PostToFacebook")
        public static let postToTwitter = system("PostToTwitter")
        public static let postToWeibo = system("PostToWeibo")
        public static let message = system("Message")
        public static let mail = system("Mail")
        public static let print = system("Print")
        public static let copyToPasteboard = system("CopyToPasteboard")
        public static let assignToContact = system("AssignToContact")
        public static let saveToCameraRoll = system("SaveToCameraRoll")
        public static let addToReadingList = system("AddToReadingList")
        public static let postToFlickr = system("PostToFlickr")
        public static let postToVimeo = system("PostToVimeo")
        public static let postToTencentWeibo = system("TencentWeibo")
        public static let airDrop = system("AirDrop")
        public static let openInIBooks = system("OpenInIBooks")
        public static let markupAsPDF = system("MarkupAsPDF")
    }

    public enum Category: Int, Sendable { case action, share }

    public init() {}
    /// `.action` unless a subclass says otherwise.
    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    /// False unless a subclass says otherwise, as UIKit's own is.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open var activityViewController: UIViewController? { nil }
    open func perform() {}
    open func activityDidFinish(_ completed: Bool) {}
}

/// The share sheet: a controller to present, which a recording reports as any presentation.
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    public let activityItemsConfiguration: (any UIActivityItemsConfigurationReading)?
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        (self.activityItems, self.applicationActivities) = (activityItems, applicationActivities)
        activityItemsConfiguration = nil
        super.init(nibName: nil, bundle: nil)
    }
    public init(activityItemsConfiguration: any UIActivityItemsConfigurationReading) {
        (activityItems, applicationActivities) = ([], nil)
        self.activityItemsConfiguration = activityItemsConfiguration
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        (activityItems, applicationActivities, activityItemsConfiguration) = ([], nil, nil)
        super.init(coder: coder)
    }
}

/// What a popover points at (iOS 16): a view or a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}
extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
