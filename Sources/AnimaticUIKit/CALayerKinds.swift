import AnimaticCore
import Foundation

public struct CAGradientLayerType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// `CAGradientLayer`: a view of kind `gradient` backs it (standalone, or as a view's layer when
/// its `layerClass` is `CAGradientLayer.self`).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    override class var backingKind: ViewKind { .gradient }
    private var content: GradientContent { view.state.gradient ?? GradientContent() }

    open var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: content.type.rawValue) }
        set {
            guard let type = GradientType(rawValue: newValue.rawValue) else {
                return reportValue("CAGradientLayer.type \"\(newValue.rawValue)\"")
            }
            view.write(.gradientType(type))
        }
    }
    /// `CGColor`s (a `UIColor` is taken too); nil or empty draws nothing.
    open var colors: [Any]? {
        get { content.colors.isEmpty ? nil : content.colors.map { CGColor($0) } }
        set {
            let standIns = (newValue ?? []).compactMap {
                ($0 as? CGColor)?.assetCatalogName ?? ($0 as? UIColor)?.assetCatalogName
            }
            view.attachments.assetColorStandIns["layer.colors"] = standIns.first
            view.write(.layer(.colors), .colors((newValue ?? []).compactMap(Self.color)))
        }
    }
    open var locations: [NSNumber]? {
        get { content.locations.isEmpty ? nil : content.locations.map { NSNumber(value: $0) } }
        set { view.write(.layer(.locations), .numbers((newValue ?? []).map(\.doubleValue))) }
    }
    open var startPoint: CGPoint {
        get { CGPoint(content.startPoint) }
        set { view.write(.layer(.startPoint), .point(newValue.core)) }
    }
    open var endPoint: CGPoint {
        get { CGPoint(content.endPoint) }
        set { view.write(.layer(.endPoint), .point(newValue.core)) }
    }

    static func color(_ value: Any) -> Color? {
        switch value {
        case let c as CGColor: c.color
        case let c as UIColor: c.color
        default: nil
        }
    }
}

public struct CAShapeLayerFillRule: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// `CAShapeLayer` with Core Animation's defaults (black fill, no stroke, line width 1): a view
/// of kind `shape` backs it.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    override class var backingKind: ViewKind { .shape }
    private var content: ShapeContent { view.state.shape ?? ShapeContent() }

    open var path: CGPath? {
        get { content.path.isEmpty ? nil : CGPath(content.path) }
        set { view.write(.layer(.path), .path(newValue?.shape ?? .empty)) }
    }
    open var fillColor: CGColor? {
        get { content.fillColor == .clear ? nil : CGColor(content.fillColor) }
        set {
            view.attachments.assetColorStandIns["layer.fillColor"] = newValue?.assetCatalogName
            view.write(.layer(.fillColor), .color(newValue?.color ?? .clear))
        }
    }
    open var strokeColor: CGColor? {
        get { content.strokeColor == .clear ? nil : CGColor(content.strokeColor) }
        set {
            view.attachments.assetColorStandIns["layer.strokeColor"] = newValue?.assetCatalogName
            view.write(.layer(.strokeColor), .color(newValue?.color ?? .clear))
        }
    }
    open var lineWidth: CGFloat {
        get { content.lineWidth }
        set { view.write(.layer(.lineWidth), .number(Double(newValue))) }
    }
    open var miterLimit: CGFloat {
        get { content.miterLimit }
        set { view.write(.layer(.miterLimit), .number(Double(newValue))) }
    }
    open var lineDashPattern: [NSNumber]? {
        get { content.lineDashPattern.isEmpty ? nil : content.lineDashPattern.map { NSNumber(value: $0) } }
        set { view.write(.layer(.lineDashPattern), .numbers((newValue ?? []).map(\.doubleValue))) }
    }
    open var lineDashPhase: CGFloat {
        get { content.lineDashPhase }
        set { view.write(.layer(.lineDashPhase), .number(Double(newValue))) }
    }
    open var strokeStart: CGFloat {
        get { content.strokeStart }
        set { view.write(.layer(.strokeStart), .number(Double(newValue))) }
    }
    open var strokeEnd: CGFloat {
        get { content.strokeEnd }
        set { view.write(.layer(.strokeEnd), .number(Double(newValue))) }
    }
    open var fillRule: CAShapeLayerFillRule {
        get { content.fillRule == .evenOdd ? .evenOdd : .nonZero }
        set { view.write(.fillRule(newValue == .evenOdd ? .evenOdd : .nonZero)) }
    }
    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: content.lineCap.rawValue) }
        set {
            guard let cap = LineCap(rawValue: newValue.rawValue) else {
                return reportValue("CAShapeLayer.lineCap \"\(newValue.rawValue)\"")
            }
            view.write(.lineCap(cap))
        }
    }
    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: content.lineJoin.rawValue) }
        set {
            guard let join = LineJoin(rawValue: newValue.rawValue) else {
                return reportValue("CAShapeLayer.lineJoin \"\(newValue.rawValue)\"")
            }
            view.write(.lineJoin(join))
        }
    }
}

extension CALayer {
    func reportValue(_ what: String) {
        Recording.recorder?.report("\(what) is not a value Core Animation knows; ignored")
    }
}
