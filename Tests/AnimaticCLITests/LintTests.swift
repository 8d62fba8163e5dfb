import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import Foundation
import Testing

func lint(_ steps: String, operation: String = "present", duration: Double = 0.5) throws -> [Lint.Finding] {
    let yaml = """
        canvas: {size: [200, 400], scale: 1}
        operation: \(operation)
        from: {id: home, subviews: [{id: cell, frame: [0, 0, 100, 40]}]}
        to: {id: detail}
        transition:
          duration: \(duration)
          steps:
        \(steps.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        """
    return Lint(try Timeline.compile(SceneLoader.parse(yaml, file: "lint.yaml"))).findings
}

func rules(_ findings: [Lint.Finding]) -> [String] { findings.map(\.rule.rawValue) }

@Suite struct LintTests {
    let good = """
        - add: to
        - set: {to.alpha: 0}
        - animate: {duration: 0.5, set: {to.alpha: 1}, completion: [{completeTransition: true}]}
        """

    @Test func aCorrectScriptHasNoFindings() throws {
        #expect(try lint(good).isEmpty)
    }

    @Test func neverCompletes() throws {
        let f = try lint("- add: to\n- animate: {duration: 0.5, set: {to.alpha: 1}}")
        #expect(rules(f) == ["never-completes"])
        #expect(f[0].location.line == 8)
    }

    @Test func completesTwice() throws {
        let f = try lint(good + "\n- completeTransition: true")
        // The top-level call runs first, at t = 0; the one in the completion is the repeat.
        #expect(rules(f) == ["completes-twice", "animates-after-completion"])  // and it completed mid-fade
        #expect(f[0].location.line == 10)
    }

    @Test func changesAndAnimationsAfterCompletion() throws {
        let late = """
            - add: to
            - set: {to.alpha: 0}
            - animate:
                duration: 0.5
                set: {to.alpha: 1}
                completion:
                  - completeTransition: true
                  - animate: {duration: 0.2, delay: 0.1, set: {cell.center.x: 0}, completion: [{remove: cell}]}
            """
        let f = try lint(late)
        #expect(rules(f).contains("changes-after-completion"))
        #expect(rules(f).contains("animates-after-completion"))
        #expect(rules(f).contains("outlasts-duration"))
        #expect(f.first { $0.rule == .changesAfterCompletion }!.location.line == 15)  // the remove, at 0.8 s
    }

    @Test func blankScreen() throws {
        let f = try lint("- animate: {duration: 0.5, set: {cell.alpha: 0.5}, completion: [{completeTransition: true}]}")
        #expect(rules(f) == ["blank-screen"])
        #expect(f[0].message.contains("'detail' is not in the container"))
    }

    /// A custom dismissal whose presentation controller keeps the presenter (UIKit's default) leaves
    /// the to-view in the window beneath the container: on screen, not blank. A presentation that
    /// never adds its presented view is blank all the same.
    @Test func aPresenterKeptInTheWindowIsNotABlankScreen() throws {
        func findings(_ operation: String, _ moved: String) throws -> [String] {
            let yaml = """
                canvas: {size: [200, 400], scale: 1}
                operation: \(operation)
                presentation: {dimming: none}
                from: {id: sheet}
                to: {id: home}
                transition:
                  duration: 0.3
                  steps:
                    - animate: {duration: 0.3, set: {\(moved).alpha: 0.5}, completion: [{completeTransition: true}]}
                """
            return rules(Lint(try Timeline.compile(SceneLoader.parse(yaml, file: "lint.yaml"))).findings)
        }
        #expect(try findings("dismiss", "sheet") == [])
        #expect(try findings("present", "sheet") == ["blank-screen"])
    }

    /// A still (nothing animates, the script only completes) is drawn as it is, as a snapshot
    /// test's scene is: every static scene got a blank-screen warning.
    @Test func aStillHasNoBlankScreen() throws {
        #expect(try lint("- completeTransition: true").isEmpty)
        // One animation, and the missing to-view is the mistake it always was.
        #expect(
            try rules(lint("- animate: {duration: 0.5, set: {cell.alpha: 0.5}}\n- completeTransition: true"))
                == ["animates-after-completion", "blank-screen"])
    }

    /// Every finding, not the first of a kind: an animator that never adds the to-view and never
    /// completes gets both, the blank screen at the script's first step.
    @Test func neverCompletesAndNeverAddsTheToView() throws {
        let f = try lint("- animate: {duration: 0.5, set: {cell.alpha: 0.5}}")
        #expect(rules(f) == ["never-completes", "blank-screen"])
        #expect(f.map(\.location.line) == [8, 8])
        // A cancelled transition removes the to-view as UIKit does: no blank-screen there.
        #expect(
            try rules(
                lint(
                    "- add: to\n- animate: {duration: 0.5, set: {to.alpha: 1}, completion: [{completeTransition: false}]}"
                )
            ).isEmpty)
    }

    /// A full-screen dismissal starts without the presenter (`to`), which the script is to add:
    /// said at the script's first step when it never does, silent once it inserts it.
    @Test func aDismissalThatNeverAddsTheRevealedView() throws {
        let slide =
            "- animate: {duration: 0.5, set: {home.frame.origin.y: 400}, completion: [{completeTransition: true}]}"
        let f = try lint(slide, operation: "dismiss")
        #expect(rules(f) == ["revealed-view-not-added"])
        #expect(f.first?.location.line == 8)
        #expect(try lint("- insert: to\n  below: from\n" + slide, operation: "dismiss").isEmpty)
    }

    @Test func snapshotLeftBehind() throws {
        let f = try lint("- snapshot: cell\n  as: copy\n- add: copy\n" + good)
        #expect(rules(f) == ["snapshot-left-behind"])
        #expect(f[0].location.line == 8)
    }

    @Test func outlastsTransitionDuration() throws {
        let f = try lint(
            "- add: to\n- set: {to.alpha: 0}\n- animate: {duration: 0.8, set: {to.alpha: 1}, completion: [{completeTransition: true}]}"
        )
        #expect(rules(f) == ["outlasts-duration"])
        #expect(f[0].message.contains("0.8 s"))
    }

    @Test func sourceLeftInvisible() throws {
        let f = try lint("- set: {cell.alpha: 0}\n" + good)
        #expect(rules(f) == ["left-invisible"])
        #expect(f[0].message.contains("'cell' is left transparent"))
        #expect(f[0].location.line == 8)
    }

    @Test func theSceneCatalogPassesLint() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scenes = try SceneFiles.expand([root.appendingPathComponent("scenes").path])
        #expect(scenes.count >= 5)
        for path in scenes {
            let findings = Lint(try Timeline.compile(SceneLoader.load(path: path))).findings
            #expect(findings.isEmpty, "\(path): \(findings)")
        }
    }

    // MARK: Traps the compiler sees

    @Test func radiansWhereDegreesAreExpected() throws {
        // 3.14159 "degrees" is π radians read as degrees: a turn of 3°, not a half turn.
        let f = try lint(good + "\n- set: {cell.transform: [{rotate: 3.14159}]}")
        let finding = try #require(f.first { $0.rule == .radiansForDegrees })
        #expect(finding.message.contains("π") && finding.message.contains("180"))
        #expect(finding.location.line == 11)
        // The key path form, and π/2 under another name.
        #expect(
            try lint(good + "\n- set: {cell.layer.transform.rotation.y: -1.5708}").contains {
                $0.rule == .radiansForDegrees && $0.message.contains("π/2") && $0.message.contains("-90")
            })
        // Real degrees are fine.
        #expect(
            try lint(good + "\n- set: {cell.transform: [{rotate: 180}], cell.layer.transform.rotation.y: 90}").isEmpty)
    }

    @Test func frameSetUnderATransform() throws {
        let f = try lint(good + "\n- set: {cell.transform: [{scale: 0.8}]}\n- set: {cell.frame: [0, 0, 100, 40]}")
        #expect(rules(f) == ["frame-under-transform"])
        #expect(f[0].location.line == 12)
        // Frame first, then the transform: the documented order, no finding.
        #expect(
            try lint(good + "\n- set: {cell.frame: [0, 0, 100, 40]}\n- set: {cell.transform: [{scale: 0.8}]}").isEmpty)
    }

    @Test func aSetWhoseOrderMatters() throws {
        // anchorPoint then center: the view moves; center then anchorPoint: the same result
        // (both are stored values) — no finding. But frame then anchorPoint differs from
        // anchorPoint then frame (the frame places the view for the anchor it sees).
        #expect(try lint(good + "\n- set: {cell.layer.anchorPoint: [0, 0], cell.center: [10, 10]}").isEmpty)
        let f = try lint(good + "\n- set: {cell.frame: [0, 0, 100, 40], cell.layer.anchorPoint: [0, 0]}")
        #expect(rules(f) == ["order-dependent-set"])
        #expect(f[0].message.contains("frame") && f[0].message.contains("layer.anchorPoint"))
    }

    @Test func aSnapshotThatWillBeEmpty() throws {
        // The to-view is not on screen before this batch: without screen updates its snapshot is empty.
        let f = try lint(
            """
            - add: to
            - snapshot: to
              as: shot
            - add: shot
            - remove: shot
            - animate: {duration: 0.5, set: {to.alpha: 1}, completion: [{completeTransition: true}]}
            """)
        #expect(rules(f) == ["empty-snapshot"])
        #expect(
            try lint(
                """
                - add: to
                - snapshot: to
                  as: shot
                  afterScreenUpdates: true
                - add: shot
                - remove: shot
                - animate: {duration: 0.5, set: {to.alpha: 1}, completion: [{completeTransition: true}]}
                """
            ).isEmpty)
    }
}
