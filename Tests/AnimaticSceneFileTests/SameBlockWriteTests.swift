import AnimaticCore
@testable import AnimaticSceneFile
import Testing

/// One `animate` step (a `set` list may write one key twice) that writes a property twice animates it once: from the value before the
/// block to the last value written (UIKit animates each key path of a block once, additively).
/// The card is [0, 0, 100, 100]: center (50, 50), bounds 100 × 100. Every curve is linear, over
/// 1 s, so at t the value is from + t · (to − from).
@Suite struct SameBlockWriteTests {
    func size(_ t: Timeline, at time: Double) -> Size? {
        guard case .rect(let r)? = t.presentationValue(of: .bounds, view: "card", at: time) else { return nil }
        return r.size
    }

    /// The reported case: `frame.size` (which moves the center, the origin staying) then `center`.
    @Test func frameSizeThenCenter() throws {
        let t = try timeline(
            scene(
                steps:
                    "- animate: {duration: 1, curve: linear, set: {card.frame.size: [200, 200], card.center: [150, 300]}}"
            ))
        // Center (50, 50) → (150, 300); the first write's (100, 100) is passed through, not shown.
        #expect(point(t, "card", at: 0) == Point(50, 50))
        #expect(point(t, "card", at: 0.5) == Point(100, 175))
        #expect(point(t, "card", at: 1) == Point(150, 300))
        // Bounds 100 → 200.
        #expect(size(t, at: 0) == Size(100, 100))
        #expect(size(t, at: 0.5) == Size(150, 150))
        #expect(size(t, at: 1) == Size(200, 200))
    }

    @Test func centerTwice() throws {
        let t = try timeline(
            scene(
                steps:
                    "- animate: {duration: 1, curve: linear, set: [{card.center: [100, 100]}, {card.center: [150, 300]}]}"
            ))
        #expect(point(t, "card", at: 0) == Point(50, 50))
        #expect(point(t, "card", at: 0.5) == Point(100, 175))
        #expect(point(t, "card", at: 1) == Point(150, 300))
    }

    /// Frame twice: the size goes 100 → 60 → 100, so it does not move at all; the center goes
    /// (50, 50) → (150, 250).
    @Test func frameTwice() throws {
        let t = try timeline(
            scene(
                steps:
                    "- animate: {duration: 1, curve: linear, set: [{card.frame: [20, 20, 60, 60]}, {card.frame: [100, 200, 100, 100]}]}"
            ))
        for time in [0, 0.25, 0.5, 1.0] { #expect(size(t, at: time) == Size(100, 100)) }
        #expect(point(t, "card", at: 0) == Point(50, 50))
        #expect(point(t, "card", at: 0.5) == Point(100, 150))
        #expect(point(t, "card", at: 1) == Point(150, 250))
    }

    /// Bounds twice: 100 → 60 → 140; shown 100 → 140 (120 halfway).
    @Test func boundsTwice() throws {
        let t = try timeline(
            scene(
                steps:
                    "- animate: {duration: 1, curve: linear, set: [{card.bounds: [0, 0, 60, 60]}, {card.bounds: [0, 0, 140, 140]}]}"
            ))
        #expect(size(t, at: 0) == Size(100, 100))
        #expect(size(t, at: 0.5) == Size(120, 120))
        #expect(size(t, at: 1) == Size(140, 140))
    }

    /// A keyframe that writes twice behaves the same: its key values are the value before and
    /// the last value written.
    @Test func keyframeWritingTwice() throws {
        let steps = """
            - keyframes:
                duration: 1
                mode: linear
                frames:
                  - {start: 0, duration: 1, set: {card.frame.size: [200, 200], card.center: [150, 300]}}
            """
        let t = try timeline(scene(steps: steps))
        #expect(point(t, "card", at: 0) == Point(50, 50))
        #expect(point(t, "card", at: 1) == Point(150, 300))
    }
}
