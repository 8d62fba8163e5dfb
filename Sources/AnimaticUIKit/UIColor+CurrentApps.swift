import AnimaticCore
import Foundation

// UIColor as current apps' other files use it (docs/census.md, tenth step): HSB, color literals,
// asset catalog and pattern colors (neither is drawn: reported).

extension UIColor {
    /// Apple: "Returns: The color object … or `nil` if no match was found" in the asset catalog.
    /// Animatic reads no asset catalog, so no name matches: nil, reported in a recording, where the
    /// app's color would have been drawn.
    public convenience init?(
        named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil
    ) {
        // A recording runs on the main actor: a color made in one is made there.
        if let recorder = Recording.recorder {
            MainActor.assumeIsolated {
                recorder.report(
                    "UIColor(named: \"\(name)\"): asset catalog colors are not read in Animatic; nil, as iOS "
                        + "gives for a name it does not find")
            }
        }
        return nil
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
        if let recorder = Recording.recorder {
            MainActor.assumeIsolated {
                recorder.report("UIColor(patternImage:): pattern colors are not drawn in Animatic; it is clear")
            }
        }
    }
}

/// `#colorLiteral(red:green:blue:alpha:)`: Xcode's color literal, a `UIColor` of those sRGB components.
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
