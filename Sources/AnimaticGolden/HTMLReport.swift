import AnimaticCore
import AnimaticRender
import Foundation

/// A self-contained HTML page (images inline, no network, a few lines of script for the
/// slider): per scene a strip of frames marked passed, failed or recorded; per failed frame
/// its numbers and Expected / Actual / Diff / Side by side / Slider views.
/// Needs `GoldenCheckOptions.keepImages`.
public enum HTMLReport {
    /// `players`: scene name → a page (relative to the report) that plays its golden and actual
    /// frames side by side (`animatic check --report` writes them for failing scenes).
    public static func render(_ run: CheckRun, title: String = "Animatic golden check", players: [String: String] = [:])
        -> String
    {
        var h = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(esc(title))</title>
            <style>\(css)</style></head><body>
            <header><h1>\(esc(title))</h1>
            """
        let failed = run.count(.failed), errors = run.count(.error) + run.scenes.filter { $0.error != nil }.count
        let verdict = errors > 0 ? "error" : failed > 0 ? "failed" : "passed"
        h +=
            "<p class=\"verdict \(verdict)\">\(verdict == "passed" ? "All frames match their goldens" : verdict == "failed" ? "\(failed) frame\(failed == 1 ? "" : "s") differ from their goldens" : "Some goldens or scenes could not be used")</p>"
        h += "<p class=\"counts\">\(counted(run.frames.count, "frame")) of \(counted(run.scenes.count, "scene"))"
        h += " · <b class=\"passed\">\(run.count(.passed)) passed</b> · <b class=\"failed\">\(failed) failed</b>"
        if run.count(.recorded) > 0 { h += " · <b class=\"recorded\">\(run.count(.recorded)) recorded</b>" }
        if errors > 0 { h += " · <b class=\"error\">\(errors) errors</b>" }
        h += " · record mode <code>\(run.record)</code>"
        if let shard = run.shard { h += " · shard \(shard)" }
        h += String(format: " · %.2f s", run.seconds) + "</p>"
        if let accept = acceptCommand(run) {
            h +=
                "<p class=\"accept\">If the changes are intended, accept them (re-records only the frames that differ):<br><code>\(esc(accept))</code></p>"
        }
        h += "</header>\n<main>\n"
        var images = ImageTable()

        for (s, scene) in run.scenes.enumerated() {
            h +=
                "<section class=\"scene\" id=\"scene-\(s)\"><h2><span class=\"dot \(sceneVerdict(scene))\"></span>\(esc(scene.scene))</h2>\n"
            h += "<p class=\"meta\">"
            if let file = scene.file { h += "<code>\(esc(file))</code> · " }
            h +=
                "goldens <code>\(esc(scene.goldenDirectory))</code> · \(esc(scene.sampling.description)) · tolerance: \(esc(scene.tolerance.description))</p>\n"
            if let player = players[scene.scene] {
                h +=
                    "<p class=\"meta\"><a href=\"\(esc(player))\">Play the golden and actual frames side by side</a> (overlay, difference, slider, frame by frame)</p>\n"
            }
            if let error = scene.error { h += "<p class=\"problem\">\(esc(error))</p>\n" }
            if !scene.timingChanges.isEmpty {
                h += "<div class=\"timing-changes\"><b>Timing since the goldens were recorded</b><ul>"
                for change in scene.timingChanges { h += "<li>\(esc(change))</li>" }
                h += "</ul></div>\n"
            }
            if !scene.environmentDifferences.isEmpty, scene.hasFailures || scene.hasErrors {
                h +=
                    "<div class=\"env-warning\"><b>This machine renders with other libraries or fonts than the goldens were recorded with</b> — differences may come from that rather than from the scene:<ul>"
                for d in scene.environmentDifferences { h += "<li><code>\(esc(d))</code></li>" }
                h += "</ul></div>\n"
            }
            h += "<div class=\"strip\">"
            for (f, frame) in scene.frames.enumerated() {
                let anchor = "f-\(s)-\(f)"
                let hasDetail = frame.images?.actual != nil
                h +=
                    hasDetail
                    ? "<a class=\"thumb \(frame.status.rawValue)\" href=\"#\(anchor)\" title=\"\(esc(frame.message))\">"
                    : "<div class=\"thumb \(frame.status.rawValue)\" title=\"\(esc(frame.message))\">"
                if let t = frame.images?.thumbnail, !t.isEmpty { h += images.img(t) }
                h +=
                    "<span>\(frame.index) · \(String(format: "%.3f", frame.time)) s<br><b>\(frame.status.rawValue)</b></span>"
                h += hasDetail ? "</a>" : "</div>"
            }
            h += "</div>\n"
            for (f, frame) in scene.frames.enumerated() {
                guard let frameImages = frame.images, let actual = frameImages.actual else { continue }
                h += detail(
                    frame, images: frameImages, actual: actual, anchor: "f-\(s)-\(f)", tolerance: scene.tolerance,
                    table: &images)
            }
            h += "</section>\n"
        }
        let env = run.scenes.first?.environment ?? .current()
        h +=
            "</main><footer><h3>This machine</h3><p><code>cairo \(env.cairo) · pixman \(env.pixman) · pango \(env.pango) · harfbuzz \(env.harfbuzz) · freetype \(env.freetype) · fontconfig \(env.fontconfig) · libpng \(env.libpng)</code></p>"
        let fonts = run.scenes.flatMap(\.environment.fonts).reduce(into: [ResolvedFont]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        if !fonts.isEmpty {
            h +=
                "<ul>"
                + fonts.map {
                    "<li><code>\(esc($0.request))</code> → \(esc($0.family)) \(esc($0.style)) \(esc($0.version)), <code>\(esc($0.file))</code> (sha256 \(esc($0.sha256)))</li>"
                }.joined() + "</ul>"
        }
        h +=
            "<p class=\"legend\">Diff image: the expected frame faded; <span class=\"sw changed\"></span> changed pixels (pale: just over the limit, strong: ΔE00 ≥ 25 over it), <span class=\"sw aa\"></span> anti-aliasing differences, <span class=\"sw within\"></span> differences within the tolerance, <span class=\"sw box\"></span> the box around the changes. ΔE00 is CIEDE2000: about 1 is the smallest difference seen side by side, 2.3 a just noticeable one.</p>"
        // Each distinct image once: <img data-img="n"> gets its source from this list.
        h +=
            "</footer><script>var images=[\n" + images.uris.map { "\"\($0)\"" }.joined(separator: ",\n")
            + "];\n\(script)</script></body></html>\n"
        return h
    }

    static func sceneVerdict(_ scene: SceneCheck) -> String {
        scene.hasErrors ? "error" : scene.hasFailures ? "failed" : scene.count(.recorded) > 0 ? "recorded" : "passed"
    }

    static func detail(
        _ frame: FrameCheck, images: FrameImages, actual: [UInt8], anchor: String, tolerance: Tolerance,
        table: inout ImageTable
    ) -> String {
        var h =
            "<article class=\"failure \(frame.status.rawValue)\" id=\"\(anchor)\"><h3>\(esc(frame.label)) — \(frame.status.rawValue)</h3>\n"
        if let d = frame.difference {
            h += "<table class=\"numbers\">"
            h +=
                "<tr><th>differing pixels</th><td><b>\(d.differing)</b> of \(d.total) (\(PixelComparison.percent(d.ratio)))</td></tr>"
            h +=
                "<tr><th>anti-aliasing</th><td>\(d.antialiased) px\(tolerance.ignoresAntialiasing ? " (ignored)" : " (counted)")</td></tr>"
            h += "<tr><th>within tolerance</th><td>\(d.withinTolerance) px</td></tr>"
            h +=
                "<tr><th>largest difference</th><td>ΔE00 <b>\(String(format: "%.2f", d.maxDeltaE))</b>, one channel by \(d.maxChannelDelta)/255</td></tr>"
            if let b = d.bounds {
                h +=
                    "<tr><th>where</th><td>x \(b.x)…\(b.x + b.width - 1), y \(b.y)…\(b.y + b.height - 1) (px)</td></tr>"
            }
            h += "<tr><th>allowed</th><td>\(esc(tolerance.description))</td></tr></table>\n"
        } else {
            h += "<p>\(esc(frame.message))</p>\n"
        }
        if !frame.artifacts.isEmpty {
            h +=
                "<p class=\"meta\">"
                + frame.artifacts.map { "\($0.kind): <code>\(esc($0.path))</code>" }.joined(separator: " · ") + "</p>\n"
        }
        let a = table.id(actual)
        let e = images.expected.map { table.id($0) }
        let d = images.diff.map { table.id($0) }
        func img(_ id: Int, _ alt: String) -> String { "<img data-img=\"\(id)\" alt=\"\(alt)\">" }
        let name = "v-\(anchor)"
        var tabs: [(String, String)] = []
        if let d { tabs.append(("Diff", img(d, "diff"))) }
        if let e { tabs.append(("Expected", img(e, "expected"))) }
        tabs.append(("Actual", img(a, "actual")))
        if let e {
            tabs.append(
                (
                    "Side by side",
                    "<div class=\"sbs\"><figure>\(img(e, ""))<figcaption>expected</figcaption></figure><figure>\(img(a, ""))<figcaption>actual</figcaption></figure>"
                        + (d.map { "<figure>\(img($0, ""))<figcaption>diff</figcaption></figure>" } ?? "") + "</div>"
                ))
            tabs.append(
                (
                    "Slider",
                    "<div class=\"slider\">\(img(e, ""))<div class=\"over\">\(img(a, ""))</div><div class=\"line\"></div>"
                        + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"expected | actual\"></div><p class=\"meta\">left of the line: expected · right: actual</p>"
                ))
            // Changes that are hard to see side by side jump out when the two images alternate.
            tabs.append(
                (
                    "Flip",
                    "<div class=\"flip\">\(img(e, "expected"))<div class=\"over\">\(img(a, "actual"))</div>"
                        + "<span class=\"which\"><b class=\"e\">expected</b><b class=\"a\">actual</b></span></div><p class=\"meta\">expected and actual alternate every 0.6 s</p>"
                ))
        }
        h += "<div class=\"tabs\">"
        for (i, tab) in tabs.enumerated() {
            h +=
                "<input type=\"radio\" name=\"\(name)\" id=\"\(name)-\(i)\"\(i == 0 ? " checked" : "")><label for=\"\(name)-\(i)\">\(tab.0)</label>"
        }
        h += "<label class=\"zoom\"><input type=\"checkbox\"> 1:1 pixels</label>"
        for tab in tabs { h += "<div class=\"panel\">\(tab.1)</div>" }
        h += "</div></article>\n"
        return h
    }

    static func dataURI(_ png: [UInt8]) -> String { "data:image/png;base64," + Data(png).base64EncodedString() }

    /// Distinct images of a report, each stored once (frames that look alike share thumbnails,
    /// expected and diff images).
    struct ImageTable {
        var ids: [[UInt8]: Int] = [:]
        var uris: [String] = []
        mutating func id(_ png: [UInt8]) -> Int {
            if let id = ids[png] { return id }
            ids[png] = uris.count
            uris.append(HTMLReport.dataURI(png))
            return uris.count - 1
        }
        mutating func img(_ png: [UInt8], alt: String = "") -> String { "<img data-img=\"\(id(png))\" alt=\"\(alt)\">" }
    }

    /// The command that re-records the failed frames: the failing scenes' files and the goldens
    /// folder they were checked against; nil when nothing failed or a scene's file is unknown.
    static func acceptCommand(_ run: CheckRun) -> String? {
        let failing = run.scenes.filter(\.hasFailures)
        guard !failing.isEmpty else { return nil }
        let files = failing.compactMap(\.file)
        guard files.count == failing.count else { return nil }
        let roots = failing.map { ($0.goldenDirectory as NSString).deletingLastPathComponent }
        guard let root = roots.first, roots.allSatisfy({ $0 == root }) else { return nil }
        return (["animatic", "check"] + files + ["--goldens", root.isEmpty ? "." : root, "--record", "failed"]).map(
            shellQuoted
        ).joined(separator: " ")
    }

    static func shellQuoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:@%+,")
        if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func esc(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let css = """
        :root{--pass:#1a7f37;--fail:#cf222e;--rec:#0969da;--err:#8250df;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0}
        body{font:14px/1.45 -apple-system,system-ui,"Segoe UI",Inter,sans-serif;color:var(--fg);margin:0;background:#f6f8fa}
        header,main,footer{max-width:1200px;margin:0 auto;padding:12px 20px}
        h1{font-size:22px;margin:8px 0}h2{font-size:18px;margin:0 0 4px;display:flex;align-items:center;gap:8px}h3{font-size:15px;margin:4px 0 8px}
        .verdict{font-size:16px;font-weight:600;padding:8px 12px;border-radius:6px;color:#fff;display:inline-block;margin:4px 0}
        .verdict.passed{background:var(--pass)}.verdict.failed{background:var(--fail)}.verdict.error{background:var(--err)}
        b.passed{color:var(--pass)}b.failed{color:var(--fail)}b.recorded{color:var(--rec)}b.error{color:var(--err)}
        .scene{background:#fff;border:1px solid var(--line);border-radius:8px;padding:14px 16px;margin:14px 0}
        .dot{width:12px;height:12px;border-radius:50%;display:inline-block}.dot.passed{background:var(--pass)}.dot.failed{background:var(--fail)}.dot.recorded{background:var(--rec)}.dot.error{background:var(--err)}
        .meta{color:var(--muted);margin:2px 0 8px;word-break:break-all}code{font:12px ui-monospace,Menlo,monospace;background:#eff2f5;padding:1px 4px;border-radius:4px}
        .strip{display:flex;gap:8px;overflow-x:auto;padding:6px 2px 10px}
        .thumb{flex:none;width:84px;border:3px solid var(--line);border-radius:6px;background:#fff;text-align:center;color:var(--fg);text-decoration:none;font-size:11px;line-height:1.3;padding-bottom:3px}
        .thumb img{display:block;width:100%;border-radius:3px 3px 0 0}.thumb.passed{border-color:var(--pass)}.thumb.failed{border-color:var(--fail)}.thumb.recorded{border-color:var(--rec)}.thumb.error{border-color:var(--err)}
        .thumb.failed b{color:var(--fail)}.thumb.passed b{color:var(--pass)}.thumb.recorded b{color:var(--rec)}
        .failure{border-top:1px solid var(--line);padding-top:10px;margin-top:10px}
        .numbers{border-collapse:collapse;margin:4px 0 10px}.numbers th{text-align:left;color:var(--muted);font-weight:500;padding:2px 14px 2px 0}.numbers td{padding:2px 0}
        .problem{color:var(--err);font-weight:600}.env-warning{background:#fff8c5;border:1px solid #d4a72c;border-radius:6px;padding:8px 12px;margin:8px 0}.env-warning ul{margin:4px 0 0}.timing-changes{background:#eef4ff;border:1px solid #8aa9e6;border-radius:6px;padding:8px 12px;margin:8px 0}.timing-changes ul{margin:4px 0 0}
        .tabs>input{position:absolute;opacity:0;width:1px;height:1px;margin:0}.tabs>input:focus-visible+label,.thumb:focus-visible,.zoom:focus-within{outline:3px solid #0969da;outline-offset:1px}.tabs>label{display:inline-block;padding:5px 12px;border:1px solid var(--line);border-bottom:none;border-radius:6px 6px 0 0;cursor:pointer;background:#eff2f5;margin-right:2px}
        .tabs>input:checked+label{background:#fff;font-weight:600;position:relative;top:1px}
        .tabs>.zoom{float:right;border:none;background:none;color:var(--muted)}
        .panel{display:none;border:1px solid var(--line);padding:10px;width:fit-content;max-width:calc(100% - 22px);background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        \((0..<6).map { ".tabs>input:nth-of-type(\($0 + 1)):checked~div.panel:nth-of-type(\($0 + 1))" }.joined(separator: ",")){display:block}
        .panel img{display:block;max-width:100%;width:var(--w,360px);height:auto}
        .tabs.one .panel img{width:auto;max-width:none;image-rendering:pixelated}
        .sbs{display:flex;gap:12px;flex-wrap:wrap}.sbs figure{margin:0}.sbs figcaption{text-align:center;color:var(--muted)}
        .slider{position:relative;display:inline-block;--pos:50%}.slider .over{position:absolute;inset:0;clip-path:inset(0 0 0 var(--pos))}
        .slider .line{position:absolute;top:0;bottom:0;left:var(--pos);width:2px;margin-left:-1px;background:#d000d0;pointer-events:none}
        .slider input{position:absolute;left:0;right:0;bottom:-28px;width:100%}
        .slider+p{margin-top:34px}
        .flip{position:relative;display:inline-block}.flip .over{position:absolute;inset:0;animation:flip 1.2s steps(1) infinite}
        .flip .which{position:absolute;top:4px;left:4px;background:#000a;color:#fff;padding:1px 6px;border-radius:4px;font-size:12px}
        .flip .which .e{animation:flipback 1.2s steps(1) infinite}.flip .which .a{position:absolute;left:6px;animation:flip 1.2s steps(1) infinite}
        @keyframes flip{0%{opacity:1}50%{opacity:0}100%{opacity:0}}@keyframes flipback{0%{opacity:0}50%{opacity:1}100%{opacity:1}}
        .accept code{user-select:all;display:inline-block;margin-top:4px}
        footer{color:var(--muted)}footer ul{margin:4px 0}
        .sw{display:inline-block;width:10px;height:10px;border:1px solid #999;vertical-align:middle}.sw.changed{background:rgb(215,0,0)}.sw.aa{background:rgb(240,180,0)}.sw.within{background:rgb(110,160,255)}.sw.box{background:rgb(200,0,200)}
        """

    static let script = """
        document.querySelectorAll('img[data-img]').forEach(function(m){m.src=images[+m.dataset.img]});
        document.querySelectorAll('.slider input').forEach(function(r){r.addEventListener('input',function(){r.parentNode.style.setProperty('--pos',r.value+'%')})});
        document.querySelectorAll('.tabs .zoom input').forEach(function(c){c.addEventListener('change',function(){c.closest('.tabs').classList.toggle('one',c.checked)})});
        """
}
