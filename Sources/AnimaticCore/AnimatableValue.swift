/// A property value as the timeline stores and interpolates it.
public enum AnimatableValue: Sendable, Equatable, CustomStringConvertible {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(Transform3D)
    case bool(Bool)
    /// A list of numbers: `CAGradientLayer.locations`, `lineDashPattern`.
    case numbers([Double])
    /// A list of colors: `CAGradientLayer.colors`.
    case colors([Color])
    /// A `CGPath`: `CAShapeLayer.path`, `shadowPath`.
    case path(ShapePath)

    public var kind: ValueKind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .transform: .transform
        case .bool: .bool
        case .numbers: .numbers
        case .colors: .colors
        case .path: .path
        }
    }

    /// The value as a vector, for additive blending and keyframe curves; nil for values that
    /// do not form a vector space (transforms interpolate by decomposition, bools switch).
    public var components: [Double]? {
        switch self {
        case .number(let v): [v]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .color(let c): c.components
        case .numbers(let v): v
        case .colors(let c): c.flatMap(\.components)
        case .path(let p): p.components
        case .transform, .bool: nil
        }
    }

    /// Whether every number in the value is finite (no NaN, no infinity).
    public var isFinite: Bool {
        if case .transform(let t) = self { return t.m.allSatisfy(\.isFinite) }
        return components?.allSatisfy(\.isFinite) ?? true
    }

    /// A value of this one's kind and shape (list length, path structure) from components
    /// produced by `components` of such a value.
    public func withComponents(_ c: [Double]) -> AnimatableValue? {
        switch self {
        case .numbers(let v): return c.count == v.count ? .numbers(c) : nil
        case .colors(let v):
            guard c.count == 4 * v.count else { return nil }
            return .colors(
                stride(from: 0, to: c.count, by: 4).map {
                    Color(red: c[$0], green: c[$0 + 1], blue: c[$0 + 2], alpha: c[$0 + 3])
                })
        case .path(let p): return p.withComponents(c).map(AnimatableValue.path)
        default: return AnimatableValue.from(components: c, kind: kind)
        }
    }

    /// Rebuilds a value of `kind` from components produced by `components`.
    public static func from(components c: [Double], kind: ValueKind) -> AnimatableValue? {
        switch kind {
        case .number: c.count == 1 ? .number(c[0]) : nil
        case .point: c.count == 2 ? .point(Point(c[0], c[1])) : nil
        case .size: c.count == 2 ? .size(Size(c[0], c[1])) : nil
        case .rect: c.count == 4 ? .rect(Rect(c[0], c[1], c[2], c[3])) : nil
        case .color: c.count == 4 ? .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])) : nil
        case .transform, .bool, .numbers, .colors, .path: nil
        }
    }

    public var description: String {
        switch self {
        case .number(let v): "\(v)"
        case .point(let p): "\(p)"
        case .size(let s): "\(s)"
        case .rect(let r): "\(r)"
        case .color(let c): "\(c)"
        case .transform(let t): "\(t)"
        case .bool(let b): "\(b)"
        case .numbers(let v): "\(v)"
        case .colors(let c): "\(c)"
        case .path(let p): "\(p)"
        }
    }
}

public enum ValueKind: String, Sendable, Equatable {
    case number, point, size, rect, color, transform, bool, numbers, colors, path

    /// How a value of this kind is written in a scene file, for error messages.
    public var expectation: String {
        switch self {
        case .number: "a number"
        case .point: "a point [x, y]"
        case .size: "a size [width, height]"
        case .rect: "a rect [x, y, width, height]"
        case .color: "a color (\"#RRGGBB\", \"#RRGGBBAA\", a system color name, or [r, g, b, a] in 0…1)"
        case .transform:
            "a transform (a list of {rotate:}, {scale:}, {translate:}, {perspective:}, {matrix:} items, or identity)"
        case .bool: "true or false"
        case .numbers: "a list of numbers"
        case .colors: "a list of colors"
        case .path:
            "a path ({rect: …}, {oval: …}, {roundedRect: …, cornerRadius: r}, or a list of {move:}, {line:}, {quad:}, {curve:}, {arc:}, close)"
        }
    }
}
