import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import ArgumentParser
import Foundation

struct Plot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plot every animated property against time, with normalized progress below (output/<scene>/plot.png or plot.svg).")

    enum Format: String, ExpressibleByArgument { case png, svg }

    @Argument(help: "A scene file.")
    var scene: String

    @Option(help: "png or svg (default: from -o's extension, else png).")
    var format: Format?

    @Option(help: "Pixels per point of the PNG.")
    var scale = 2.0

    @Option(help: "Frames per second (overrides the scene's canvas.fps); a marker shows each frame.")
    var fps: Double?

    @Option(name: [.customShort("o"), .long], help: "The file to write.")
    var output: String?

    @Flag(help: "Replace a file named with -o that already exists.")
    var overwrite = false

    func run() async throws {
        guard scale > 0, scale <= 8 else { throw CLIFailure(message: "--scale must be in (0, 8]", code: 2) }
        let timeline = try loadTimelines([scene], fps: fps)[0]
        let chosen = format ?? (output.map { ($0 as NSString).pathExtension.lowercased() == "svg" } == true ? .svg : .png)
        let path = try OutputTarget(explicit: output, overwrite: overwrite).path(scene: timeline.sceneName, name: ReviewFileNames.plot(format: chosen.rawValue), sceneCount: 1)
        let plot = TimingPlot(TimingCurves(timeline))
        do {
            let bytes = chosen == .svg ? try plot.svg() : try PNGEncoder.encode(try plot.png(scale: scale), compressionLevel: 9)
            try writeAtomically(bytes, to: path)
        } catch let failure as CLIFailure {
            throw failure
        } catch {
            throw CLIFailure(message: "\(timeline.sceneName): \(error)", code: 2)
        }
        print("\(timeline.sceneName): \(plot.curves.curves.count) curves → \(path)")
    }
}
