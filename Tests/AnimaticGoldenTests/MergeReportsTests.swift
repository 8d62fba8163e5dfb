import AnimaticGolden
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// A sharded check merged with `merge-reports` tells what one unsharded check tells.
@Suite struct MergeReportsTests {
    /// Two scenes of 5 frames each; "square" is then repainted blue so its 5 frames fail
    /// (frames 2, 3 and 4 show the same image), "steady" keeps passing.
    func failingWorkspace() throws -> String {
        let dir = try temporaryGoldensPath("merge")
        try FileManager.default.createDirectory(atPath: "\(dir)/scenes", withIntermediateDirectories: true)
        try movingSquare(name: "square").write(toFile: "\(dir)/scenes/a.yaml", atomically: true, encoding: .utf8)
        try movingSquare(color: "#00AA00", name: "steady").write(
            toFile: "\(dir)/scenes/b.yaml", atomically: true, encoding: .utf8)
        let record = try CLI.run(["check", "scenes", "--goldens", "goldens", "--record", "missing"], in: dir)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        try movingSquare(color: "#0000FF", name: "square").write(
            toFile: "\(dir)/scenes/a.yaml", atomically: true, encoding: .utf8)
        return dir
    }

    func testcases(_ path: String) throws -> [String] {
        let xml = try XMLDocument(data: try #require(FileManager.default.contents(atPath: path)))
        return try xml.nodes(forXPath: "//testcase").compactMap { node in
            guard let e = node as? XMLElement else { return nil }
            let outcome = ["failure", "error", "skipped"].first { !e.elements(forName: $0).isEmpty } ?? "passed"
            return
                "\(e.attribute(forName: "classname")?.stringValue ?? "") \(e.attribute(forName: "name")?.stringValue ?? "") \(outcome)"
        }
    }

    func thumbs(_ html: String, _ status: String) -> Int {
        html.components(separatedBy: "class=\"thumb \(status)\"").count - 1
    }

    @Test func threeShardsMergeIntoTheUnshardedReportAndJUnit() throws {
        let dir = try failingWorkspace()
        let whole = try CLI.run(
            [
                "check", "scenes", "--goldens", "goldens", "--record", "never",
                "--junit", "whole/junit.xml", "--report", "whole/report", "--results", "whole/results.json",
            ], in: dir)
        #expect(whole.status == 1, "\(whole.stdout)\(whole.stderr)")
        for i in 1...3 {
            let shard = try CLI.run(
                [
                    "check", "scenes", "--goldens", "goldens", "--record", "never", "--shard", "\(i)/3",
                    "--results", "shards/\(i).json",
                ], in: dir)
            // Pairs 0…2 | 3…5 | 6…9: square (failing) is split between shards 1 and 2, steady
            // (passing) between shards 2 and 3.
            #expect(shard.status == (i == 3 ? 0 : 1), "\(shard.stdout)\(shard.stderr)")
        }
        // Given out of order: the merge follows the shard numbers.
        let merged = try CLI.run(
            [
                "merge-reports", "shards/3.json", "shards/1.json", "shards/2.json", "--junit", "merged/junit.xml",
                "--report", "merged/report",
            ], in: dir)
        #expect(merged.status == 1, "\(merged.stdout)\(merged.stderr)")
        #expect(merged.stdout.contains("checked 10 frames of 2 scenes"), "\(merged.stdout)")
        #expect(merged.stdout.contains("5 passed, 5 failed"), "\(merged.stdout)")

        let wholeCases = try testcases("\(dir)/whole/junit.xml")
        #expect(wholeCases.count == 10)
        #expect(wholeCases.filter { $0.hasSuffix("failure") }.count == 5)
        #expect(try testcases("\(dir)/merged/junit.xml") == wholeCases)

        let wholeHTML = try String(contentsOfFile: "\(dir)/whole/report/index.html", encoding: .utf8)
        let mergedHTML = try String(contentsOfFile: "\(dir)/merged/report/index.html", encoding: .utf8)
        for status in ["passed", "failed"] {
            #expect(thumbs(mergedHTML, status) == thumbs(wholeHTML, status))
        }
        #expect(thumbs(mergedHTML, "failed") == 5)
        #expect(thumbs(mergedHTML, "passed") == 5)
        // Every failed frame has its detail (expected, actual, diff) rebuilt from the results' images.
        #expect(
            mergedHTML.components(separatedBy: "<article class=\"failure").count - 1 == wholeHTML.components(
                separatedBy: "<article class=\"failure"
            ).count - 1)
        #expect(mergedHTML.components(separatedBy: "<article class=\"failure").count - 1 == 5)
    }

    /// As a Kubernetes Indexed Job: each pod has its own copy of the repository, runs the
    /// README's command with its JOB_COMPLETION_INDEX, and writes to a shared volume.
    @Test func indexedJobPodsWithOwnCopiesMergeIntoTheWholeRun() throws {
        let repository = try failingWorkspace()
        let volume = try temporaryGoldensPath("volume")
        for index in 0..<2 {
            let pod = try temporaryGoldensPath("pod")
            try FileManager.default.removeItem(atPath: pod)
            try FileManager.default.copyItem(atPath: repository, toPath: pod)
            let command =
                "\"$ANIMATIC\" check scenes --goldens goldens --record never --shard $((JOB_COMPLETION_INDEX+1))/2 "
                + "--results \"$VOLUME/shard-$((JOB_COMPLETION_INDEX+1)).json\" || test $? = 1"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command]
            process.currentDirectoryURL = URL(fileURLWithPath: pod)
            process.environment = [
                "PATH": "/usr/bin:/bin", "JOB_COMPLETION_INDEX": "\(index)", "VOLUME": volume,
                "ANIMATIC": CLI.binary.path,
                "HOME": NSTemporaryDirectory(),
            ]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "pod \(index)")
        }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: volume)) == ["shard-1.json", "shard-2.json"])
        let merged = try CLI.run(
            ["merge-reports", "\(volume)/shard-1.json", "\(volume)/shard-2.json", "--junit", "merged.xml"], in: volume)
        #expect(merged.status == 1, "\(merged.stdout)\(merged.stderr)")
        let whole = try CLI.run(
            ["check", "scenes", "--goldens", "goldens", "--record", "never", "--junit", "whole.xml"], in: repository)
        #expect(whole.status == 1)
        #expect(try testcases("\(volume)/merged.xml") == testcases("\(repository)/whole.xml"))
    }

    @Test func resultsCarryEveryFrameWithItsNumbersAndEachImageOnce() throws {
        let dir = try failingWorkspace()
        let run = try CLI.run(
            ["check", "scenes/a.yaml", "--goldens", "goldens", "--record", "never", "--results", "r.json"], in: dir)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let results = try JSONDecoder().decode(
            CheckResults.self, from: try #require(FileManager.default.contents(atPath: "\(dir)/r.json")))
        #expect(results.format == "animatic-check-results/1")
        #expect(results.failed == 5 && results.passed == 0)
        let frames = results.scenes.flatMap(\.frames)
        #expect(frames.map(\.index) == [0, 1, 2, 3, 4])
        // The 20×20 square changed color in all 400 of its pixels, in each frame.
        #expect(
            frames.allSatisfy {
                $0.status == "failed" && $0.difference?.differing == 400 && $0.difference?.total == 10_000
            })
        let images = frames.compactMap(\.images)
        #expect(images.count == 5)
        // Frames 2, 3 and 4 show one image: of each kind 3 distinct images for 5 frames.
        for kind in [\CheckResults.Frame.Images.thumbnail, \.expected, \.actual, \.diff] {
            let keys = images.compactMap { $0[keyPath: kind] }
            #expect(keys.count == 5)
            #expect(Set(keys).count == 3)
        }
        let keys = images.flatMap { [$0.thumbnail, $0.expected, $0.actual, $0.diff].compactMap { $0 } }
        #expect(results.images.count == Set(keys).count)
        #expect(results.images.count <= 12)
        #expect(Set(keys) == Set(results.images.keys))
    }

    @Test func anUnreadableResultsFileIsBadInput() throws {
        let dir = try temporaryGoldensPath("merge")
        try "{\"format\": \"something else\"}".write(toFile: "\(dir)/bad.json", atomically: true, encoding: .utf8)
        let run = try CLI.run(["merge-reports", "bad.json", "--junit", "j.xml"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.contains("bad.json: error:"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/j.xml"))
    }
}

/// The JUnit file validates, with `xmllint --schema`, against Schemas/junit.xsd: the JUnit
/// format as Jenkins and GitLab read it (written for these tests from their documentation).
@Suite struct JUnitSchemaTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let schema = "\(packageRoot)/Tests/AnimaticGoldenTests/Schemas/junit.xsd"

    /// xmllint's exit status and messages.
    func validate(_ file: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xmllint", "--noout", "--schema", Self.schema, file]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func junitOfPassedFailedRecordedAndErrorFramesValidates() throws {
        let dir = try temporaryGoldensPath("junit-xsd")
        try FileManager.default.createDirectory(atPath: "\(dir)/scenes", withIntermediateDirectories: true)
        try movingSquare(name: "square").write(toFile: "\(dir)/scenes/a.yaml", atomically: true, encoding: .utf8)
        try movingSquare(color: "#00AA00", name: "steady").write(
            toFile: "\(dir)/scenes/b.yaml", atomically: true, encoding: .utf8)
        let record = try CLI.run(["check", "scenes/a.yaml", "--goldens", "goldens", "--record", "missing"], in: dir)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        try movingSquare(color: "#0000FF", name: "square").write(
            toFile: "\(dir)/scenes/a.yaml", atomically: true, encoding: .utf8)
        // square fails (with <failure> and attachments), steady is recorded (<skipped>); a golden
        // that is not a PNG gives an <error>.
        try movingSquare(color: "#AA00AA", name: "broken").write(
            toFile: "\(dir)/scenes/c.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: "\(dir)/goldens/broken", withIntermediateDirectories: true)
        try "not a png".write(toFile: "\(dir)/goldens/broken/frame-00000.png", atomically: true, encoding: .utf8)
        let run = try CLI.run(
            ["check", "scenes", "--goldens", "goldens", "--record", "missing", "--junit", "junit.xml"], in: dir)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        let junit = try String(contentsOfFile: "\(dir)/junit.xml", encoding: .utf8)
        #expect(
            junit.contains("<failure") && junit.contains("<skipped") && junit.contains("<error")
                && junit.contains("[[ATTACHMENT|"), "\(junit)")
        let valid = try validate("\(dir)/junit.xml")
        #expect(valid.status == 0, "\(valid.output)")
        #expect(valid.output.contains("validates"), "\(valid.output)")

        // The check can fail: an element the schema does not know is refused.
        try junit.replacingOccurrences(of: "<properties>", with: "<properties><attachment/>")
            .write(toFile: "\(dir)/tampered.xml", atomically: true, encoding: .utf8)
        let tampered = try validate("\(dir)/tampered.xml")
        #expect(tampered.status != 0, "\(tampered.output)")
    }
}

/// `--record all --shard i/n` drops only the stale goldens its own shard owns.
@Suite struct ShardedRecordTests {
    func manifestFrames(_ dir: String, _ scene: String) throws -> [Int] {
        try #require(try GoldenStore(directory: "\(dir)/goldens").manifest(scene: scene)).frames.map(\.frame).sorted()
    }

    func pngs(_ dir: String, _ scene: String) throws -> Set<String> {
        Set(
            try FileManager.default.contentsOfDirectory(atPath: "\(dir)/goldens/\(scene)").filter {
                $0.hasSuffix(".png")
            })
    }

    @Test func eachShardDeletesOnlyItsOwnStaleGoldens() throws {
        let dir = try temporaryGoldensPath("shard-record")
        try FileManager.default.createDirectory(atPath: "\(dir)/scenes", withIntermediateDirectories: true)
        try movingSquare(name: "square").write(toFile: "\(dir)/scenes/a.yaml", atomically: true, encoding: .utf8)
        let record = try CLI.run(["check", "scenes", "--goldens", "goldens", "--record", "missing"], in: dir)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(try manifestFrames(dir, "square") == [0, 1, 2, 3, 4])

        // Now frames 0, 2 and 4 are sampled: positions 0 | 1, 2 in two shards. Stale frame 1
        // follows frame 0 (shard 1), stale frame 3 follows frame 2 (shard 2).
        try movingSquare(name: "square", goldens: "goldens: {every: 2}").write(
            toFile: "\(dir)/scenes/a.yaml", atomically: true, encoding: .utf8)
        let first = try CLI.run(
            ["check", "scenes", "--goldens", "goldens", "--record", "all", "--shard", "1/2"], in: dir)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(try manifestFrames(dir, "square") == [0, 2, 3, 4], "shard 2's stale frame 3 stays")
        #expect(
            try pngs(dir, "square") == ["frame-00000.png", "frame-00002.png"],
            "frame 1's file is gone; 2, 3 and 4 share one")

        let second = try CLI.run(
            ["check", "scenes", "--goldens", "goldens", "--record", "all", "--shard", "2/2"], in: dir)
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        #expect(try manifestFrames(dir, "square") == [0, 2, 4])

        // Unsharded, the same change drops both at once.
        let other = try temporaryGoldensPath("shard-record")
        try FileManager.default.createDirectory(atPath: "\(other)/scenes", withIntermediateDirectories: true)
        try movingSquare(name: "square").write(toFile: "\(other)/scenes/a.yaml", atomically: true, encoding: .utf8)
        _ = try CLI.run(["check", "scenes", "--goldens", "goldens", "--record", "missing"], in: other)
        try movingSquare(name: "square", goldens: "goldens: {every: 2}").write(
            toFile: "\(other)/scenes/a.yaml", atomically: true, encoding: .utf8)
        let whole = try CLI.run(["check", "scenes", "--goldens", "goldens", "--record", "all"], in: other)
        #expect(whole.status == 0, "\(whole.stdout)\(whole.stderr)")
        #expect(try manifestFrames(other, "square") == [0, 2, 4])
    }
}
