import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import AnimaticScene
import ArgumentParser
import Foundation

struct Review: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a self-contained HTML review page per scene and an index (default output/review/): play, slow motion, scrubber, arrow-key stepping, timing plot with playhead, view tree and values, lint findings.")

    @Argument(help: "Scene files, or directories of scene files.")
    var scenes: [String]

    @Option(help: "Compare with another scene file, or a git revision of one (HEAD~1:scenes/x.yaml): both side by side in lockstep.")
    var compare: String?

    @Option(help: "Pixels per point of the frames (overrides the scene's canvas.scale).")
    var scale: Double?

    @Option(help: "Frames per second (overrides the scene's canvas.fps).")
    var fps: Double?

    @Option(name: [.customShort("o"), .long], help: "The folder to write.")
    var output: String?

    @Flag(help: "Write into a folder named with -o that holds other files.")
    var overwrite = false

    func run() async throws {
        let folder = output ?? ((OutputTarget.defaultFolder as NSString).appendingPathComponent("review"))
        try checkFolder(folder)
        let timelines = try loadTimelines(scenes, fps: fps, scale: scale)
        if compare != nil, timelines.count != 1 { throw CLIFailure(message: "--compare takes one scene to compare with", code: 2) }
        var entries: [(page: String, data: ReviewData)] = []
        do {
            for timeline in timelines {
                let data = try await ReviewData(timeline)
                var pages = [data]
                var page = "\(timeline.sceneName).html"
                if let compare {
                    let other = try await ReviewData(try compareTimeline(compare))
                    pages.append(other)
                    page = "\(timeline.sceneName)-compare.html"
                }
                try writeAtomically(Array(ReviewPage.html(pages).utf8), to: (folder as NSString).appendingPathComponent(page))
                entries.append((page, data))
                print("\(timeline.sceneName): \(counted(timeline.frameCount, "frame")) (\(data.images.count) distinct) → \((folder as NSString).appendingPathComponent(page))")
            }
        } catch let failure as CLIFailure {
            throw failure
        } catch {
            throw CLIFailure(message: "\(error)", code: 2)
        }
        try writeAtomically(Array(ReviewPage.index(entries).utf8), to: (folder as NSString).appendingPathComponent("index.html"))
        print("index → \((folder as NSString).appendingPathComponent("index.html"))")
    }

    /// A folder named with -o is written into only when it is new, empty, or an earlier review.
    private func checkFolder(_ folder: String) throws {
        guard output != nil, !overwrite, let contents = try? FileManager.default.contentsOfDirectory(atPath: folder), !contents.isEmpty else { return }
        let index = (folder as NSString).appendingPathComponent("index.html")
        if let text = try? String(contentsOfFile: index, encoding: .utf8), text.contains("<title>Animatic review</title>") { return }
        throw CLIFailure(message: "\(folder) holds other files; pass --overwrite to write the review there", code: 2)
    }

    /// A scene file, or `REVISION:PATH` read with `git show`.
    private func compareTimeline(_ spec: String) throws -> Timeline {
        if FileManager.default.fileExists(atPath: spec) { return try loadTimelines([spec], fps: fps, scale: scale)[0] }
        guard let colon = spec.firstIndex(of: ":") else { throw CLIFailure(message: "--compare: no scene file '\(spec)' (and not REVISION:PATH)", code: 2) }
        let revision = String(spec[..<colon]), path = String(spec[spec.index(after: colon)...])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "show", "\(revision):./\(path)"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { throw CLIFailure(message: "--compare \(spec): cannot run git: \(error)", code: 2) }
        let text = out.fileHandleForReading.readDataToEndOfFile()
        let problem = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CLIFailure(message: "--compare \(spec): git show failed: \(String(decoding: problem, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))", code: 2)
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension + " @ " + revision
        do {
            var scene = try SceneLoader.parse(String(decoding: text, as: UTF8.self), file: spec, name: name,
                                              baseDirectory: (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
            if let fps { scene.canvas.fps = fps }
            if let scale { scene.canvas.scale = scale }
            return try Timeline.compile(scene)
        } catch {
            throw CLIFailure(message: "\(error)", code: 2)
        }
    }
}
