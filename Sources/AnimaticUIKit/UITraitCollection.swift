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
    /// UIKit's one-trait collections, and their merge: the traits given, the recording's elsewhere.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        let plain = UITraitCollection()
        for traits in traitCollections {
            if traits.horizontalSizeClass != plain.horizontalSizeClass {
                horizontalSizeClass = traits.horizontalSizeClass
            }
            if traits.verticalSizeClass != plain.verticalSizeClass { verticalSizeClass = traits.verticalSizeClass }
            if traits.userInterfaceStyle != plain.userInterfaceStyle { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.userInterfaceIdiom != plain.userInterfaceIdiom { userInterfaceIdiom = traits.userInterfaceIdiom }
            if traits.displayScale != plain.displayScale { displayScale = traits.displayScale }
        }
    }
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
