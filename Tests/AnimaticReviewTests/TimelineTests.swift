import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import Foundation
import Testing

/// The timeline under the picture (issue 27), in a real browser: tracks, hover readouts with
/// units, names that hide and show their curve, velocity, the release and completeTransition,
/// both versions on one time axis, and the keyboard.
@Suite(.serialized) struct TimelineTests {
    /// crossingSquare, the square also turning a quarter.
    static let turningSquare = crossingSquare.replacingOccurrences(
        of: "set: {square.center.x: 90, shade.alpha: 1}",
        with: "set: {square.center.x: 90, shade.alpha: 1, square.transform: [{rotate: 90}]}")

    func page(_ yaml: String, compare: String? = nil) throws -> URL {
        let dir = try temporaryDirectory()
        try yaml.write(to: dir.appendingPathComponent("square.yaml"), atomically: true, encoding: .utf8)
        var arguments = ["review", "square.yaml", "-o", "review"]
        if let compare {
            try compare.write(to: dir.appendingPathComponent("other.yaml"), atomically: true, encoding: .utf8)
            arguments += ["--compare", "other.yaml"]
        }
        let result = try CLI.run(arguments, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        return dir.appendingPathComponent("review/square\(compare == nil ? "" : "-compare").html")
    }

    func text(_ browser: Chromium, _ expression: String) throws -> String {
        try #require(try browser.evaluate(expression) as? String)
    }

    /// Hovers a track's curve `fraction` of the way along the time axis; returns the readout.
    func hover(_ browser: Chromium, track: String, at fraction: Double) throws -> String {
        _ = try browser.evaluate(
            "document.querySelector('[data-track=\"\(track)\"]').scrollIntoView({block: 'nearest'})")
        let box = try browser.box("[data-track=\"\(track)\"] svg")
        try browser.move(x: box[0] + box[2] * fraction, y: box[1] + box[3] / 2)
        return try text(browser, "document.getElementById('readout').textContent")
    }

    @Test func aTrackPerAnimatedPropertyWithReadoutsInUnits() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let t = try timeline(Self.turningSquare)
        let browser = try Chromium()
        try browser.open(try page(Self.turningSquare))
        // One row per view and key path whose value changes; constant transform parts are left out.
        let tracks = try #require(
            try browser.evaluate("[...document.querySelectorAll('.tl-row[data-track]')].map(r => r.dataset.track)")
                as? [String])
        #expect(Set(tracks) == ["square.center", "square.layer.transform.rotation.z", "shade.alpha"], "\(tracks)")
        // Its curve by name.
        let name = try text(browser, "document.querySelector('[data-track=\"shade.alpha\"] .tl-name').textContent")
        #expect(name.hasSuffix("easeInOut 1 s"), "\(name)")

        // Hovering half-way reads frame 5's values, each in its unit.
        let center = try #require(t.presentationValue(of: .position, view: "square", at: 0.5)?.components)
        let position = try hover(browser, track: "square.center", at: 0.5)
        #expect(position.contains(String(format: "%.1f, %.1f pt", center[0], center[1])), "\(position)")
        let turn = try hover(browser, track: "square.layer.transform.rotation.z", at: 0.5)
        #expect(turn.contains("45.0°"), "\(turn)")
        let alpha = try hover(browser, track: "shade.alpha", at: 0.5)
        let shade = try #require(t.presentationValue(of: .opacity, view: "shade", at: 0.5)?.components?.first)
        #expect(alpha.contains(String(format: "%.3f alpha", shade)), "\(alpha)")
        #expect(try browser.evaluate("document.getElementById('tl-tip').hidden") as? Bool == false)

        // Velocity on demand: the same readout in units per second.
        try browser.click("#velocity")
        #expect(try text(browser, "document.getElementById('velocity').getAttribute('aria-pressed')") == "true")
        let speed = try hover(browser, track: "square.center", at: 0.5)
        #expect(speed.contains("pt/s") && speed.contains("(velocity)"), "\(speed)")
        // easeInOut is fastest half-way: 80 pt over 1 s peaks well above the mean 80 pt/s.
        let x = Double(speed.components(separatedBy: ": ").last!.components(separatedBy: ",").first!) ?? 0
        #expect(x > 100, "\(speed)")
        try browser.press("v", code: 86)
        #expect(try text(browser, "document.getElementById('velocity').getAttribute('aria-pressed')") == "false")
    }

    /// A linear motion's speed is constant: drawn flat, not as its rounding's zigzag stretched
    /// over the row (nav-swipe-push's inbox.center read -320.004, -319.998 … pt/s).
    @Test func aLinearMotionsVelocityIsFlat() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let linear = crossingSquare.replacingOccurrences(of: "curve: easeInOut", with: "curve: linear")
            .replacingOccurrences(of: "fps: 10", with: "fps: 60")
        let browser = try Chromium()
        try browser.open(try page(linear))
        try browser.press("v", code: 86)
        let ys = try #require(
            try browser.evaluate(
                "document.querySelector('[data-track=\"square.center\"] polyline').getAttribute('points').split(' ').map(p => +p.split(',')[1])"
            ) as? [Double])
        #expect(ys.count == 61)
        #expect((ys.max() ?? 0) - (ys.min() ?? 0) < 1, "\(ys)")
    }

    /// An anchor point is in unit space: read as a factor, not in points.
    @Test func anAnchorPointReadsInUnitSpace() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let anchor =
            "    - addAnimation: {to: square, key: anchor, basic: {keyPath: anchorPoint, from: [0.5, 0.5], "
            + "to: [0, 0], duration: 1, timingFunction: linear}}\n"
        let anchored = crossingSquare.replacingOccurrences(
            of: "    - completeTransition: true", with: anchor + "    - completeTransition: true")
        #expect(anchored != crossingSquare)
        let browser = try Chromium()
        try browser.open(try page(anchored))
        let tracks = try #require(
            try browser.evaluate("[...document.querySelectorAll('.tl-row[data-track]')].map(r => r.dataset.track)")
                as? [String])
        let track = try #require(tracks.first { $0.hasSuffix("anchorPoint") }, "\(tracks)")
        let readout = try hover(browser, track: track, at: 0.5)
        #expect(readout.hasSuffix(": 0.250, 0.250"), "\(readout)")
    }

    @Test func trackNamesHideAndShowTheirCurveByMouseAndKeyboard() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let browser = try Chromium()
        try browser.open(try page(Self.turningSquare))
        let name = "[data-track=\"shade.alpha\"] .tl-name"
        let visibility = "getComputedStyle(document.querySelector('[data-track=\"shade.alpha\"] svg')).visibility"
        try browser.click(name)
        #expect(try text(browser, "document.querySelector('\(name)').getAttribute('aria-pressed')") == "false")
        #expect(try text(browser, visibility) == "hidden")
        try browser.click(name)
        #expect(try text(browser, visibility) == "visible")

        // The keyboard: Tab reaches the names; Space toggles the focused one; the focused
        // track's value at the playhead is read out, and follows the arrow keys.
        _ = try browser.evaluate("document.getElementById('velocity').focus()")
        var focused = ""
        for _ in 0..<12 where focused != "square.center" {
            try browser.press("Tab", code: 9)
            focused =
                (try browser.evaluate("document.activeElement.closest('.tl-row')?.dataset.track ?? ''") as? String)
                ?? ""
        }
        #expect(focused == "square.center")
        try browser.press("ArrowRight", code: 39)
        try browser.press("ArrowRight", code: 39)
        let readout = try text(browser, "document.getElementById('readout').textContent")
        #expect(readout.hasPrefix("square.center at 0.200 s: "), "\(readout)")
        try browser.press(" ", code: 32)
        #expect(
            try text(browser, "document.activeElement.getAttribute('aria-pressed')") == "false",
            "Space on a focused track name hides its curve")
        #expect(try browser.evaluate("document.getElementById('play').textContent") as? String == "Play")
    }

    /// The timeline stays on screen while scrubbing, also in a window too short for the page.
    @Test func theTimelineStaysInViewWhileScrubbing() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let browser = try Chromium()
        try browser.open(try page(Self.turningSquare))
        try browser.send(
            "Emulation.setDeviceMetricsOverride",
            ["width": 1200, "height": 640, "deviceScaleFactor": 1, "mobile": false])
        for scroll in [0, 300, 100_000] {
            _ = try browser.evaluate("window.scrollTo(0, \(scroll))")
            try browser.click("#scrubber", atFraction: 0.3)
            let inView =
                try browser.evaluate(
                    """
                    (() => { const r = document.getElementById('timeline').getBoundingClientRect();
                      const s = document.getElementById('scrubber').getBoundingClientRect();
                      return r.top >= 0 && r.bottom <= innerHeight && s.bottom <= innerHeight; })()
                    """) as? Bool
            #expect(inView == true, "scrolled to \(scroll)")
            // The playhead is where the frame is on the time axis.
            let frame = Double(try text(browser, "document.body.dataset.frame")) ?? -1
            let left = try text(browser, "document.getElementById('tl-playhead').style.left")
            #expect(abs((Double(left.dropLast()) ?? -1) - frame * 10) < 0.01, "\(left) at frame \(frame)")
        }
    }

    @Test func theReleaseAndCompleteTransitionAreMarked() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/nav-swipe-push.yaml")
        let yaml = try String(contentsOf: scene, encoding: .utf8)
        let t = try timeline(yaml)
        let interaction = try #require(t.interaction)
        let browser = try Chromium()
        try browser.open(try page(yaml))
        func left(_ selector: String) throws -> Double {
            Double(try text(browser, "document.querySelector('\(selector)').style.left").dropLast()) ?? -1
        }
        let release = interaction.clock.releaseTime / t.endTime * 100
        #expect(abs(try left(".tl-mark.release") - release) < 0.01)
        let completion = try #require(t.completions.first)
        let complete = interaction.wallTime(ofTransitionTime: completion.time) / t.endTime * 100
        #expect(abs(try left(".tl-mark.complete") - complete) < 0.01)
        #expect(
            try text(browser, "document.querySelector('.tl-mark.release').title").hasPrefix("release: finishes at "))
        // The gesture's progress is a track, read as a percentage.
        let progress = try hover(browser, track: "interaction.progress", at: 0.25)
        #expect(progress.hasSuffix(" %"), "\(progress)")
    }

    /// Compare: both versions' tracks in one row each, on one time axis (a 0.6 s version ends
    /// 60 % of the way along a 1 s one).
    @Test func compareDrawsBothVersionsOnOneTimeAxis() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let shorter = crossingSquare.replacingOccurrences(of: "duration: 1", with: "duration: 0.6")
        let browser = try Chromium()
        try browser.open(try page(crossingSquare, compare: shorter))
        let ends = try #require(
            try browser.evaluate(
                "[...document.querySelectorAll('[data-track=\"square.center\"] polyline')].map(p => [+p.dataset.scene, +p.getAttribute('points').split(' ').pop().split(',')[0]])"
            ) as? [[Double]])
        #expect(ends.map { $0[0] } == [0, 1])
        #expect(ends.map { $0[1] } == [1000, 600])
        let readout = try hover(browser, track: "square.center", at: 0.9)
        #expect(readout.contains("(ended at 0.600 s)"), "\(readout)")
        #expect(try browser.evaluate("document.querySelectorAll('.tl-mark.complete').length") as? Int == 2)
    }
}
