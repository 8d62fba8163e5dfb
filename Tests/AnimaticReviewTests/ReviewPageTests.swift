import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import Foundation
import Testing

/// The review page in a real browser: headless Chromium, keys and clicks through DevTools.
@Suite(.serialized) struct ReviewPageTests {
    func writePage(_ yaml: String, name: String, compare: String? = nil) throws -> (URL, URL) {
        let dir = try temporaryDirectory()
        try yaml.write(to: dir.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        var arguments = ["review", "\(name).yaml", "-o", "review"]
        if let compare {
            try compare.write(to: dir.appendingPathComponent("other.yaml"), atomically: true, encoding: .utf8)
            arguments += ["--compare", "other.yaml"]
        }
        let result = try CLI.run(arguments, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let page = dir.appendingPathComponent("review/\(name)\(compare == nil ? "" : "-compare").html")
        return (dir, page)
    }

    /// The frame the page shows, decoded from the image it displays.
    func shownFrame(_ browser: Chromium, pane: Int = 0) throws -> Frame {
        let src = try #require(try browser.evaluate("document.getElementById('frame\(pane)').src") as? String)
        let base64 = try #require(src.split(separator: ",").last)
        return try PNGEncoder.decode([UInt8](try #require(Data(base64Encoded: String(base64)))))
    }

    @Test func arrowKeysStepFramesAndTheScrubberSeeks() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let (_, page) = try writePage(crossingSquare, name: "square")
        let t = try timeline(crossingSquare)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"))  // nothing from the network
        let browser = try Chromium()
        try browser.open(page)
        #expect(try browser.evaluate("document.body.dataset.frame") as? String == "0")

        // Press → k times: the page shows frame k, the very pixels Animatic renders for it.
        for k in 1...4 {
            try browser.press("ArrowRight", code: 39)
            #expect(try browser.evaluate("document.body.dataset.frame") as? String == "\(k)")
            let rendered = try Rasterizer().render(t.presentation(at: t.time(ofFrame: k)))
            #expect(try shownFrame(browser) == rendered, "frame \(k)")
        }
        try browser.press("ArrowLeft", code: 37)
        #expect(try browser.evaluate("document.body.dataset.frame") as? String == "3")
        try browser.press("ArrowRight", code: 39, shift: true)
        #expect(try browser.evaluate("document.body.dataset.frame") as? String == "10")  // clamped at the last frame
        try browser.press("Home", code: 36)
        #expect(try browser.evaluate("document.body.dataset.frame") as? String == "0")
        #expect(
            try browser.evaluate("document.getElementById('label').textContent") as? String
                == "frame 0 of 10 · 0.000 s · 0 %")

        // A click on the scrubber 70 % along seeks near frame 7 and moves the plot's playhead.
        try browser.click("#scrubber", atFraction: 0.7)
        let frame = Int(try #require(try browser.evaluate("document.body.dataset.frame") as? String)) ?? -1
        #expect(abs(frame - 7) <= 1, "scrubber click landed on frame \(frame)")
        #expect(try browser.evaluate("document.getElementById('scrubber').value") as? String == "\(frame)")
        let rendered = try Rasterizer().render(t.presentation(at: t.time(ofFrame: frame)))
        #expect(try shownFrame(browser) == rendered)
        let playhead = try #require(
            try browser.evaluate("parseFloat(document.querySelector('.playhead').style.left)") as? Double)
        let layout = TimingPlot(TimingCurves(t)).layout
        let expected = layout.x(t.time(ofFrame: frame)) / layout.size.width * 100
        #expect(abs(playhead - expected) < 0.01)

        // The selected view's values at the current frame come from `values --decompose`.
        let values = try #require(try browser.evaluate("document.getElementById('values').innerText") as? String)
        #expect(
            try browser.evaluate("document.getElementById('values-title').textContent") as? String
                == "Values of square at frame \(frame)")
        let center = try #require(
            t.presentationValue(of: .position, view: "square", at: t.time(ofFrame: frame))?.components)
        #expect(values.contains("center\t\(String(format: "%.3f", center[0])), \(Int(center[1]))"), "\(values)")
        // A view nothing animates shows its model values; the tree is clicked like a user would.
        try browser.click("#tree [data-id=home]")
        let still = try #require(try browser.evaluate("document.getElementById('values').innerText") as? String)
        #expect(still.contains("not animated"))
        #expect(still.contains("frame\t0, 0, 100, 60"), "\(still)")
        // Space plays (on a focused button it presses that button instead, so focus leaves it).
        _ = try browser.evaluate("document.activeElement.blur()")
        try browser.press(" ", code: 32)
        #expect(try browser.evaluate("document.getElementById('play').textContent") as? String == "Pause")
    }

    /// An interactive scene's label shows the gesture's driven progress, as the sheet does: the
    /// page divided wall-clock time by transitionDuration, so nav-swipe-push read 100 % halfway
    /// and 200 % at its end.
    @Test func anInteractiveScenesLabelShowsItsDrivenProgress() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/nav-swipe-push.yaml")
        let yaml = try String(contentsOf: scene, encoding: .utf8)
        let (_, page) = try writePage(yaml, name: "push")
        let t = try timeline(yaml)
        let interaction = try #require(t.interaction)
        let browser = try Chromium()
        try browser.open(page)
        func label() throws -> String {
            try #require(try browser.evaluate("document.getElementById('label').textContent") as? String)
        }
        // The finger: down until the release, then how the release ends (this scene finishes).
        let release = interaction.clock.releaseTime
        #expect(interaction.interaction.release.finish)
        try browser.press("End", code: 35)
        let end = try label()
        #expect(end.hasSuffix(" · 100 % · released, finishes"), "\(end)")
        try browser.press("Home", code: 36)
        #expect(try label().hasSuffix(" · finger down"))
        let middle = t.frameCount / 2
        for _ in 0..<middle { try browser.press("ArrowRight", code: 39) }
        let expected = Int((interaction.progress(at: t.time(ofFrame: middle)) * 100).rounded())
        let halfway = try label()
        let state = t.time(ofFrame: middle) < release ? "finger down" : "released, finishes"
        #expect(halfway.hasSuffix(" · \(expected) % · \(state)"), "\(halfway)")
        #expect(expected < 100)
        // The release is marked on the scrubber at its frame.
        let frame = (release * t.canvas.fps).rounded()
        let left = try #require(
            try browser.evaluate("document.querySelector('#marks span.release').style.left") as? String)
        let percent = frame / Double(t.frameCount - 1) * 100
        #expect(abs((Double(left.dropLast()) ?? -1) - percent) < 0.01, "\(left) vs \(percent)")
    }

    /// The values panel fits its column: the table was 407 px wide in a 338 px column, so its
    /// value cells ended past the panel's right edge (rotation.z was never visible).
    @Test func theValuesPanelFitsItsColumn() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let dir = try temporaryDirectory()
        for file in ["rotate-spring-modal.yaml", "screens/rotate-inbox.yaml", "screens/rotate-info.yaml"] {
            let target = dir.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent("scenes/\(file)"), to: target)
        }
        let result = try CLI.run(["review", "rotate-spring-modal.yaml", "-o", "review"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let browser = try Chromium()
        try browser.open(dir.appendingPathComponent("review/rotate-spring-modal.html"))
        try browser.click("#tree [data-id=infoScreen]")
        for _ in 0..<20 { try browser.press("ArrowRight", code: 39) }
        let overflow = try #require(
            try browser.evaluate(
                """
                (() => { const panel = document.getElementById('values').closest('aside').getBoundingClientRect();
                  const cells = [...document.querySelectorAll('#values td')];
                  return cells.length === 0 ? -1 : Math.max(...cells.map(c => c.getBoundingClientRect().right - panel.right)); })()
                """) as? Double)
        #expect(overflow != -1, "no values shown")
        #expect(overflow <= 0, "a value cell ends \(overflow) px past the panel")
        let text = try #require(try browser.evaluate("document.getElementById('values').innerText") as? String)
        #expect(text.contains("layer.transform.rotation.z"), "\(text)")
    }

    /// The scrubber steps at the finer frame rate of the two (issue 27): the first scene's fps
    /// drove it, so half of a 20 fps version's frames were never shown against 10 fps.
    @Test func compareStepsThroughTheFinerFrameRate() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let fine = crossingSquare.replacingOccurrences(of: "fps: 10", with: "fps: 20")
        let (_, page) = try writePage(crossingSquare, name: "coarse", compare: fine)
        let browser = try Chromium()
        try browser.open(page)
        #expect(try browser.evaluate("document.getElementById('scrubber').max") as? String == "20")
        let t = try timeline(fine)
        try browser.press("ArrowRight", code: 39)
        let rendered = try Rasterizer().render(t.presentation(at: t.time(ofFrame: 1)))
        #expect(try shownFrame(browser, pane: 1) == rendered, "the 20 fps version's frame 1")
    }

    @Test func compareShowsBothInLockstepAndSwitchesModes() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let other = crossingSquare.replacingOccurrences(of: "curve: easeInOut", with: "curve: linear")
        let (_, page) = try writePage(crossingSquare, name: "square", compare: other)
        let a = try timeline(crossingSquare), b = try timeline(other)
        let browser = try Chromium()
        try browser.open(page)
        for _ in 0..<3 { try browser.press("ArrowRight", code: 39) }
        #expect(try shownFrame(browser, pane: 0) == (try Rasterizer().render(a.presentation(at: 0.3))))
        #expect(try shownFrame(browser, pane: 1) == (try Rasterizer().render(b.presentation(at: 0.3))))
        // The two differ at frame 3 (ease-in-out lags linear): the comparison has something to show.
        #expect(try shownFrame(browser, pane: 0) != (try shownFrame(browser, pane: 1)))

        let style = "getComputedStyle(document.getElementById('frame1'))"
        try browser.click(".modes [data-mode=difference]")
        #expect(try browser.evaluate("document.body.dataset.mode") as? String == "difference")
        #expect(try browser.evaluate("\(style).mixBlendMode") as? String == "difference")
        #expect(
            try browser.evaluate("getComputedStyle(document.getElementById('pane1')).position") as? String == "absolute"
        )
        try browser.click(".modes [data-mode=overlay]")
        #expect(try browser.evaluate("\(style).opacity") as? String == "0.5")
        try browser.click(".modes [data-mode=slider]")
        #expect(try browser.evaluate("document.getElementById('split').hidden") as? Bool == false)
        #expect(try browser.evaluate("\(style).clipPath") as? String == "inset(0px 0px 0px 50%)")
        try browser.click(".modes [data-mode=side]")
        #expect(
            try browser.evaluate("getComputedStyle(document.getElementById('pane1')).position") as? String == "static")
        #expect(
            try browser.evaluate("document.querySelector('.modes [aria-pressed=true]').dataset.mode") as? String
                == "side")
    }

    @Test func identicalFramesAreStoredOnce() async throws {
        // Nothing moves after 0.5 s: the last five frames share one image.
        let yaml = crossingSquare.replacingOccurrences(
            of: "- animate: {duration: 1,", with: "- animate: {duration: 0.5,")
        let data = try await ReviewData(try timeline(yaml))
        #expect(data.frameImages.count == 11)
        #expect(data.images.count == 6)
        #expect(Set(data.frameImages[5...]).count == 1)
    }
}
