import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import Foundation
import Testing

@Suite struct GoldenPlayerTests {
    @Test func reportLinksAFailingSceneToAPlayerOfGoldenAndActualFrames() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("square.yaml")
        try crossingSquare.write(to: scene, atomically: true, encoding: .utf8)
        let recorded = try CLI.run(
            ["check", "square.yaml", "--goldens", "goldens", "--record", "all", "--every", "3"], in: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        // A timing change: the square now moves linearly.
        let changed = crossingSquare.replacingOccurrences(of: "curve: easeInOut", with: "curve: linear")
        try changed.write(to: scene, atomically: true, encoding: .utf8)
        let check = try CLI.run(
            [
                "check", "square.yaml", "--goldens", "goldens", "--record", "never", "--every", "3", "--report",
                "report",
            ], in: dir,
            environment: ProcessInfo.processInfo.environment.merging(["CI": "1"]) { $1 })
        #expect(check.status == 1)
        // In CI, a line per scene as it finishes.
        #expect(check.stderr.contains("check square: 5 frames in"))
        let report = try String(contentsOf: dir.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(report.contains("href=\"square.player.html\""))
        let player = try String(contentsOf: dir.appendingPathComponent("report/square.player.html"), encoding: .utf8)
        #expect(
            player.contains("<figcaption>actual</figcaption>") && player.contains("<figcaption>golden</figcaption>"))
        // What changed in timing, from the timing recorded with the goldens, in words.
        #expect(player.contains("<h2>Timing since the goldens were recorded</h2>"))
        #expect(player.contains("<li>square.center: curve easeInOut → linear</li>"))
        #expect(report.contains("<li>square.center: curve easeInOut → linear</li>"))

        // The golden pane's frames are the goldens (held between sampled frames), the actual
        // pane's every frame of the changed scene.
        let images = player.components(separatedBy: "class=\"images\" data-scene=\"1\">[").last!.components(
            separatedBy: "]</script>"
        ).first!
        let golden = try #require(try JSONSerialization.jsonObject(with: Data(("[" + images + "]").utf8)) as? [String])
        #expect(golden.count == 5)  // frames 0, 3, 6, 9 and 10
        let original = try timeline(crossingSquare)
        let second = try #require(Data(base64Encoded: String(golden[1].split(separator: ",")[1])))
        #expect(try PNGEncoder.decode([UInt8](second)) == (try Rasterizer().render(original.presentation(at: 0.3))))
    }
}
