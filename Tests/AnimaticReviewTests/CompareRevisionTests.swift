import Foundation
import Testing

@Suite struct CompareRevisionTests {
    func git(_ arguments: [String], in dir: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func comparesAFileWithItsCommittedVersion() throws {
        let dir = try temporaryDirectory()
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try crossingSquare.write(to: scenes.appendingPathComponent("square.yaml"), atomically: true, encoding: .utf8)
        guard try git(["init", "-q"], in: dir) == 0 else {
            Issue.record("git is needed for --compare REV:PATH")
            return
        }
        #expect(try git(["add", "."], in: dir) == 0)
        #expect(try git(["commit", "-q", "-m", "first"], in: dir) == 0)
        try crossingSquare.replacingOccurrences(of: "curve: easeInOut", with: "curve: linear")
            .write(to: scenes.appendingPathComponent("square.yaml"), atomically: true, encoding: .utf8)

        let result = try CLI.run(
            ["review", "scenes/square.yaml", "--compare", "HEAD:scenes/square.yaml", "-o", "out"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("out/square-compare.html"), encoding: .utf8)
        #expect(page.contains("<figcaption>square</figcaption>"))
        #expect(page.contains("<figcaption>square @ HEAD</figcaption>"))
        // The working copy moves linearly, the committed version eases: frame 3 differs.
        func json(after marker: String) throws -> Any {
            let start = try #require(page.range(of: marker)).upperBound
            let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
            return try JSONSerialization.jsonObject(with: Data(page[start..<end].utf8))
        }
        let data = try #require(try json(after: "<script type=\"application/json\" id=\"data\">") as? [[String: Any]])
        let images0 = try #require(try json(after: "class=\"images\" data-scene=\"0\">") as? [String])
        let images1 = try #require(try json(after: "class=\"images\" data-scene=\"1\">") as? [String])
        let frames0 = try #require(data[0]["frames"] as? [Int]), frames1 = try #require(data[1]["frames"] as? [Int])
        #expect(images0[frames0[3]] != images1[frames1[3]])
        #expect(images0[frames0[0]] == images1[frames1[0]])
        let missing = try CLI.run(
            ["review", "scenes/square.yaml", "--compare", "HEAD:scenes/nope.yaml", "-o", "out"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("git show failed"))
    }
}

/// Compare captions each side by its own version: two versions of one scene carry one `name:`,
/// and both panes and plots were captioned with the first's (issue 27).
@Suite struct CompareCaptionTests {
    @Test func twoVersionsOfOneSceneAreCaptionedApart() throws {
        let dir = try temporaryDirectory()
        let named = "name: card\n" + crossingSquare
        try named.write(to: dir.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try named.replacingOccurrences(of: "duration: 1", with: "duration: 0.6")
            .write(to: dir.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["review", "a.yaml", "--compare", "b.yaml", "-o", "page"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("page/card-compare.html"), encoding: .utf8)
        #expect(html.contains("<figcaption>card</figcaption>"))
        #expect(html.contains("<figcaption>card (b.yaml)</figcaption>"), "\(html.prefix(0))")
        #expect(html.contains("\"scene\": \"card (b.yaml)\""))
        // One time axis for both: the 0.6 s version's plot runs as far as the 1 s one's.
        let axes = html.components(separatedBy: "\"t1\": ").dropFirst().map { $0.prefix { $0 != "}" } }
        #expect(axes.count == 2 && axes[0] == axes[1], "\(axes)")
        // The page heading names both versions.
        #expect(html.contains("<h1>card ↔ card (b.yaml)</h1>"), "page heading")
    }
}
