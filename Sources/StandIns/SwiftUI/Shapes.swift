import Foundation

// SwiftUI's shapes: a path in a rect, as Apple defines each (the path is real, so a shape an app
// declares can be asked for it; nothing fills or strokes it here).

@preconcurrency @MainActor
public protocol Shape: View where Body == Never {
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> some View {
        modified()
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { modified() }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { modified() }
    public func stroke(lineWidth: CGFloat = 1) -> some View { modified() }
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
}

public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { (isEOFilled, isAntialiased) = (eoFill, antialiased) }
}

public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit) = (lineWidth, lineCap, lineJoin, miterLimit)
        (self.dash, self.dashPhase) = (dash, dashPhase)
    }
}

/// SwiftUI's path: a Core Graphics path it owns (`cgPath`), built with the same calls.
public struct Path: Shape, @unchecked Sendable {
    public private(set) var cgPath: CGPath
    public init() { cgPath = CGMutablePath() }
    public init(_ path: CGPath) { cgPath = path }
    public init(_ rect: CGRect) { cgPath = CGPath(rect: rect, transform: nil) }
    public init(ellipseIn rect: CGRect) { cgPath = CGPath(ellipseIn: rect, transform: nil) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius).cgPath
    }
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }
    private mutating func edit(_ change: (CGMutablePath) -> Void) {
        let copy = cgPath.mutableCopy() ?? CGMutablePath()
        change(copy)
        cgPath = copy
    }
    public mutating func move(to point: CGPoint) { edit { $0.move(to: point) } }
    public mutating func addLine(to point: CGPoint) { edit { $0.addLine(to: point) } }
    public mutating func addLines(_ points: [CGPoint]) { edit { $0.addLines(between: points) } }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        edit { $0.addQuadCurve(to: point, control: control) }
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        edit { $0.addCurve(to: point, control1: control1, control2: control2) }
    }
    public mutating func addRect(_ rect: CGRect) { edit { $0.addRect(rect) } }
    public mutating func addEllipse(in rect: CGRect) { edit { $0.addEllipse(in: rect) } }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        edit { $0.addPath(UIBezierPath(roundedRect: rect, cornerRadius: cornerSize.width).cgPath) }
    }
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
        clockwise: Bool
    ) {
        edit {
            $0.addArc(
                center: center, radius: radius, startAngle: CGFloat(startAngle.radians),
                endAngle: CGFloat(endAngle.radians), clockwise: clockwise)
        }
    }
    public mutating func closeSubpath() { edit { $0.closeSubpath() } }
    public var boundingRect: CGRect { cgPath.boundingBoxOfPath }
    public nonisolated func path(in rect: CGRect) -> Path { self }
}

public struct Rectangle: Shape {
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct Circle: Shape {
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

public struct Ellipse: Shape {
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    public nonisolated func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
}

public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}
