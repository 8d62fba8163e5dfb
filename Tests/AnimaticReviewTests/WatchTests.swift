import Foundation
import Testing

@Suite struct WatchTests {
    /// Polls until `condition` holds; the limit only keeps a broken build from hanging the suite.
    func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<600 {
            if condition() { return true }
            usleep(100_000)
        }
        return false
    }

    @Test func rebuildsOnSaveAndSurvivesErrors() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("square.yaml")
        try crossingSquare.write(to: scene, atomically: true, encoding: .utf8)
        let errors = dir.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["watch", "square.yaml", "--interval", "0.1"]
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }

        let version = dir.appendingPathComponent("output/square/review.version.js")
        let page = dir.appendingPathComponent("output/square/review.html")
        #expect(eventually { (try? String(contentsOf: version, encoding: .utf8)) == "animaticVersion(1);\n" })
        #expect(
            FileManager.default.fileExists(atPath: dir.appendingPathComponent("output/square/frame-00010.png").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("output/square/sheet.png").path))
        #expect(try String(contentsOf: page, encoding: .utf8).contains("review.version.js"))

        // A mistake: reported with its line and column, and watching goes on.
        usleep(1_100_000)  // a new modification time even on file systems with 1 s resolution
        try crossingSquare.replacingOccurrences(of: "square.center.x: 90", with: "sqaure.center.x: 90").write(
            to: scene, atomically: true, encoding: .utf8)
        #expect(eventually { ((try? String(contentsOf: errors, encoding: .utf8)) ?? "").contains("square.yaml:12:") })
        let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        #expect(message.contains("error: unknown view 'sqaure'"), "\(message)")
        #expect(process.isRunning)
        // The open page hears of it too (issue 27: errors were only in the terminal).
        #expect(
            eventually {
                ((try? String(contentsOf: version, encoding: .utf8)) ?? "").hasPrefix("animaticError(")
            })
        let call = (try? String(contentsOf: version, encoding: .utf8)) ?? ""
        #expect(call.contains("square.yaml:12:") && call.contains("unknown view 'sqaure'"), "\(call)")

        // Fixed: rebuilt, and the page's version moves on so an open page reloads.
        usleep(1_100_000)
        try crossingSquare.replacingOccurrences(of: "square.center.x: 90", with: "square.center.x: 50").write(
            to: scene, atomically: true, encoding: .utf8)
        #expect(eventually { (try? String(contentsOf: version, encoding: .utf8)) == "animaticVersion(3);\n" })
        #expect(try String(contentsOf: page, encoding: .utf8).contains("const mine = 3;"))
    }

    @Test func anOpenPageReloadsAtTheSameFrame() throws {
        guard Chromium.executable != nil else {
            Issue.record("chromium is not installed; scripts/install-deps.sh installs Debian's chromium")
            return
        }
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("square.yaml")
        try crossingSquare.write(to: scene, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["watch", "square.yaml", "--interval", "0.1"]
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let version = dir.appendingPathComponent("output/square/review.version.js")
        #expect(eventually { (try? String(contentsOf: version, encoding: .utf8)) == "animaticVersion(1);\n" })

        let browser = try Chromium()
        try browser.open(dir.appendingPathComponent("output/square/review.html"))
        for _ in 0..<2 { try browser.press("ArrowRight", code: 39) }
        usleep(1_100_000)
        try crossingSquare.replacingOccurrences(of: "square.center.x: 90", with: "square.center.x: 50").write(
            to: scene, atomically: true, encoding: .utf8)
        // The page notices the new version by itself and reloads, keeping its frame.
        #expect(
            eventually {
                ((try? browser.evaluate("document.documentElement.innerHTML.includes('const mine = 2;')")) as? Bool)
                    == true
            })
        #expect(
            eventually {
                ((try? browser.evaluate("document.readyState === 'complete' && document.body.dataset.frame")) as? String)
                    == "2"
            })
        // A mistake shows on the page, over the last render, with its place in the file.
        usleep(1_100_000)
        try crossingSquare.replacingOccurrences(of: "square.center.x: 90", with: "sqaure.center.x: 90").write(
            to: scene, atomically: true, encoding: .utf8)
        #expect(
            eventually {
                let shown =
                    try? browser.evaluate(
                        "(document.getElementById('watch-error') || {}).textContent || ''") as? String
                return (shown ?? "").contains("square.yaml:12:") && (shown ?? "").contains("unknown view 'sqaure'")
            })
    }
}
