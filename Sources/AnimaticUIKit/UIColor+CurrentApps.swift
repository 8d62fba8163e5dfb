import AnimaticCore
import Foundation

// UIColor as current apps' other files use it (docs/census.md, tenth step): HSB, color literals,
// asset catalog colors (AssetCatalog.swift; a name no listed catalog has is reported) and pattern
// colors (not drawn: reported).

extension UIColor {
    /// What `UIColor(named:)` gives: magenta, the usual colour of a missing asset, so it shows.
    static let assetCatalogStandIn = Color(red: 1, green: 0, blue: 1, alpha: 1)

    /// A color from the app's asset catalogs: those AnimaticSources.txt lists are compiled into
    /// the app's target with a `UIColor(named:)` of their own that shadows this one (see
    /// AssetCatalog.swift). Without a catalog, or for a name none has, it is a stand-in
    /// (magenta) rather than nil: on iOS the app's own names are found (Apple: "nil if no match
    /// was found"), so apps unwrap the result with `!`. The stand-in is reported at the call
    /// in a recording and wherever a view shows it (UIView.drawnDifferently).
    public convenience init?(
        named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil
    ) {
        self.init(named: name, from: [])
    }

    static func assetCatalogMessage(_ name: String) -> String {
        "UIColor(named: \"\(name)\"): in no asset catalog AnimaticSources.txt lists; drawn magenta (#FF00FF) "
            + "where the app's color would be"
    }

    /// The hue, saturation and brightness (HSB, the hexcone model of Smith 1978 that UIKit uses)
    /// of the color's sRGB components, each in 0…1.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b) = (color.red, color.green, color.blue)
        let largest = max(r, g, b)
        let chroma = largest - min(r, g, b)
        var sixths: Double = 0
        if chroma > 0 {
            if largest == r {
                sixths = (g - b) / chroma
            } else if largest == g {
                sixths = (b - r) / chroma + 2
            } else {
                sixths = (r - g) / chroma + 4
            }
        }
        hue?.pointee = CGFloat((sixths / 6).truncatingRemainder(dividingBy: 1) + (sixths < 0 ? 1 : 0))
        saturation?.pointee = CGFloat(largest > 0 ? chroma / largest : 0)
        brightness?.pointee = CGFloat(largest)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }
}

extension UIColor {
    /// A color that tiles an image. Patterns are not modelled (see `CGColor(patternSpace:…)`):
    /// the color is clear, and making one in a recording is reported.
    public convenience init(patternImage image: UIImage) {
        self.init(white: 0, alpha: 0)
        Recording.report("UIColor(patternImage:): pattern colors are not drawn in Animatic; it is clear")
    }
}

/// `#colorLiteral(red:green:blue:alpha:)`: Xcode's color literal, a `UIColor` of those sRGB components.
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
