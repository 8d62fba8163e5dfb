import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import ArgumentParser
import Foundation

extension ExportFormat: ExpressibleByArgument {}

struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Export a scene as one animation: APNG or GIF (written by Animatic), MP4 or WebM (through ffmpeg). Default output/<scene>/<scene>.<format>."
    )

    @Argument(help: "Scene files, or directories of scene files.")
    var scenes: [String]

    @Option(help: "apng, gif, mp4 or webm.")
    var format: ExportFormat = .apng

    @Option(help: "Playback speed: 0.25 plays four times slower.")
    var speed = 1.0

    @Option(help: "How many times it plays; 0 forever (default: forever for APNG and GIF, once for video).")
    var loop: Int?

    @Option(help: "Seconds to hold the last frame.")
    var hold = 0.0

    @OptionGroup var canvas: CanvasOptions

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard speed >= 0.01, speed <= 100 else { throw CLIFailure(message: "--speed must be in 0.01…100", code: 2) }
        guard hold >= 0, hold <= 600 else { throw CLIFailure(message: "--hold must be in 0…600 seconds", code: 2) }
        if let loop, loop < 0 || loop > 65535 { throw CLIFailure(message: "--loop must be in 0…65535", code: 2) }
        if (format == .mp4 || format == .webm), loop == 0 {
            throw CLIFailure(
                message: "--loop 0 (forever) is for apng and gif; a video file plays a fixed number of times", code: 2)
        }
    }

    func run() async throws {
        let timelines = try loadTimelines(scenes, canvas: canvas)
        let target = OutputTarget(options: output)
        let options = ExportOptions(speed: speed, plays: loop, hold: hold)
        let exporters = timelines.map { Exporter($0, format: format, options: options) }
        let progress = Progress(
            command: "export",
            totalFrames: exporters.reduce(0) {
                $0 + $1.timing.frames.count * max(1, format == .mp4 || format == .webm ? (loop ?? 1) : 1)
            })
        for var exporter in exporters {
            let timeline = exporter.timeline
            let name = OutputNames.export(scene: timeline.sceneName, format: format.rawValue)
            let file = try target.file(scene: timeline.sceneName, name: name, sceneCount: timelines.count)
            let summary: ExportSummary
            do {
                exporter.onFrame = { progress.frameDone() }
                progress.begin(scene: timeline.sceneName, frames: exporter.timing.frames.count)
                summary = try exporter.export(to: file)
                progress.end(scene: timeline.sceneName)
                progress.finish()
            } catch {
                throw CLIFailure(message: "\(timeline.sceneName): \(error)", code: 2)
            }
            defer { fflush(nil) }
            print(
                "\(timeline.sceneName): \(counted(summary.frames, "frame")), \(String(format: "%.3f", summary.duration)) s, \(summary.bytes / 1024) KB → \(file.path)"
            )
        }
    }
}
