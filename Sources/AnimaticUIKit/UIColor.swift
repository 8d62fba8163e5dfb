import AnimaticCore

/// `UIColor` with UIKit's initializers and named colors (the light appearance, as in scenes).
public final class UIColor: NSObject, @unchecked Sendable {
    // Immutable, as UIKit's colors are.
    let color: Color
    /// The asset catalog name of a `UIColor(named:)` stand-in (UIColor+CurrentApps.swift).
    let assetCatalogName: String?
    /// A dynamic color's provider (Appearance.swift), asked again by `resolvedColor(with:)`.
    var provider: ((UITraitCollection) -> UIColor)?

    init(_ color: Color, assetCatalogName: String? = nil) {
        self.color = color
        self.assetCatalogName = assetCatalogName
    }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        assetCatalogName = nil
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    /// Display P3 components ("in the Display P3 color space", Apple), drawn as their sRGB
    /// color, as `CGColor.converted(to:…)` converts; one outside sRGB is clamped into it and
    /// reported in a recording (a P3 screen shows it; sRGB, which Animatic draws in, cannot).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (color, outside) = RGBSpace.drawn(
            linear: RGBSpace.displayP3.toSRGB((red, green, blue)), alpha: Double(alpha))
        self.init(color)
        if let outside {
            Recording.report(
                "UIColor(displayP3Red: \(red), green: \(green), blue: \(blue)): \(outside) in sRGB, \(RGBSpace.clampedWords)"
            )
        }
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness
        let i = Int(h) % 6, f = h - CGFloat(Int(h))
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [
            (v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q),
        ][i]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }

    public var cgColor: CGColor { CGColor(color, assetCatalogName: assetCatalogName) }
    /// The same color at `alpha` (a `UIColor(named:)` stand-in stays one, so it is still reported).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(
            Color(red: color.red, green: color.green, blue: color.blue, alpha: Double(alpha)),
            assetCatalogName: assetCatalogName)
    }
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = color.red
        green?.pointee = color.green
        blue?.pointee = color.blue
        alpha?.pointee = color.alpha
        return true
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    public override var hash: Int { color.hashValue }
    public override var description: String { "UIColor(\(color))" }

    static func named(_ name: String) -> UIColor { UIColor(Color.named[name] ?? .black) }

    public class var clear: UIColor { named("clear") }
    public class var black: UIColor { named("black") }
    public class var white: UIColor { named("white") }
    public class var red: UIColor { named("red") }
    public class var green: UIColor { named("green") }
    public class var blue: UIColor { named("blue") }
    public class var gray: UIColor { named("gray") }
    public class var darkGray: UIColor { named("darkGray") }
    public class var lightGray: UIColor { named("lightGray") }
    public class var systemRed: UIColor { named("systemRed") }
    public class var systemOrange: UIColor { named("systemOrange") }
    public class var systemYellow: UIColor { named("systemYellow") }
    public class var systemGreen: UIColor { named("systemGreen") }
    public class var systemMint: UIColor { named("systemMint") }
    public class var systemTeal: UIColor { named("systemTeal") }
    public class var systemCyan: UIColor { named("systemCyan") }
    public class var systemBlue: UIColor { named("systemBlue") }
    public class var systemIndigo: UIColor { named("systemIndigo") }
    public class var systemPurple: UIColor { named("systemPurple") }
    public class var systemPink: UIColor { named("systemPink") }
    public class var systemBrown: UIColor { named("systemBrown") }
    public class var systemGray: UIColor { named("systemGray") }
    public class var systemGray2: UIColor { named("systemGray2") }
    public class var systemGray3: UIColor { named("systemGray3") }
    public class var systemGray4: UIColor { named("systemGray4") }
    public class var systemGray5: UIColor { named("systemGray5") }
    public class var systemGray6: UIColor { named("systemGray6") }
    public class var label: UIColor { named("label") }
    public class var secondaryLabel: UIColor { named("secondaryLabel") }
    public class var tertiaryLabel: UIColor { named("tertiaryLabel") }
    public class var quaternaryLabel: UIColor { named("quaternaryLabel") }
    public class var separator: UIColor { named("separator") }
    public class var opaqueSeparator: UIColor { named("opaqueSeparator") }
    public class var link: UIColor { named("link") }
    public class var placeholderText: UIColor { named("placeholderText") }
    public class var systemBackground: UIColor { named("systemBackground") }
    public class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { named("tertiarySystemGroupedBackground") }
    public class var systemFill: UIColor { named("systemFill") }
    public class var secondarySystemFill: UIColor { named("secondarySystemFill") }
    public class var tertiarySystemFill: UIColor { named("tertiarySystemFill") }
    public class var quaternarySystemFill: UIColor { named("quaternarySystemFill") }
    public class var darkText: UIColor { named("darkText") }
    public class var lightText: UIColor { named("lightText") }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var tintColor: UIColor { systemBlue }
}
