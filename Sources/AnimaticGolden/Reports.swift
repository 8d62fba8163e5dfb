import AnimaticCore
import AnimaticRender
import Foundation

extension SceneCheck {
    /// The lines a person reads: the scene's counts, then one line per frame that did not
    /// pass, its artifacts, and, when something failed on a machine whose libraries or fonts
    /// differ from those that made the goldens, which ones.
    public func summaryLines(verbose: Bool = false) -> [String] {
        var lines: [String] = []
        var counts = ["\(count(.passed)) passed"]
        if count(.failed) > 0 { counts.append("\(count(.failed)) failed") }
        if count(.recorded) > 0 { counts.append("\(count(.recorded)) recorded") }
        if count(.error) > 0 { counts.append("\(count(.error)) errors") }
        lines.append(
            "\(scene): \(counted(frames.count, "frame")) (\(sampling)): \(counts.joined(separator: ", ")) [\(String(format: "%.2f", seconds)) s]"
        )
        if let error { lines.append("  error: \(error)") }
        for change in timingChanges { lines.append("  timing: \(change)") }
        for frame in frames where frame.status != .passed || verbose {
            let tag =
                switch frame.status {
                case .passed: "ok  "
                case .failed: "FAIL"
                case .recorded: "rec "
                case .error: "ERR "
                }
            lines.append("  \(tag) \(frame.message)")
            for (kind, path) in frame.artifacts { lines.append("       \(kind): \(path)") }
        }
        if (hasFailures || hasErrors), !environmentDifferences.isEmpty {
            lines.append(
                "  note: this machine renders with other libraries or fonts than the goldens were recorded with:")
            for d in environmentDifferences { lines.append("    \(d)") }
        }
        return lines
    }
}

extension CheckRun {
    public func summaryLines(verbose: Bool = false) -> [String] {
        var lines = scenes.flatMap { $0.summaryLines(verbose: verbose) }
        let shardText = shard.map { " (shard \($0))" } ?? ""
        var counts = ["\(count(.passed)) passed", "\(count(.failed)) failed"]
        if count(.recorded) > 0 { counts.append("\(count(.recorded)) recorded") }
        if count(.error) > 0 { counts.append("\(count(.error)) errors") }
        let sceneErrors = scenes.filter { $0.error != nil }.count
        if sceneErrors > 0 { counts.append("\(sceneErrors) scenes with errors") }
        lines.append(
            "checked \(counted(frames.count, "frame")) of \(counted(scenes.count, "scene"))\(shardText) in \(String(format: "%.2f", seconds)) s (record: \(record)): "
                + counts.joined(separator: ", "))
        return lines
    }

    /// A JUnit XML report: one `testsuite` per scene, one `testcase` per frame; failed frames
    /// have a `failure`, unreadable goldens an `error`, recorded frames are `skipped` (nothing
    /// was compared). Artifact paths follow in `system-out` as `[[ATTACHMENT|path]]`, which
    /// Jenkins and GitLab show.
    public func junitXML() -> String {
        func esc(_ s: String) -> String {
            var out = ""
            for c in s.unicodeScalars {
                switch c {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "'": out += "&apos;"
                case "\n", "\t": out.unicodeScalars.append(c)
                default: if c.value >= 0x20 { out.unicodeScalars.append(c) }
                }
            }
            return out
        }
        func secs(_ t: Double) -> String { String(format: "%.3f", t) }
        let errors = count(.error) + scenes.filter { $0.error != nil }.count
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x +=
            "<testsuites name=\"animatic check\" tests=\"\(frames.count)\" failures=\"\(count(.failed))\" errors=\"\(errors)\" time=\"\(secs(seconds))\">\n"
        for scene in scenes {
            let sceneErrors = scene.count(.error) + (scene.error == nil ? 0 : 1)
            x +=
                "  <testsuite name=\"\(esc(scene.scene))\" tests=\"\(scene.frames.count)\" failures=\"\(scene.count(.failed))\" errors=\"\(sceneErrors)\" skipped=\"\(scene.count(.recorded))\" time=\"\(secs(scene.seconds))\""
            if let file = scene.file { x += " file=\"\(esc(file))\"" }
            x += ">\n"
            x += "    <properties>\n"
            x += "      <property name=\"goldens\" value=\"\(esc(scene.goldenDirectory))\"/>\n"
            x += "      <property name=\"tolerance\" value=\"\(esc(scene.tolerance.description))\"/>\n"
            x += "      <property name=\"sampling\" value=\"\(esc(scene.sampling.description))\"/>\n"
            for d in scene.environmentDifferences {
                x += "      <property name=\"environment-difference\" value=\"\(esc(d))\"/>\n"
            }
            for change in scene.timingChanges {
                x += "      <property name=\"timing-change\" value=\"\(esc(change))\"/>\n"
            }
            x += "    </properties>\n"
            if let error = scene.error {
                x += "    <testcase classname=\"animatic.\(esc(scene.scene))\" name=\"scene\" time=\"0\">\n"
                x += "      <error message=\"\(esc(error))\"/>\n    </testcase>\n"
            }
            for f in scene.frames {
                // No `file` here: Jenkins' junit-10.xsd allows it on testsuite only (which has it).
                x +=
                    "    <testcase classname=\"animatic.\(esc(scene.scene))\" name=\"\(esc(f.label))\" time=\"\(secs(f.seconds))\""
                switch f.status {
                case .passed:
                    x += "/>\n"
                    continue
                case .failed:
                    var body = f.message
                    if !scene.environmentDifferences.isEmpty {
                        body +=
                            "\nThis machine renders with other libraries or fonts than the goldens were recorded with:\n  "
                            + scene.environmentDifferences.joined(separator: "\n  ")
                    }
                    x +=
                        ">\n      <failure message=\"\(esc(f.message))\" type=\"golden mismatch\">\(esc(body))</failure>\n"
                case .error:
                    x += ">\n      <error message=\"\(esc(f.message))\"/>\n"
                case .recorded:
                    x += ">\n      <skipped message=\"\(esc(f.message))\"/>\n"
                }
                if !f.artifacts.isEmpty {
                    let paths = f.artifacts.map { "[[ATTACHMENT|\(absolute($0.path))]]" }.joined(separator: "\n")
                    x += "      <system-out>\(esc(paths))</system-out>\n"
                }
                x += "    </testcase>\n"
            }
            x += "  </testsuite>\n"
        }
        x += "</testsuites>\n"
        return x
    }

    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }
}
