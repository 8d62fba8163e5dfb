import Foundation

// iOS 17's trait change registration (UITraitChangeObservable.h): a view, view controller or
// presentation controller asks to be told when some traits change, by a handler or an action. A
// recording's traits never change (one iPhone in portrait, light mode: UITraitCollection.swift),
// so no handler or action is ever called, as on a device whose traits stay put.

/// A trait, named by its type (`UITraitUserInterfaceStyle.self`).
public protocol UITraitDefinition {
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// What `registerForTraitChanges` takes: trait types.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public enum UITraitVerticalSizeClass: UITraitDefinition {}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}
public enum UITraitDisplayScale: UITraitDefinition {}
public enum UITraitLayoutDirection: UITraitDefinition {}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
public enum UITraitLegibilityWeight: UITraitDefinition {}
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static var affectsColorAppearance: Bool { true }
}
public enum UITraitDisplayGamut: UITraitDefinition {}
public enum UITraitActiveAppearance: UITraitDefinition {
    public static var affectsColorAppearance: Bool { true }
}

/// A registration, to give back to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: Sendable {}

/// The traits one registration asked for, by identifier.
struct TraitChangeRegistration: UITraitChangeRegistration, Equatable {
    let traits: [String]
}

public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> =
    (TraitEnvironment, UITraitCollection) -> Void

/// UIKit's protocol of what can register for trait changes: views, view controllers, presentation
/// controllers, window scenes.
@MainActor
public protocol UITraitChangeObservable {}

extension UITraitChangeObservable {
    /// The handler gets the object and its previous traits after a change; traits do not change here.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits.map { $0.identifier })
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    {
        TraitChangeRegistration(traits: traits.map { $0.identifier })
    }

    /// The action is sent to the object itself.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits.map { $0.identifier })
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
extension UIPresentationController: UITraitChangeObservable {}
