/// `CALayer.maskedCorners` (`CACornerMask`): which corners `cornerRadius` rounds.
public struct CornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let minXMinY = CornerMask(rawValue: 1)
    public static let maxXMinY = CornerMask(rawValue: 2)
    public static let minXMaxY = CornerMask(rawValue: 4)
    public static let maxXMaxY = CornerMask(rawValue: 8)
    public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
    /// Core Animation's names (`layerMinXMinYCorner` …) and the short ones.
    public static let names: [(String, CornerMask)] = [
        ("layerMinXMinYCorner", .minXMinY), ("layerMaxXMinYCorner", .maxXMinY),
        ("layerMinXMaxYCorner", .minXMaxY), ("layerMaxXMaxYCorner", .maxXMaxY),
        ("minXMinY", .minXMinY), ("maxXMinY", .maxXMinY), ("minXMaxY", .minXMaxY), ("maxXMaxY", .maxXMaxY),
    ]
}

/// `CALayer.cornerCurve`.
public enum CornerCurve: String, Sendable, Equatable, CaseIterable {
    /// Quarter circles.
    case circular
    /// iOS's continuous ("squircle") corners, as `UIBezierPath(roundedRect:cornerRadius:)`
    /// and app icons draw them.
    case continuous
}

/// `CAGradientLayer.type`.
public enum GradientType: String, Sendable, Equatable, CaseIterable {
    case axial, radial, conic
}

/// `CAGradientLayer`'s content: the gradient fills the bounds (clipped by the corner radius
/// only under `masksToBounds`, as for any layer's contents).
public struct GradientContent: Sendable, Equatable {
    public var type: GradientType = .axial
    public var colors: [Color] = []
    /// Stops in 0…1, one per color; empty means evenly spaced (nil `locations`).
    public var locations: [Double] = []
    /// In the unit coordinate space of the bounds: (0, 0) top left, (1, 1) bottom right.
    public var startPoint = Point(0.5, 0)
    public var endPoint = Point(0.5, 1)
    public init() {}

    /// The stops drawn: `locations` when there is one per color, else evenly spaced.
    public var stops: [(location: Double, color: Color)] {
        guard !colors.isEmpty else { return [] }
        if locations.count == colors.count { return Array(zip(locations, colors)) }
        if colors.count == 1 { return [(0, colors[0])] }
        return colors.enumerated().map { (Double($0.offset) / Double(colors.count - 1), $0.element) }
    }
}

public enum FillRule: String, Sendable, Equatable, CaseIterable {
    case nonZero, evenOdd
}

public enum LineCap: String, Sendable, Equatable, CaseIterable {
    case butt, round, square
}

public enum LineJoin: String, Sendable, Equatable, CaseIterable {
    case miter, round, bevel
}

/// `CAShapeLayer`'s content, with Core Animation's defaults (black fill, no stroke, width 1).
public struct ShapeContent: Sendable, Equatable {
    public var path = ShapePath.empty
    public var fillColor: Color = .black
    public var fillRule: FillRule = .nonZero
    public var strokeColor: Color = .clear
    public var lineWidth: Double = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var lineDashPattern: [Double] = []
    public var lineDashPhase: Double = 0
    public var strokeStart: Double = 0
    public var strokeEnd: Double = 1
    public init() {}
}
