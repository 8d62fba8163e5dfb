import Foundation
import Testing
import AnimaticCore

private func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-12) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Test func linearInterpolatesPiecewise() {
    let curve = KeyframeCurve(keyTimes: [0, 0.25, 1], values: [[0, 0], [10, 20], [40, 20]], mode: .linear)
    #expect(close(curve.value(at: 0), [0, 0]))
    #expect(close(curve.value(at: 0.125), [5, 10]))
    #expect(close(curve.value(at: 0.25), [10, 20]))
    #expect(close(curve.value(at: 0.625), [25, 20]))
    #expect(close(curve.value(at: 1), [40, 20]))
    #expect(close(curve.value(at: -0.5), [0, 0]))
    #expect(close(curve.value(at: 1.5), [40, 20]))
}

@Test func linearHoldsOutsideTheKeyTimes() {
    let curve = KeyframeCurve(keyTimes: [0.2, 0.8], values: [[1], [3]], mode: .linear)
    #expect(curve.value(at: 0) == [1])
    #expect(curve.value(at: 0.1) == [1])
    #expect(close(curve.value(at: 0.5), [2]))
    #expect(curve.value(at: 0.9) == [3])
    #expect(curve.value(at: 1) == [3])
}

@Test func missingKeyTimesAreEvenlySpaced() {
    let linear = KeyframeCurve(keyTimes: [], values: [[0], [10], [0]], mode: .linear)
    #expect(close(linear.value(at: 0.25), [5]))
    #expect(close(linear.value(at: 0.75), [5]))
    let discrete = KeyframeCurve(keyTimes: [], values: [[0], [1], [2], [3]], mode: .discrete)
    #expect(discrete.value(at: 0.2) == [0])
    #expect(discrete.value(at: 0.3) == [1])
    #expect(discrete.value(at: 0.74) == [2])
    #expect(discrete.value(at: 0.75) == [3])
}

@Test func discreteHoldsEachValueFromItsKeyTime() {
    let curve = KeyframeCurve(keyTimes: [0, 0.5, 0.75], values: [[1], [2], [3]], mode: .discrete)
    #expect(curve.value(at: 0) == [1])
    #expect(curve.value(at: 0.49) == [1])
    #expect(curve.value(at: 0.5) == [2])
    #expect(curve.value(at: 0.74) == [2])
    #expect(curve.value(at: 0.75) == [3])
    #expect(curve.value(at: 1) == [3])
    // Core Animation's documented discrete form: one more key time than values.
    let closed = KeyframeCurve(keyTimes: [0, 0.5, 0.75, 1], values: [[1], [2], [3]], mode: .discrete)
    #expect(closed.value(at: 0.6) == [2])
    #expect(closed.value(at: 0.9) == [3])
    #expect(closed.value(at: 1) == [3])
}

@Test func pacedMovesAtConstantSpeed() {
    let curve = KeyframeCurve(keyTimes: [0, 0.9, 1], values: [[0], [1], [3]], mode: .paced)
    #expect(close(curve.value(at: 0.5), [1.5]))
    #expect(close(curve.value(at: 1.0 / 6), [0.5]))
    #expect(curve.value(at: 0) == [0])
    #expect(curve.value(at: 1) == [3])
    // 2D: a 5-long then a 6-long leg; half of 11 is 0.5 into the second leg.
    let path = KeyframeCurve(keyTimes: [], values: [[0, 0], [3, 4], [3, 10]], mode: .paced)
    #expect(close(path.value(at: 0.5), [3, 4.5]))
    #expect(close(path.value(at: 5.0 / 11), [3, 4]))
    #expect(close(path.value(at: 2.5 / 11), [1.5, 2]))
}

@Test func pacedSkipsRepeatedValues() {
    let curve = KeyframeCurve(keyTimes: [], values: [[0], [0], [4], [4], [8]], mode: .paced)
    #expect(close(curve.value(at: 0.25), [2]))
    #expect(close(curve.value(at: 0.5), [4]))
    #expect(close(curve.value(at: 0.75), [6]))
    let still = KeyframeCurve(keyTimes: [], values: [[2], [2]], mode: .paced)
    #expect(still.value(at: 0.5) == [2])
}

@Test func cubicPassesThroughEveryValueAtItsKeyTime() {
    let keyTimes = [0, 0.2, 0.7, 1.0]
    let values: [[Double]] = [[0, 5], [1, -2], [0, 3], [2, 2]]
    let curve = KeyframeCurve(keyTimes: keyTimes, values: values, mode: .cubic)
    for (t, v) in zip(keyTimes, values) { #expect(close(curve.value(at: t), v), "at \(t)") }
}

@Test func cubicUsesCatmullRomTangents() {
    // Hermite basis at u = 1/2: h00 = h01 = 1/2, h10 = 1/8, h11 = −1/8.
    let curve = KeyframeCurve(keyTimes: [0, 0.2, 0.7, 1.0], values: [[0], [1], [0], [2]], mode: .cubic)
    // Segment 0: p 0 → 1, tangents: one-sided 1 − 0 = 1, central (0 − 0)/2 = 0.
    #expect(close(curve.value(at: 0.1), [0.5 * 0 + 0.125 * 1 + 0.5 * 1 - 0.125 * 0]))
    // Segment 1: p 1 → 0, tangents 0 and (2 − 1)/2 = 0.5.
    #expect(close(curve.value(at: 0.45), [0.5 * 1 + 0.125 * 0 + 0.5 * 0 - 0.125 * 0.5]))
    // Segment 2: p 0 → 2, tangents 0.5 and one-sided 2 − 0 = 2; at u = 1/4:
    // h00 = 27/32, h10 = 9/64, h01 = 5/32, h11 = −3/64.
    #expect(close(curve.value(at: 0.775), [27.0 / 32 * 0 + 9.0 / 64 * 0.5 + 5.0 / 32 * 2 - 3.0 / 64 * 2]))
}

@Test func cubicWithTwoValuesIsLinear() {
    let curve = KeyframeCurve(keyTimes: [0, 1], values: [[0, 10], [4, 2]], mode: .cubic)
    for f in [0.1, 0.3, 0.5, 0.9] { #expect(close(curve.value(at: f), [4 * f, 10 - 8 * f])) }
}

@Test(arguments: KeyframeCalculationMode.allCases)
func repeatedKeyTimesJumpWithoutDividingByZero(mode: KeyframeCalculationMode) {
    let curve = KeyframeCurve(keyTimes: [0, 0.5, 0.5, 1], values: [[0], [1], [5], [6]], mode: mode)
    for i in 0...100 {
        #expect(curve.value(at: Double(i) / 100).allSatisfy { $0.isFinite })
    }
    if mode == .linear || mode == .discrete || mode == .cubic {
        #expect(curve.value(at: 0.5) == [5])
    }
    if mode == .linear {
        #expect(close(curve.value(at: 0.25), [0.5]))
        #expect(close(curve.value(at: 0.75), [5.5]))
    }
}

@Test(arguments: KeyframeCalculationMode.allCases)
func singleValueIsConstant(mode: KeyframeCalculationMode) {
    let curve = KeyframeCurve(keyTimes: [0.3], values: [[7, 8]], mode: mode)
    for f in [-1, 0, 0.3, 0.5, 1, 2] { #expect(curve.value(at: f) == [7, 8]) }
}

@Test func cubicPacedEndpointsAndMidpoint() {
    // The spline through (0,0), (10,0), (10,10) is symmetric under (x, y) ↦ (10 − y, 10 − x),
    // which swaps its ends and fixes (10, 0): that point is halfway along the arc.
    let curve = KeyframeCurve(keyTimes: [0, 0.1, 1], values: [[0, 0], [10, 0], [10, 10]], mode: .cubicPaced)
    #expect(curve.value(at: 0) == [0, 0])
    #expect(curve.value(at: 1) == [10, 10])
    #expect(close(curve.value(at: 0.5), [10, 0], 1e-9))
}

@Test func cubicPacedHasConstantSpeed() {
    let values: [[Double]] = [[0, 0], [10, 0], [12, 30], [40, 31]]
    let paced = KeyframeCurve(keyTimes: [], values: values, mode: .cubicPaced)
    let timed = KeyframeCurve(keyTimes: [0, 1.0 / 3, 2.0 / 3, 1], values: values, mode: .cubic)
    func chords(_ curve: KeyframeCurve) -> [Double] {
        (0..<200).map { i -> Double in
            let a = curve.value(at: Double(i) / 200), b = curve.value(at: Double(i + 1) / 200)
            return hypot(a[0] - b[0], a[1] - b[1])
        }
    }
    let steps = chords(paced)
    let mean = steps.reduce(0, +) / Double(steps.count)
    #expect(steps.allSatisfy { abs($0 - mean) < 0.01 * mean })
    // Same path as the timed spline: its total length agrees.
    let timedSteps = chords(timed)
    #expect(abs(steps.reduce(0, +) - timedSteps.reduce(0, +)) < 0.01)
    // And the timed spline does not move at constant speed on this path.
    let timedMean = timedSteps.reduce(0, +) / Double(timedSteps.count)
    #expect(timedSteps.contains { abs($0 - timedMean) > 0.2 * timedMean })
}
