import Animatic
import AnimaticCore
import Foundation

/// The review page: one self-contained HTML file (frames, plot, data, style and script inline;
/// nothing fetched, so it works from file:// and offline). One scene, or two in lockstep to
/// compare (side by side, overlay, difference, slider).
public enum ReviewPage {
    /// `reloadFrom`: a script file next to the page (`animatic watch` rewrites it after each
    /// rebuild) whose version, when it changes, reloads the page at the same frame. A script
    /// element, because a page opened from file:// may load scripts but not fetch files.
    public static func html(
        _ scenes: [ReviewData], title: String? = nil, indexLink: String? = "index.html",
        reloadFrom: (file: String, version: Int)? = nil, timingChanges: (title: String, lines: [String])? = nil
    ) -> String {
        precondition(!scenes.isEmpty && scenes.count <= 2, "a review page shows one scene or compares two")
        let name = title ?? scenes.map(\.name).joined(separator: " ↔ ")
        // "</" inside a script element would end it early.
        let data = ("[" + scenes.map(\.json).joined(separator: ",\n") + "]").replacingOccurrences(
            of: "</", with: "<\\/")
        let images = scenes.enumerated().map { i, s in
            "<script type=\"application/json\" class=\"images\" data-scene=\"\(i)\">["
                + s.images.map { "\"\($0)\"" }.joined(separator: ",") + "]</script>"
        }.joined(separator: "\n")
        // One plot per distinct timing (golden and actual frames of one scene share theirs).
        let plots = scenes.enumerated().filter { i, s in !scenes[..<i].contains { $0.plotSVG == s.plotSVG } }.map {
            i, s in
            """
            <div class="plotbox" data-scene="\(i)">
              <img class="plot" alt="timing plot of \(escape(s.timeline.sceneName))" src="data:image/svg+xml;base64,\(Data(s.plotSVG.utf8).base64EncodedString())">
              <div class="playhead" aria-hidden="true"></div>
            </div>
            """
        }.joined(separator: "\n")
        let panes = scenes.enumerated().map { i, s in
            "<figure class=\"pane\" id=\"pane\(i)\"><img id=\"frame\(i)\" alt=\"frame of \(escape(s.name))\">"
                + "<figcaption>\(escape(s.name))</figcaption><p class=\"pane-state\" id=\"state\(i)\"></p></figure>"
        }.joined(separator: "\n")
        let modes =
            scenes.count == 2
            ? """
            <div class="modes" role="radiogroup" aria-label="compare mode">
              <button type="button" data-mode="side" aria-pressed="true">Side by side</button>
              <button type="button" data-mode="overlay" aria-pressed="false">Overlay</button>
              <button type="button" data-mode="difference" aria-pressed="false">Difference</button>
              <button type="button" data-mode="slider" aria-pressed="false">Slider</button>
              <input type="range" id="split" min="0" max="100" value="50" aria-label="slider position" hidden>
            </div>
            """ : ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(name)) — Animatic review</title>
            <style>\(ReviewPageAssets.css)\n\(ReviewTimeline.css)</style>
            </head>
            <body data-frame="0" data-mode="side" class="\(scenes.count == 2 ? "compare" : "single")">
            <header>
              \(indexLink.map { "<a class=\"back\" href=\"\(escape($0))\">All scenes</a>" } ?? "")
              <h1>\(escape(name))</h1>
              <p id="facts"></p>
              <p id="notes" class="note" role="note" hidden></p>
            </header>
            \(timingChanges.map { timingSection(title: $0.title, lines: $0.lines) } ?? timingSection(scenes))
            <main>
              <section class="stage" aria-label="frames">
                <div id="viewer">\(panes)</div>
              </section>
              <aside>
                <h2 id="values-title">Values</h2>
                <table id="values"><tbody></tbody></table>
                <h2>Timing</h2>
                <ul id="timing">\(timingList(scenes[scenes.count - 1]))</ul>
                <h2>Lint</h2>
                <ol id="findings"></ol>
                <h2>Views</h2>
                <div id="tree" role="tree" aria-label="view tree"></div>
              </aside>
            </main>
            <div class="dock">
            \(ReviewTimeline.html)
            <section class="transport" aria-label="playback">
              <div class="buttons">
                <button type="button" id="first" title="first frame (Home)">First</button>
                <button type="button" id="prev" title="previous frame (←, Shift ← for 10)">◀ Prev</button>
                <button type="button" id="play" title="play or pause (Space)">Play</button>
                <button type="button" id="next" title="next frame (→, Shift → for 10)">Next ▶</button>
                <button type="button" id="last" title="last frame (End)">Last</button>
                <label>speed <select id="speed">
                  <option value="1">1×</option><option value="0.5">0.5×</option><option value="0.25">0.25×</option><option value="0.1">0.1×</option>
                </select></label>
                <output id="label" aria-live="polite"></output>
                \(modes)
              </div>
              <div class="scrub">
                <input type="range" id="scrubber" min="0" value="0" step="1" aria-label="frame">
                <div id="marks" aria-hidden="true"></div>
              </div>
            </section>
            </div>
            <section class="plots" aria-label="timing plot">\(plots)</section>
            <script type="application/json" id="data">\(data)</script>
            \(images)
            <script>\(ReviewPageAssets.script)</script>
            \(reloadFrom.map { ReviewPageAssets.reloader(file: $0.file, version: $0.version) } ?? "")
            </body>
            </html>

            """
    }

    /// The folder's index: every scene with its facts and a link to its page.
    public static func index(_ entries: [(page: String, data: ReviewData)]) -> String {
        let rows = entries.map { page, data -> String in
            let t = data.timeline
            let findings = Lint(t).findings.count
            return """
                <li><a href="\(escape(page))">\(escape(t.sceneName))</a>
                  <span>\(String(format: "%.3g", t.transitionDuration)) s · \(t.frameCount) frames · \(data.images.count) distinct · \(findings == 0 ? "no lint findings" : "\(findings) lint finding\(findings == 1 ? "" : "s")")</span></li>
                """
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"><title>Animatic review</title><style>\(ReviewPageAssets.css)</style></head>
            <body class="index">
            <header><h1>Animatic review</h1><p>\(entries.count) scene\(entries.count == 1 ? "" : "s")</p></header>
            <ul class="scenes">
            \(rows)
            </ul>
            </body>
            </html>

            """
    }

    /// Two versions: what changed in timing, in words, above the frames (nothing when the timing
    /// is the same, as for a golden and its actual frames).
    static func timingSection(_ scenes: [ReviewData]) -> String {
        guard scenes.count == 2 else { return "" }
        let lines = TimingDiff(from: TimingSummary(scenes[0].timeline), to: TimingSummary(scenes[1].timeline)).lines
        return timingSection(title: "Timing: \(scenes[0].name) → \(scenes[1].name)", lines: lines)
    }

    /// The lines under a title, above the frames; nothing when there are none.
    static func timingSection(title: String, lines: [String]) -> String {
        guard !lines.isEmpty else { return "" }
        let items = lines.map { "<li>\(escape($0))</li>" }.joined()
        return """
            <section class="timing-diff" aria-label="what changed in timing">
              <h2>\(escape(title))</h2>
              <ul>\(items)</ul>
            </section>
            """
    }

    /// Every animation of a scene: when, how long, which curve, overshoot and settling.
    static func timingList(_ scene: ReviewData) -> String {
        TimingSummary(scene.timeline).animations.map { a in
            var text = "\(a.label): \(TimingText.seconds(a.duration)) \(a.curve)"
            if a.delay > 0 { text += " after \(TimingText.seconds(a.delay))" }
            if let o = a.overshoot { text += String(format: ", overshoot %.1f %%", o) }
            if let s = a.settle { text += ", settles in \(TimingText.seconds(s))" }
            return "<li>\(escape(text))</li>"
        }.joined()
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
