import AnimaticCore
@testable import AnimaticSceneFile
import Foundation
import Testing

/// `interaction:`: UIPercentDrivenInteractiveTransition and UIViewPropertyAnimator semantics,
/// checked against the formulas written out here (docs/scene-format.md, "Interaction").
struct InteractionTests {
    /// One linear 1 s animation of the card's alpha 1 → 0 after a 0.2 s delay, driven by `interaction`.
    func driven(
        _ interaction: String, duration: Double = 1,
        completion: String = "completeTransition: \"!transitionWasCancelled\""
    ) throws -> Timeline {
        let yaml = """
            canvas: {size: [200, 400], scale: 1, fps: 60}
            from: {id: home, subviews: [{id: card, frame: [0, 0, 100, 100]}]}
            to: {id: detail}
            interaction:
            \(interaction.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            transition:
              duration: \(duration)
              steps:
                - add: to
                - set: {to.alpha: 0.5}
                - animate: {duration: 0.8, delay: 0.2, curve: linear, set: {card.alpha: 0, to.alpha: 1}, completion: [{\(completion)}]}
            """
        return try timeline(yaml)
    }

    @Test func percentDrivenScrubsLayerTimeSoDelaysAndCurvesHold() throws {
        let t = try driven(
            """
            progress: [[0, 0], [1, 0.5]]
            release: {at: 1, finish: true}
            completionSpeed: 2
            completionCurve: linear
            """)
        // Layer time = progress × 1 s; the animation starts 0.2 s in and runs 0.8 s.
        for wall in [0.1, 0.3, 0.6, 1.0] {
            let layerTime = wall * 0.5
            let expected = 1 - min(max((layerTime - 0.2) / 0.8, 0), 1)
            #expect(abs(number(t, "card", .opacity, at: wall)! - expected) < 1e-9, "at \(wall)")
        }
        // finish(): the remaining half at completionSpeed 2 takes 0.5 × 1 / 2 = 0.25 s, linearly.
        let layerTime = 0.5 + 0.5 * (0.1 / 0.25)
        #expect(abs(number(t, "card", .opacity, at: 1.1)! - (1 - (layerTime - 0.2) / 0.8)) < 1e-9)
        #expect(abs(t.endTime - 1.25) < 1e-9)
        #expect(t.model(at: t.endTime).parent["detail"] != nil, "a finished present keeps the to-view")
        #expect(t.completions.map(\.didComplete) == [true])
    }

    @Test func percentDrivenCancelRunsBackOnTheCompletionCurveAndRestores() throws {
        let t = try driven(
            """
            progress: [[0, 0], [0.5, 0.6]]
            release: {at: 0.5, finish: false}
            """)
        // cancel(): 0.6 × 1 s back at speed 1 on ease-in-out (0.42, 0, 0.58, 1).
        let u = 0.2 / 0.6
        let layerTime = 0.6 - 0.6 * bezier(0.42, 0, 0.58, 1, at: u)
        #expect(abs(number(t, "card", .opacity, at: 0.7)! - (1 - (layerTime - 0.2) / 0.8)) < 1e-6)
        #expect(abs(t.endTime - 1.1) < 1e-9)
        let end = t.model(at: t.endTime)
        #expect(end.parent["detail"] == nil, "UIKit removes the to-view of a cancelled present")
        #expect(end.views["card"]?.opacity == 1, "the animator's properties end at their start values")
        #expect(t.completions.map(\.didComplete) == [false], "!transitionWasCancelled reads false")
    }

    @Test func propertyAnimatorScrubsLinearlyOrOnItsCurve() throws {
        let linear = try driven(
            """
            driver: propertyAnimator
            progress: [[0, 0], [1, 0.5]]
            release: {at: 1, finish: true}
            """)
        // fractionComplete 0.25 at 0.5 s: every value a quarter of its way, the delay set aside.
        #expect(abs(number(linear, "card", .opacity, at: 0.5)! - 0.75) < 1e-9)
        let curved = try driven(
            """
            driver: propertyAnimator
            curve: easeIn
            scrubsLinearly: false
            progress: [[0, 0], [1, 0.5]]
            release: {at: 1, finish: true}
            """)
        #expect(abs(number(curved, "card", .opacity, at: 0.5)! - (1 - bezier(0.42, 0, 1, 1, at: 0.25))) < 1e-6)
    }

    @Test func aSpringReleaseTakesTheVelocityOverInUnitsOfTheRemainingDistance() throws {
        let t = try driven(
            """
            driver: propertyAnimator
            progress: [[0, 0], [0.4, 0.2], [0.5, 0.4]]
            release: {at: 0.5, finish: true}
            continue: {spring: {mass: 1, stiffness: 200, damping: 20}}
            """)
        // Released at 0.4 moving at 2/s; 0.6 to go, so UIKit's initialVelocity is 2 / 0.6.
        for dt in [0.02, 0.1, 0.25, 0.5] {
            let p = 0.4 + 0.6 * unitSpring(stiffness: 200, damping: 20, velocity: 2 / 0.6, at: dt)
            #expect(abs(number(t, "card", .opacity, at: 0.5 + dt)! - (1 - p)) < 1e-9, "at +\(dt)")
        }
    }

    @Test func stockGesturesExpandToAProgressTimelineAndARelease() throws {
        let t = try driven(
            """
            driver: propertyAnimator
            gesture: {edgePan: {distance: 100, duration: 0.5}}
            release: {finish: false}
            continue: {curve: linear}
            """)
        // 100 pt of a 200 pt wide canvas, linearly: progress 0.5 at 0.5 s; then back over 0.5 × 1 s.
        #expect(abs(number(t, "card", .opacity, at: 0.25)! - 0.75) < 1e-9)
        #expect(abs(number(t, "card", .opacity, at: 0.75)! - 0.75) < 1e-9)
        #expect(abs(t.endTime - 1.0) < 1e-9)
        let pinch = try driven(
            """
            gesture: {pinch: {scale: 0.6, duration: 0.4, pacing: easeOut}}
            release: {finish: true}
            """)
        #expect(abs(pinch.interaction!.clock.releaseFraction - 0.4) < 1e-9, "a pinch to 0.6 is 40 % done")
        #expect(abs(pinch.interaction!.clock.releaseVelocity) < 1e-3, "easeOut pacing ends at rest")
    }

    @Test func completeTransitionWithALiteralFlagKeepsIt() throws {
        let t = try driven(
            """
            progress: [[0, 0], [0.5, 0.3]]
            release: {at: 0.5, finish: false}
            """, completion: "completeTransition: true")
        #expect(t.completions.map(\.didComplete) == [true])
        #expect(t.model(at: t.endTime).parent["detail"] != nil, "told it completed, UIKit leaves the to-view in")
    }

    @Test func badInteractionsAreLocatedErrors() {
        let base = { (interaction: String) in
            """
            from: {id: home}
            to: {id: detail}
            interaction: \(interaction)
            transition: {duration: 1, steps: [{add: to}, {completeTransition: true}]}
            """
        }
        let cases: [(String, String, Int)] = [
            ("{progress: [[0, 0], [0, 0.5]], release: {finish: true}}", "times must increase", 3),
            ("{progress: [[0, 1.5]], release: {finish: true}}", "progress must be in 0…1", 3),
            ("{progress: [[0, 0]], release: {finish: true}, driver: percentDrive}", "did you mean 'percentDriven'", 3),
            ("{progress: [[0, 0]], release: {finish: true}, continue: {curve: linear}}", "property animator", 3),
            ("{progress: [[0, 0]], release: {finish: true}, completionSpeed: 0}", "completionSpeed must be in", 3),
            ("{progress: [[0, 0]]}", "needs 'release'", 3),
            ("{gesture: {edgePan: {distance: 10, duration: 0}}, release: {finish: true}}", "duration must be in", 3),
        ]
        for (interaction, message, line) in cases {
            let e = error(base(interaction))
            #expect(e?.message.contains(message) == true, "\(interaction): \(e?.message ?? "no error")")
            #expect(e?.location.line == line, "\(interaction): line \(e?.location.line ?? -1)")
        }
    }
}

/// The unit spring x(t) (m = 1, x(0) = 0 → 1, x'(0) = velocity), underdamped, in closed form.
func unitSpring(stiffness k: Double, damping c: Double, velocity v0: Double, at t: Double) -> Double {
    let a = c / 2, w = (k - a * a).squareRoot()
    return 1 + exp(-a * t) * (-cos(w * t) + (v0 - a) / w * sin(w * t))
}
