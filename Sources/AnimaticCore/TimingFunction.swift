import Foundation

/// `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) mapping elapsed time
/// fraction (x) to progress (y).
public enum TimingFunction: Sendable, Equatable {
    case linear, easeIn, easeOut, easeInOut, `default`
    /// Control points `x1, y1, x2, y2`. The y values may leave 0...1 (overshoot); the x
    /// values are clamped to 0...1 when solving, as Core Animation requires them to be, so
    /// x(s) stays monotonic and every time fraction has exactly one progress value.
    case cubicBezier(Double, Double, Double, Double)

    /// The control points `(x1, y1, x2, y2)`; the named curves use Apple's published values.
    public var controlPoints: (Double, Double, Double, Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .default: (0.25, 0.1, 0.25, 1)
        case let .cubicBezier(x1, y1, x2, y2): (x1, y1, x2, y2)
        }
    }

    /// The progress at a time fraction (clamped to 0...1): solves x(s) = fraction for the
    /// curve parameter s, then returns y(s). The solve is tighter (1e-9 in x) than WebKit's
    /// 1e-6 so steep overshooting curves still land within 1e-6 in y.
    public func progress(at fraction: Double) -> Double {
        if case .linear = self { return min(max(fraction, 0), 1) }
        let x = min(max(fraction, 0), 1)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        let (x1, y1, x2, y2) = controlPoints
        let curveX = CubicUnitBezier(p1: min(max(x1, 0), 1), p2: min(max(x2, 0), 1))
        let curveY = CubicUnitBezier(p1: y1, p2: y2)
        return curveY.value(curveX.solve(x))
    }
}

/// One coordinate of a cubic Bézier with end points 0 and 1, in polynomial form
/// `((a·s + b)·s + c)·s`.
private struct CubicUnitBezier {
    let a, b, c: Double

    init(p1: Double, p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    func value(_ s: Double) -> Double { ((a * s + b) * s + c) * s }
    func derivative(_ s: Double) -> Double { (3 * a * s + 2 * b) * s + c }

    /// The s in 0...1 with value(s) = x, for a monotonic coordinate. Newton converges in a
    /// few steps almost everywhere; it stalls where the slope vanishes (e.g. easeOut at 0),
    /// which is what the bisection is for.
    func solve(_ x: Double) -> Double {
        let epsilon = 1e-9
        var s = x
        for _ in 0..<8 {
            guard s >= 0, s <= 1 else { break }
            let error = value(s) - x
            if abs(error) < epsilon { return s }
            let slope = derivative(s)
            if abs(slope) < 1e-7 { break }
            s -= error / slope
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<100 {
            let v = value(s)
            if abs(v - x) < epsilon { return s }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}
