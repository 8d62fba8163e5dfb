import AnimaticCore
import Foundation
import Testing
@testable import AnimaticReview

/// Key moments of a spring, against its closed form.
@Suite struct KeyMomentsTests {
    /// From rest, x(t) = 1 − e^(−ζωt)(cos ω_d t + ζ/√(1−ζ²) sin ω_d t) with ω = √(k/m) = 10 and ζ =
    /// c / (2√(km)) = 0.5, so ω_d = ω√(1−ζ²) = 8.660. The speed peaks where tan(ω_d t) = √(1−ζ²)/ζ,
    /// ω_d t = π/3: t = 0.1209 s; the overshoot peaks at ω_d t = π: t = 0.3628 s, by e^(−ζπ/√(1−ζ²))
    /// = 16.3 %; the envelope e^(−5t)/√(1−ζ²) is within 0.5 % from t = 1.089 s.
    @Test func aSpringsMomentsAreWhereItsFormulaPutsThem() throws {
        let yaml = """
            canvas: {size: [200, 200], scale: 1, fps: 60}
            from: {id: home, subviews: [{id: card, frame: [0, 0, 50, 50], backgroundColor: "#FF0000"}]}
            to: {id: detail}
            transition:
              duration: 2
              steps:
                - animate: {duration: 2, spring: {mass: 1, stiffness: 100, damping: 10, initialVelocity: 0}, set: {card.center: [125, 25]}}
            """
        let moments = KeyMoments(try timeline(yaml)).moments
        #expect(moments.map(\.name) == ["start", "fastest", "overshoot 16 %", "settled", "end"])
        let byName = Dictionary(uniqueKeysWithValues: moments.map { ($0.name, $0.time) })
        let omegaD = 10 * (0.75).squareRoot()
        #expect(abs(byName["fastest"]! - (Double.pi / 3) / omegaD) < 0.002)
        #expect(abs(byName["overshoot 16 %"]! - Double.pi / omegaD) < 0.002)
        let settled = byName["settled"]!
        #expect(settled > 0.8 && settled <= 1.09, "settled at \(settled)")
        #expect(byName["end"] == 2)
    }
}

/// A plot of many curves draws each unlike the others (rotate-swipe's 22 curves shared 10 colours).
@Suite struct PlotLineStyleTests {
    @Test func fortyCurvesHaveFortyDistinctColorAndLinePairs() {
        let styles = (0..<40).map { "\(ReviewStyle.color($0)) \(TimingPlot.dash($0))" }
        #expect(Set(styles).count == 40)
    }
}
