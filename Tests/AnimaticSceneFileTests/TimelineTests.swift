import AnimaticCore
@testable import AnimaticSceneFile
import Foundation
import Testing

@Suite struct TimelineTests {
    @Test func frameCountAndTimes() throws {
        let t = try timeline(scene(steps: "- animate: {duration: 0.5, set: {card.alpha: 0}}", duration: 0.5, fps: 30))
        #expect(t.frameCount == 16)  // round(0.5 · 30) + 1
        #expect(t.time(ofFrame: 15) == 0.5)
        let longer = try timeline(
            scene(steps: "- animate: {duration: 0.7, delay: 0.2, set: {card.alpha: 0}}", duration: 0.5, fps: 10))
        #expect(abs(longer.endTime - 0.9) < 1e-12)  // the animation outlasts transitionDuration
        #expect(longer.frameCount == 10)
    }

    @Test func basicAnimationFollowsEaseInOut() throws {
        let t = try timeline(scene(steps: "- animate: {duration: 0.5, set: {card.frame.origin.y: 300}}"))
        // frame.origin.y moves center.y: 50 → 350 (the card is 100 tall).
        #expect(point(t, "card", at: 0)!.y == 50)
        #expect(abs(point(t, "card", at: 0.25)!.y - 200) < 1e-6)  // easeInOut(0.5) = 0.5 by symmetry
        let expected = 50 + 300 * easeInOut(0.1 / 0.5)
        #expect(abs(point(t, "card", at: 0.1)!.y - expected) < 1e-5)
        #expect(point(t, "card", at: 0.5)!.y == 350)
    }

    @Test func delayHoldsTheStartValue() throws {
        let t = try timeline(scene(steps: "- animate: {duration: 1, delay: 0.5, curve: linear, set: {card.alpha: 0}}"))
        #expect(number(t, "card", .opacity, at: 0.3) == 1)
        #expect(abs(number(t, "card", .opacity, at: 1.0)! - 0.5) < 1e-9)
        #expect(number(t, "card", .opacity, at: 1.5) == 0)
    }

    @Test func completionRunsAtTheEnd() throws {
        let steps = """
            - animate:
                duration: 0.1
                delay: 0.2
                set: {card.alpha: 0}
                completion:
                  - remove: card
            """
        let t = try timeline(scene(steps: steps, fps: 10))
        #expect(t.model(at: 0.29).isInHierarchy("card"))
        #expect(!t.model(at: 0.3).isInHierarchy("card"))  // 0.2 + 0.1 lands on frame 3 despite rounding
        #expect(!t.presentation(at: 0.3).root.sublayers[0].sublayers.contains { $0.id == "card" })
    }

    @Test func blockThatAnimatesNothingCompletesAtOnce() throws {
        let steps = """
            - animate:
                duration: 1
                set: {card.alpha: 1}
                completion: [{remove: card}]
            """
        let t = try timeline(scene(steps: steps))
        #expect(!t.model(at: 0).isInHierarchy("card"))
    }

    /// Two overlapping animations of one property add up (UIKit since iOS 8).
    @Test func overlappingAnimationsAreAdditive() throws {
        let steps = """
            - animate: {duration: 1, curve: linear, set: {card.center.x: 150}}
            - animate:
                duration: 0.25
                curve: linear
                set: {card.alpha: 0.5}
                completion:
                  - animate: {duration: 1, curve: linear, set: {card.center.x: 250}}
            """
        let t = try timeline(scene(steps: steps))
        // First: 50 → 150 over 0…1, halfway at 0.5 (+50). Second: +100 over 0.25…1.25, a quarter in (+25).
        #expect(abs(point(t, "card", at: 0.5)!.x - 125) < 1e-9)
        #expect(abs(point(t, "card", at: 1.25)!.x - 250) < 1e-9)
    }

    @Test func beginFromCurrentStateStillAddsPositionAnimations() throws {
        let steps = """
            - animate: {duration: 1, curve: linear, set: {card.center.x: 150}}
            - animate:
                duration: 0.25
                curve: linear
                set: {card.alpha: 0.5}
                completion:
                  - animate: {duration: 1, curve: linear, beginFromCurrentState: true, set: {card.center.x: 250}}
            """
        let t = try timeline(scene(steps: steps))
        // iOS 8+: position animations add up with or without beginFromCurrentState. At 0.5 the
        // first (50 → 150, at t = 0.5) adds 100 − 100 · 0.5 below its end, the second (150 → 250 from
        // 0.25, a quarter in) 100 − 100 · 0.25: 250 − 50 − 75 = 125.
        #expect(abs(point(t, "card", at: 0.5)!.x - 125) < 1e-9)
    }

    @Test func beginFromCurrentStateReplacesOtherPropertiesFromThePresentationValue() throws {
        let steps = """
            - animate: {duration: 1, curve: linear, set: {card.alpha: 0}}
            - animate:
                duration: 0.25
                curve: linear
                set: {card.center.x: 60}
                completion:
                  - animate: {duration: 1, curve: linear, beginFromCurrentState: true, set: {card.alpha: 1}}
            """
        let t = try timeline(scene(steps: steps))
        // At 0.25 the card shows alpha 0.75; the new animation runs 0.75 → 1 and the old one stops:
        // at 0.5, a quarter in, 0.75 + 0.25 · 0.25.
        let alpha = t.presentationState(of: "card", at: 0.5, model: t.model(at: 0.5))?.opacity
        #expect(abs((alpha ?? -1) - (0.75 + 0.25 * 0.25)) < 1e-9)
    }

    @Test func springFollowsTheClosedForm() throws {
        let steps =
            "- animate: {spring: {mass: 1, stiffness: 100, damping: 10}, duration: 2, set: {card.center.x: 150}}"
        let t = try timeline(scene(steps: steps))
        // ζ = 10 / (2·√100) = 0.5, ω0 = 10, ωd = ω0·√(1 − ζ²).
        let zeta = 0.5, w0 = 10.0, wd = w0 * (1 - zeta * zeta).squareRoot()
        for time in [0.05, 0.2, 0.31, 0.7] {
            let x = 1 - exp(-zeta * w0 * time) * (cos(wd * time) + zeta * w0 / wd * sin(wd * time))
            #expect(abs(point(t, "card", at: time)!.x - (50 + 100 * x)) < 1e-9)
        }
    }

    @Test func uikitSpringSettlesByItsDuration() throws {
        let steps =
            "- animate: {duration: 0.8, spring: {dampingRatio: 0.6, initialVelocity: 0}, set: {card.center.x: 150}}"
        let t = try timeline(scene(steps: steps))
        // Settled (within 0.1 % of the 100 pt distance) when the animation ends.
        #expect(abs(point(t, "card", at: 0.8 - 1e-9)!.x - 150) <= 0.1 + 1e-6)
        #expect(point(t, "card", at: 0.8)!.x == 150)
        #expect(point(t, "card", at: 0.15)!.x > 100)
    }

    /// UIKit builds `keyTimes = (0, 0.1, 1), values = (1, 0, 0)` with an ease-in-ease-out timing
    /// function over the whole animation (a known surprise: the fade takes longer than 10 %).
    @Test func keyframesUseUIKitKeyTimesAndOverallEaseInOut() throws {
        let steps = """
            - keyframes:
                duration: 10
                frames:
                  - {start: 0, duration: 0.1, set: {card.alpha: 0}}
            """
        let t = try timeline(scene(steps: steps, duration: 10, fps: 10))
        let f = easeInOut(0.1)
        #expect(abs(number(t, "card", .opacity, at: 1)! - (1 - f / 0.1)) < 1e-5)
        let g = easeInOut(0.25)
        #expect(number(t, "card", .opacity, at: 2.5)! == (g >= 0.1 ? 0 : 1 - g / 0.1))
        let linear = try timeline(
            scene(
                steps: steps.replacingOccurrences(of: "duration: 10\n", with: "duration: 10\n    curve: linear\n"),
                duration: 10))
        #expect(abs(number(linear, "card", .opacity, at: 0.5)! - 0.5) < 1e-9)
    }

    /// Apple: in paced modes "keyTimes and timingFunction are ignored". The values are
    /// (50, 150, 50), a path of 200 pt: at constant speed a quarter of the time is 50 pt
    /// along (x = 100) and three quarters 150 pt (back at x = 100), whatever the curve.
    @Test func pacedKeyframesIgnoreTheTimingFunction() throws {
        for mode in ["paced", "cubicPaced"] {
            let steps = """
                - keyframes:
                    duration: 1
                    mode: \(mode)
                    curve: easeIn
                    frames:
                      - {start: 0, duration: 0.2, set: {card.center.x: 150}}
                      - {start: 0.2, duration: 0.8, set: {card.center.x: 50}}
                """
            let t = try timeline(scene(steps: steps))
            #expect(abs(point(t, "card", at: 0.25)!.x - 100) < 1e-3, "\(mode): \(point(t, "card", at: 0.25)!.x)")
            #expect(abs(point(t, "card", at: 0.5)!.x - 150) < 1e-3, "\(mode)")
            #expect(abs(point(t, "card", at: 0.75)!.x - 100) < 1e-3, "\(mode)")
        }
        // The same frames in linear mode do follow the curve and the key times.
        let linear = try timeline(
            scene(
                steps: """
                    - keyframes:
                        duration: 1
                        mode: linear
                        curve: easeIn
                        frames:
                          - {start: 0, duration: 0.2, set: {card.center.x: 150}}
                          - {start: 0.2, duration: 0.8, set: {card.center.x: 50}}
                    """))
        let f = TimingFunction.easeIn.progress(at: 0.25)  // ≈ 0.093: still in the first segment
        #expect(f < 0.2 && abs(point(linear, "card", at: 0.25)!.x - (50 + 100 * f / 0.2)) < 1e-6)
    }

    @Test func keyframesHoldBeforeTheirStart() throws {
        let steps = """
            - keyframes:
                duration: 1
                curve: linear
                frames:
                  - {start: 0.5, duration: 0.25, set: {card.center.x: 150}}
            """
        let t = try timeline(scene(steps: steps))
        #expect(point(t, "card", at: 0.4)!.x == 50)
        #expect(abs(point(t, "card", at: 0.625)!.x - 100) < 1e-9)
        #expect(point(t, "card", at: 0.9)!.x == 150)
    }

    @Test func rotationTo180TurnsCounterclockwise() throws {
        let t = try timeline(
            scene(steps: "- animate: {duration: 1, curve: linear, set: {card.transform: [{rotate: 180}]}}"))
        guard case .transform(let m)? = t.presentationValue(of: .transform, view: "card", at: 0.5) else {
            Issue.record("no transform")
            return
        }
        // −90° about z: (1, 0) ↦ (0, −1), counterclockwise on a y-down screen, as iOS turns to M_PI.
        let p = m.apply(Point(1, 0))
        #expect(abs(p.x) < 1e-9 && abs(p.y + 1) < 1e-9)
    }

    @Test func autoreverseAndRepeat() throws {
        let t = try timeline(
            scene(
                steps:
                    "- animate: {duration: 1, curve: linear, autoreverses: true, repeatCount: 2, set: {card.alpha: 0}}")
        )
        #expect(abs(number(t, "card", .opacity, at: 0.5)! - 0.5) < 1e-9)
        #expect(abs(number(t, "card", .opacity, at: 1.25)! - 0.25) < 1e-9)  // on the way back
        #expect(abs(number(t, "card", .opacity, at: 2.5)! - 0.5) < 1e-9)  // second cycle
        #expect(number(t, "card", .opacity, at: 4) == 0)  // snaps to the model value
        #expect(t.endTime == 4)
    }

    @Test func anchorPointMovesTheViewButNotItsPosition() throws {
        let steps = """
            - set: {card.layer.anchorPoint: [0.5, 0]}
            - set: {card.layer.position: [160, 0]}
            """
        let t = try timeline(scene(subviews: "[{id: card, frame: [0, 0, 320, 568]}]", steps: steps))
        let card = try #require(t.model(at: 0).views["card"])
        #expect(card.frame == Rect(0, 0, 320, 568))
    }

    @Test func insertBelowAndCompleteTransition() throws {
        let steps = """
            - insert: to
              below: from
            - animate: {duration: 0.5, set: {from.alpha: 0}, completion: [{completeTransition: true}]}
            """
        let push = try timeline(scene(steps: steps, operation: "push"))
        #expect(push.model(at: 0).children["container"] == ["detail", "home"])
        #expect(push.model(at: 0.5).children["container"] == ["detail"])  // a push removes the from-view
        let present = try timeline(scene(steps: steps, operation: "present"))
        #expect(present.model(at: 0.5).children["container"] == ["detail", "home"])
        #expect(present.completions.count == 1 && present.completions[0].time == 0.5)
    }

    @Test func framesAreIndependentOfOrder() throws {
        let t = try timeline(
            scene(steps: "- animate: {duration: 1, set: {card.center: [150, 300], card.backgroundColor: '#FF0000'}}"))
        let forward = (0..<t.frameCount).map { t.presentation(at: t.time(ofFrame: $0)) }
        let backward = (0..<t.frameCount).reversed().map { t.presentation(at: t.time(ofFrame: $0)) }.reversed()
        #expect(forward == Array(backward))
    }
}

@Suite struct TransformKeyPathTests {
    func transform(_ t: Timeline, _ id: String, at time: Double) -> Transform3D? {
        func find(_ layer: RenderLayer) -> RenderLayer? {
            layer.id == id ? layer : layer.sublayers.lazy.compactMap(find).first
        }
        return find(t.presentation(at: time).root)?.transform
    }

    /// A scalar key path animates the number and rebuilds the matrix, so 0 → 360 turns once.
    @Test func rotationKeyPathTurnsAFullCircle() throws {
        let t = try timeline(
            scene(steps: "- animate: {duration: 1, curve: linear, set: {card.layer.transform.rotation.y: 360}}"))
        let half = try #require(transform(t, "card", at: 0.5))
        let p = half.apply(Point(1, 0))
        #expect(abs(p.x + 1) < 1e-9 && abs(p.y) < 1e-9)  // half a turn about y mirrors x
        let quarter = try #require(transform(t, "card", at: 0.25))
        #expect(abs(quarter.apply(Point(1, 0)).x) < 1e-9)  // edge-on
        #expect(number(t, "card", .rotationY, at: 0.75) == 270)
        let end = try #require(transform(t, "card", at: 1))
        #expect(zip(end.m, Transform3D.identity.m).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test func componentsActBeforeTheTransform() throws {
        // The perspective in `transform` sees the rotated layer: a point at x = 50 rotated 60°
        // about y has z = −50·sin(60°)… and is then divided by w = 1 − z/d.
        let steps = """
            - set: {card.layer.transform: [{perspective: 500}], card.layer.transform.rotation.y: 60}
            """
        let t = try timeline(scene(steps: steps))
        let m = try #require(transform(t, "card", at: 0))
        let theta = 60 * Double.pi / 180
        let x = 50 * cos(theta), z = -50 * sin(theta)
        let expected = x / (1 - z / 500)
        #expect(abs(m.apply(Point(50, 0)).x - expected) < 1e-9)
    }

    @Test func uniformScaleAndTranslationPair() throws {
        let steps =
            "- animate: {duration: 1, curve: linear, set: {card.layer.transform.scale: 3, card.layer.transform.translation: [10, 20]}}"
        let t = try timeline(scene(steps: steps))
        let m = try #require(transform(t, "card", at: 0.5))
        let p = m.apply(Point(1, 1))
        #expect(abs(p.x - (2 + 5)) < 1e-9 && abs(p.y - (2 + 10)) < 1e-9)
        #expect(number(t, "card", .scaleZ, at: 0.5) == 2)
    }
}
