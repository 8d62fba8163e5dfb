import AnimaticCore

/// iOS 14's control actions and iOS 15's button configurations. A configured button is drawn by
/// UIKit from its configuration (background shape and color, title, image, padding), which Animatic
/// does not draw: the configuration is kept and a configured button on screen is reported.
extension UIControl {
    /// Kept: no touch reaches a recording, so the action is never performed.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        controlActions.append((action, controlEvents))
    }
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        controlActions.removeAll { $0.action === action }
    }
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        controlActions.removeAll { $0.action.identifier == actionIdentifier }
    }
}

extension UIButton {
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        }
    }
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    public enum Size: Int, Sendable { case mini, small, medium, large }

    /// The look UIKit draws a button in (iOS 15), kept: see the extension's comment.
    public struct Configuration {
        public enum CornerStyle: Int, Sendable { case dynamic, fixed, capsule, large, medium, small }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var background = UIBackgroundConfiguration.clear()
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var titleAlignment = TitleAlignment.automatic
        public var showsActivityIndicator = false
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public init() {}
        public static func plain() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedTinted() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }
    }

    public var configuration: Configuration? {
        get { buttonConfiguration }
        set { buttonConfiguration = newValue }
    }
    public func setNeedsUpdateConfiguration() {}
    public func updateConfiguration() {}
}

/// The edges of a rectangle by leading and trailing (an image's placement beside a title).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = Self(rawValue: 1 << 0), leading = Self(rawValue: 1 << 1)
    public static let bottom = Self(rawValue: 1 << 2), trailing = Self(rawValue: 1 << 3)
    public static let all: Self = [.top, .leading, .bottom, .trailing]
}

/// A background UIKit draws (a button's, a cell's), kept with its configuration.
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var image: UIImage?
    public var customView: UIView?
    public var visualEffect: UIVisualEffect?
    public init() {}
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
