import Animatic
import Foundation
import Testing

/// Replays, without the sanitizer, what the fuzzer (Fuzz/run.sh) runs: every input that once
/// crashed, hung or blew up (Fuzz/regressions/) and the seeds (scenes/). A regression traps or
/// hangs this test process, which fails the suite.
@Suite struct FuzzRegressionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scenes = repository.appendingPathComponent("scenes")

    static func files(in folder: String, extension ext: String? = nil) -> [String] {
        let url = repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") && (ext == nil || $0.hasSuffix(".\(ext!)")) }
            .sorted().map { "\(folder)/\($0)" }
    }

    static let regressions = files(in: "Fuzz/regressions")
    static let seeds = files(in: "scenes", extension: "yaml")

    @Test(arguments: regressions)
    func inputThatOnceFailedEndsInAFrameOrAnError(_ file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.repository.appendingPathComponent(file)))
        switch FuzzTarget.run(bytes, baseDirectory: Self.scenes.path) {
        case .rendered(let width, let height):
            #expect(Double(max(width, height)) <= FuzzTarget.maxCanvasSide, "\(file): \(width)×\(height)")
        case .refused(let message):
            #expect(!message.isEmpty, "\(file)")
        }
    }

    /// The seeds reach the render: every project scene gives a frame no larger than the
    /// fuzzer's canvas, with the scene's aspect.
    @Test(arguments: seeds)
    func seedRendersAtTheFuzzersCanvas(_ file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.repository.appendingPathComponent(file)))
        let outcome = FuzzTarget.run(bytes, baseDirectory: Self.scenes.path)
        guard case .rendered(let width, let height) = outcome else {
            Issue.record("\(file): \(outcome)")
            return
        }
        #expect(Double(max(width, height)) == FuzzTarget.maxCanvasSide, "\(file): \(width)×\(height)")
        let scene = try SceneLoader.load(path: Self.repository.appendingPathComponent(file).path)
        let aspect = scene.canvas.size.width / scene.canvas.size.height
        #expect(abs(Double(width) / Double(height) - aspect) < 0.05, "\(file): \(width)×\(height)")
    }

    @Test func theRegressionsFolderIsThere() {
        #expect(FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent("Fuzz/regressions").path))
        #expect(Self.seeds.count >= 10)
    }
}
