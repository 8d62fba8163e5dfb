import AnimaticCore
import Foundation

/// Core Graphics' path: the model's `ShapePath` (lines, quadratic and cubic Béziers), built
/// element by element as Core Graphics builds it, so two paths made alike animate into each other.
public class CGPath: @unchecked Sendable {
    var shape: ShapePath
    init(_ shape: ShapePath) { self.shape = shape }

    public var boundingBoxOfPath: CGRect { shape.controlBox.map(CGRect.init) ?? .null }
    public var isEmpty: Bool { shape.isEmpty }
    public var currentPoint: CGPoint { CGPoint(shape.currentPoint) }

    public func copy() -> CGPath? { CGPath(shape) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(shape) }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(ShapePath.rect(rect.core).applying(transform?.pointee))
    }
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(ShapePath.oval(rect.core).applying(transform?.pointee))
    }
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(
            ShapePath.roundedRect(rect.core, radius: Double(min(cornerWidth, cornerHeight))).applying(
                transform?.pointee))
    }
}

/// `CGMutablePath` with the Swift overlay's methods (angles in radians, `clockwise` as Core
/// Graphics means it in its own y-up space, which is counterclockwise on a y-down screen).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(ShapePath()) }
    override init(_ shape: ShapePath) { super.init(shape) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        shape.elements.append(.move(point.applying(transform).core))
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        shape.elements.append(.line(point.applying(transform).core))
    }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() {
            i == 0 ? move(to: p, transform: transform) : addLine(to: p, transform: transform)
        }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        shape.elements.append(.quad(control.applying(transform).core, end.applying(transform).core))
    }
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        shape.elements.append(
            .cubic(control1.applying(transform).core, control2.applying(transform).core, end.applying(transform).core))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        shape.elements += ShapePath.rect(rect.core).applying(transform).elements
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        shape.elements += ShapePath.oval(rect.core).applying(transform).elements
    }
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        shape.elements +=
            ShapePath.roundedRect(rect.core, radius: Double(min(cornerWidth, cornerHeight))).applying(transform)
            .elements
    }
    /// Core Graphics' `clockwise` is in its y-up space: on a y-down screen (UIKit) it runs the
    /// other way, so `clockwise: true` here is UIBezierPath's `clockwise: false`.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = ShapePath(shape.elements)
        arc.addArc(
            center: center.core, radius: Double(radius), startAngle: Double(startAngle) * 180 / .pi,
            endAngle: Double(endAngle) * 180 / .pi, clockwise: !clockwise)
        guard transform.isIdentity else {
            let added = ShapePath(Array(arc.elements[shape.elements.count...])).applying(transform)
            shape.elements += added.elements
            return
        }
        shape = arc
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        shape.elements += path.shape.applying(transform).elements
    }
    public func closeSubpath() { shape.elements.append(.close) }
}

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// `UIBezierPath`: UIKit's shapes (y down, angles in radians, `clockwise` as seen on screen).
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    /// `<ClassName>`: NSObject's own shows the object's address, which differs from run to run.
    nonisolated open override var description: String { "<\(type(of: self))>" }
    var shape = ShapePath()
    public override init() {}
    public convenience init(rect: CGRect) {
        self.init()
        shape = .rect(rect.core)
    }
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        shape = .oval(rect.core)
    }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        shape = .roundedRect(rect.core, radius: Double(cornerRadius))
    }
    /// Only `corners` rounded, with circular corners of `cornerRadii.width` (UIKit uses the
    /// width for both), clamped to half the shorter side; the other corners are square. The
    /// same ten elements as `init(roundedRect:cornerRadius:)` (a square corner's curve has zero
    /// length), so such paths animate into each other.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.core
        let k = max(0, min(Double(cornerRadii.width), min(r.width, r.height) / 2))
        func radius(_ corner: UIRectCorner) -> Double { corners.contains(corner) ? k : 0 }
        let (tl, tr, br, bl) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
        let h = 4.0 / 3.0 * tan(Double.pi / 8)
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        shape = ShapePath([
            .move(Point(x0 + tl, y0)),
            .line(Point(x1 - tr, y0)),
            .cubic(Point(x1 - tr + tr * h, y0), Point(x1, y0 + tr - tr * h), Point(x1, y0 + tr)),
            .line(Point(x1, y1 - br)),
            .cubic(Point(x1, y1 - br + br * h), Point(x1 - br + br * h, y1), Point(x1 - br, y1)),
            .line(Point(x0 + bl, y1)),
            .cubic(Point(x0 + bl - bl * h, y1), Point(x0, y1 - bl + bl * h), Point(x0, y1 - bl)),
            .line(Point(x0, y0 + tl)),
            .cubic(Point(x0, y0 + tl - tl * h), Point(x0 + tl - tl * h, y0), Point(x0 + tl, y0)),
            .close,
        ])
    }
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public convenience init(cgPath: CGPath) {
        self.init()
        shape = cgPath.shape
    }

    open func move(to point: CGPoint) { shape.elements.append(.move(point.core)) }
    open func addLine(to point: CGPoint) { shape.elements.append(.line(point.core)) }
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        shape.elements.append(.cubic(controlPoint1.core, controlPoint2.core, point.core))
    }
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        shape.elements.append(.quad(controlPoint.core, point.core))
    }
    /// Radians (UIKit); the model's arc takes degrees.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        shape.addArc(
            center: center.core, radius: Double(radius), startAngle: Double(startAngle) * 180 / .pi,
            endAngle: Double(endAngle) * 180 / .pi, clockwise: clockwise)
    }
    open func append(_ path: UIBezierPath) { shape.elements += path.shape.elements }
    open func close() { shape.elements.append(.close) }
    open func removeAllPoints() { shape = ShapePath() }
    open func apply(_ transform: CGAffineTransform) { shape = shape.applying(transform) }
    open var isEmpty: Bool { shape.isEmpty }
    open var bounds: CGRect { shape.controlBox.map(CGRect.init) ?? .null }
    open var currentPoint: CGPoint { CGPoint(shape.currentPoint) }
    /// Used by `stroke()` and `fill()` in a drawing context (UIKitDrawing.swift); a shape layer
    /// showing the path draws with its own settings.
    open var lineWidth: CGFloat = 1
    open var usesEvenOddFillRule = false
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    var lineDashPattern: [CGFloat] = []
    var lineDashPhase: CGFloat = 0
    open var cgPath: CGPath {
        get { CGPath(shape) }
        set { shape = newValue.shape }
    }
}

extension ShapePath {
    func applying(_ transform: CGAffineTransform?) -> ShapePath {
        guard let transform, !transform.isIdentity else { return self }
        let c = components
        let mapped = stride(from: 0, to: c.count, by: 2).flatMap { i -> [Double] in
            let p = CGPoint(x: c[i], y: c[i + 1]).applying(transform)
            return [Double(p.x), Double(p.y)]
        }
        return withComponents(mapped) ?? self
    }

    /// The end of the last element (a close returns to its subpath's start).
    var currentPoint: Point {
        var current = Point.zero, start = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                current = p
                start = p
            case .close: current = start
            default: current = e.points.last ?? current
            }
        }
        return current
    }
}

/// `CGPathEqualToPath`: equal when their elements are.
extension CGPath: Equatable {
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.shape == rhs.shape }
}
