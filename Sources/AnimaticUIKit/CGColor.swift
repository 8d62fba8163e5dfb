import AnimaticCore

/// Core Graphics' color, as layers take it (`layer.borderColor = UIColor.red.cgColor`). It keeps
/// its color space and components as made, so code that reads them back (Stagehand's color
/// interpolation converts to Display P3, interpolates the components and makes a color from them)
/// gets Core Graphics' answers; what is drawn is `color`, the same color in sRGB.
public final class CGColor: @unchecked Sendable, Equatable {
    /// sRGB, each channel clamped to 0…1: what the renderer draws.
    let color: Color
    public let colorSpace: CGColorSpace?
    private let stored: [CGFloat]

    /// The asset catalog name of a `UIColor(named:)` stand-in this is the `cgColor` of.
    let assetCatalogName: String?

    init(_ color: Color, assetCatalogName: String? = nil) {
        self.color = color
        self.assetCatalogName = assetCatalogName
        colorSpace = CGColorSpace(.sRGB)
        stored = color.components.map { CGFloat($0) }
    }

    /// A color from its space's components followed by alpha; nil when the space is not RGB
    /// (the only model here).
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let values = (0...space.numberOfComponents).map { components[$0] }
        // Drawn in sRGB's encoding: the components' light, written with sRGB's curve.
        let rgb = RGBSpace.extendedSRGB.fromSRGB(space.kind.toSRGB((values[0], values[1], values[2])))
        func unit(_ v: CGFloat) -> Double { Double(min(max(v, 0), 1)) }
        color = Color(red: unit(rgb.0), green: unit(rgb.1), blue: unit(rgb.2), alpha: unit(values[3]))
        colorSpace = space
        stored = values
        assetCatalogName = nil
    }

    /// `CGColor(gray:alpha:)`: "Creates a color in the Generic gray color space" (Apple's page).
    /// Its components are gray and alpha, as there. Apple does not document Generic Gray's tone
    /// curve: black and white are exact in any gray space, and a gray between is drawn as sRGB
    /// (g, g, g) and reported in a recording. Its space is nil here (no gray space is modelled).
    public init(gray: CGFloat, alpha: CGFloat) {
        func unit(_ v: CGFloat) -> Double { Double(min(max(v, 0), 1)) }
        color = Color(red: unit(gray), green: unit(gray), blue: unit(gray), alpha: unit(alpha))
        colorSpace = nil
        stored = [gray, alpha]
        assetCatalogName = nil
        guard gray > 0, gray < 1 else { return }
        Recording.report(
            "CGColor(gray: \(gray), alpha:): Generic Gray's tone curve is not documented; drawn as sRGB gray")
    }

    /// `CGColor(red:green:blue:alpha:)`: "Creates a color in the Generic RGB color space" (Apple's
    /// page). As with Generic Gray, Apple does not document that space's tone curve: black, white and
    /// the primaries (components 0 or 1) are the same in any RGB space, and other values are drawn as
    /// the same sRGB components and reported in a recording. Its space is nil here.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func unit(_ v: CGFloat) -> Double { Double(min(max(v, 0), 1)) }
        color = Color(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
        colorSpace = nil
        stored = [red, green, blue, alpha]
        assetCatalogName = nil
        guard [red, green, blue].contains(where: { $0 > 0 && $0 < 1 }) else { return }
        Recording.report(
            "CGColor(red: \(red), green: \(green), blue: \(blue), alpha:): Generic RGB's tone curve is not "
                + "documented; drawn as the same sRGB components")
    }

    /// `CGColor(srgbRed:green:blue:alpha:)`: the components in sRGB, drawn as they are.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func unit(_ v: CGFloat) -> Double { Double(min(max(v, 0), 1)) }
        self.init(Color(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha)))
    }

    /// Pattern colors are not modeled: no `CGPattern` can be made, so this is always nil.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        return nil
    }

    public var alpha: CGFloat { stored.last ?? 1 }
    public var components: [CGFloat]? { stored }
    public var numberOfComponents: Int { stored.count }
    /// Always nil (pattern colors are not modeled).
    public var pattern: CGPattern? { nil }

    /// The same color in `space`: through linear light, as ColorSync converts between RGB
    /// spaces of one white point; a bounded space clips what falls outside it. The intent
    /// does not matter between these spaces (all D65).
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: NSDictionary?) -> CGColor? {
        // A gray color (no space here) converts from the sRGB it is drawn as.
        let srgb =
            if let from = colorSpace { from.kind.toSRGB((stored[0], stored[1], stored[2])) } else {
                (CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue))
            }
        let rgb = space.kind.fromSRGB(srgb)
        return CGColor(colorSpace: space, components: [rgb.0, rgb.1, rgb.2, alpha])
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
}

/// Core Graphics' pattern type, for signatures only: patterns are not modeled.
public final class CGPattern: @unchecked Sendable {
    private init() {}
}

public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// The RGB color spaces by name: sRGB (device RGB is sRGB on iOS), extended sRGB, linear sRGB,
/// Display P3 and extended Display P3. Two spaces are equal when they are the same space, as
/// `CFEqual` compares them.
public final class CGColorSpace: @unchecked Sendable, Hashable {
    let kind: RGBSpace
    public var name: String? { kind.rawValue }
    public var numberOfComponents: Int { 3 }

    init(_ kind: RGBSpace) { self.kind = kind }
    public convenience init?(name: String) {
        guard let kind = RGBSpace(rawValue: name) else { return nil }
        self.init(kind)
    }

    public static let sRGB = RGBSpace.sRGB.rawValue
    public static let extendedSRGB = RGBSpace.extendedSRGB.rawValue
    public static let linearSRGB = RGBSpace.linearSRGB.rawValue
    public static let displayP3 = RGBSpace.displayP3.rawValue
    public static let extendedDisplayP3 = RGBSpace.extendedDisplayP3.rawValue

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.kind == b.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(.sRGB) }
