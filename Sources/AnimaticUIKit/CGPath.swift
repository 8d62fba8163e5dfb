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

/// `UIBezierPath`: UIKit's shapes (y down, angles in radians, `clockwise` as seen on screen).
@preconcurrency @MainActor
open class UIBezierPath {
    var shape = ShapePath()
    public init() {}
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
    /// Kept for the API; the model draws with the shape layer's own line settings.
    open var lineWidth: CGFloat = 1
    open var usesEvenOddFillRule = false
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
