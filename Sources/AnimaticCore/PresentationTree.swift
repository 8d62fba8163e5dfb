/// The fully resolved state of the layer tree at one instant: what the rasterizer draws.
/// Every value is a presentation value (model value plus running animations), in points.
public struct PresentationTree: Sendable, Equatable {
    /// The canvas in points; pixels are `size × scale`.
    public var size: Size
    public var scale: Double
    /// The window's color, seen wherever no layer covers the canvas.
    public var background: Color
    /// The container view's layer; its sublayers are the screens and whatever the script added.
    public var root: RenderLayer

    public init(size: Size, scale: Double, background: Color, root: RenderLayer) {
        self.size = size
        self.scale = scale
        self.background = background
        self.root = root
    }
}

public struct Shadow: Sendable, Equatable {
    public var color: Color = .black
    public var opacity: Double = 0
    public var radius: Double = 3
    public var offset: Size = Size(0, -3)
    public init(color: Color = .black, opacity: Double = 0, radius: Double = 3, offset: Size = Size(0, -3)) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }
}

public enum TextAlignment: String, Sendable, Equatable, CaseIterable {
    case left, center, right, natural, justified
}

public enum FontWeight: String, Sendable, Equatable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS/OpenType weight (100…900) fontconfig and Pango select by.
    public var numericWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

public struct Font: Sendable, Hashable {
    /// The family; nil means the system font.
    public var family: String?
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    /// Digits of one width (the font's tabular figures), as `UIFont.monospacedDigitSystemFont` draws them.
    public var monospacedDigits: Bool
    public init(
        family: String? = nil, size: Double = 17, weight: FontWeight = .regular, italic: Bool = false,
        monospacedDigits: Bool = false
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigits = monospacedDigits
    }
}

/// A UILabel's content: drawn in the layer's bounds, vertically centered as UILabel does.
public struct TextContent: Sendable, Equatable {
    public var text: String
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// 0 means as many lines as fit, as UILabel's `numberOfLines`.
    public var numberOfLines: Int
    public init(
        text: String, font: Font = Font(), color: Color = .black, alignment: TextAlignment = .natural,
        numberOfLines: Int = 1
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
    }
}

public enum ContentMode: String, Sendable, Equatable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// `CALayer.contentsGravity` names and the content mode each gives on iOS. A UIView's
    /// layer has y pointing down, and Core Animation's gravities name edges in its own y-up
    /// sense (`CALayer.h`: "top" is the maximum y), so on iOS `top` lands at the bottom edge
    /// and `bottom` at the top edge, as UIKit developers find.
    public static let gravities: [(String, ContentMode)] = [
        ("resize", .scaleToFill), ("resizeAspect", .scaleAspectFit), ("resizeAspectFill", .scaleAspectFill),
        ("center", .center), ("top", .bottom), ("bottom", .top), ("left", .left), ("right", .right),
        ("topLeft", .bottomLeft), ("topRight", .bottomRight), ("bottomLeft", .topLeft), ("bottomRight", .topRight),
    ]
}

extension ContentMode {
    /// Where an image of `imageSize` (points) lands in `bounds` for this mode (or gravity).
    public func destination(imageSize s: Size, in b: Rect) -> Rect {
        switch self {
        case .scaleToFill:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            guard s.width > 0, s.height > 0 else { return Rect(b.midX, b.midY, 0, 0) }
            let fx = b.width / s.width, fy = b.height / s.height
            let f = self == .scaleAspectFit ? min(fx, fy) : max(fx, fy)
            let w = s.width * f, h = s.height * f
            return Rect(b.midX - w / 2, b.midY - h / 2, w, h)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            // The natural size, aligned to the edge or corner the mode names (centered otherwise).
            let x: Double =
                switch self {
                case .left, .topLeft, .bottomLeft: b.minX
                case .right, .topRight, .bottomRight: b.maxX - s.width
                default: b.midX - s.width / 2
                }
            let y: Double =
                switch self {
                case .top, .topLeft, .topRight: b.minY
                case .bottom, .bottomLeft, .bottomRight: b.maxY - s.height
                default: b.midY - s.height / 2
                }
            return Rect(x, y, s.width, s.height)
        }
    }
}

/// A UIImageView's content: a PNG file drawn into the bounds by `contentMode`.
public struct ImageContent: Sendable, Equatable {
    /// An absolute path (scene loading resolves paths against the scene file).
    public var path: String
    public var contentMode: ContentMode
    /// `CALayer.contentsRect`: the part of the image shown, in its unit space.
    public var contentsRect = Rect(0, 0, 1, 1)
    /// `UIImage.scale`: the image's pixels per point, so its natural size (which `.center` and
    /// the other modes that keep it use) is its pixels over this. A scene file's PNG is @1x; an
    /// asset catalog's @2x or @3x file is 2 or 3.
    public var scale: Double = 1
    public init(path: String, contentMode: ContentMode = .scaleToFill, scale: Double = 1) {
        self.path = path
        self.contentMode = contentMode
        self.scale = scale
    }
}

public enum LayerContent: Sendable, Equatable {
    case none
    case text(TextContent)
    case image(ImageContent)
    case gradient(GradientContent)
    case shape(ShapeContent)
    /// A snapshot view's image (see `Snapshot`).
    case snapshot(Snapshot)
    /// Core Graphics drawing: a backing store or a drawn image (see `DrawnContent`).
    case drawing(DrawnContent)
}

/// One layer's presentation state. Geometry follows CALayer: the layer's own coordinate
/// space is its `bounds`; it maps into its superlayer by
/// `T(−(bounds.origin + anchorPoint·bounds.size), −anchorPointZ) · transform · T(position, zPosition)`
/// (row vectors), and its sublayers additionally go through `sublayerTransform` about the
/// anchor point. Its own values (`layer.opacity`, `layer.shadow`) are `values`, the same
/// declaration the model keeps (`LayerValues`).
public struct RenderLayer: Sendable, Equatable, LayerValuesHolder {
    public var id: String
    public var values = LayerValues()
    public var content: LayerContent = .none
    public var sublayers: [RenderLayer] = []
    /// `mask`: a layer in this layer's bounds space whose alpha masks everything this layer
    /// draws (background, content, sublayers, border, and so its shadow).
    public var mask: RenderLayer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    private var maskStorage: [RenderLayer] = []

    public init(id: String, bounds: Rect, position: Point) {
        self.id = id
        values.bounds = bounds
        values.position = position
    }

    public init(id: String, values: LayerValues) {
        self.id = id
        self.values = values
    }

    /// Maps this layer's bounds space into its superlayer's bounds space (before the
    /// superlayer's `sublayerTransform`).
    public var transformToSuperlayer: Transform3D {
        let anchor = Point(
            values.bounds.origin.x + values.anchorPoint.x * values.bounds.width,
            values.bounds.origin.y + values.anchorPoint.y * values.bounds.height)
        return Transform3D.translation(-anchor.x, -anchor.y, -values.anchorPointZ)
            .concatenating(values.transform)
            .concatenating(.translation(values.position.x, values.position.y, values.zPosition))
    }

    /// Maps a sublayer's superlayer-space (this layer's bounds space) through
    /// `sublayerTransform` about this layer's anchor point.
    public var sublayerTransformAboutAnchor: Transform3D {
        guard !values.sublayerTransform.isIdentity else { return .identity }
        let anchor = Point(
            values.bounds.origin.x + values.anchorPoint.x * values.bounds.width,
            values.bounds.origin.y + values.anchorPoint.y * values.bounds.height)
        return Transform3D.translation(-anchor.x, -anchor.y, -values.anchorPointZ)
            .concatenating(values.sublayerTransform)
            .concatenating(.translation(anchor.x, anchor.y, values.anchorPointZ))
    }
}
