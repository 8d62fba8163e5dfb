import AnimaticCore

/// Light and dark appearance. Animatic renders an iPhone in light mode (UITraitCollection), so
/// a dynamic color is its light one, and a view or controller forced to `.dark`, which on iOS
/// redraws every system and dynamic color beneath it in its dark variant, is reported where it is
/// on screen. `.light` and `.unspecified` draw as they are.
extension UIView {
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { attachments.interfaceStyle }
        set { attachments.interfaceStyle = newValue }
    }
    var darkAppearanceMessage: String? {
        guard attachments.interfaceStyle == .dark || attachments.owningController?.overrideUserInterfaceStyle == .dark
        else { return nil }
        return "overrideUserInterfaceStyle = .dark: Animatic draws the light appearance (system and dynamic "
            + "colors in their light variants)"
    }

    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }
    /// `.dimmed` turns tint colors grey beneath the view on iOS (a presentation controller dims the
    /// presenter so); a button's title here keeps the color it was given, so a dimmed view with a
    /// titled button beneath it is reported when it is on screen.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { attachments.tintAdjustmentMode }
        set { attachments.tintAdjustmentMode = newValue }
    }
    var dimmedTintMessage: String? {
        guard attachments.tintAdjustmentMode == .dimmed, showsTintedTitle else { return nil }
        return "UIView.tintAdjustmentMode = .dimmed: tint colors beneath it are not dimmed in Animatic"
    }
    private var showsTintedTitle: Bool {
        ((self as? UIButton)?.titleLabel?.text?.isEmpty == false) || subviews.contains { $0.showsTintedTitle }
    }

    /// Kept, not drawn: layout margins are not modelled (UIView+AutoLayout.swift).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(
                top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { true }
        set {}
    }
    public var preservesSuperviewLayoutMargins: Bool {
        get { false }
        set {}
    }
    /// Animatic lays out left to right, as iOS in a left-to-right language.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
}

extension UIColor {
    /// A color per appearance (iOS 13): the light one is drawn (the provider is asked with the
    /// light traits), `resolvedColor(with:)` asks it with the traits given.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection())
        self.init(light.color, assetCatalogName: light.assetCatalogName)
        provider = dynamicProvider
    }
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }
}

/// Touch, accessibility and restoration settings: kept (no touch, assistive technology or
/// relaunch reaches a recording).
extension UIView {
    /// The screen's scale, as UIKit sets it once the view is in a window.
    public var contentScaleFactor: CGFloat {
        get { UIScreen.main.scale }
        set {}
    }
    public var isExclusiveTouch: Bool {
        get { attachments.isExclusiveTouch }
        set { attachments.isExclusiveTouch = newValue }
    }
    public var isMultipleTouchEnabled: Bool {
        get { attachments.isMultipleTouchEnabled }
        set { attachments.isMultipleTouchEnabled = newValue }
    }
    public var accessibilityViewIsModal: Bool {
        get { attachments.accessibilityViewIsModal }
        set { attachments.accessibilityViewIsModal = newValue }
    }
    public var accessibilityTraits: UIAccessibilityTraits {
        get { attachments.accessibilityTraits }
        set { attachments.accessibilityTraits = newValue }
    }
    public var restorationIdentifier: String? {
        get { attachments.restorationIdentifier }
        set { attachments.restorationIdentifier = newValue }
    }
}

public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = Self([]), button = Self(rawValue: 1 << 0), link = Self(rawValue: 1 << 1)
    public static let image = Self(rawValue: 1 << 2), selected = Self(rawValue: 1 << 3)
    public static let staticText = Self(rawValue: 1 << 6), header = Self(rawValue: 1 << 16)
    public static let notEnabled = Self(rawValue: 1 << 8), adjustable = Self(rawValue: 1 << 12)
}
