import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import ArgumentParser
import Foundation

struct Plot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Plot every animated property against time, with normalized progress below (output/<scene>/plot.png or plot.svg)."
    )

    enum Format: String, ExpressibleByArgument { case png, svg }

    @Argument(help: "A scene file.")
    var scene: String

    @Option(help: "png or svg (default: from -o's extension, else png).")
    var format: Format?

    @OptionGroup var imageScale: ImageScaleOption

    @OptionGroup var frameRate: FrameRateOption

    @OptionGroup var output: OutputOptions

    func run() async throws {
        let timeline = try loadTimelines([scene], frameRate: frameRate)[0]
        let isSVG = output.output.map { ($0 as NSString).pathExtension.lowercased() == "svg" } == true
        let chosen = format ?? (isSVG ? .svg : .png)
        let name = OutputNames.plot(format: chosen.rawValue)
        let file = try OutputTarget(options: output).file(scene: timeline.sceneName, name: name, sceneCount: 1)
        let plot = TimingPlot(TimingCurves(timeline))
        let bytes: [UInt8]
        do {
            bytes =
                chosen == .svg
                ? try plot.svg()
                : try PNGEncoder.encode(try plot.png(scale: imageScale.imageScale), compressionLevel: 9)
        } catch {
            throw CLIFailure(message: "\(timeline.sceneName): \(error)", code: 2)
        }
        try file.write(bytes)
        print("\(timeline.sceneName): \(plot.curves.curves.count) curves → \(file.path)")
    }
}
