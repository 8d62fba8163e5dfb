// Runs with the SnapshotTesting trait: swift test --traits SnapshotTesting --filter AnimaticSnapshotTestingTests
#if SnapshotTesting
    import AnimaticCore
    import AnimaticGolden
    import AnimaticRender
    import AnimaticSceneFile
    import AnimaticSnapshotTesting
    import Foundation
    import SnapshotTesting
    import Testing

    /// A 60×40 pt canvas at scale 1: a blue square slides right over 0.2 s.
    let slidingSquare = """
        name: sliding-square
        canvas: {size: [60, 40], scale: 1, fps: 10, background: "#FFFFFF"}
        from:
          id: home
          subviews:
            - {id: square, frame: [5, 10, 20, 20], backgroundColor: "#0A84FF", layer: {cornerRadius: 4}}
        to: {id: detail}
        transition:
          duration: 0.2
          steps:
            - animate: {duration: 0.2, curve: easeInOut, set: {square.frame.origin.x: 35}}
        """

    // As everywhere in Animatic: never write references in CI.
    @Suite(.snapshots(record: RecordMode.isCI() ? .never : .missing, diffTool: .animatic)) struct SnapshotStrategyTests
    {
        @Test func framesOfASceneAsOneFilmStrip() throws {
            let scene = try SceneLoader.parse(slidingSquare)
            assertSnapshot(of: scene, as: .frames(at: [0, 0.1, 0.2]))
        }

        @Test func oneFrame() throws {
            let scene = try SceneLoader.parse(slidingSquare)
            assertSnapshot(of: scene, as: .frame(at: 0.1))
        }

        @Test func theFilmStripPutsFramesSideBySide() throws {
            let scene = try SceneLoader.parse(slidingSquare)
            let strip = FilmStrip.render(scene, at: [0, 0.2])
            #expect(strip.width == 60 * 2 + FilmStrip.gap && strip.height == 40)
            #expect(strip.pixel(x: 60 + 3, y: 5).a == 0)
        }

        /// The `.animatic` diff tool writes the diff beside the failed snapshot and names the files.
        @Test func theAnimaticDiffToolWritesTheDiffNextToTheActualImage() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "snapshot-diff-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let white = Frame(width: 10, height: 10, rgba: .init(repeating: 255, count: 400))
            var dot = white
            dot.rgba[4 * 55] = 0
            let reference = directory.appendingPathComponent("reference.png").path
            let failed = directory.appendingPathComponent("oneFrame.1.png").path
            try Data(PNGEncoder.encode(white)).write(to: URL(fileURLWithPath: reference))
            try Data(PNGEncoder.encode(dot)).write(to: URL(fileURLWithPath: failed))
            let message = SnapshotTestingConfiguration.DiffTool.animatic(
                currentFilePath: reference, failedFilePath: failed)
            let diffPath = directory.appendingPathComponent("oneFrame.1.diff.png").path
            #expect(message.contains("diff:      \(diffPath)"))
            #expect(!message.contains("withSnapshotTesting"))
            let diff = try PNGEncoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: diffPath))))
            #expect(diff.width == 10 && diff.height == 10)
            // The differing pixel (x 5, y 5) is marked; an equal one is not marked the same way.
            #expect(diff.pixel(x: 5, y: 5) != diff.pixel(x: 0, y: 0))
        }

        @Test func aDifferenceIsReportedWithAnimaticsNumbersAndADiffImage() throws {
            let diffing = Diffing<Frame>.animaticFrame()
            let white = Frame(width: 10, height: 10, rgba: .init(repeating: 255, count: 400))
            var dot = white
            dot.rgba[4 * 55] = 0
            let (message, attachments) = try #require(diffing.diffV2(white, dot))
            #expect(message.contains("1 px differ (1.00 %)"))
            #expect(message.contains("largest ΔE00"))
            #expect(attachments.count == 1)
            #expect(diffing.diffV2(white, white) == nil)
            #expect(Diffing<Frame>.animaticFrame(tolerance: Tolerance(maxPixels: 1)).diffV2(white, dot) == nil)
            // PNG round trip.
            #expect(diffing.fromData(diffing.toData(dot)) == dot)
        }
    }
#endif
