import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticScene
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
        #expect(rules(f) == ["completes-twice", "animates-after-completion"])   // and it completed mid-fade
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
        #expect(f.first { $0.rule == .changesAfterCompletion }!.location.line == 15)   // the remove, at 0.8 s
    }

    @Test func blankScreen() throws {
        let f = try lint("- animate: {duration: 0.5, set: {cell.alpha: 0.5}, completion: [{completeTransition: true}]}")
        #expect(rules(f) == ["blank-screen"])
        #expect(f[0].message.contains("'detail' is not in the container"))
    }

    @Test func snapshotLeftBehind() throws {
        let f = try lint("- snapshot: cell\n  as: copy\n- add: copy\n" + good)
        #expect(rules(f) == ["snapshot-left-behind"])
        #expect(f[0].location.line == 8)
    }

    @Test func outlastsTransitionDuration() throws {
        let f = try lint("- add: to\n- set: {to.alpha: 0}\n- animate: {duration: 0.8, set: {to.alpha: 1}, completion: [{completeTransition: true}]}")
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
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scenes = try SceneFiles.expand([root.appendingPathComponent("scenes").path])
        #expect(scenes.count >= 5)
        for path in scenes {
            let findings = Lint(try Timeline.compile(SceneLoader.load(path: path))).findings
            #expect(findings.isEmpty, "\(path): \(findings)")
        }
    }
}
