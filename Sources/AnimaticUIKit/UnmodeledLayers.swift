import AnimaticCore

/// Core Graphics' path, kept as the list of what it was made from; nothing draws it yet.
public final class CGPath: @unchecked Sendable {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `UIBezierPath`: compiles; shape layers, masks and shadow paths that would draw it are reported.
@MainActor
open class UIBezierPath {
    private var parts: [String] = []
    public init() {}
    public convenience init(rect: CGRect) { self.init(); parts.append("rect \(rect)") }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(); parts.append("roundedRect \(rect) \(cornerRadius)") }
    public convenience init(ovalIn rect: CGRect) { self.init(); parts.append("oval \(rect)") }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init(); parts.append("arc \(center) \(radius)")
    }
    open func move(to point: CGPoint) { parts.append("move \(point)") }
    open func addLine(to point: CGPoint) { parts.append("line \(point)") }
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { parts.append("curve \(point)") }
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { parts.append("quad \(point)") }
    open func close() { parts.append("close") }
    open var cgPath: CGPath { CGPath(parts.joined(separator: "; ")) }
}

/// Layer kinds the model does not draw yet (they arrive with the Core Animation issue): they
/// compile, and adding one to a view in the recording is reported rather than drawn wrong.
@MainActor
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    override var unmodeledKind: String? { "CAGradientLayer" }
}

@MainActor
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    override var unmodeledKind: String? { "CAShapeLayer" }
}

@MainActor
open class CAReplicatorLayer: CALayer {
    open var instanceCount = 1
    override var unmodeledKind: String? { "CAReplicatorLayer" }
}

@MainActor
open class CAEmitterLayer: CALayer {
    override var unmodeledKind: String? { "CAEmitterLayer" }
}

extension CALayer {
    /// A mask changes what is drawn: reported until masks are in the model.
    public var mask: CALayer? {
        get { nil }
        set { if newValue != nil { Recording.recorder?.report("CALayer.mask: layer masks are not in Animatic's model yet") } }
    }
    /// Core Animation draws the shadow in this shape instead of the layer's content: reported.
    public var shadowPath: CGPath? {
        get { nil }
        set { if newValue != nil { Recording.recorder?.report("CALayer.shadowPath: shadow paths are not in Animatic's model yet (the shadow follows the layer's content)") } }
    }
}

extension UIView {
    /// A mask view changes what is drawn: reported until masks are in the model.
    public var mask: UIView? {
        get { nil }
        set { if newValue != nil { Recording.recorder?.report("UIView.mask: mask views are not in Animatic's model yet") } }
    }
}
