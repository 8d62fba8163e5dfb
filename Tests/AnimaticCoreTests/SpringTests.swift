import Foundation
import Testing
import AnimaticCore

// Hand-derived solutions of x'' = −(k/m)(x − 1) − (c/m)x', x(0) = 0, x'(0) = v0, m = 1, k = 100.

/// c = 10: ζ = 0.5, ω0 = 10, ωd = √75.
private func underDamped(_ t: Double, v0: Double) -> Double {
    let wd = 75.0.squareRoot()
    return 1 - exp(-5 * t) * (cos(wd * t) + (5 - v0) / wd * sin(wd * t))
}

/// c = 20: ζ = 1, ω0 = 10.
private func criticallyDamped(_ t: Double, v0: Double) -> Double {
    1 - exp(-10 * t) * (1 + (10 - v0) * t)
}

/// c = 30: roots r = −15 ± √125; x − 1 = a·e^(r1 t) + b·e^(r2 t) with a + b = −1, r1·a + r2·b = v0.
private func overDamped(_ t: Double, v0: Double) -> Double {
    let r1 = -15 + 125.0.squareRoot(), r2 = -15 - 125.0.squareRoot()
    let b = (v0 + r1) / (r2 - r1)
    let a = -1 - b
    return 1 + a * exp(r1 * t) + b * exp(r2 * t)
}

private let times = stride(from: 0.0, through: 2.0, by: 0.01).map { $0 }

@Test(arguments: [0.0, 3.0, -4.0])
func closedFormsMatchHandDerivedSolutions(v0: Double) {
    let cases: [(Spring, (Double, Double) -> Double)] = [
        (Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: v0), underDamped),
        (Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: v0), criticallyDamped),
        (Spring(mass: 1, stiffness: 100, damping: 30, initialVelocity: v0), overDamped),
    ]
    for (spring, reference) in cases {
        for t in times {
            #expect(abs(spring.value(at: t) - reference(t, v0)) < 1e-12, "c=\(spring.damping) t=\(t)")
        }
        #expect(spring.value(at: 0) == 0)
        #expect(abs(spring.velocity(at: 0) - v0) < 1e-12)
        // Central difference of the reference.
        for t in [0.05, 0.1, 0.37, 0.8] {
            let h = 1e-6
            let slope = (reference(t + h, v0) - reference(t - h, v0)) / (2 * h)
            #expect(abs(spring.velocity(at: t) - slope) < 1e-6, "c=\(spring.damping) t=\(t)")
        }
    }
}

@Test(arguments: [
    Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2),
    Spring(mass: 2, stiffness: 300, damping: 49, initialVelocity: 0),  // ζ ≈ 1.0003
    Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -1),
    Spring(mass: 0.5, stiffness: 40, damping: 30, initialVelocity: 7),
    Spring(mass: 1, stiffness: 250, damping: 3, initialVelocity: 0),
])
func motionSatisfiesTheSpringEquation(spring: Spring) {
    let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
    for t in stride(from: 0.01, through: 1.5, by: 0.07) {
        let h = 1e-4
        let x = spring.value(at: t)
        let accel = (spring.value(at: t + h) - 2 * x + spring.value(at: t - h)) / (h * h)
        let residual = accel + (k / m) * (x - 1) + (c / m) * spring.velocity(at: t)
        #expect(abs(residual) < 2e-3 * max(1, k / m), "t=\(t) residual \(residual)")
        let slope = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
        #expect(abs(spring.velocity(at: t) - slope) < 1e-5 * max(1, k / m))
    }
}

@Test func dampingRatio() {
    #expect(Spring(mass: 1, stiffness: 100, damping: 10).dampingRatio == 0.5)
    #expect(Spring(mass: 1, stiffness: 100, damping: 20).dampingRatio == 1)
    #expect(abs(Spring(mass: 4, stiffness: 25, damping: 6).dampingRatio - 0.3) < 1e-15)
}

/// Brute force: the last time on a fine grid where the spring is outside the band.
private func lastOutside(_ spring: Spring, until end: Double, step: Double) -> Double {
    var last = 0.0
    var t = 0.0
    while t <= end {
        if abs(spring.value(at: t) - 1) > 0.001 { last = t }
        t += step
    }
    return last
}

private func expectSettles(
    _ spring: Spring, at settle: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(settle.isFinite && settle > 0, sourceLocation: sourceLocation)
    #expect(abs(spring.value(at: settle) - 1) <= 0.001, sourceLocation: sourceLocation)
    let step = settle / 4000
    for i in 0...16000 {
        let t = settle + Double(i) * step
        if abs(spring.value(at: t) - 1) > 0.001 {
            Issue.record("outside the band at \(t) after settling at \(settle)", sourceLocation: sourceLocation)
            break
        }
    }
    #expect(
        abs(spring.value(at: settle - 1e-7) - 1) > 0.001, "already settled before \(settle)",
        sourceLocation: sourceLocation)
    let brute = lastOutside(spring, until: settle * 2, step: settle / 20000)
    #expect(brute < settle && brute > settle - settle / 10000, "grid says \(brute)", sourceLocation: sourceLocation)
}

@Test(arguments: [
    Spring(mass: 1, stiffness: 100, damping: 10),
    Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5),
    Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: -3),
    Spring(mass: 1, stiffness: 100, damping: 20),
    Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 30),
    Spring(mass: 1, stiffness: 100, damping: 30),
    Spring(mass: 1, stiffness: 100, damping: 30, initialVelocity: -8),
    Spring(mass: 1, stiffness: 400, damping: 4),
    Spring(mass: 3, stiffness: 200, damping: 60, initialVelocity: 2),
])
func settlingDurationIsTheLastExit(spring: Spring) {
    expectSettles(spring, at: spring.settlingDuration)
}

@Test func settlingDurationOfCriticalSpringSolvedByHand() {
    // x − 1 = −e^(−10t)(1 + 10t): settles where e^(−10t)(1 + 10t) = 0.001.
    var lo = 0.0, hi = 10.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if exp(-10 * mid) * (1 + 10 * mid) > 0.001 { lo = mid } else { hi = mid }
    }
    #expect(abs(Spring(mass: 1, stiffness: 100, damping: 20).settlingDuration - hi) < 1e-9)
}

@Test func settlingDurationSitsUnderTheEnvelope() {
    // ζ = 0.5, v0 = 0: |x − 1| <= e^(−5t)/√(1 − ζ²); the last peak outside the band is less
    // than half a period before the envelope reaches the band.
    let envelopeTime = log(1 / (0.001 * 0.75.squareRoot())) / 5
    let halfPeriod = Double.pi / 75.0.squareRoot()
    let settle = Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration
    #expect(settle <= envelopeTime)
    #expect(settle > envelopeTime - halfPeriod)
}

@Test func undampedSpringNeverSettles() {
    #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
}

@Test(arguments: [
    (0.8, 0.6, 0.0), (0.8, 1.0, 0.0), (0.8, 0.1, 0.0), (0.5, 0.6, 5.0), (0.35, 0.8, -2.0), (1.2, 1.5, 0.0),
    (0.3, 0.7, 1.0),
])
func uikitSpringSettlesAtItsDuration(duration: Double, ratio: Double, velocity: Double) {
    let spring = Spring.uikit(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
    #expect(spring.mass == 1)
    #expect(spring.initialVelocity == velocity)
    #expect(abs(spring.dampingRatio - ratio) < 1e-12)
    #expect(spring.settlingDuration <= duration)
    #expect(spring.settlingDuration > duration - 1e-9)
    expectSettles(spring, at: spring.settlingDuration)
    // Settled by the duration, and visibly not a tenth earlier.
    for i in 0...1000 {
        #expect(abs(spring.value(at: duration + Double(i) * duration / 100) - 1) <= 0.001)
    }
    let early = (0..<100).map { duration * 0.875 + Double($0) * duration * 0.001 }
    #expect(early.contains { abs(spring.value(at: $0) - 1) > 0.001 })
}

@Test func uikitDefaultExample() {
    let spring = Spring.uikit(duration: 0.8, dampingRatio: 0.6, initialVelocity: 0)
    #expect(abs(spring.value(at: 0.8) - 1) <= 0.001)
    #expect((0..<100).contains { abs(spring.value(at: 0.7 + Double($0) * 0.001) - 1) > 0.001 })
    #expect(abs(spring.dampingRatio - 0.6) < 1e-12)
}
