import AnimaticCore

/// SF Symbols and the variants of an image iOS draws differently (tinted, resizable, flipped).
/// The symbols' artwork is Apple's and not here: a symbol image is empty, its making reported in a
/// recording, and an image view showing one is reported on screen; so is an image view showing a
/// tinted image or one with cap insets (drawn here in its own colors, stretched whole).
extension UIImage {
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init()
        notDrawnAsOnIOS = Self.symbolMessage(name)
        symbolConfiguration = configuration as? SymbolConfiguration
        Recording.report(Self.symbolMessage(name))
    }
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }
    static func symbolMessage(_ name: String) -> String {
        "UIImage(systemName: \"\(name)\"): SF Symbols are not drawn in Animatic (an empty image)"
    }
    public var isSymbolImage: Bool { notDrawnAsOnIOS?.hasPrefix("UIImage(systemName:") == true }

    /// `UIImage.Configuration`: the traits and symbol settings an image is drawn with.
    public class Configuration: @unchecked Sendable {
        public init() {}
    }

    /// A symbol's size, weight and scale, kept: symbols are not drawn.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public private(set) var pointSize: CGFloat = 0
        public private(set) var weight = SymbolWeight.unspecified
        public private(set) var scale = SymbolScale.default
        public private(set) var textStyle: UIFont.TextStyle?
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .default)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .default) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: textStyle.largeSize.size, weight: .unspecified, scale: scale)
            self.textStyle = textStyle
        }
        public convenience init(font: UIFont) { self.init(font: font, scale: .default) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }
        public convenience init(hierarchicalColor: UIColor) { self.init() }
        public convenience init(paletteColors: [UIColor]) { self.init() }
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration() }
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }
        /// The settings of `configuration` where it sets them, these elsewhere.
        public func applying(_ configuration: Configuration?) -> SymbolConfiguration {
            guard let other = configuration as? SymbolConfiguration else { return self }
            let merged = SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .default ? other.scale : scale)
            merged.textStyle = other.textStyle ?? textStyle
            return merged
        }
    }
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }

    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        copy { $0.symbolConfiguration = configuration as? SymbolConfiguration }
    }
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        copy { $0.symbolConfiguration = ($0.symbolConfiguration ?? SymbolConfiguration()).applying(configuration) }
    }
    public var configuration: Configuration? { symbolConfiguration }

    /// Drawn tinted on iOS, whatever the mode; here in its own colors, reported where shown.
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .automatic) }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy {
            $0.renderingMode = renderingMode
            $0.notDrawnAsOnIOS =
                $0.notDrawnAsOnIOS ?? "UIImage.withTintColor: the image is drawn in its own colors in Animatic, "
                + "not tinted as on iOS"
        }
    }

    public enum ResizingMode: Int, Sendable { case tile, stretch }
    /// Cap insets keep the image's edges and stretch (or tile) its middle on iOS; Animatic draws
    /// the image stretched whole, so one with insets, or tiled, is reported where shown.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
            if capInsets != .zero || resizingMode == .tile {
                $0.notDrawnAsOnIOS =
                    $0.notDrawnAsOnIOS ?? "UIImage.resizableImage(withCapInsets:): the image is drawn stretched whole "
                    + "in Animatic, not in nine parts as on iOS"
            }
        }
    }
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        resizableImage(
            withCapInsets: UIEdgeInsets(
                top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth), bottom: CGFloat(topCapHeight),
                right: CGFloat(leftCapWidth)),
            resizingMode: .stretch)
    }
    /// Insets for Auto Layout's alignment rect: kept, they move nothing drawn.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        copy { $0.alignmentRectInsets = alignmentInsets }
    }
    /// Flipped only in a right-to-left layout, which Animatic does not lay out: the same image.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { copy() }
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let flipped: [Orientation: Orientation] = [
            .up: .upMirrored, .upMirrored: .up, .down: .downMirrored, .downMirrored: .down,
            .left: .rightMirrored, .rightMirrored: .left, .right: .leftMirrored, .leftMirrored: .right,
        ]
        return copy(orientation: flipped[imageOrientation] ?? .upMirrored)
    }
}

extension UIImageView {
    /// Kept: symbols are not drawn.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        get { attachments.preferredSymbolConfiguration }
        set { attachments.preferredSymbolConfiguration = newValue }
    }
}

extension UIImage {
    /// An animated image: iOS's image views cycle its images over `duration`; here the first is drawn,
    /// reported where an image view shows it. Nil with no images, as UIKit's.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return first.copy {
            ($0.images, $0.duration) = (images, duration)
            $0.markNotDrawnAsOnIOS(
                "UIImage.animatedImage(with:duration:): only its first image is drawn in Animatic (iOS cycles them)")
        }
    }
}
