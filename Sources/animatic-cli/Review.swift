import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import AnimaticSceneFile
import ArgumentParser
import Foundation

struct Review: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Write a self-contained HTML review page per scene and an index (default output/review/): play, slow motion, scrubber, arrow-key stepping, timing plot with playhead, view tree and values, lint findings."
    )

    @Argument(help: "Scene files, or directories of scene files.")
    var scenes: [String]

    @Option(
        help:
            "Compare with another scene file, or a git revision of one (HEAD~1:scenes/x.yaml): both side by side in lockstep."
    )
    var compare: String?

    @OptionGroup var canvas: CanvasOptions

    @OptionGroup var output: OutputOptions

    func run() async throws {
        let folder = output.output ?? ((OutputNames.defaultFolder as NSString).appendingPathComponent("review"))
        try checkFolder(folder)
        let timelines = try loadTimelines(scenes, canvas: canvas)
        if compare != nil, timelines.count != 1 {
            throw CLIFailure(message: "--compare takes one scene to compare with", code: 2)
        }
        var entries: [(page: String, data: ReviewData)] = []
        do {
            for timeline in timelines {
                // Two versions compared share one time axis.
                let other = try compare.map { try compareTimeline($0, against: timeline.sceneName) }
                let axisEnd = max(timeline.endTime, other?.endTime ?? 0)
                let data = try await ReviewData(timeline, timeAxisEnd: axisEnd)
                var pages = [data]
                var page = "\(timeline.sceneName).html"
                if let other {
                    pages.append(try await ReviewData(other, timeAxisEnd: axisEnd))
                    page = "\(timeline.sceneName)-compare.html"
                }
                try pageFile(folder, page).write(Array(ReviewPage.html(pages).utf8))
                entries.append((page, data))
                print(
                    "\(timeline.sceneName): \(counted(timeline.frameCount, "frame")) (\(data.images.count) distinct) → \((folder as NSString).appendingPathComponent(page))"
                )
            }
        } catch let failure as CLIFailure {
            throw failure
        } catch {
            throw CLIFailure(message: "\(error)", code: 2)
        }
        try pageFile(folder, "index.html").write(Array(ReviewPage.index(entries).utf8))
        print("index → \((folder as NSString).appendingPathComponent("index.html"))")
    }

    /// A page of the review folder (it is the review's own, so an earlier one is replaced).
    private func pageFile(_ folder: String, _ name: String) -> OutputFile {
        OutputFile((folder as NSString).appendingPathComponent(name), replacing: true, fileSystem: commandFileSystem())
    }

    /// A folder named with -o is written into only when it is new, empty, or an earlier review.
    private func checkFolder(_ folder: String) throws {
        guard output.output != nil, !output.overwrite,
            let contents = try? FileManager.default.contentsOfDirectory(atPath: folder), !contents.isEmpty
        else { return }
        let index = (folder as NSString).appendingPathComponent("index.html")
        if let text = try? String(contentsOfFile: index, encoding: .utf8),
            text.contains("<title>Animatic review</title>")
        {
            return
        }
        throw CLIFailure(message: "\(folder) holds other files; pass --overwrite to write the review there", code: 2)
    }

    /// A scene file, or `REVISION:PATH` read with `git show` in the repository that holds PATH.
    /// Two versions of one scene carry one name (its `name:` key wins over the file's): the
    /// second is named by what --compare said, so its pane, plot and values are told apart.
    private func compareTimeline(_ spec: String, against first: String) throws -> Timeline {
        var scene = try compareScene(spec)
        if scene.name == first { scene.name = "\(scene.name) (\(spec))" }
        do { return try Timeline.compile(scene) } catch { throw CLIFailure(message: "\(error)", code: 2) }
    }

    private func compareScene(_ spec: String) throws -> Scene {
        if FileManager.default.fileExists(atPath: spec) { return try loadScenes([spec], canvas: canvas)[0].scene }
        guard let colon = spec.firstIndex(of: ":") else {
            throw CLIFailure(message: "--compare: no scene file '\(spec)' (and not REVISION:PATH)", code: 2)
        }
        let revision = String(spec[..<colon]), path = String(spec[spec.index(after: colon)...])
        let text = try GitRevision(revision).show(path)
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension + " @ " + revision
        do {
            var scene = try SceneLoader.parse(
                String(decoding: text, as: UTF8.self), file: spec, name: name,
                baseDirectory: SafeFileSystem.folder(of: path))
            scene.canvas = try scene.canvas.overriding(fps: canvas.fps, scale: canvas.scale)
            return scene
        } catch {
            throw CLIFailure(message: "\(error)", code: 2)
        }
    }
}
