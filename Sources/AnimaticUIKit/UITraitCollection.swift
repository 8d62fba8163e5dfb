import Foundation

/// The traits a view, controller or presentation controller reads (`traitCollection`), as
/// `UITraitEnvironment` gives them. The recording's screen is one iPhone in portrait, light mode,
/// at the canvas's scale, so every environment reports the same traits; presentation
/// controllers pass them to the layout code they share with `viewWillTransition(to:with:)`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

public struct UITraitCollection: Equatable, Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .compact
    public var verticalSizeClass: UIUserInterfaceSizeClass = .regular
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    public var displayScale: CGFloat = 1
    public init() {}
    public static var current: UITraitCollection { UITraitCollection() }
}

/// UIKit's protocol of everything with a `traitCollection`.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {
    public var traitCollection: UITraitCollection { UITraitCollection() }
}

extension UIViewController: UITraitEnvironment {
    public var traitCollection: UITraitCollection { UITraitCollection() }
}

extension UIPresentationController: UITraitEnvironment {
    public var traitCollection: UITraitCollection { UITraitCollection() }
}
