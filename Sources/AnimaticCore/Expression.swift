import Foundation

/// A number computed from literals and other views' model values: what a scene writes as
/// `${to.frame.width / 2}`. Constants fold when the scene is read; what is left reads views
/// when its step runs, so it sees the model as the steps before it left it.
public indirect enum ValueExpression: Sendable, Equatable {
    case number(Double)
    /// A number-valued key path of a view (`card.center.y`), read from the model.
    case property(view: String, path: PropertyPath)
    case negate(ValueExpression)
    case binary(BinaryOperator, ValueExpression, ValueExpression)
    case call(Function, [ValueExpression])

    public enum BinaryOperator: String, Sendable, Equatable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    }

    /// Angles are degrees, as everywhere in the scene format: trigonometry takes and gives degrees.
    public enum Function: String, Sendable, Equatable, CaseIterable {
        case min, max, abs, floor, ceil, round, sqrt, pow, sin, cos, tan, asin, acos, atan, atan2, clamp

        public var arity: ClosedRange<Int> {
            switch self {
            case .min, .max: 1...64
            case .pow, .atan2: 2...2
            case .clamp: 3...3
            default: 1...1
            }
        }
    }

    /// The value, reading views through `read`.
    public func evaluate(_ read: (String, PropertyPath) throws(SceneError) -> Double) throws(SceneError) -> Double {
        switch self {
        case .number(let v): return v
        case .property(let view, let path): return try read(view, path)
        case .negate(let e): return -(try e.evaluate(read))
        case .binary(let op, let a, let b):
            let x = try a.evaluate(read), y = try b.evaluate(read)
            switch op {
            case .add: return x + y
            case .subtract: return x - y
            case .multiply: return x * y
            case .divide: return x / y
            case .remainder: return x.truncatingRemainder(dividingBy: y)
            }
        case .call(let f, let args):
            var v: [Double] = []
            for a in args { v.append(try a.evaluate(read)) }
            return Self.apply(f, v)
        }
    }

    static func apply(_ f: Function, _ v: [Double]) -> Double {
        let radians = Double.pi / 180
        switch f {
        case .min: return v.min()!
        case .max: return v.max()!
        case .abs: return Swift.abs(v[0])
        case .floor: return v[0].rounded(.down)
        case .ceil: return v[0].rounded(.up)
        case .round: return v[0].rounded(.toNearestOrAwayFromZero)
        case .sqrt: return v[0].squareRoot()
        case .pow: return Foundation.pow(v[0], v[1])
        case .sin: return Foundation.sin(v[0] * radians)
        case .cos: return Foundation.cos(v[0] * radians)
        case .tan: return Foundation.tan(v[0] * radians)
        case .asin: return Foundation.asin(v[0]) / radians
        case .acos: return Foundation.acos(v[0]) / radians
        case .atan: return Foundation.atan(v[0]) / radians
        case .atan2: return Foundation.atan2(v[0], v[1]) / radians
        case .clamp: return Swift.min(Swift.max(v[0], v[1]), v[2])
        }
    }

    /// The number, when nothing in the expression reads a view.
    public var constant: Double? {
        guard !readsViews else { return nil }
        return try? evaluate { _, _ throws(SceneError) in 0 }
    }

    public var readsViews: Bool {
        switch self {
        case .number: false
        case .property: true
        case .negate(let e): e.readsViews
        case .binary(_, let a, let b): a.readsViews || b.readsViews
        case .call(_, let args): args.contains { $0.readsViews }
        }
    }

    /// The same expression with its constant parts computed, bottom up.
    public var folded: ValueExpression {
        switch self {
        case .number, .property: return self
        case .negate(let e):
            let f = e.folded
            if case .number(let v) = f { return .number(-v) }
            return .negate(f)
        case .binary(let op, let a, let b):
            let e = ValueExpression.binary(op, a.folded, b.folded)
            if case .binary(_, .number, .number) = e, let v = e.constant { return .number(v) }
            return e
        case .call(let f, let args):
            let e = ValueExpression.call(f, args.map(\.folded))
            if case .call(_, let folded) = e, folded.allSatisfy({ if case .number = $0 { true } else { false } }),
                let v = e.constant
            {
                return .number(v)
            }
            return e
        }
    }

    /// How many nodes the expression has, counting no further than `limit` (names put in by
    /// `let` share their nodes, so a chain of them could otherwise stand for a huge tree).
    public func nodeCount(upTo limit: Int) -> Int {
        var count = 0
        func visit(_ e: ValueExpression) {
            guard count <= limit else { return }
            count += 1
            switch e {
            case .number, .property: break
            case .negate(let inner): visit(inner)
            case .binary(_, let a, let b):
                visit(a)
                visit(b)
            case .call(_, let args): args.forEach(visit)
            }
        }
        visit(self)
        return count
    }
}

/// A key path's new value computed when its step runs: one expression per number in the value
/// (`[x, y]` for a point), or, when `relative`, amounts added to the current value (`by:`,
/// `offsetBy:`).
public struct ComputedValue: Sendable, Equatable {
    public var components: [ValueExpression]
    public var relative: Bool
    public init(_ components: [ValueExpression], relative: Bool = false) {
        self.components = components
        self.relative = relative
    }

    /// The value of kind `kind`, reading views through `read`; `current` is what the key path
    /// holds now (for relative changes).
    public func value(
        kind: ValueKind, current: AnimatableValue,
        read: (String, PropertyPath) throws(SceneError) -> Double
    ) throws(SceneError) -> AnimatableValue? {
        var v: [Double] = []
        for c in components { v.append(try c.evaluate(read)) }
        guard v.allSatisfy(\.isFinite) else { return nil }
        if relative {
            let base: [Double]
            switch current {
            case .number(let x): base = [x]
            case .point(let p): base = [p.x, p.y]
            case .size(let s): base = [s.width, s.height]
            case .rect(let r): base = [r.origin.x, r.origin.y, r.width, r.height]
            default: return nil
            }
            guard base.count == v.count else { return nil }
            v = zip(base, v).map { $0 + $1 }
        }
        switch (kind, v.count) {
        case (.number, 1): return .number(v[0])
        case (.point, 2): return .point(Point(v[0], v[1]))
        case (.size, 2): return .size(Size(v[0], v[1]))
        case (.rect, 4): return .rect(Rect(v[0], v[1], v[2], v[3]))
        default: return nil
        }
    }
}
