import AnimaticCore
import Foundation
import Testing

/// Issue 28: option values and files that are valid as far as parsing goes, yet absurd, end in
/// plain words and exit 2 within a watchdog, never a hang or a Foundation dump.
@Suite struct HostileOptionsTests {
    /// A sheet's count is clamped to the scene's frames before any work: a count of 2^31 (or
    /// Int.max) took time linear in it.
    @Test(arguments: [
        ["--count", "2147483648"], ["--onion", "--count", "9223372036854775807"],
        ["--strip", "--count", "9223372036854775807"],
    ])
    func aHugeSheetCountIsEveryFrame(arguments: [String]) throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let r = try HostileInputTests.runGuarded(
            ["sheet", "move.yaml", "-o", "s.png"] + arguments, in: dir, seconds: 30)
        #expect(!r.killedByWatchdog && r.status == 0, "\(arguments): \(r.stderr)")
        #expect(r.stdout.contains("3 frames"), "\(r.stdout)")
    }

    /// A results file or manifest that is JSON but not what it should be says where and what,
    /// in words: `"passed": 1.5` was reported as "not valid JSON", other cases as a
    /// `DecodingError` dump.
    @Test func brokenResultsAndManifestsAreSaidInPlainWords() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", "move.yaml", "--goldens", "g", "--results", "r.json"], in: dir).status == 0)
        let results = try String(contentsOf: dir.appendingPathComponent("r.json"), encoding: .utf8)
        let fraction = try #require(results.range(of: #""index" ?: ?\d+"#, options: .regularExpression))
        let broken = results.replacingCharacters(in: fraction, with: "\"index\": 1.5")
        try broken.write(to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        // A field of the wrong kind is named with its place in the file.
        let wrongKind = results.replacingCharacters(in: fraction, with: "\"index\": \"seven\"")
        try wrongKind.write(to: dir.appendingPathComponent("kind.json"), atomically: true, encoding: .utf8)
        let kind = try CLI.run(["merge-reports", "kind.json"], in: dir)
        #expect(kind.status == 2 && kind.stderr.contains("].index: expected a whole number"), "\(kind.stderr)")
        let merged = try CLI.run(["merge-reports", "bad.json"], in: dir)
        #expect(merged.status == 2, "\(merged.stderr)")
        #expect(merged.stderr.contains("is valid JSON, but a number does not fit its field"), "\(merged.stderr)")
        #expect(!merged.stderr.contains("DecodingError") && !merged.stderr.contains("codingPath"), "\(merged.stderr)")

        let manifest = dir.appendingPathComponent("g/move/manifest.json")
        try #"{"format": "one", "frames": []}"#.write(to: manifest, atomically: true, encoding: .utf8)
        let checked = try CLI.run(["check", "move.yaml", "--goldens", "g"], in: dir)
        #expect(checked.status == 2, "\(checked.stderr)")
        #expect(
            checked.stdout.contains("at format: expected a whole number")
                || checked.stderr.contains("at format: expected a whole number"),
            "\(checked.stdout)\(checked.stderr)")
        #expect(!(checked.stdout + checked.stderr).contains("DecodingError"))
    }
}
