import AnimaticCore
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import AnimaticTesting
@_exported import AnimaticTestSupport
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

@Suite struct CheckCommandTests {
    func workspace() throws -> String {
        let dir = try temporaryGoldensPath("cli")
        try FileManager.default.createDirectory(atPath: "\(dir)/scenes", withIntermediateDirectories: true)
        try movingSquare(name: "square").write(toFile: "\(dir)/scenes/square.yaml", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func recordsWhatIsMissingThenPassesThenFailsOnAChange() throws {
        let dir = try workspace()
        let first = try CLI.run(["check", "scenes", "--goldens", "goldens"], in: dir)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("5 recorded"))
        #expect(files(in: "\(dir)/goldens/square").contains("manifest.json"))

        let second = try CLI.run(["check", "scenes", "--goldens", "goldens"], in: dir)
        #expect(second.status == 0)
        #expect(second.stdout.contains("checked 5 frames of 1 scene "))
        #expect(second.stdout.contains("5 passed, 0 failed"))

        try movingSquare(color: "#FF3300", name: "square").write(
            toFile: "\(dir)/scenes/square.yaml", atomically: true, encoding: .utf8)
        let third = try CLI.run(
            ["check", "scenes", "--goldens", "goldens", "--junit", "out/junit.xml", "--report", "out/report"], in: dir)
        #expect(third.status == 1, "\(third.stdout)\(third.stderr)")
        #expect(third.stdout.contains("FAIL frame 1 (t = 0.100 s): 400 px differ (4.00 %); largest ΔE00"))
        #expect(third.stdout.contains("diff: output/failures/square/frame-00001.diff.png"))
        #expect(third.stderr.contains("frames differ from their goldens"))
        #expect(files(in: "\(dir)/output/failures/square").contains("frame-00001.diff.png"))
        let junit = try XMLDocument(data: try #require(FileManager.default.contents(atPath: "\(dir)/out/junit.xml")))
        #expect(junit.rootElement()?.attribute(forName: "failures")?.stringValue == "5")
        let html = try String(contentsOfFile: "\(dir)/out/report/index.html", encoding: .utf8)
        #expect(html.contains("Slider"))

        // Passes under a tolerance that allows the change (a scene's own or the command line's).
        let tolerant = try CLI.run(["check", "scenes", "--goldens", "goldens", "--delta-e", "20"], in: dir)
        #expect(tolerant.status == 0, "\(tolerant.stdout)")
        // `failed` re-records, after which it passes.
        #expect(try CLI.run(["check", "scenes", "--goldens", "goldens", "--record", "failed"], in: dir).status == 0)
        #expect(try CLI.run(["check", "scenes", "--goldens", "goldens", "--record", "never"], in: dir).status == 0)
    }

    @Test func ciNeverWritesGoldens() throws {
        let dir = try workspace()
        let r = try CLI.run(["check", "scenes", "--goldens", "goldens"], in: dir, environment: ["CI": "true"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("no golden at goldens/square/frame-00000.png"))
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/goldens"))
        // ANIMATIC_RECORD overrides, and --record overrides both.
        #expect(
            try CLI.run(
                ["check", "scenes", "--goldens", "goldens"], in: dir,
                environment: ["CI": "true", "ANIMATIC_RECORD": "never"]
            ).status == 1)
        #expect(
            try CLI.run(
                ["check", "scenes", "--goldens", "goldens", "--record", "missing"], in: dir, environment: ["CI": "true"]
            ).status == 0)
    }

    @Test func badInputExitsTwo() throws {
        let dir = try workspace()
        let mode = try CLI.run(["check", "scenes", "--goldens", "goldens", "--record", "misssing"], in: dir)
        #expect(mode.status == 2)
        #expect(mode.stderr.contains("did you mean 'missing'"))
        #expect(try CLI.run(["check", "scenes", "--goldens", "goldens", "--shard", "3/2"], in: dir).status == 2)
        #expect(
            try CLI.run(["check", "scenes", "--goldens", "goldens", "--antialiasing", "maybe"], in: dir).status == 2)
        #expect(try CLI.run(["check", "nowhere.yaml", "--goldens", "goldens"], in: dir).status == 2)
        // A golden that is a Git LFS pointer.
        _ = try CLI.run(["check", "scenes", "--goldens", "goldens"], in: dir)
        try "version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 1\n".write(
            toFile: "\(dir)/goldens/square/frame-00000.png", atomically: true, encoding: .utf8)
        let lfs = try CLI.run(["check", "scenes", "--goldens", "goldens"], in: dir)
        #expect(lfs.status == 2)
        #expect(lfs.stdout.contains("Git LFS pointer"))
    }

    @Test func shardsTogetherCheckEveryFrameOnce() throws {
        let dir = try workspace()
        try movingSquare(name: "other").write(toFile: "\(dir)/scenes/other.yaml", atomically: true, encoding: .utf8)
        _ = try CLI.run(["check", "scenes", "--goldens", "goldens"], in: dir)
        var total = 0
        for i in 1...3 {
            let r = try CLI.run(
                ["check", "scenes", "--goldens", "goldens", "--shard", "\(i)/3", "--record", "never"], in: dir)
            #expect(r.status == 0)
            let line = r.stdout.split(separator: "\n").last { $0.hasPrefix("checked ") } ?? ""
            total += Int(line.split(separator: " ")[1]) ?? 0
            #expect(line.contains("(shard \(i)/3)"))
        }
        #expect(total == 10)
    }
}

@Suite struct RenderFontTests {
    @Test func renderingAFontThatIsNotInstalledFailsNamingIt() throws {
        let dir = try temporaryGoldensPath("cli")
        try """
        canvas: {size: [100, 40], scale: 1, fps: 10}
        from: {id: home, subviews: [{id: l, kind: label, frame: [0, 0, 100, 40], text: Hi, font: {family: Helvetica Nowhere}}]}
        to: {id: detail}
        transition: {duration: 0.1, steps: []}
        """.write(toFile: "\(dir)/label.yaml", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "label.yaml", "--out", "out"], in: dir)
        #expect(r.status == 2)
        #expect(
            r.stderr.contains("font 'Helvetica Nowhere' is not installed: fontconfig would fall back to"), "\(r.stderr)"
        )
    }
}
