import AnimaticCore
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import AnimaticTesting
import Foundation
import Testing

@Suite struct RecordModeTests {
    @Test func missingRecordsOnlyWhatIsMissingThenCompares() throws {
        let goldens = try temporaryGoldensPath()
        let first = try check(movingSquare(), goldens: goldens, record: .missing)
        #expect(first.frames.count == 5)
        #expect(first.frames.allSatisfy { $0.status == .recorded })
        // Frames 2, 3 and 4 are identical: stored once, under the first frame's name.
        let dir = (goldens as NSString).appendingPathComponent("square")
        #expect(files(in: dir) == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "manifest.json"])
        let manifest = try #require(try GoldenStore(directory: goldens).manifest(scene: "square"))
        #expect(manifest.frames.map(\.frame) == [0, 1, 2, 3, 4])
        #expect(
            manifest.frames.map(\.file) == [
                "frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00002.png", "frame-00002.png",
            ])
        #expect(manifest.environment?.cairo.isEmpty == false)
        // Written through temporary files: none left behind.
        #expect(!files(in: dir).contains { $0.hasSuffix(".tmp") })

        let second = try check(movingSquare(), goldens: goldens, record: .missing)
        #expect(second.frames.allSatisfy { $0.status == .passed })
        #expect(second.written.isEmpty)

        // A frame added to the sampling is recorded; the others are left alone.
        let before = bytes((dir as NSString).appendingPathComponent("frame-00000.png"))
        // (Frame 5, after the end, shows the same image as frames 2…4: no new file.)
        let third = try check(movingSquare(), goldens: goldens, record: .missing, sampling: .times([0, 0.5]))
        #expect(third.frames.map(\.status) == [.passed, .recorded])
        #expect(bytes((dir as NSString).appendingPathComponent("frame-00000.png")) == before)
        let after = try GoldenStore(directory: goldens).manifest(scene: "square")
        #expect(after?.frames.map(\.frame) == [0, 1, 2, 3, 4, 5])
        #expect(after?.entry(frame: 5)?.file == "frame-00002.png")
        #expect(files(in: dir) == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "manifest.json"])
    }

    @Test func neverWritesNothingAndAMissingGoldenFails() throws {
        let goldens = try temporaryGoldensPath(), artifacts = try temporaryGoldensPath("artifacts")
        let result = try check(movingSquare(), goldens: goldens, record: .never, artifacts: artifacts)
        #expect(result.frames.allSatisfy { $0.status == .failed })
        #expect(result.frames[0].message.contains("no golden"))
        #expect(files(in: goldens).isEmpty)
        // The actual frame is there to look at (or to commit).
        #expect(files(in: (artifacts as NSString).appendingPathComponent("square")).contains("frame-00000.actual.png"))
    }

    @Test func aChangedSceneFailsAndOnlyFailedOrAllReRecordIt() throws {
        let goldens = try temporaryGoldensPath(), artifacts = try temporaryGoldensPath("artifacts")
        _ = try check(movingSquare(), goldens: goldens, record: .missing)
        let dir = (goldens as NSString).appendingPathComponent("square")
        let golden1 = (dir as NSString).appendingPathComponent("frame-00001.png")
        let original = bytes(golden1)
        let blue = movingSquare(color: "#0000FF")

        for mode in [RecordMode.missing, .never] {
            let r = try check(blue, goldens: goldens, record: mode, artifacts: artifacts)
            #expect(r.frames.allSatisfy { $0.status == .failed }, "\(mode)")
            #expect(r.written.isEmpty)
            #expect(bytes(golden1) == original)
        }
        // Failure artifacts: actual, expected, diff.
        let failures = files(in: (artifacts as NSString).appendingPathComponent("square"))
        #expect(
            failures.contains("frame-00001.actual.png") && failures.contains("frame-00001.expected.png")
                && failures.contains("frame-00001.diff.png"))
        let diff = try PNGEncoder.decode(
            try #require(bytes((artifacts as NSString).appendingPathComponent("square/frame-00001.diff.png"))))
        #expect(diff.width == 100 && diff.height == 100)

        let rerecorded = try check(blue, goldens: goldens, record: .failed, artifacts: artifacts)
        #expect(rerecorded.frames.allSatisfy { $0.status == .recorded })
        // The new image went to a name the old manifest did not use, and the old file is gone.
        let file1 = try #require(try GoldenStore(directory: goldens).manifest(scene: "square")?.entry(frame: 1)?.file)
        #expect(file1 == "frame-00001.r2.png")
        let recorded1 = try PNGEncoder.decode(try #require(bytes((dir as NSString).appendingPathComponent(file1))))
        #expect(recorded1.pixel(x: 45, y: 50) == (0, 0, 255, 255))
        #expect(bytes(golden1) == nil && original != nil)
        // The old failure artifacts of these frames are gone.
        #expect(!files(in: (artifacts as NSString).appendingPathComponent("square")).contains("frame-00001.diff.png"))
        #expect(try check(blue, goldens: goldens, record: .never).frames.allSatisfy { $0.status == .passed })
    }

    @Test func allRewritesWhatIsNotIdenticalAndDropsFramesNoLongerSampled() throws {
        let goldens = try temporaryGoldensPath()
        _ = try check(movingSquare(), goldens: goldens, record: .missing)
        let dir = (goldens as NSString).appendingPathComponent("square")
        // Identical frames are not rewritten.
        let same = try check(movingSquare(), goldens: goldens, record: .all)
        #expect(same.frames.allSatisfy { $0.status == .passed })
        #expect(same.written.isEmpty)
        // A change within the tolerance passes under `missing`, and is re-recorded under `all`.
        let nearlyRed = movingSquare(color: "#FE0000")
        let loose = ToleranceOverride(deltaE: 2)
        #expect(
            try check(nearlyRed, goldens: goldens, record: .missing, tolerance: loose).frames.allSatisfy {
                $0.status == .passed
            })
        let all = try check(nearlyRed, goldens: goldens, record: .all, tolerance: loose)
        #expect(all.frames.allSatisfy { $0.status == .recorded })
        #expect(try check(nearlyRed, goldens: goldens, record: .never).frames.allSatisfy { $0.status == .passed })
        // Sampling fewer frames and recording all drops the others (the scene's own sampling).
        let sampled = movingSquare(color: "#FE0000", goldens: "goldens: {at: [0, 0.4]}")
        let s = try scene(sampled)
        let r = checker(goldens, record: .all).check(s, timeline: try Timeline.compile(s), prune: true)
        #expect(r.frames.map(\.index) == [0, 4])
        #expect(try GoldenStore(directory: goldens).manifest(scene: "square")?.frames.map(\.frame) == [0, 4])
        #expect(files(in: dir) == ["frame-00000.png", "frame-00004.png", "manifest.json"])
    }

    @Test func aGitLFSPointerIsAClearError() throws {
        let goldens = try temporaryGoldensPath()
        _ = try check(movingSquare(), goldens: goldens, record: .missing)
        let path = (goldens as NSString).appendingPathComponent("square/frame-00001.png")
        try
            "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let r = try check(movingSquare(), goldens: goldens, record: .missing)
        #expect(r.frames[1].status == .error)
        #expect(r.frames[1].message.contains("Git LFS pointer"))
        #expect(r.frames[1].message.contains("git lfs pull"))
        #expect(r.hasErrors)
        // Not overwritten by a record mode either.
        #expect(String(decoding: bytes(path) ?? [], as: UTF8.self).hasPrefix("version https://git-lfs"))
    }

    @Test func aGoldenChangedByHandIsDecodedAndCompared() throws {
        let goldens = try temporaryGoldensPath()
        _ = try check(movingSquare(), goldens: goldens, record: .missing)
        let path = (goldens as NSString).appendingPathComponent("square/frame-00000.png")
        let golden = try PNGEncoder.decode(try #require(bytes(path)))
        try Data(try PNGEncoder.encode(changing(golden, x: 90, y: 90, to: [0, 0, 0, 255]))).write(
            to: URL(fileURLWithPath: path))
        let r = try check(movingSquare(), goldens: goldens, record: .never)
        #expect(r.frames[0].status == .failed)
        #expect(r.frames[0].difference?.differing == 1)
    }

    @Test func recordModeFromTheEnvironment() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "1"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true", "ANIMATIC_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.fromEnvironment(["ANIMATIC_RECORD": "all"]) == .all)
        #expect(throws: RecordMode.InvalidValue.self) { try RecordMode.fromEnvironment(["ANIMATIC_RECORD": "alll"]) }
        do {
            _ = try RecordMode.fromEnvironment(["ANIMATIC_RECORD": "alll"])
        } catch {
            #expect(error.description.contains("did you mean 'all'"))
        }
    }

    @Test func shardsSplitTheWorkOnceAndDeterministically() throws {
        for n in 1...7 {
            var covered: [Int] = []
            for i in 1...n { covered += Array(Shard(index: i, count: n)!.range(of: 23)) }
            #expect(covered == Array(0..<23))
        }
        #expect(Shard("2/3") == Shard(index: 2, count: 3))
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("x") == nil)

        let goldens = try temporaryGoldensPath()
        let a = try scene(movingSquare(name: "a")), b = try scene(movingSquare(name: "b"))
        let inputs = [
            (scene: a, timeline: try Timeline.compile(a), file: String?.none),
            (scene: b, timeline: try Timeline.compile(b), file: String?.none),
        ]
        let c = checker(goldens, record: .missing)
        let one = c.run(inputs, shard: Shard("1/2")), two = c.run(inputs, shard: Shard("2/2"))
        #expect(one.frames.map { "\($0.scene)\($0.index)" } == ["a0", "a1", "a2", "a3", "a4"])
        #expect(two.frames.map { "\($0.scene)\($0.index)" } == ["b0", "b1", "b2", "b3", "b4"])
        let third = c.run(inputs, shard: Shard("2/3"))
        #expect(third.frames.map { "\($0.scene)\($0.index)" } == ["a3", "a4", "b0"])
    }

    @Test func aFailureOnAMachineWithOtherLibrariesSaysSo() throws {
        let goldens = try temporaryGoldensPath()
        _ = try check(movingSquare(), goldens: goldens, record: .missing)
        let path = (goldens as NSString).appendingPathComponent("square/manifest.json")
        var manifest = try #require(try GoldenStore(directory: goldens).manifest(scene: "square"))
        manifest.environment?.pango = "0.0.1"
        try manifest.json().write(toFile: path, atomically: true, encoding: .utf8)
        let r = try check(movingSquare(color: "#00FF00"), goldens: goldens, record: .never)
        #expect(r.environmentDifferences.contains { $0.hasPrefix("pango 0.0.1 → ") })
        #expect(r.summaryLines().joined(separator: "\n").contains("other libraries or fonts"))
        // A pass does not mention it.
        let ok = try check(movingSquare(), goldens: goldens, record: .never)
        #expect(!ok.summaryLines().joined(separator: "\n").contains("other libraries"))
    }
}
