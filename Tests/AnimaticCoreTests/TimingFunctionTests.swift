import Foundation
import Testing
import AnimaticCore

/// The reference solves the Bernstein form by plain bisection, independent of the
/// polynomial form and Newton iteration the implementation uses.
private func referenceProgress(_ p: (Double, Double, Double, Double), _ x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bernstein(p.0, p.2, mid) < x { lo = mid } else { hi = mid }
    }
    return bernstein(p.1, p.3, (lo + hi) / 2)
}

private let fractions = [0.0, 0.01, 0.05, 0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 0.95, 0.99, 1.0]

@Test func namedCurvesUseApplesControlPoints() {
    func same(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double)) -> Bool {
        a.0 == b.0 && a.1 == b.1 && a.2 == b.2 && a.3 == b.3
    }
    #expect(same(TimingFunction.linear.controlPoints, (0, 0, 1, 1)))
    #expect(same(TimingFunction.easeIn.controlPoints, (0.42, 0, 1, 1)))
    #expect(same(TimingFunction.easeOut.controlPoints, (0, 0, 0.58, 1)))
    #expect(same(TimingFunction.easeInOut.controlPoints, (0.42, 0, 0.58, 1)))
    #expect(same(TimingFunction.default.controlPoints, (0.25, 0.1, 0.25, 1)))
    #expect(same(TimingFunction.cubicBezier(0.1, 0.2, 0.3, 0.4).controlPoints, (0.1, 0.2, 0.3, 0.4)))
}

@Test(arguments: [TimingFunction.easeIn, .easeOut, .easeInOut, .default, .cubicBezier(0.17, 0.67, 0.83, 0.67)])
func namedCurvesMatchTheBezier(curve: TimingFunction) {
    for x in fractions {
        let expected = referenceProgress(curve.controlPoints, x)
        #expect(abs(curve.progress(at: x) - expected) < 1e-6, "\(curve) at \(x)")
    }
}

@Test func linearIsIdentity() {
    for x in fractions { #expect(TimingFunction.linear.progress(at: x) == x) }
}

@Test(arguments: [
    TimingFunction.linear, .easeIn, .easeOut, .easeInOut, .default, .cubicBezier(0.68, -0.55, 0.265, 1.55),
])
func endpointsAndClamping(curve: TimingFunction) {
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 1) == 1)
    #expect(curve.progress(at: -0.5) == 0)
    #expect(curve.progress(at: 1.5) == 1)
}

@Test func easeInOutIsSymmetric() {
    // (0.42, 0, 0.58, 1) is point-symmetric about (0.5, 0.5).
    for x in fractions {
        let a = TimingFunction.easeInOut.progress(at: x), b = TimingFunction.easeInOut.progress(at: 1 - x)
        #expect(abs(a + b - 1) < 1e-9)
    }
    #expect(abs(TimingFunction.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
}

@Test func overshootingCustomCurve() {
    let back = TimingFunction.cubicBezier(0.68, -0.55, 0.265, 1.55)
    var samples: [Double] = []
    for i in 0...200 {
        let x = Double(i) / 200
        let y = back.progress(at: x)
        #expect(abs(y - referenceProgress(back.controlPoints, x)) < 1e-6, "at \(x)")
        samples.append(y)
    }
    #expect(samples.min()! < -0.05)
    #expect(samples.max()! > 1.05)
}

@Test func flatStartsStillSolve() {
    // easeOut has dx/ds = 0 at s = 0 and easeIn has dx/ds = 0 at s = 1: Newton's worst cases.
    for x in [1e-6, 1e-4, 1 - 1e-4, 1 - 1e-6] {
        for curve in [TimingFunction.easeOut, .easeIn, .cubicBezier(0, 0, 1, 1), .cubicBezier(1, 0, 0, 1)] {
            #expect(abs(curve.progress(at: x) - referenceProgress(curve.controlPoints, x)) < 1e-6, "\(curve) at \(x)")
        }
    }
}
