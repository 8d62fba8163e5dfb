import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import Foundation
import Testing

@Suite struct GoldenPlayerTests {
    @Test func reportLinksAFailingSceneToAPlayerOfGoldenAndActualFrames() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("square.yaml")
        try crossingSquare.write(to: scene, atomically: true, encoding: .utf8)
        let recorded = try CLI.run(
            ["check", "square.yaml", "--goldens", "goldens", "--record", "all", "--every", "3"], in: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        // A timing change: the square now moves linearly.
        let changed = crossingSquare.replacingOccurrences(of: "curve: easeInOut", with: "curve: linear")
        try changed.write(to: scene, atomically: true, encoding: .utf8)
        let check = try CLI.run(
            [
                "check", "square.yaml", "--goldens", "goldens", "--record", "never", "--every", "3", "--report",
                "report",
            ], in: dir,
            environment: ProcessInfo.processInfo.environment.merging(["CI": "1"]) { $1 })
        #expect(check.status == 1)
        // In CI, a line per scene as it finishes.
        #expect(check.stderr.contains("check square: 5 frames in"))
        let report = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(report.contains("href=\"square.player.html\""))
        let player = try String(contentsOf: dir.appendingPathComponent("report/square.player.html"), encoding: .utf8)
        #expect(
            player.contains("<figcaption>actual</figcaption>") && player.contains("<figcaption>golden</figcaption>"))
        // What changed in timing, from the timing recorded with the goldens, in words.
        #expect(player.contains("<h2>Timing since the goldens were recorded</h2>"))
        #expect(player.contains("<li>square.center: curve easeInOut → linear</li>"))
        #expect(report.contains("<li>square.center: curve easeInOut → linear</li>"))

        // The golden pane's frames are the goldens (held between sampled frames), the actual
        // pane's every frame of the changed scene.
        let images = player.components(separatedBy: "class=\"images\" data-scene=\"1\">[").last!.components(
            separatedBy: "]</script>"
        ).first!
        let golden = try #require(try JSONSerialization.jsonObject(with: Data(("[" + images + "]").utf8)) as? [String])
        #expect(golden.count == 5)  // frames 0, 3, 6, 9 and 10
        let original = try timeline(crossingSquare)
        let second = try #require(Data(base64Encoded: String(golden[1].split(separator: ",")[1])))
        #expect(try PNGEncoder.decode([UInt8](second)) == (try Rasterizer().render(original.presentation(at: 0.3))))
    }
}

/// The golden side plays the golden's own timeline (issue 27): it showed the new scene's
/// duration and frame count as the golden's, its scrubber stopped at the new duration (goldens
/// past it never shown), and it had no tracks.
@Suite(.serialized) struct GoldenTimelinePlayerTests {
    /// Records crossingSquare's goldens (1 s, every third frame), then shortens it to 0.6 s and
    /// writes the report; returns the player page.
    func shortenedPlayer(
        removingTimeline: Bool = false, motion: Bool = false, replacingMotion: Bool = false
    ) throws -> (dir: URL, page: URL) {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("square.yaml")
        try crossingSquare.write(to: scene, atomically: true, encoding: .utf8)
        let recorded = try CLI.run(
            ["check", "square.yaml", "--goldens", "goldens", "--record", "all", "--every", "3"]
                + (motion ? ["--motion"] : []), in: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        // The motion only when asked for.
        let motionFile = dir.appendingPathComponent("goldens/square/motion.apng").path
        #expect(FileManager.default.fileExists(atPath: motionFile) == motion)
        if removingTimeline {
            try FileManager.default.removeItem(at: dir.appendingPathComponent("goldens/square/timeline.json"))
        }
        if replacingMotion {
            // Another scene's motion where the recorded one was (a hand edit, a killed record).
            let other = try SceneLoader.parse(
                crossingSquare.replacingOccurrences(of: "#E0301E", with: "#00AA00"), file: "x.yaml", name: "square")
            try Data(try GoldenMotion.record(other, frameCount: 11)).write(
                to: dir.appendingPathComponent("goldens/square/motion.apng"))
        }
        let shorter = crossingSquare.replacingOccurrences(of: "duration: 1", with: "duration: 0.6")
        try shorter.write(to: scene, atomically: true, encoding: .utf8)
        let check = try CLI.run(
            [
                "check", "square.yaml", "--goldens", "goldens", "--record", "never", "--every", "3", "--report",
                "report",
            ],
            in: dir)
        #expect(check.status == 1, "\(check.stderr)")
        return (dir, dir.appendingPathComponent("report/square.player.html"))
    }

    @Test func theGoldenPlaysItsOwnLengthFramesAndTracks() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let (_, page) = try shortenedPlayer()
        let original = try timeline(crossingSquare)
        let browser = try Chromium()
        try browser.open(page)
        func text(_ expression: String) throws -> String { try #require(try browser.evaluate(expression) as? String) }
        // The scrubber covers the longer of the two: the golden's 11 frames, not the new 7.
        #expect(try text("document.getElementById('scrubber').max") == "10")
        let facts = try text("document.getElementById('facts').textContent")
        #expect(facts.contains("actual: transitionDuration 0.600 s"), "\(facts)")
        #expect(facts.contains("golden: transitionDuration 1.000 s · 10 fps · 100 × 60 pt @1x · 11 frames (1.000 s)"))
        // Past the new end, the golden goes on: its last frame is its own, the recorded one.
        try browser.press("End", code: 35)
        #expect(try text("document.getElementById('state0').textContent").contains("ended at 0.600 s"))
        #expect(
            try text("document.getElementById('state1').textContent") == "frame 10 of 10 · 1.000 s · recorded frame")
        #expect(try shownGolden(browser) == (try Rasterizer().render(original.presentation(at: 1))))
        // Between recorded frames the golden holds the one before, and says so.
        try browser.press("Home", code: 36)
        for _ in 0..<7 { try browser.press("ArrowRight", code: 39) }
        #expect(
            try text("document.getElementById('state1').textContent")
                == "frame 7 of 10 · 0.700 s · held from frame 6 (0.600 s)")
        #expect(try shownGolden(browser) == (try Rasterizer().render(original.presentation(at: 0.6))))
        // The golden's tracks, dashed, over its own 1 s; the new ones end at 0.6 s.
        let ends = try #require(
            try browser.evaluate(
                "[...document.querySelectorAll('[data-track=\"square.center\"] polyline')].map(p => [+p.dataset.scene, +p.getAttribute('points').split(' ').pop().split(',')[0]])"
            ) as? [[Double]])
        #expect(ends == [[0, 600], [1, 1000]])
        #expect(try browser.evaluate("document.getElementById('notes').hidden") as? Bool == true)
    }

    /// Goldens recorded before the timeline was kept still load: the golden plays the length the
    /// manifest recorded, with its stills, and a note says what is missing and how to add it.
    @Test func goldensWithoutATimelineLoadWithANote() throws {
        let (_, page) = try shortenedPlayer(removingTimeline: true)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("recorded before Animatic kept their timeline (timeline.json)"))
        #expect(html.contains("`animatic check --record all` records it."))
        // Its own length from the manifest: 11 frames at 10 fps.
        #expect(html.contains("\"golden\": true, \"fps\": 10, \"frameCount\": 11, \"endTime\": 1,"))
        #expect(html.contains("\"stills\": [0,3,6,9,10]"))
    }

    /// With its motion recorded (`check --motion`), the golden moves between its stills: stepped
    /// with the arrow keys to a time between two recorded frames, it shows its own frame there,
    /// not the still before (issue 27: "the golden side shows 4–6 held stills instead of motion").
    @Test func theGoldenMovesBetweenItsStillsWhenItsMotionWasRecorded() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let (dir, page) = try shortenedPlayer(motion: true)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/square/motion.apng").path))
        let original = try timeline(crossingSquare)
        let browser = try Chromium()
        try browser.open(page)
        func text(_ expression: String) throws -> String { try #require(try browser.evaluate(expression) as? String) }
        try browser.press("Home", code: 36)
        for _ in 0..<6 { try browser.press("ArrowRight", code: 39) }
        #expect(try text("document.getElementById('state1').textContent") == "frame 6 of 10 · 0.600 s · recorded frame")
        let still = try text("document.getElementById('frame1').src")
        // Frame 7 lies between the stills of frames 6 and 9: the golden's own frame 7.
        try browser.press("ArrowRight", code: 39)
        #expect(
            try text("document.getElementById('state1').textContent") == "frame 7 of 10 · 0.700 s · recorded motion")
        #expect(try text("document.getElementById('frame1').src") != still)
        #expect(try shownGolden(browser) == (try Rasterizer().render(original.presentation(at: 0.7))))
        try browser.press("ArrowRight", code: 39)
        #expect(try shownGolden(browser) == (try Rasterizer().render(original.presentation(at: 0.8))))
        // Past the new end (0.6 s) the golden still moves, to its own last frame.
        #expect(try text("document.getElementById('state0').textContent").contains("ended at 0.600 s"))
        #expect(try browser.evaluate("document.getElementById('notes').hidden") as? Bool == true)
    }

    /// A motion.apng that is not the one recorded with the goldens is not shown: the golden holds
    /// its stills as before, and a note says why.
    @Test func aMotionThatIsNotTheGoldensIsRefusedWithANote() throws {
        let (_, page) = try shortenedPlayer(motion: true, replacingMotion: true)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("The golden's motion cannot be used ("), "\(html.prefix(0))")
        #expect(html.contains("is not the motion recorded with these goldens"))
        #expect(html.contains("\"stills\": [0,3,6,9,10], \"motion\": false,"))
        // Held stills: the 5 recorded images only, none of the other scene's green frames.
        let images = html.components(separatedBy: "class=\"images\" data-scene=\"1\">[").last!.components(
            separatedBy: "]</script>"
        ).first!
        #expect(images.components(separatedBy: "data:image/png").count - 1 == 5)
    }

    func shownGolden(_ browser: Chromium) throws -> Frame {
        let src = try #require(try browser.evaluate("document.getElementById('frame1').src") as? String)
        return try PNGEncoder.decode([UInt8](try #require(Data(base64Encoded: String(src.split(separator: ",")[1])))))
    }
}
