import AnimaticCore
import AnimaticRender

/// `UIFont`: the system font (Inter in Animatic) at a size and weight, or a named family.
public final class UIFont: NSObject, @unchecked Sendable {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated public override var description: String { "<\(type(of: self))>" }
    let font: Font
    init(_ font: Font) { self.font = font }
    /// A system font's name (`fontName` below) gives the system font back, so
    /// `UIFont(name: font.fontName, size: 20)` resizes it as on iOS.
    public init?(name fontName: String, size fontSize: CGFloat) {
        if let (weight, italic) = Self.systemFontNames[fontName] {
            font = Font(size: Double(fontSize), weight: weight, italic: italic)
        } else {
            font = Font(family: fontName, size: Double(fontSize))
        }
    }

    /// A named font's own name; the system font's as iOS 13 and later report it (".SFUI-Regular",
    /// ".SFUI-Bold" …: observed, not documented by Apple; the italic names are this project's
    /// guess). Animatic draws the system font with Inter whatever its name.
    public var fontName: String {
        if let family = font.family { return family }
        let suffix = Self.systemWeightNames.first { $0.weight == font.weight }?.name ?? "Regular"
        return ".SFUI-" + (font.italic ? (suffix == "Regular" ? "" : suffix) + "Italic" : suffix)
    }
    /// The system font's family name on iOS 13 and later (observed, not documented).
    public var familyName: String { font.family ?? ".AppleSystemUIFont" }
    /// The height of one line as text is laid out and drawn here (the font's ascent plus
    /// descent, Pango's metrics of the font drawn); 0 for a font that is not installed.
    public var lineHeight: CGFloat { TextMeasure.size(of: TextContent(text: "X", font: font), width: nil).height }

    private static let systemWeightNames: [(weight: FontWeight, name: String)] = [
        (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
        (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
    ]
    private static let systemFontNames: [String: (FontWeight, Bool)] = {
        var names: [String: (FontWeight, Bool)] = [".SFUI-Italic": (.regular, true)]
        for (weight, name) in systemWeightNames {
            names[".SFUI-" + name] = (weight, false)
            if weight != .regular { names[".SFUI-" + name + "Italic"] = (weight, true) }
        }
        return names
    }()

    public struct Weight: Hashable, Sendable {
        let weight: FontWeight
        public static let ultraLight = Weight(weight: .ultraLight)
        public static let thin = Weight(weight: .thin)
        public static let light = Weight(weight: .light)
        public static let regular = Weight(weight: .regular)
        public static let medium = Weight(weight: .medium)
        public static let semibold = Weight(weight: .semibold)
        public static let bold = Weight(weight: .bold)
        public static let heavy = Weight(weight: .heavy)
        public static let black = Weight(weight: .black)
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(Font(size: Double(fontSize), weight: weight.weight))
    }
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(Font(size: Double(fontSize), italic: true))
    }
    public var pointSize: CGFloat { font.size }
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var f = font
        f.size = Double(fontSize)
        return UIFont(f)
    }
    /// Fonts of one family, size and weight are equal, as UIKit's compare their descriptors.
    public override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.font == font }
    public override var hash: Int { font.hashValue }
}
