import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import ArgumentParser
import Foundation

struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scenes into PNG frame sequences: DIR/<scene>/frame-00000.png …")

    @Argument(help: "Scene files, or directories of scene files.")
    var scenes: [String]

    @OptionGroup var output: OutputOptions

    @OptionGroup var canvas: CanvasOptions

    @Option(help: "An inclusive frame range A-B, or one frame A.")
    var frames: String?

    @Option(parsing: .upToNextOption, help: "Render only the frames at these times (seconds).")
    var at: [Double] = []

    @Flag(help: "Do not lint the scenes first (their findings are otherwise printed as warnings).")
    var noLint = false

    func run() async throws {
        let timelines = try loadTimelines(scenes, canvas: canvas)
        let out = output.output ?? OutputNames.defaultFolder
        if !noLint { _ = printLintWarnings(timelines) }
        let selection = try frameSelection(frames: frames, at: at)
        var writer = FrameSequenceWriter(
            outputDirectory: out, overwrite: output.overwrite, fileSystem: commandFileSystem())
        let progress = Progress(
            command: "render", totalFrames: timelines.reduce(0) { $0 + selection.frames(in: $1).count })
        writer.onFrameWritten = { progress.frameDone() }
        for timeline in timelines {
            if let problem = selection.problem(in: timeline) { throw CLIFailure(message: problem, code: 2) }
            do {
                progress.begin(scene: timeline.sceneName, frames: selection.frames(in: timeline).count)
                let paths = try await writer.write(timeline, frames: selection)
                progress.end(scene: timeline.sceneName)
                progress.finish()
                defer { fflush(nil) }
                let where_ = paths.first.map { ($0 as NSString).deletingLastPathComponent } ?? out
                print("\(timeline.sceneName): \(counted(paths.count, "frame")) → \(where_)")
            } catch {
                throw CLIFailure(message: "\(timeline.sceneName): \(error)", code: 2)
            }
        }
    }
}

struct Values: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the presentation value of every animated property at every frame.")

    enum Format: String, ExpressibleByArgument { case json, csv }

    @Argument(help: "A scene file.")
    var scene: String

    @Option(help: "json or csv.")
    var format: Format = .json

    @OptionGroup var frameRate: FrameRateOption

    @Flag(help: "Transforms as translation, scale and rotation (degrees, unwrapped) instead of 16 matrix entries.")
    var decompose = false

    func run() async throws {
        let timeline = try loadTimelines([scene], frameRate: frameRate)[0]
        let export = ValuesExport(timeline, decompose: decompose)
        print(format == .json ? export.json() : export.csv(), terminator: "")
    }
}

struct Validate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check scenes without rendering.")

    @Argument(help: "Scene files, or directories of scene files.")
    var scenes: [String]

    func run() async throws {
        var failures: [String] = []
        let files: [String]
        do { files = try SceneFiles.expand(scenes) } catch { throw CLIFailure.badInput(error) }
        for file in files {
            do {
                let timeline = try loadTimelines([file])[0]
                // What a render would find in the scene's own inputs: fonts and images.
                let problems = InputCheck.problems(in: timeline)
                if !problems.isEmpty {
                    failures.append(problems.map { "\($0)" }.joined(separator: "\n"))
                    continue
                }
                print(
                    "\(file): ok (\(counted(timeline.frameCount, "frame")), \(String(format: "%.3f", timeline.endTime)) s)"
                )
            } catch let failure as CLIFailure {
                failures.append(failure.message)
            }
        }
        if !failures.isEmpty { throw CLIFailure(message: failures.joined(separator: "\n"), code: 2) }
    }
}
