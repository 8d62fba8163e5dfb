import AnimaticCore
import AnimaticFiles
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import AnimaticTesting
import Foundation
import Testing

/// Every file under a folder, relative path → bytes, hidden ones included.
func tree(_ folder: String) -> [String: [UInt8]] {
    var out: [String: [UInt8]] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return out }
    while let item = walker.nextObject() as? String {
        out[item] = bytes((folder as NSString).appendingPathComponent(item)) ?? []
    }
    return out
}

@Suite struct GoldenFileSafetyTests {
    /// A golden folder of the red square (5 frames, 3 files), and the blue scene beside it.
    func workspace() throws -> String {
        let dir = try temporaryGoldensPath("safety")
        try movingSquare(name: "square").write(toFile: "\(dir)/red.yaml", atomically: true, encoding: .utf8)
        try movingSquare(color: "#0000FF", name: "square").write(
            toFile: "\(dir)/blue.yaml", atomically: true, encoding: .utf8)
        let r = try CLI.run(["check", "red.yaml", "--goldens", "old"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        return dir
    }

    /// A record killed after every possible number of file changes leaves a manifest that,
    /// with the files it names, is exactly the old goldens or exactly the new ones; the next
    /// run removes what the killed one left and ends exactly where an uninterrupted one does.
    @Test func aKilledRecordLeavesTheOldGoldensOrTheNewOnes() throws {
        let dir = try workspace()
        let fm = FileManager.default
        try fm.copyItem(atPath: "\(dir)/old", toPath: "\(dir)/new")
        #expect(try CLI.run(["check", "blue.yaml", "--goldens", "new", "--record", "all"], in: dir).status == 0)
        let old = tree("\(dir)/old/square"), new = tree("\(dir)/new/square")
        #expect(old["manifest.json"] != new["manifest.json"])
        // The changed images went to names the old manifest does not use; the timeline (the same
        // for a red and a blue square) is kept.
        #expect(
            new.keys.sorted() == [
                "frame-00000.r2.png", "frame-00001.r2.png", "frame-00002.r2.png", "manifest.json", "timeline.json",
            ])
        #expect(new["timeline.json"] == old["timeline.json"])

        /// The state a manifest and the files it names show: old, new, or neither.
        func state(_ folder: String) throws -> String {
            guard let manifestBytes = bytes("\(folder)/manifest.json") else { return "no manifest" }
            let reference =
                manifestBytes == old["manifest.json"] ? old : manifestBytes == new["manifest.json"] ? new : nil
            guard let reference else { return "a manifest that is neither" }
            let manifest = try #require(
                try GoldenStore(directory: (folder as NSString).deletingLastPathComponent).manifest(scene: "square"))
            for file in Set(manifest.frames.map(\.file)) where bytes("\(folder)/\(file)") != reference[file] {
                return "\(file) differs"
            }
            return reference == old ? "old" : "new"
        }

        var stop = 0, finished = false
        while !finished, stop < 60 {
            let goldens = "g\(stop)"
            try fm.copyItem(atPath: "\(dir)/old", toPath: "\(dir)/\(goldens)")
            let r = try CLI.run(
                ["check", "blue.yaml", "--goldens", goldens, "--record", "all"], in: dir,
                environment: ["ANIMATIC_TEST_STOP_AFTER_WRITES": "\(stop)"])
            finished = r.status == 0
            #expect(r.status == 0 || r.status == 137, "\(r.stdout)\(r.stderr)")
            let now = try state("\(dir)/\(goldens)/square")
            #expect(now == "old" || now == "new", "after \(stop) changes: \(now)")
            if !finished { #expect(r.status == 137) }
            // The next run cleans up and ends where an uninterrupted run does.
            let again = try CLI.run(["check", "blue.yaml", "--goldens", goldens, "--record", "all"], in: dir)
            #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
            let after = tree("\(dir)/\(goldens)/square"), endsAsNew = after == new
            #expect(endsAsNew, "after \(stop) changes: \(after.keys.sorted())")
            stop += 1
        }
        #expect(finished)
        #expect(stop >= 9)  // 3 files (temporary + rename each), the manifest (2), 3 removals
    }

    @Test func aFullDiskNeverSaysRecordedAndChangesNothing() throws {
        let dir = try workspace()
        let before = tree("\(dir)/old")
        // Library: a write that fails as a full disk does.
        let full = SafeFileSystem { mutation in
            if mutation.kind == .write { throw FileSystemError(errno: ENOSPC, "writing", mutation.path) }
        }
        let s = try scene(movingSquare(color: "#0000FF"))
        let result = GoldenChecker(options: GoldenCheckOptions(goldens: "\(dir)/old", record: .all, fileSystem: full))
            .check(s, timeline: try Timeline.compile(s))
        #expect(result.count(.recorded) == 0)
        #expect(
            result.frames.allSatisfy {
                $0.status == .error
                    && $0.message.contains("not recorded: no space left on device while writing \(dir)/old/square/")
            },
            "\(result.frames.map(\.message))")
        #expect(Self.same(tree("\(dir)/old"), before))
        // Command line: exit 2, the reason in plain words, no frame listed as recorded.
        let r = try CLI.run(
            ["check", "blue.yaml", "--goldens", "old", "--record", "all"], in: dir,
            environment: ["ANIMATIC_TEST_FULL_DISK_AFTER_WRITES": "0"])
        #expect(r.status == 2)
        #expect(r.stdout.contains("no space left on device while writing old/square/"), "\(r.stdout)")
        #expect(!r.stdout.contains("rec ") && !r.stdout.contains("NSCocoaErrorDomain"), "\(r.stdout)")
        #expect(Self.same(tree("\(dir)/old"), before))
    }

    @Test(arguments: [
        ("../../outside", "all"), ("../outside.png", "failed"), ("../../../../../../../../etc/passwd", "never"),
        ("", "all"), (".manifest.json.1-a.tmp", "all"),
    ])
    func aManifestNamingAFileOutsideItsFolderIsRejectedAndNothingIsTouched(file: String, mode: String) throws {
        let dir = try workspace()
        // Things outside the goldens folder that a hostile manifest points at.
        try fm.createDirectory(atPath: "\(dir)/outside", withIntermediateDirectories: true)
        try Data("sentinel".utf8).write(to: URL(fileURLWithPath: "\(dir)/outside/keep.txt"))
        try fm.copyItem(atPath: "\(dir)/old/square/frame-00001.png", toPath: "\(dir)/old/outside.png")
        let manifestPath = "\(dir)/old/square/manifest.json"
        let text = try String(contentsOfFile: manifestPath, encoding: .utf8)
            .replacingOccurrences(of: "\"file\": \"frame-00001.png\"", with: "\"file\": \(JSONText.quoted(file))")
        try text.write(toFile: manifestPath, atomically: true, encoding: .utf8)
        let before = tree(dir)
        let r = try CLI.run(["check", "blue.yaml", "--goldens", "old", "--record", mode], in: dir)
        #expect(r.status == 2)
        #expect(r.stdout.contains("old/square/manifest.json: frame 1: file"), "\(r.stdout)")
        #expect(Self.same(tree(dir), before))
    }

    var fm: FileManager { .default }

    /// Equal trees, without printing every byte when they are not.
    static func same(_ a: [String: [UInt8]], _ b: [String: [UInt8]]) -> Bool { a == b }

    @Test func aSceneFolderThatLinksOutOfTheGoldensIsNotWrittenThrough() throws {
        let dir = try workspace()
        try fm.createDirectory(atPath: "\(dir)/elsewhere", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: "\(dir)/linked", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: "\(dir)/linked/square", withDestinationPath: "\(dir)/elsewhere")
        let r = try CLI.run(["check", "red.yaml", "--goldens", "linked", "--record", "all"], in: dir)
        #expect(r.status == 2)
        #expect(r.stdout.contains("leads outside linked"), "\(r.stdout)")
        #expect(try fm.contentsOfDirectory(atPath: "\(dir)/elsewhere").isEmpty)
    }

    @Test func reRecordingAlternatesBetweenTwoNamesAndKeepsWhatDidNotChange() throws {
        let goldens = try temporaryGoldensPath()
        let dir = (goldens as NSString).appendingPathComponent("square")
        _ = try check(movingSquare(), goldens: goldens, record: .missing)
        let frame0 = bytes("\(dir)/frame-00000.png")
        // Frame 0 shows the square before it moves: the same in a scene that moves it farther.
        let farther = movingSquare().replacingOccurrences(of: "[80, 50]", with: "[90, 50]")
        let r = try check(farther, goldens: goldens, record: .failed)
        #expect(r.frames.map(\.status) == [.passed, .recorded, .recorded, .recorded, .recorded])
        #expect(files(in: dir) == ["frame-00000.png", "frame-00001.r2.png", "frame-00002.r2.png", "manifest.json"])
        #expect(bytes("\(dir)/frame-00000.png") == frame0)
        _ = try check(movingSquare(), goldens: goldens, record: .failed)
        #expect(files(in: dir) == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "manifest.json"])
        #expect(try check(movingSquare(), goldens: goldens, record: .never).frames.allSatisfy { $0.status == .passed })
    }

    @Test func goldenFileNames() {
        for good in ["frame-00012.png", "frame-123456.png", "frame-00012.r2.png", "frame-00012.r10.png"] {
            #expect(OutputNames.isFrame(good), "\(good)")
        }
        for bad in [
            "frame-12.png", "frame-00012.r1x.png", "frame-00012.r0.png", "frame-00012.png.tmp", "manifest.json",
            "frame-00012.diff.png", "../frame-00012.png",
        ] {
            #expect(!OutputNames.isFrame(bad), "\(bad)")
        }
        #expect(OutputNames.frame(12, generation: 3) == "frame-00012.r3.png")
    }
}
