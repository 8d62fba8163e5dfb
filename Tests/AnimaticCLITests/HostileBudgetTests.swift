import Animatic
import AnimaticCore
import AnimaticSceneFile
import Foundation
import Testing

/// Issue 13, budgets: templates that fan out, animations that multiply, frames whose shadows
/// reach far past the canvas, and goldens or manifests that are no files. Each is refused with
/// a located error, within the watchdog, and nothing is written.
@Suite struct HostileBudgetTests {
    func write(_ text: String, _ name: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func templatesThatFanOutAreRefusedAtTheUseThatGoesOverBeforeExpanding() throws {
        // t0 holds 100 steps {set: {card.alpha: 0}}: a sequence, 100 × (mapping, key, mapping,
        // key, value) = 501 nodes. t1…t3 each use the one below ten times: 1 + 10 × 3 = 31
        // nodes. The whole of t(k) copies in S(k) = 31 + 10·S(k−1): S(0) = 501, S(1) = 5,041,
        // S(2) = 50,441, S(3) = 504,441 (over 200,000). Spent in order: t3 (31), three t2 whole
        // (151,354), the fourth's 31 (151,385), nine t1 whole (196,754), the tenth's 31
        // (196,785), six t0 whole (199,791); the seventh t0 needs 501 more and goes over:
        // t1.yaml's seventh use, line 9, inside t2's tenth use (line 12) and t3's fourth (line 6).
        let dir = try temporaryDirectory()
        try write(
            "steps:\n" + String(repeating: "  - {set: {card.alpha: 0}}\n", count: 100), "templates/t0.yaml", in: dir)
        for k in 1...3 {
            try write(
                "template: t\(k)\nsteps:\n" + String(repeating: "  - use: t\(k - 1)\n", count: 10),
                "templates/t\(k).yaml", in: dir)
        }
        try HostileInputTests.scene(step: "{use: t3}").write(
            to: dir.appendingPathComponent("hostile.yaml"), atomically: true, encoding: .utf8)
        let templates = dir.appendingPathComponent("templates").standardized.path
        for command in [["validate", "hostile.yaml"], ["render", "hostile.yaml", "--out", "out"]] {
            let r = try HostileInputTests.runGuarded(command, in: dir)
            #expect(!r.killedByWatchdog && !r.signalled, "\(command[0]): \(r.stderr)")
            #expect(r.status == 2, "\(command[0]): \(r.stderr)")
            let first = r.stderr.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
            #expect(
                first?.hasSuffix(
                    "\(templates)/t1.yaml:9:5: error: template 't0' used here copies in more than 200000 YAML nodes with the templates and includes used before it (templates and includes that use others multiply)"
                ) == true,
                "\(command[0]): \(r.stderr)")
            // The chain of uses back to the scene.
            #expect(r.stderr.contains("\(templates)/t2.yaml:12:5: note: in template 't1', used here"), "\(r.stderr)")
            #expect(r.stderr.contains("\(templates)/t3.yaml:6:5: note: in template 't2', used here"), "\(r.stderr)")
            #expect(r.stderr.contains("hostile.yaml:10:7: note: in template 't3', used here"), "\(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    @Test func includesThatFanOutShareTheBudgetAndAreRefusedAtTheIncludeThatGoesOver() throws {
        // i0 is a view with 50 subviews: 5 + 50 × 3 = 155 nodes. i1…i6 each include the one
        // below ten times (renamed): 5 + 10 × 5 = 55 nodes. S(0) = 155, S(1) = 1,605,
        // S(2) = 16,105, S(3) = 161,105. Spent in order: i6, i5, i4 (165), the first i3 whole
        // (161,270), the second's 55 (161,325), two i2 whole (193,535), the third's 55
        // (193,590), three i1 whole (198,405), the fourth's 55 (198,460), nine i0 whole
        // (199,855); the tenth i0 makes 200,010: i1.yaml's tenth include, line 12.
        let dir = try temporaryDirectory()
        try write("id: leaf\nsubviews:\n" + (0..<50).map { "  - {id: \"n\($0)\"}\n" }.joined(), "i0.yaml", in: dir)
        for k in 1...6 {
            try write(
                "id: l\(k)\nsubviews:\n"
                    + (0..<10).map { "  - {include: i\(k - 1).yaml, id: \"x\(k)_\($0)\"}\n" }.joined(), "i\(k).yaml",
                in: dir)
        }
        try HostileInputTests.scene(step: "{completeTransition: true}").replacingOccurrences(
            of: "- {id: card, frame: [10, 10, 20, 20], backgroundColor: \"#FF0000\"}", with: "- {include: i6.yaml}"
        )
        .write(to: dir.appendingPathComponent("hostile.yaml"), atomically: true, encoding: .utf8)
        let folder = dir.standardized.path
        let r = try HostileInputTests.runGuarded(["validate", "hostile.yaml"], in: dir, seconds: 120)
        #expect(!r.killedByWatchdog && !r.signalled, "\(r.stderr)")
        #expect(r.status == 2, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "\(folder)/i1.yaml:12:15: error: the include of i0.yaml copies in more than 200000 YAML nodes with the templates and includes used before it (templates and includes that use others multiply)",
            "\(r.stderr)")
        #expect(
            Array(lines.dropFirst().prefix(6)) == [
                "\(folder)/i2.yaml:6:15: note: included here", "\(folder)/i3.yaml:5:15: note: included here",
                "\(folder)/i4.yaml:4:15: note: included here", "\(folder)/i5.yaml:3:15: note: included here",
                "\(folder)/i6.yaml:3:15: note: included here", "hostile.yaml:5:17: note: included here",
            ], "\(r.stderr)")
    }

    @Test func aRepeatWhoseCopiesHoldTooManyStepsIsRefusedBeforeExpanding() throws {
        // Found by the fuzzer (Fuzz/regressions/timeout-6437…): the fold scene with 10,000 folds
        // parsed 570,000 steps and 120,000 assignments for minutes. 10,000 copies of 6 steps is
        // 60,000, past 50,000; refused at the repeat, before a copy is made.
        let body = String(repeating: "          - set: {card.alpha: 0}\n", count: 6)
        let yaml =
            "canvas: {size: [100, 100], scale: 1, fps: 10}\nfrom:\n  id: home\n  subviews:\n"
            + "    - {id: card, frame: [10, 10, 20, 20], backgroundColor: \"#FF0000\"}\nto: {id: detail}\n"
            + "transition:\n  duration: 0.2\n  steps:\n    - repeat: {count: 10000}\n      steps:\n" + body
            + "    - completeTransition: true\n"
        try HostileInputTests().expectRefused(
            yaml,
            "this repeat makes 10000 copies of 6 steps: with the steps before it, more than 50000 (repeats and templates multiply steps)",
            at: 10, 15)
    }

    @Test func animationsPastTheBudgetAreRefusedAtTheStepThatGoesOver() throws {
        // Each copy of the repeat moves 11 views' frames there and back in two animate steps: a
        // frame changes bounds and position, so each step starts 22 animations, a copy 44.
        // After 2,272 copies there are 99,968; the 2,273rd copy's first step makes 99,990, its
        // second would make 100,012: refused at the second step (line 23).
        let views = (0...10).map { "    - {id: v\($0), frame: [0, 0, 10, 10], backgroundColor: \"#FF0000\"}" }.joined(
            separator: "\n")
        let there = (0...10).map { "v\($0).frame: [5, 5, 20, 20]" }.joined(separator: ", ")
        let back = (0...10).map { "v\($0).frame: [0, 0, 10, 10]" }.joined(separator: ", ")
        func scene(copies: Int) -> String {
            """
            canvas: {size: [100, 100], scale: 1, fps: 10}
            from:
              id: home
              subviews:
            \(views)
            to: {id: detail}
            transition:
              duration: 0.2
              steps:
                - repeat: {count: \(copies)}
                  steps:
                    - animate: {duration: 0.2, set: {\(there)}}
                    - animate: {duration: 0.2, set: {\(back)}}
                - completeTransition: true
            """
        }
        try HostileInputTests().expectRefused(
            scene(copies: 3000),
            "this step makes the scene start more than 100000 animations (repeats, templates and keyframes multiply animations)",
            at: 23, 11, watchdog: 240)
        // 2,272 copies, 99,968 animations, fit.
        let dir = try temporaryDirectory()
        try scene(copies: 2272).write(to: dir.appendingPathComponent("fits.yaml"), atomically: true, encoding: .utf8)
        let r = try HostileInputTests.runGuarded(["validate", "fits.yaml"], in: dir, seconds: 240)
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func aFrameWhoseShadowsPassTheOffscreenBudgetIsRefusedAtTheViewThatGoesOver() throws {
        // 30 views 100,000 pt wide over a 100×100 canvas, each with a shadow of radius 1000:
        // σ = 0.98 · 1000 = 980 px, margin ⌈3σ⌉ + 1 = 2,941 px. Each shadow's body covers the canvas
        // grown by the margin, shifted by the default offset (0, −3): x −2,941…3,041, y −2,938…3,044,
        // 5,982 × 5,982 = 35,784,324 pixels; its mask, at device resolution, only over what shows:
        // the 100 × 100 canvas, 10,000 pixels. 5 shadows take 178,971,620; the 6th body (s5)
        // would make 214,755,944, past 200,000,000.
        let views = (0..<30).map {
            "    - {id: s\($0), frame: [-50000, -50000, 100000, 100000], backgroundColor: \"#FFFFFF\", layer: {shadowOpacity: 1, shadowRadius: 1000}}"
        }.joined(separator: "\n")
        let yaml = """
            canvas: {size: [100, 100], scale: 1, fps: 10}
            from:
              id: home
              subviews:
            \(views)
            to: {id: detail}
            transition: {duration: 0.04, steps: []}
            """
        try HostileInputTests().expectRefused(
            yaml,
            "at 0.0 s: the shadow of 's5' (35784324 pixels) takes this frame's shadows, blurs and 3D warps past 200000000 offscreen pixels",
            at: 10, 7, commands: ["render"])
    }
}

extension HostileBudgetTests {
    /// A scene with goldens recorded, then `file` in its golden folder replaced by a FIFO.
    func goldensWithAFIFO(at file: String) throws -> (dir: URL, goldens: URL) {
        let dir = try temporaryDirectory()
        let yaml = """
            name: square
            canvas: {size: [40, 40], scale: 1, fps: 10, background: "#FFFFFF"}
            from:
              id: home
              subviews:
                - {id: square, frame: [10, 10, 20, 20], backgroundColor: "#FF0000"}
            to: {id: detail}
            transition: {duration: 0.04, steps: [{completeTransition: true}]}
            """
        try yaml.write(to: dir.appendingPathComponent("square.yaml"), atomically: true, encoding: .utf8)
        let recorded = try HostileInputTests.runGuarded(
            ["check", "square.yaml", "--goldens", "goldens", "--record", "missing"], in: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let folder = dir.appendingPathComponent("goldens/square")
        let path = folder.appendingPathComponent(file).path
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o644) == 0)
        return (dir, folder)
    }

    func listing(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func aGoldenThatIsAFIFOIsRefusedUnopenedAndNotRecordedOver() throws {
        let (dir, goldens) = try goldensWithAFIFO(at: "frame-00000.png")
        let before = listing(goldens)
        for record in ["missing", "all"] {
            let r = try HostileInputTests.runGuarded(
                ["check", "square.yaml", "--goldens", "goldens", "--record", record], in: dir)
            #expect(!r.killedByWatchdog && !r.signalled, "\(r.stderr)")
            #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
            let path = goldens.appendingPathComponent("frame-00000.png").path
            #expect(
                r.stdout.contains(
                    "ERR  frame 0 (t = 0.000 s): golden goldens/square/frame-00000.png is not a regular file (a FIFO or other special file)\n"
                ),
                "\(r.stdout)\(r.stderr)")
            #expect(listing(goldens) == before)
            // Still the FIFO: nothing was recorded over it.
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType != .typeRegular)
        }
    }

    @Test func aManifestThatIsAFIFOIsRefusedUnopened() throws {
        let (dir, goldens) = try goldensWithAFIFO(at: "manifest.json")
        let before = listing(goldens)
        let r = try HostileInputTests.runGuarded(["check", "square.yaml", "--goldens", "goldens"], in: dir)
        #expect(!r.killedByWatchdog && !r.signalled, "\(r.stderr)")
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        #expect(
            r.stdout.contains(
                "error: square: goldens/square/manifest.json: is not a regular file (a FIFO or other special file)\n"),
            "\(r.stdout)\(r.stderr)")
        #expect(listing(goldens) == before)
    }
}

extension HostileBudgetTests {
    /// A view 20,000 pt wide (within the 100,000 pt limit), snapshotted and shown from frame 0
    /// at scale 2: its image would be 40,000 × 20 pixels, past cairo's 32,767 a side.
    func wideSnapshotScene(fps: Int, duration: Double, lastStep: String = "") -> String {
        """
        canvas: {size: [100, 100], scale: 2, fps: \(fps)}
        from:
          id: home
          subviews:
            - {id: wide, frame: [0, 0, 20000, 10], backgroundColor: "#FF0000"}
        to: {id: detail}
        transition:
          duration: \(duration)
          steps:
            - snapshot: wide
              as: snap
            - add: snap
            \(lastStep)
        """
    }

    /// A view 20,000 pt wide (within the 100,000 pt limit) snapshotted at scale 2 would need an
    /// image 40,000 × 20 pixels, past cairo's 32,767 a side: refused at the snapshot's step,
    /// nothing written.
    @Test func aSnapshotImageWiderThanCairoAllowsIsRefusedAtItsStep() throws {
        let yaml = wideSnapshotScene(fps: 10, duration: 0.1, lastStep: "- completeTransition: true")
        try HostileInputTests().expectRefused(
            yaml,
            "at 0.0 s: the snapshot image of 'snap' would be 40000×20 pixels; a snapshot image is at most 32767 pixels a side",
            at: 10, 7, commands: ["render"])
    }
}

extension HostileBudgetTests {
    /// Every one of 61 frames is refused; the workers share them out in any interleaving, and
    /// the error is always the first frame's.
    @Test func aSceneFailingEveryFrameReportsItsFirstFrame() async throws {
        let yaml = wideSnapshotScene(fps: 60, duration: 1)
        let timeline = try Timeline.compile(SceneLoader.parse(yaml, file: "every-frame.yaml"))
        #expect(timeline.frameCount == 61)
        for _ in 0..<8 {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent(
                "animatic-first-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: out) }
            do {
                _ = try await FrameSequenceWriter(outputDirectory: out.path).write(timeline)
                Issue.record("every frame should be refused")
            } catch {
                #expect("\(error)".contains("at 0.0 s: the snapshot image of 'snap'"), "\(error)")
            }
        }
    }
}
