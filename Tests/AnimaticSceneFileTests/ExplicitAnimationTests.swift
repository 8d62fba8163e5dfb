import AnimaticCore
@testable import AnimaticSceneFile
import Foundation
import Testing

/// Explicit animations against Core Animation's documented timing: expected values are worked
/// out by hand from the CAMediaTiming formulas, not read from the code.
@Suite struct ExplicitAnimationTests {
    let eps = 1e-6
    /// `card` (center (50, 50)) and `other`, for steps that need a second view.
    let views = "[{id: card, frame: [0, 0, 100, 100]}, {id: other, frame: [100, 0, 10, 10]}]"

    func x(_ t: Timeline, at time: Double) -> Double { point(t, "card", at: time)!.x }

    /// position.x 100 → 200, linear, 1 s, from 0.5 s on (added at 0): begins 0.5, ends 1.5.
    func edges(_ extra: String) throws -> Timeline {
        try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, basic: {keyPath: position.x, from: 100, to: 200, duration: 1, beginTime: 0.5\(extra)}}",
                duration: 2))
    }

    @Test func defaultFillAndRemovalSnapBackToTheModel() throws {
        let t = try edges("")
        #expect(x(t, at: 0.5 - eps) == 50)  // not begun, no backwards fill: the model value
        #expect(x(t, at: 0.5) == 100)
        #expect(abs(x(t, at: 1.0) - 150) < 1e-9)
        #expect(abs(x(t, at: 1.5 - eps) - 200) < 1e-3)
        #expect(x(t, at: 1.5) == 50)  // removed at its end: back to the model, the #1 port bug
        #expect(x(t, at: 1.5 + eps) == 50)
        #expect(t.model(at: 1).views["card"]!.position.x == 50)  // never wrote the model
    }

    @Test func backwardsFillShowsTheFromValueThroughTheDelay() throws {
        let t = try edges(", fillMode: backwards")
        #expect(x(t, at: 0) == 100)
        #expect(x(t, at: 0.5 - eps) == 100)
        #expect(x(t, at: 1.5) == 50)
    }

    @Test func forwardsFillNeedsRemovedOnCompletionFalse() throws {
        let removed = try edges(", fillMode: forwards")
        #expect(x(removed, at: 1.5) == 50)  // removed at the end, so the fill never shows
        let held = try edges(", fillMode: forwards, removedOnCompletion: false")
        #expect(x(held, at: 0.5 - eps) == 50)
        #expect(abs(x(held, at: 1.5 - eps) - 200) < 1e-3)
        #expect(x(held, at: 1.5) == 200)
        #expect(x(held, at: 1.5 + eps) == 200)
        #expect(x(held, at: 2) == 200)
        #expect(held.model(at: 2).views["card"]!.position.x == 50)
    }

    @Test func bothFillsAndAKeptAnimationWithoutFill() throws {
        let both = try edges(", fillMode: both, removedOnCompletion: false")
        #expect(x(both, at: 0.25) == 100)
        #expect(x(both, at: 1.75) == 200)
        #expect(x(both, at: 1.5) == 200)
        let bothRemoved = try edges(", fillMode: both")
        #expect(x(bothRemoved, at: 0.5 - eps) == 100)
        #expect(x(bothRemoved, at: 1.5) == 50)
        let backwardsKept = try edges(", fillMode: backwards, removedOnCompletion: false")
        #expect(x(backwardsKept, at: 0.25) == 100)
        #expect(x(backwardsKept, at: 1.5) == 50)  // kept, but nothing fills forwards
        let kept = try edges(", removedOnCompletion: false")  // in the layer, but no fill: no effect after its end
        #expect(x(kept, at: 1.5) == 50)
        #expect(x(kept, at: 0.4) == 50)
    }

    @Test func fromToByTable() throws {
        func mid(_ values: String, pre: String = "") throws -> Double {
            let t = try timeline(
                scene(
                    subviews: views,
                    steps: pre + "- addAnimation: {to: card, basic: {keyPath: position.x, duration: 1\(values)}}"))
            return x(t, at: 0.5)
        }
        // The model x is 50.
        #expect(try mid(", from: 10, to: 30") == 20)
        #expect(try mid(", from: 10, by: 30") == 25)  // 10 → 40
        #expect(try mid(", by: 30, to: 100") == 85)  // 70 → 100
        #expect(try mid(", from: 10") == 30)  // 10 → the current value 50
        #expect(try mid(", to: 90") == 70)  // 50 → 90
        #expect(try mid(", by: 20") == 60)  // 50 → 70
        // None: from the value before this batch of steps (50) to the current one (150).
        #expect(try mid("", pre: "- set: {card.center.x: 150}\n") == 100)
    }

    @Test func aMissingEndFollowsTheModelWhileRunning() throws {
        // from 10 only; at 0.5 s the model moves to 250 (a completion): the end follows it.
        let steps = """
            - addAnimation: {to: card, basic: {keyPath: position.x, from: 10, duration: 1}}
            - animate: {duration: 0.5, curve: linear, set: {other.alpha: 0.5}, completion: [{set: {card.center.x: 250}}]}
            """
        let t = try timeline(scene(subviews: views, steps: steps))
        #expect(abs(x(t, at: 0.25) - (10 + 40 * 0.25)) < 1e-9)
        #expect(abs(x(t, at: 0.75) - (10 + 240 * 0.75)) < 1e-9)
    }

    @Test func additiveAndCumulative() throws {
        let additive = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, basic: {keyPath: position.x, from: 0, to: 100, duration: 1, additive: true}}"
            ))
        #expect(x(additive, at: 0.25) == 75)  // model 50 + 25
        let cumulative = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, basic: {keyPath: position.x, from: 5, to: 10, duration: 1, repeatCount: 3, cumulative: true, fillMode: forwards, removedOnCompletion: false}}",
                duration: 4))
        // Apple: "the value at the end of the previous repeat cycle, plus the value of the current repeat cycle".
        #expect(abs(x(cumulative, at: 0.5) - 7.5) < 1e-9)
        #expect(abs(x(cumulative, at: 1.5) - 17.5) < 1e-9)  // 10 + 7.5
        #expect(abs(x(cumulative, at: 2.5) - 27.5) < 1e-9)  // 20 + 7.5
        #expect(x(cumulative, at: 3) == 30)  // held: end of the third cycle
        let many = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, basic: {keyPath: position.x, from: 0, to: 1, duration: 0.0001, repeatDuration: 10, cumulative: true}}",
                duration: 10))
        #expect(abs(x(many, at: 5.00005) - 50000.5) < 1e-3)  // 50 000 cycles done, half of the next
    }

    @Test func speedAndTimeOffset() throws {
        func t(_ extra: String) throws -> Timeline {
            try timeline(
                scene(
                    subviews: views,
                    steps:
                        "- addAnimation: {to: card, basic: {keyPath: position.x, from: 0, to: 100, duration: 1\(extra)}}",
                    duration: 2))
        }
        // local = (t − beginTime) · speed + timeOffset
        let fast = try t(", speed: 2")
        #expect(x(fast, at: 0.25) == 50)
        #expect(x(fast, at: 0.5) == 50)  // ended after 1/speed = 0.5 s: the model
        let late = try t(", speed: 2, beginTime: 0.5")
        #expect(abs(x(late, at: 0.75) - 50) < 1e-9)
        // timeOffset 0.5: starts halfway, wraps to the start, still lasts one duration.
        let offset = try t(", timeOffset: 0.5")
        #expect(x(offset, at: 0) == 50)
        #expect(x(offset, at: 0.25) == 75)
        #expect(abs(x(offset, at: 0.75) - 25) < 1e-9)
        #expect(x(offset, at: 1) == 50)  // removed: the model (also 50 here)
        let offsetHeld = try t(", timeOffset: 0.25, fillMode: forwards, removedOnCompletion: false")
        #expect(abs(x(offsetHeld, at: 1.5) - 25) < 1e-9)  // frozen at active time 1 + 0.25
        let repeats = try t(", repeatDuration: 1.5, autoreverses: true")
        #expect(abs(x(repeats, at: 1.25) - 75) < 1e-9)  // on the way back
        #expect(x(repeats, at: 1.5) == 50)
    }

    @Test func defaultDurationIsAQuarterSecond() throws {
        let t = try timeline(
            scene(subviews: views, steps: "- addAnimation: {to: card, basic: {keyPath: position.x, from: 0, to: 100}}"))
        #expect(abs(x(t, at: 0.125) - 50) < 1e-9)
        #expect(x(t, at: 0.25) == 50)
    }

    @Test func beginTimeCountsFromTheStep() throws {
        let steps = """
            - animate: {duration: 0.5, curve: linear, set: {other.alpha: 0.5}, completion: [{addAnimation: {to: card, basic: {keyPath: position.x, from: 0, to: 100, duration: 1, beginTime: 0.2}}}]}
            """
        let t = try timeline(scene(subviews: views, steps: steps, duration: 2))
        #expect(x(t, at: 0.69) == 50)
        #expect(abs(x(t, at: 1.2) - 50) < 1e-9)  // began at 0.7
    }

    @Test func keyframeSegmentsUseTheirOwnTimingFunctions() throws {
        let t = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, keyframe: {keyPath: position.x, values: [0, 100, 200], keyTimes: [0, 0.25, 1], timingFunctions: [easeIn, easeOut], duration: 1}}"
            ))
        // By hand: easeIn (0.42, 0, 1, 1) at s = 0.5 has x = 3·¼·½·0.42 + 3·½·¼ + ⅛ = 0.6575, y = ½.
        #expect(abs(x(t, at: 0.25 * 0.6575) - 50) < 1e-6)
        // easeOut (0, 0, 0.58, 1) at s = 0.5: x = 3·½·¼·0.58 + ⅛ = 0.3425, y = ½.
        #expect(abs(x(t, at: 0.25 + 0.75 * 0.3425) - 150) < 1e-6)
        // Elsewhere against an independent bisection of the Bézier.
        #expect(abs(x(t, at: 0.1) - 100 * bezier(0.42, 0, 1, 1, at: 0.4)) < 1e-6)
        #expect(abs(x(t, at: 0.7) - (100 + 100 * bezier(0, 0, 0.58, 1, at: 0.6))) < 1e-6)
    }

    @Test func pacedModesIgnoreKeyTimesAndTimingFunctions() throws {
        let t = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, keyframe: {keyPath: position.x, values: [0, 100, 300], keyTimes: [0, 0.9, 1], timingFunctions: [easeIn, easeIn], timingFunction: easeInOut, calculationMode: paced, duration: 1}}"
            ))
        #expect(abs(x(t, at: 0.5) - 150) < 1e-9)
        #expect(abs(x(t, at: 0.25) - 75) < 1e-9)
    }

    @Test func discreteValuesShowEquallyLongWithoutKeyTimes() throws {
        // Apple: without keyTimes discrete values are evenly spaced, each shown 1/n of the time.
        let t = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, keyframe: {keyPath: position.x, values: [0, 10, 20], calculationMode: discrete, duration: 0.9}}"
            ))
        #expect(x(t, at: 0.29) == 0)
        #expect(x(t, at: 0.31) == 10)
        #expect(x(t, at: 0.61) == 20)
        let closed = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, keyframe: {keyPath: position.x, values: [0, 10], keyTimes: [0, 0.5, 1], calculationMode: discrete, duration: 1}}"
            ))
        #expect(x(closed, at: 0.49) == 0)
        #expect(x(closed, at: 0.5) == 10)
    }

    @Test func pathWithRotationMode() throws {
        let linear = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, keyframe: {keyPath: position, path: [{move: [0, 0]}, {line: [100, 0]}, {quad: [[150, 0], [150, 50]]}], rotationMode: auto, duration: 1}}"
            ))
        // Two segments, key times 0, ½, 1. At 0.25 halfway along the line, heading along +x.
        #expect(point(linear, "card", at: 0.25) == Point(50, 0))
        #expect(abs(number(linear, "card", .rotationZ, at: 0.25)!) < 1e-9)
        // At 0.75 the quad's midpoint: ¼·(100, 0) + ½·(150, 0) + ¼·(150, 50) = (137.5, 12.5);
        // tangent 2·½·((150, 0) − (100, 0)) + 2·½·((150, 50) − (150, 0)) = (50, 50): 45°.
        let p = point(linear, "card", at: 0.75)!
        #expect(abs(p.x - 137.5) < 1e-9 && abs(p.y - 12.5) < 1e-9)
        #expect(abs(number(linear, "card", .rotationZ, at: 0.75)! - 45) < 1e-9)
        let reversed = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, keyframe: {keyPath: position, path: [{move: [0, 0]}, {line: [100, 0]}, {quad: [[150, 0], [150, 50]]}], rotationMode: autoReverse, duration: 1}}"
            ))
        #expect(abs(number(reversed, "card", .rotationZ, at: 0.75)! - 225) < 1e-9)
        // Paced: constant speed by arc length over (0, 0) → (100, 0) → (100, 300), 400 long.
        let paced = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, keyframe: {keyPath: position, path: [{move: [0, 0]}, {line: [100, 0]}, {line: [100, 300]}], rotationMode: auto, calculationMode: paced, duration: 1}}"
            ))
        let q = point(paced, "card", at: 0.5)!
        #expect(abs(q.x - 100) < 1e-9 && abs(q.y - 100) < 1e-9)
        #expect(abs(number(paced, "card", .rotationZ, at: 0.5)! - 90) < 1e-9)
        #expect(point(paced, "card", at: 1) == Point(50, 50))  // removed: the model
    }

    @Test func springFollowsTheOscillatorAndIsCutOffByItsDuration() throws {
        let t = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, spring: {keyPath: position.y, to: 300, mass: 1, stiffness: 100, damping: 10, duration: 0.5}}"
            ))
        // m = 1, k = 100, c = 10: α = 5, ω = √75; x(t) = 1 − e^(−αt)(cos ωt + α/ω · sin ωt).
        func x(_ t: Double) -> Double {
            let w = 75.0.squareRoot()
            return 1 - exp(-5 * t) * (cos(w * t) + 5 / w * sin(w * t))
        }
        #expect(abs(point(t, "card", at: 0.25)!.y - (50 + 250 * x(0.25))) < 1e-9)
        #expect(point(t, "card", at: 0.5)!.y == 50)  // cut off: back to the model value
        let settled = try timeline(
            scene(
                subviews: views,
                steps: "- addAnimation: {to: card, spring: {keyPath: position.y, to: 300, duration: settlingDuration}}")
        )
        let d = Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration
        #expect(abs(point(settled, "card", at: d - 1e-3)!.y - 300) < 250 * 0.002)
        #expect(point(settled, "card", at: d)!.y == 50)  // removed once settled: the model value
    }

    @Test func groupsClipTheirChildren() throws {
        let clipped = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, group: {duration: 1, animations: [{basic: {keyPath: position.x, from: 0, to: 100, duration: 2}}]}}",
                duration: 2))
        #expect(x(clipped, at: 0.5) == 25)
        #expect(abs(x(clipped, at: 0.99) - 49.5) < 1e-9)
        #expect(x(clipped, at: 1) == 50)  // the group ends: removed
        let held = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, group: {duration: 1, fillMode: forwards, removedOnCompletion: false, animations: [{basic: {keyPath: position.x, from: 0, to: 100, duration: 2}}]}}",
                duration: 2))
        #expect(x(held, at: 1.5) == 50)  // the child's time frozen at 1 of its 2 s: 50
        let late = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, group: {duration: 1, animations: [{basic: {keyPath: position.y, from: 0, to: 100, duration: 0.25, beginTime: 0.5}}]}}"
            ))
        #expect(point(late, "card", at: 0.25)!.y == 50)  // child not begun (no fill)
        #expect(point(late, "card", at: 0.625)!.y == 50)  // halfway through the child: also 50
        #expect(abs(point(late, "card", at: 0.7)!.y - 80) < 1e-9)
        #expect(point(late, "card", at: 0.8)!.y == 50)  // child over, group still running
        let short = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, group: {animations: [{basic: {keyPath: position.x, from: 0, to: 100, duration: 1}}]}}"
            ))
        #expect(x(short, at: 0.2) == 20)
        #expect(x(short, at: 0.25) == 50)  // a group's default duration is 0.25 s too
    }

    @Test func keysReplaceAndRemove() throws {
        let replaced = """
            - addAnimation: {to: card, key: slide, basic: {keyPath: position.x, from: 0, to: 100, duration: 1}}
            - animate: {duration: 0.5, curve: linear, set: {other.alpha: 0.5}, completion: [{addAnimation: {to: card, key: slide, basic: {keyPath: position.x, from: 0, to: 1, duration: 1, additive: true}}}]}
            """
        let t = try timeline(scene(subviews: views, steps: replaced))
        #expect(x(t, at: 0.4) == 40)
        // Additive 0 → 1 on the model (50) alone: the old one under the same key is gone.
        #expect(abs(x(t, at: 0.75) - 50.25) < 1e-9)
        let removed = """
            - addAnimation: {to: card, key: slide, basic: {keyPath: position.x, from: 0, to: 100, duration: 1}}
            - animate: {duration: 0.5, set: {card.alpha: 0}, completion: [{removeAnimation: {from: card, key: slide}}]}
            """
        let r = try timeline(scene(subviews: views, steps: removed))
        #expect(x(r, at: 0.4) == 40)
        #expect(x(r, at: 0.5) == 50)
        let all = """
            - addAnimation: {to: card, basic: {keyPath: position.x, from: 0, to: 100, duration: 1}}
            - animate: {duration: 1, curve: linear, set: {card.alpha: 0}, completion: [{set: {other.center.x: 0}}]}
            - animate: {duration: 0.5, set: {other.alpha: 0}, completion: [{removeAllAnimations: card}]}
            """
        let a = try timeline(scene(subviews: views, steps: all))
        #expect(abs(number(a, "card", .opacity, at: 0.25)! - 0.75) < 1e-9)
        #expect(x(a, at: 0.6) == 50)
        #expect(number(a, "card", .opacity, at: 0.6) == 0)  // the UIView animation went too: the model alpha
        #expect(a.model(at: 0.5).views["other"]!.position.x == 0)  // and UIKit called its completion at once
        #expect(a.model(at: 0.49).views["other"]!.position.x == 105)
    }

    @Test func explicitAnimationsBlendWithUIViewAnimationsInOrder() throws {
        // A UIView animation moves the model to 150; an explicit additive one added after it adds on top.
        let steps = """
            - animate: {duration: 1, curve: linear, set: {card.center.x: 150}}
            - addAnimation: {to: card, basic: {keyPath: position.x, from: 0, to: 20, duration: 1, additive: true}}
            """
        let t = try timeline(scene(subviews: views, steps: steps))
        #expect(abs(x(t, at: 0.5) - (100 + 10)) < 1e-9)
        #expect(x(t, at: 1) == 150)
    }

    @Test func transformKeyPathsInDegrees() throws {
        let t = try timeline(
            scene(
                subviews: views,
                steps:
                    "- addAnimation: {to: card, basic: {keyPath: transform.rotation.y, from: 0, to: 180, duration: 0.5, timingFunction: easeIn, fillMode: forwards, removedOnCompletion: false}}"
            ))
        #expect(abs(number(t, "card", .rotationY, at: 0.25)! - 180 * bezier(0.42, 0, 1, 1, at: 0.5)) < 1e-6)
        #expect(number(t, "card", .rotationY, at: 0.9) == 180)
        let scale = try timeline(
            scene(
                subviews: views,
                steps: "- addAnimation: {to: card, basic: {keyPath: transform.scale, from: 1, to: 2, duration: 1}}"))
        #expect(number(scale, "card", .scaleX, at: 0.5) == 1.5)
        #expect(number(scale, "card", .scaleY, at: 0.5) == 1.5)
    }

    @Test func errorsNameTheirPlace() throws {
        let bad = error(scene(steps: "- addAnimation: {to: card, basic: {keyPath: positon.x, to: 1}}"))
        #expect(bad?.message.contains("did you mean 'position.x'") == true)
        #expect(bad?.location.line == 8)
        let frame = error(scene(steps: "- addAnimation: {to: card, basic: {keyPath: frame, to: [0, 0, 1, 1]}}"))
        #expect(frame?.message.contains("unknown CALayer key path 'frame'") == true)
        let both = error(
            scene(
                steps: "- addAnimation: {to: card, basic: {keyPath: opacity, to: 1, repeatCount: 2, repeatDuration: 1}}"
            ))
        #expect(both?.message.contains("not both") == true)
        let times = error(
            scene(
                steps: "- addAnimation: {to: card, keyframe: {keyPath: opacity, values: [0, 1], keyTimes: [0, 0.5, 1]}}"
            ))
        #expect(times?.message.contains("expected 2 key times") == true)
        let option = error(scene(steps: "- transition: {with: card, duration: 1, options: [transitionFlipFromLeftt]}"))
        #expect(option?.message.contains("did you mean 'transitionFlipFromLeft'") == true)
        let fill = error(
            scene(steps: "- addAnimation: {to: card, basic: {keyPath: opacity, to: 1, fillMode: forward}}"))
        #expect(fill?.message.contains("did you mean 'forwards'") == true)
        let view = error(scene(steps: "- addAnimation: {to: crad, basic: {keyPath: opacity, to: 1}}"))
        #expect(view?.message.contains("did you mean 'card'") == true)
    }
}
