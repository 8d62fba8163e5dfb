import AnimaticCore
import Foundation
import Testing

/// Two versions of a scene, told apart in timing words rather than pixels.
@Suite struct TimingDiffTests {
    func summary(_ step: String, duration: Double) throws -> TimingSummary {
        TimingSummary(try timeline(scene(steps: step, duration: duration)))
    }

    @Test func aLongerDurationReadsAsSeconds() throws {
        let old = try summary("- animate: {duration: 1, curve: easeInOut, set: {card.center: [100, 300]}}", duration: 1)
        let new = try summary(
            "- animate: {duration: 1.2, curve: easeInOut, set: {card.center: [100, 300]}}", duration: 1.2)
        let diff = TimingDiff(from: old, to: new)
        #expect(diff.lines == ["ends 1 → 1.2 s (+20 %)", "card.center: duration 1 → 1.2 s (+20 %)"])
        #expect(TimingDiff(from: old, to: old).isEmpty)
    }

    /// CASpringAnimation-style springs: ζ = damping / (2√(stiffness · mass)), and from rest an
    /// underdamped spring overshoots by e^(−ζπ/√(1 − ζ²)): ζ 0.5 → 16.3 %, ζ 0.7 → 4.6 %.
    @Test func aStifferDampingReadsAsCurveOvershootAndSettling() throws {
        func spring(_ damping: Int) -> String {
            "- animate: {duration: 2, spring: {mass: 1, stiffness: 100, damping: \(damping), initialVelocity: 0}, "
                + "set: {card.center: [100, 300]}}"
        }
        let old = try summary(spring(10), duration: 2), new = try summary(spring(14), duration: 2)
        let a = try #require(old.animations.first), b = try #require(new.animations.first)
        #expect(a.curve == "spring ζ 0.50 (mass 1, stiffness 100, damping 10)")
        #expect(abs((a.overshoot ?? 0) - 100 * exp(-0.5 * .pi / (0.75).squareRoot())) < 0.05)
        #expect(abs((b.overshoot ?? 0) - 100 * exp(-0.7 * .pi / (0.51).squareRoot())) < 0.05)
        let lines = TimingDiff(from: old, to: new).lines
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.hasPrefix("card.center: curve spring ζ 0.50 (mass 1, stiffness 100, damping 10) → spring ζ 0.70"))
        #expect(line.contains("overshoot 16.3 % → 4.6 %"))
        #expect(line.contains("settles "))
    }

    @Test func anAddedAndARemovedAnimationAreNamed() throws {
        let old = try summary("- animate: {duration: 0.5, curve: linear, set: {card.alpha: 0}}", duration: 1)
        let new = try summary(
            "- animate: {duration: 0.5, delay: 0.25, curve: easeOut, set: {card.center: [100, 300]}}", duration: 1)
        #expect(
            TimingDiff(from: old, to: new).lines == [
                "card.alpha: removed (was 0.5 s linear)", "card.center: added: 0.5 s easeOut after 0.25 s",
            ])
    }
}
