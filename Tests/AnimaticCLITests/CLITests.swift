import Animatic
// Direct imports so incremental builds recompile this module when a re-exported one changes layout.
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
@_exported import AnimaticTestSupport
import Foundation
import Testing

/// A 100×100 pt canvas at scale 1: a red 20×20 square moves its center from (20, 50) to
/// (80, 50) linearly over 0.2 s; at 10 fps that is frames 0, 1, 2.
let movingSquare = """
    canvas: {size: [100, 100], scale: 1, fps: 10, background: "#FFFFFF"}
    from:
      id: home
      subviews:
        - {id: square, frame: [10, 40, 20, 20], backgroundColor: "#FF0000"}
    to: {id: detail}
    transition:
      duration: 0.2
      steps:
        - animate: {duration: 0.2, curve: linear, set: {square.center: [80, 50]}, completion: [{completeTransition: true}]}
    """

@Suite struct CLITests {
    @Test func renderWritesEveryFrameWithTheRightPixels() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "move.yaml", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("move: 3 frames"))
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/move").path)
            .sorted()
        #expect(frames == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        // Frame 1 (t = 0.1): center (50, 50), so the square covers x 40..<60.
        let middle = try PNGEncoder.decode(
            Array(Data(contentsOf: dir.appendingPathComponent("out/move/frame-00001.png"))))
        #expect(middle.width == 100 && middle.height == 100)
        #expect(middle.pixel(x: 40, y: 50) == (255, 0, 0, 255))
        #expect(middle.pixel(x: 59, y: 59) == (255, 0, 0, 255))
        #expect(middle.pixel(x: 39, y: 50) == (255, 255, 255, 255))
        #expect(middle.pixel(x: 60, y: 50) == (255, 255, 255, 255))
        // --scale 2 doubles the pixels.
        let r2 = try CLI.run(["render", "move.yaml", "--out", "big", "--scale", "2", "--frames", "2"], in: dir)
        #expect(r2.status == 0, "\(r2.stderr)")
        let last = try PNGEncoder.decode(
            Array(Data(contentsOf: dir.appendingPathComponent("big/move/frame-00002.png"))))
        #expect(
            last.width == 200 && last.pixel(x: 140, y: 80) == (255, 0, 0, 255)
                && last.pixel(x: 138, y: 80) == (255, 255, 255, 255))
    }

    @Test func renderAtTimesAndRanges() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "move.yaml", "--out", "out", "--frames", "1-2"], in: dir)
        #expect(r.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/move").path).sorted()
                == ["frame-00001.png", "frame-00002.png"])
        let bad = try CLI.run(["render", "move.yaml", "--out", "out2", "--frames", "3-1"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--frames expects A-B"))
    }

    @Test func earlierOutputIsNotOverwrittenUnlessAsked() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let sceneDir = dir.appendingPathComponent("out/move")
        try FileManager.default.createDirectory(at: sceneDir, withIntermediateDirectories: true)
        let mine = sceneDir.appendingPathComponent("frame-00001.png")
        try Data("not a frame".utf8).write(to: mine)
        let r = try CLI.run(["render", "move.yaml", "--out", "out"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("--overwrite"))
        #expect(try Data(contentsOf: mine) == Data("not a frame".utf8))
        #expect(!FileManager.default.fileExists(atPath: sceneDir.appendingPathComponent("frame-00000.png").path))
        let again = try CLI.run(["render", "move.yaml", "--out", "out", "--overwrite"], in: dir)
        #expect(again.status == 0)
        #expect(try Data(contentsOf: mine).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aFailedRenderLeavesNoPartialFrames() throws {
        let dir = try temporaryDirectory()
        try Data("this is not a PNG".utf8).write(to: dir.appendingPathComponent("broken.png"))
        let scene = movingSquare.replacingOccurrences(
            of: "    - {id: square,",
            with: "    - {id: pic, kind: imageView, frame: [0, 0, 10, 10], image: broken.png}\n    - {id: square,")
        try scene.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "move.yaml", "--out", "out"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("broken.png"))
        let left = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path)) ?? []
        #expect(left.isEmpty, "left behind: \(left)")
    }

    @Test func badScenesExitTwoWithLocatedErrors() throws {
        let dir = try temporaryDirectory()
        try movingSquare.replacingOccurrences(of: "square.center", with: "sqare.center")
            .write(to: dir.appendingPathComponent("typo.yaml"), atomically: true, encoding: .utf8)
        for command in ["validate", "render", "values"] {
            let r = try CLI.run([command, "typo.yaml"], in: dir)
            #expect(r.status == 2, "\(command)")
            #expect(r.stderr.contains("typo.yaml:10:"), "\(command): \(r.stderr)")
            #expect(r.stderr.contains("unknown view 'sqare' (did you mean 'square'?)"), "\(command)")
        }
        let missing = try CLI.run(["validate", "nope.yaml"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.yaml"))
    }

    @Test func usageErrorsExitTwo() throws {
        let dir = try temporaryDirectory()
        #expect(try CLI.run(["render"], in: dir).status == 2)
        #expect(try CLI.run(["render", "x.yaml", "--no-such-flag"], in: dir).status == 2)
        #expect(try CLI.run(["frobnicate"], in: dir).status == 2)
        #expect(try CLI.run(["--help"], in: dir).status == 0)
    }

    @Test func valuesPrintsPresentationValuesAsJSONAndCSV() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["values", "move.yaml"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(json.count == 3)
        let frame1 = json[1]
        #expect(frame1["frame"] as? Int == 1)
        #expect(abs((frame1["time"] as? Double ?? 0) - 0.1) < 1e-12)
        let square = try #require((frame1["views"] as? [String: Any])?["square"] as? [String: Any])
        let center = try #require(square["center"] as? [Double])
        #expect(abs(center[0] - 50) < 1e-9 && center[1] == 50)
        #expect(square["frame"] as? [Double] == [40, 40, 20, 20])
        let csv = try CLI.run(["values", "move.yaml", "--format", "csv"], in: dir)
        #expect(csv.stdout.split(separator: "\n").first == "frame,time,view,keyPath,value")
        #expect(csv.stdout.contains("2,0.2,square,center,80 50"))
    }

    /// An explicit `position` animation reads back under the key path it animated, `layer.position`;
    /// a UIKit animation of the same view's alpha stays under UIKit's name.
    @Test func valuesReportsAnExplicitAnimationUnderItsLayerKeyPath() throws {
        let dir = try temporaryDirectory()
        let yaml = """
            canvas: {size: [200, 200], scale: 1, fps: 4, background: "#FFFFFF"}
            from:
              id: root
              subviews:
                - {id: card, frame: [0, 0, 100, 100], backgroundColor: "#FF0000"}
            to: {id: to}
            transition:
              duration: 1
              steps:
                - addAnimation: {to: card, basic: {keyPath: position, from: [50, 50], to: [150, 150], duration: 1}}
                - animate: {duration: 1, curve: linear, set: {card.alpha: 0.5}}
            """
        try yaml.write(to: dir.appendingPathComponent("explicit.yaml"), atomically: true, encoding: .utf8)
        let csv = try CLI.run(["values", "explicit.yaml", "--format", "csv"], in: dir)
        #expect(csv.status == 0, "\(csv.stderr)")
        // Linear timing (CABasicAnimation's default) half way: (100, 100); alpha 0.75.
        #expect(csv.stdout.contains("2,0.5,card,layer.position,100 100"))
        #expect(csv.stdout.contains("2,0.5,card,alpha,0.75"))
        #expect(!csv.stdout.contains(",card,center,"))
    }

    @Test func directoriesExpandToTheirScenes() throws {
        let dir = try temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("s"), withIntermediateDirectories: true)
        try movingSquare.write(to: dir.appendingPathComponent("s/a.yaml"), atomically: true, encoding: .utf8)
        try movingSquare.write(to: dir.appendingPathComponent("s/b.yml"), atomically: true, encoding: .utf8)
        try "notes".write(to: dir.appendingPathComponent("s/readme.txt"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["validate", "s"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.contains("a.yaml: ok (3 frames") && r.stdout.contains("b.yml: ok"))
    }
}

@Suite struct FrameSelectionRegressionTests {
    @Test func timesOnOneFrameRenderItOnceAndRangesMustFit() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "move.yaml", "--out", "out", "--at", "0.1", "0.1001", "0.2"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        // 0.1001 s is not frame 1's time: its own file, never taken for frame 1.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/move").path).sorted()
                == ["frame-00001.png", "frame-00002.png", "time-0.1001s.png"])
        let far = try CLI.run(["render", "move.yaml", "--out", "out2", "--frames", "5-9"], in: dir)
        #expect(far.status == 2 && far.stderr.contains("has frames 0-2"))
        let huge = try CLI.run(["render", "move.yaml", "--out", "out3", "--at", "1e300"], in: dir)
        #expect(huge.status == 2 && huge.stderr.contains("--at times must be in"))
    }
}

@Suite struct TimeNamedFrameTests {
    /// The square's center moves linearly from x 20 to 80 over 0.2 s: at 0.13 s it spans x 49…69;
    /// frame 1 (0.1 s) spans 40…60.
    @Test func aTimeBetweenFramesIsRenderedAtThatTimeUnderItsOwnName() throws {
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "move.yaml", "--out", "out", "--at", "0.13", "0.1"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let folder = dir.appendingPathComponent("out/move")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "frame-00001.png", "time-0.13s.png",
            ])
        let between = try PNGEncoder.decode(Array(Data(contentsOf: folder.appendingPathComponent("time-0.13s.png"))))
        let frame1 = try PNGEncoder.decode(Array(Data(contentsOf: folder.appendingPathComponent("frame-00001.png"))))
        #expect(between.pixel(x: 65, y: 50).r == 255 && between.pixel(x: 65, y: 50).g == 0)
        #expect(between.pixel(x: 45, y: 50).g == 255)
        #expect(frame1.pixel(x: 45, y: 50).g == 0 && frame1.pixel(x: 65, y: 50).g == 255)
        // A full render over it with --overwrite replaces the folder: time files are Animatic's own.
        #expect(try CLI.run(["render", "move.yaml", "--out", "out", "--overwrite"], in: dir).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "frame-00000.png", "frame-00001.png", "frame-00002.png",
            ])
    }
}

@Suite struct EverydayWorkflowTests {
    @Test func versionIsPrinted() throws {
        let r = try CLI.run(["--version"], in: try temporaryDirectory())
        #expect(r.status == 0 && r.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.3.0")
    }

    @Test func aTimePastTheEndIsAnError() throws {
        // movingSquare lasts 0.2 s at 10 fps: frames 0…2; 0.24 s still rounds to frame 2, 0.3 s is past it.
        let dir = try temporaryDirectory()
        try movingSquare.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", "move.yaml", "--out", "out", "--at", "0.24"], in: dir).status == 0)
        let r = try CLI.run(["render", "move.yaml", "--out", "late", "--at", "0.3"], in: dir)
        #expect(r.status == 2 && r.stderr.contains("--at 0.3: move ends at 0.2 s"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("late/move").path))
    }

    @Test func renderWarnsAndCheckRefusesATransitionThatNeverEnds() throws {
        let dir = try temporaryDirectory()
        let endless = movingSquare.replacingOccurrences(of: ", completion: [{completeTransition: true}]", with: "")
        try endless.write(to: dir.appendingPathComponent("move.yaml"), atomically: true, encoding: .utf8)
        let render = try CLI.run(["render", "move.yaml", "--out", "out"], in: dir)
        #expect(
            render.status == 0 && render.stderr.contains("warning: completeTransition: is never called"),
            "\(render.stderr)")
        let check = try CLI.run(["check", "move.yaml", "--goldens", "goldens", "--record", "missing"], in: dir)
        #expect(check.status == 1 && check.stderr.contains("never calls completeTransition:"), "\(check.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/move").path))
        // --no-lint: checked (and recorded) as before.
        #expect(
            try CLI.run(["check", "move.yaml", "--goldens", "goldens", "--no-lint", "--record", "missing"], in: dir)
                .status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/move/manifest.json").path))
    }
}
