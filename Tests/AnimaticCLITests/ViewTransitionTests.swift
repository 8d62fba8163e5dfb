import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import Foundation
import Testing

/// UIView.transition's built-ins, checked on pixels against geometry worked out by hand.
@Suite struct ViewTransitionTests {
    /// A 200×200 black canvas; `stage` (100×100 at (50, 50)) holds red `a`; blue `b` waits in the to-view.
    func transitionScene(_ transition: String) -> String {
        """
        canvas: {size: [200, 200], scale: 1, background: "#000000"}
        from: {id: home, subviews: [{id: stage, frame: [50, 50, 100, 100], subviews: [{id: a, frame: [0, 0, 100, 100], backgroundColor: "#FF0000"}]}]}
        to: {id: detail, subviews: [{id: b, frame: [0, 0, 100, 100], backgroundColor: "#0000FF"}]}
        transition:
          duration: 1
          steps:
            - \(transition)
            - completeTransition: true
        """
    }

    func isRed(_ p: RGBA) -> Bool { p.r > 200 && p.g < 40 && p.b < 40 }
    func isBlue(_ p: RGBA) -> Bool { p.b > 200 && p.r < 40 && p.g < 40 }
    func isBlack(_ p: RGBA) -> Bool { p.r < 20 && p.g < 20 && p.b < 20 }
    typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    func count(_ f: Frame, _ test: (RGBA) -> Bool) -> Int {
        var n = 0
        for y in 0..<f.height { for x in 0..<f.width where test(f.pixel(x: x, y: y)) { n += 1 } }
        return n
    }

    @Test func flipFromLeftAtTheQuarterTheMidpointAndThreeQuarters() throws {
        let yaml = transitionScene(
            "transition: {from: a, to: b, duration: 1, options: [transitionFlipFromLeft, curveLinear]}")
        // At 0.25 the from face has turned 45° about y, its left edge toward the viewer, moved back
        // so that edge stays in the plane: edges at x·cos45 = ∓35.36 with z = 0 (left) and
        // z = −70.71 (right); under perspective 1000 the right edge projects to
        // 35.36·1000/1070.71 = 33.02 and its half-height to 50·1000/1070.71 = 46.70.
        let quarter = try renderFrame(yaml, at: 0.25)
        #expect(isRed(quarter.pixel(x: 66, y: 100)) && isRed(quarter.pixel(x: 132, y: 100)))
        #expect(isBlack(quarter.pixel(x: 63, y: 100)) && isBlack(quarter.pixel(x: 134, y: 100)))
        // the near edge keeps its 100 pt
        #expect(isRed(quarter.pixel(x: 66, y: 51)) && isRed(quarter.pixel(x: 66, y: 148)))
        // the far edge: 53.3 … 146.7
        #expect(isBlack(quarter.pixel(x: 131, y: 52)) && isBlack(quarter.pixel(x: 131, y: 147)))
        #expect(isRed(quarter.pixel(x: 131, y: 55)) && isRed(quarter.pixel(x: 131, y: 145)))
        #expect(count(quarter, isBlue) == 0)
        // At 0.5 both faces are edge-on: neither shows.
        let middle = try renderFrame(yaml, at: 0.5)
        #expect(count(middle, isRed) == 0 && count(middle, isBlue) == 0)
        // At 0.75 the to face is at −45°: mirrored, its right edge near (66.98 … 135.36).
        let late = try renderFrame(yaml, at: 0.75)
        #expect(isBlue(late.pixel(x: 68, y: 100)) && isBlue(late.pixel(x: 134, y: 100)))
        #expect(isBlack(late.pixel(x: 65, y: 100)) && isBlack(late.pixel(x: 137, y: 100)))
        #expect(isBlue(late.pixel(x: 134, y: 51)) && isBlack(late.pixel(x: 68, y: 52)))
        #expect(count(late, isRed) == 0)
        // At the end b has replaced a, flat; nothing of the transition is left.
        let timeline = try Timeline.compile(SceneLoader.parse(yaml, file: "inline.yaml"))
        let end = timeline.model(at: timeline.endTime)
        #expect(end.parent["b"] == "stage" && end.parent["a"] == nil)
        #expect(end.views.keys.filter { $0.contains("~") && end.isInHierarchy($0) }.isEmpty)
        let last = try renderFrame(yaml, at: 1)
        #expect(count(last, isBlue) == 100 * 100)
    }

    @Test func flipFromTopBringsTheTopEdgeForward() throws {
        let yaml = transitionScene(
            "transition: {from: a, to: b, duration: 1, options: [transitionFlipFromTop, curveLinear]}")
        let quarter = try renderFrame(yaml, at: 0.25)
        // The top edge stays 100 wide at y = 100 − 35.36; the bottom one is 93.4 wide at y = 100 + 33.02.
        #expect(isRed(quarter.pixel(x: 51, y: 66)) && isBlack(quarter.pixel(x: 100, y: 63)))
        #expect(
            isBlack(quarter.pixel(x: 52, y: 131)) && isRed(quarter.pixel(x: 100, y: 132))
                && isBlack(quarter.pixel(x: 100, y: 134)))
    }

    @Test func crossDissolveMixesOldAndNew() throws {
        let yaml = transitionScene(
            "transition: {with: stage, duration: 1, options: [transitionCrossDissolve, curveLinear], animations: [{set: {a.backgroundColor: \"#0000FF\"}}]}"
        )
        // old·(1 − p) + new·p: red over blue.
        let quarter = try renderFrame(yaml, at: 0.25).pixel(x: 100, y: 100)
        #expect(abs(Int(quarter.r) - 191) <= 2 && quarter.g < 3 && abs(Int(quarter.b) - 64) <= 2)
        let half = try renderFrame(yaml, at: 0.5).pixel(x: 100, y: 100)
        #expect(abs(Int(half.r) - 128) <= 2 && abs(Int(half.b) - 128) <= 2)
        #expect(isBlue(try renderFrame(yaml, at: 1).pixel(x: 100, y: 100)))
        // The model changed at once; the stage's frame and the outside stay as they were.
        let timeline = try Timeline.compile(SceneLoader.parse(yaml, file: "inline.yaml"))
        #expect(timeline.model(at: 0).views["a"]!.backgroundColor == Color(red: 0, green: 0, blue: 1))
        #expect(isBlack(try renderFrame(yaml, at: 0.5).pixel(x: 40, y: 100)))
    }

    /// The image before is what the screen last showed: the views as the batch began. Changes made
    /// earlier in the same batch are not on screen yet (Core Animation commits a transaction's
    /// layer-tree changes to the render tree together), so the dissolve starts from them unmade.
    @Test func theImageBeforeIsWhatTheScreenLastShowed() throws {
        // a turns green and then, in a dissolve, blue: the green was never on screen, so at ½ the
        // mix is red · ½ + blue · ½ = (128, 0, 128), not green · ½ + blue · ½ = (0, 128, 128).
        let steps = """
            set: {a.backgroundColor: "#00FF00"}
                - transition: {with: stage, duration: 1, options: [transitionCrossDissolve, curveLinear], animations: [{set: {a.backgroundColor: "#0000FF"}}]}
            """
        let middle = try renderFrame(transitionScene(steps), at: 0.5).pixel(x: 100, y: 100)
        #expect(abs(Int(middle.r) - 128) <= 2 && middle.g < 3 && abs(Int(middle.b) - 128) <= 2, "\(middle)")
    }

    @Test func anAnimationAddedInTheSameBatchIsNotOnScreenBefore() throws {
        // a is hidden by a held explicit animation added just before the transition: it reaches
        // the screen with the transition, so the image before still shows a (red), and at ½ the
        // dissolve is red · ½ + blue · ½.
        let steps = """
            addAnimation: {to: a, basic: {keyPath: opacity, from: 0, to: 0, duration: 1, fillMode: both, removedOnCompletion: false}}
                - transition: {from: a, to: b, duration: 1, options: [transitionCrossDissolve, curveLinear]}
            """
        let middle = try renderFrame(transitionScene(steps), at: 0.5).pixel(x: 100, y: 100)
        #expect(abs(Int(middle.r) - 128) <= 2 && middle.g < 3 && abs(Int(middle.b) - 128) <= 2, "\(middle)")
    }

    @Test func aChangeInAnEarlierBatchIsOnScreenBefore() throws {
        // The same green set at t = 0, the dissolve at t = 0.5 (a later batch): green was on screen,
        // so ¼ into the dissolve (t = 0.75) the mix is green · ¾ + blue · ¼ = (0, 191, 64).
        let steps = """
            set: {a.backgroundColor: "#00FF00"}
                - after: 0.5
                  steps:
                    - transition: {with: stage, duration: 1, options: [transitionCrossDissolve, curveLinear], animations: [{set: {a.backgroundColor: "#0000FF"}}]}
            """
        let quarter = try renderFrame(transitionScene(steps), at: 0.75).pixel(x: 100, y: 100)
        #expect(quarter.r < 3 && abs(Int(quarter.g) - 191) <= 2 && abs(Int(quarter.b) - 64) <= 2, "\(quarter)")
    }

    @Test func crossDissolveIsExactWhereTheImagesAreTransparent() throws {
        // The red half moves right and turns blue: where only one image has color, that image
        // shows at its own weight (red · ¾ on the left, blue · ¼ on the right at p = ¼), not at full strength.
        let yaml = transitionScene(
            "transition: {with: stage, duration: 1, options: [transitionCrossDissolve, curveLinear], animations: [{set: {a.frame: [50, 0, 50, 100], a.backgroundColor: \"#0000FF\"}}]}"
        )
        .replacingOccurrences(of: "{id: a, frame: [0, 0, 100, 100]", with: "{id: a, frame: [0, 0, 50, 100]")
        let frame = try renderFrame(yaml, at: 0.25)
        let left = frame.pixel(x: 75, y: 100), right = frame.pixel(x: 125, y: 100)
        #expect(abs(Int(left.r) - 191) <= 2 && left.g < 3 && left.b < 3)
        #expect(left.r > 0 && abs(Int(right.b) - 64) <= 2 && right.r < 3 && right.g < 3)
    }

    @Test func transitionErrors() throws {
        #expect(throws: SceneError.self) {
            try Timeline.compile(
                SceneLoader.parse(transitionScene("transition: {from: detail, to: a, duration: 1}"), file: "x.yaml"))
        }
        let curl = #expect(throws: SceneError.self) {
            try SceneLoader.parse(
                transitionScene("transition: {with: stage, duration: 1, options: [transitionCurlUp]}"), file: "x.yaml")
        }
        #expect(curl?.message.contains("page curl") == true)
        #expect(curl?.location.line == 7)
    }

    // MARK: Lint

    @Test func springDampingWhereUIKitsRatioWasMeant() throws {
        let f = try lint(
            "- add: to\n- animate: {duration: 0.5, spring: {damping: 0.7}, set: {to.alpha: 0.5}, completion: [{completeTransition: true}]}"
        )
        #expect(rules(f) == ["spring-damping-ratio"])
        #expect(f[0].location.line == 9)
        #expect(f[0].message.contains("dampingRatio: 0.7"))
        #expect(
            try lint(
                "- add: to\n- animate: {duration: 0.5, spring: {dampingRatio: 0.7}, set: {to.alpha: 0.5}, completion: [{completeTransition: true}]}"
            ).isEmpty)
        #expect(
            try lint(
                "- add: to\n- animate: {spring: {damping: 20}, set: {to.alpha: 0.5}, completion: [{completeTransition: true}]}",
                duration: 2
            ).isEmpty)
    }

    @Test func springCutOffBeforeItSettles() throws {
        let f = try lint(
            "- add: to\n- addAnimation: {to: cell, spring: {keyPath: position.y, to: 100, duration: 0.3}}\n- completeTransition: true"
        )
        #expect(rules(f).filter { $0.hasPrefix("spring") } == ["spring-cut-off"])
        #expect(f.first { $0.rule == .springCutOff }?.location.line == 9)
        #expect(
            try lint(
                "- add: to\n- addAnimation: {to: cell, spring: {keyPath: position.y, to: 100, duration: settlingDuration}}\n- completeTransition: true",
                duration: 2
            ).filter { $0.rule.rawValue.hasPrefix("spring") }.isEmpty)
    }
}
