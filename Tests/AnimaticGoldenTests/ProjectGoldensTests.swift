import AnimaticCore
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import AnimaticTesting
import Foundation
import Testing

/// The project's own goldens: every scene in scenes/ against goldens/, at the times each scene's
/// `goldens:` key names. Record mode as everywhere: `never` in CI, `missing` on a workstation
/// (a new scene's goldens are written and the test fails once: commit them). Re-record after an
/// intended change of pixels with `swift run animatic check scenes --goldens goldens --record all`
/// (or `ANIMATIC_RECORD=all swift test --filter ProjectGoldens`).
@Suite struct ProjectGoldensTests {
    static let scenesDirectory = (repositoryRoot as NSString).appendingPathComponent("scenes")
    static let goldensDirectory = (repositoryRoot as NSString).appendingPathComponent("goldens")
    static let sceneFiles: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: scenesDirectory)) ?? [])
        .filter { SceneLoader.fileExtensions.contains(($0 as NSString).pathExtension) }.sorted()

    @Test(arguments: sceneFiles)
    func sceneMatchesItsGoldens(_ file: String) throws {
        let artifacts =
            ProcessInfo.processInfo.environment["ANIMATIC_ARTIFACTS"]
            ?? (repositoryRoot as NSString).appendingPathComponent("output/failures")
        let scene = try SceneLoader.load(path: (Self.scenesDirectory as NSString).appendingPathComponent(file))
        #expect(
            scene.goldens?.times != nil || scene.goldens?.every != nil,
            "\(file): give the scene a `goldens: {at: [...]}` key so that its goldens stay few (see README, Golden tests)"
        )
        assertFrames(of: scene, goldens: Self.goldensDirectory, artifacts: artifacts)
    }

    @Test func theGoldensFolderHoldsOnlyScenesThatExistAndStaysSmall() throws {
        let sceneNames = try Set(
            Self.sceneFiles.map {
                try SceneLoader.load(path: (Self.scenesDirectory as NSString).appendingPathComponent($0)).name
            })
        let folders = files(in: Self.goldensDirectory).filter { !$0.hasPrefix(".") }
        for folder in folders {
            #expect(sceneNames.contains(folder), "goldens/\(folder) belongs to no scene in scenes/: remove it")
        }
        var total = 0
        var timelines = 0
        let enumerator = FileManager.default.enumerator(atPath: Self.goldensDirectory)
        while let name = enumerator?.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: (Self.goldensDirectory as NSString).appendingPathComponent(name))
            let size = (attributes[.size] as? Int) ?? 0
            if name.hasSuffix("/timeline.json") { timelines += size } else { total += size }
        }
        // 6 MB since the three interactive variants of seed 001 (rotate-swipe-*, issue 10) added
        // ≈ 1.3 MB of full-screen 640×1136 frames to the ≈ 3.96 MB already there.
        #expect(total < 6_000_000, "goldens/ holds \(total) bytes; sample fewer times per scene")
        // The recorded timelines (issue 27): 1.2 MB, 1.03 MB of it gallery-explode's 1080 tracks.
        #expect(timelines < 1_500_000, "goldens/*/timeline.json hold \(timelines) bytes")
    }
}
