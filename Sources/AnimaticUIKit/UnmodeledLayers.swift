import AnimaticCore

/// Layer kinds the model does not draw: they compile with their settings kept, and one on screen
/// (added in a recording, or already there) is reported rather than drawn wrong.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    open var instanceCount = 1
    open var instanceTransform = CATransform3DIdentity
    open var instanceDelay: CFTimeInterval = 0
    open var instanceColor: CGColor?
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var instanceAlphaOffset: Float = 0
    open var preservesDepth = false
    override var unmodeledKind: String? { "CAReplicatorLayer" }
}

@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
    open var emitterCells: [CAEmitterCell]?
    open var birthRate: Float = 1
    open var lifetime: Float = 1
    open var emitterPosition = CGPoint.zero
    open var emitterZPosition: CGFloat = 0
    open var emitterSize = CGSize.zero
    open var emitterDepth: CGFloat = 0
    open var emitterShape = CAEmitterLayerEmitterShape.point
    open var emitterMode = CAEmitterLayerEmitterMode.volume
    open var renderMode = CAEmitterLayerRenderMode.unordered
    open var preservesDepth = false
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    open var seed: UInt32 = 0
    override var unmodeledKind: String? { "CAEmitterLayer" }
}

public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point"), line = Self(rawValue: "line")
    public static let rectangle = Self(rawValue: "rectangle"), cuboid = Self(rawValue: "cuboid")
    public static let circle = Self(rawValue: "circle"), sphere = Self(rawValue: "sphere")
}

public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = Self(rawValue: "points"), outline = Self(rawValue: "outline")
    public static let surface = Self(rawValue: "surface"), volume = Self(rawValue: "volume")
}

public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = Self(rawValue: "unordered"), oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast"), backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}

/// A particle kind of a `CAEmitterLayer`: kept, as its layer is not drawn.
@preconcurrency @MainActor
open class CAEmitterCell {
    public init() {}
    open var name: String?
    open var isEnabled = true
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var color: CGColor?
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    open var emitterCells: [CAEmitterCell]?
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
}

/// `CATextLayer`: its settings kept; not drawn (a label's text is, but a text layer's sits at the
/// top of its bounds in its own font object), so one on screen is reported.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    open var string: Any?
    open var font: Any?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor?
    open var isWrapped = false
    open var truncationMode = CATextLayerTruncationMode.none
    open var alignmentMode = CATextLayerAlignmentMode.natural
    open var allowsFontSubpixelQuantization = false
    override var unmodeledKind: String? { "CATextLayer" }
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none"), start = Self(rawValue: "start")
    public static let end = Self(rawValue: "end"), middle = Self(rawValue: "middle")
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = Self(rawValue: "natural"), left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right"), center = Self(rawValue: "center")
    public static let justified = Self(rawValue: "justified")
}
