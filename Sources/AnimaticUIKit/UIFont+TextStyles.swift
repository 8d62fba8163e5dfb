import AnimaticCore
import AnimaticRender

/// Dynamic Type and the system font's variants, at the size category iOS starts in (Large, the
/// default), which is the one Animatic renders: there every text style has its documented size
/// and `UIFontMetrics` scales by 1.
extension UIFont {
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes", Large
        /// (default): size and weight of each style. An unknown style is the body's.
        var largeSize: (size: Double, weight: FontWeight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The style's font at the default size category (the only one rendered).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.largeSize
        return UIFont(Font(size: size, weight: weight))
    }
    public class func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont { preferredFont(forTextStyle: style) }

    /// The system font with digits of one width (Inter's tabular figures, as SF's).
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(Font(size: Double(fontSize), weight: weight.weight, monospacedDigits: true))
    }
    /// SF Mono's stand-in: DejaVu Sans Mono (fontconfig's monospace on Debian), as Inter stands
    /// in for SF Pro; every glyph one width, as in SF Mono, though not its shapes.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(Font(family: monospacedFamily, size: Double(fontSize), weight: weight.weight))
    }
    static let monospacedFamily = "DejaVu Sans Mono"

    /// Metrics of the font as text is laid out and drawn here (Pango's, of Inter for the system
    /// font; SF's own differ a little): ascender above the baseline, descender below it (negative,
    /// as UIKit's), cap and x heights of "H" and "x", and no extra leading.
    public var ascender: CGFloat { TextMeasure.metrics(of: font).ascent }
    public var descender: CGFloat { -TextMeasure.metrics(of: font).descent }
    public var capHeight: CGFloat { TextMeasure.metrics(of: font).capHeight }
    public var xHeight: CGFloat { TextMeasure.metrics(of: font).xHeight }
    public var leading: CGFloat { 0 }

    /// The font's traits as a descriptor (bold and italic are the ones drawn).
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: font) }
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var font = descriptor.font
        if pointSize > 0 { font.size = Double(pointSize) }
        self.init(font)
    }
}

/// `UIFontDescriptor`, for the bold and italic variants apps make of a font
/// (`withSymbolicTraits(.traitBold)`); a descriptor's other attributes are not kept.
public final class UIFontDescriptor: @unchecked Sendable {
    let font: Font
    init(font: Font) { self.font = font }

    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    }

    public var pointSize: CGFloat { font.size }
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.italic { traits.insert(.traitItalic) }
        if font.weight.numericWeight >= FontWeight.bold.numericWeight { traits.insert(.traitBold) }
        if font.family == UIFont.monospacedFamily { traits.insert(.traitMonoSpace) }
        return traits
    }
    /// The same font with exactly these traits (bold is the bold weight, no bold the regular one,
    /// as iOS sets them); nil for a trait not drawn here (condensed), as iOS answers for a font
    /// without that face.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        guard !traits.contains(.traitCondensed) else { return nil }
        var font = font
        font.italic = traits.contains(.traitItalic)
        if traits.contains(.traitBold) {
            font.weight = .bold
        } else if symbolicTraits.contains(.traitBold) {
            font.weight = .regular
        }
        return UIFontDescriptor(font: font)
    }
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var font = font
        font.size = Double(newPointSize)
        return UIFontDescriptor(font: font)
    }
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: UIFont.preferredFont(forTextStyle: style).font)
    }
}

/// `UIFontMetrics`: Dynamic Type scaling. At the default size category every scale is 1, so a
/// scaled font or value is the one given (capped by `maximumPointSize` where given).
public struct UIFontMetrics: Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value
    }
}
