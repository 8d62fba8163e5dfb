import Animatic
import AnimaticCore
import ArgumentParser

// The options several commands share, each defined once with one meaning across the CLI.
// Numbers are parsed unconditionally, so `--fps -5` is an out-of-range value, not a missing one.

/// `--fps`: the frame rate, overriding the scene's `canvas.fps`.
struct FrameRateOption: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames per second (overrides the scene's canvas.fps).")
    var fps: Double?
}

/// `--fps` and `--scale`: the canvas a scene renders on, overriding its `canvas:`.
struct CanvasOptions: ParsableArguments {
    @OptionGroup var frameRate: FrameRateOption

    @Option(parsing: .unconditional, help: "Pixels per point of the frames (overrides the scene's canvas.scale).")
    var scale: Double?

    var fps: Double? { frameRate.fps }
}

/// `-o/--output` (also `--out`) and `--overwrite`: where a command writes, and whether it may
/// replace what is there.
struct OutputOptions: ParsableArguments {
    @Option(
        name: [.customShort("o"), .customLong("output"), .customLong("out")],
        help: ArgumentHelp(
            "Where to write: a folder for render, review and watch; a file for sheet, plot and export (a folder of them with several scenes).",
            valueName: "path"))
    var output: String?

    @Flag(
        help:
            "Replace earlier output at the named place (render: frame files, or the scene's whole folder on a full render)."
    )
    var overwrite = false
}

/// `--image-scale`: the pixel density of a picture Animatic draws about a scene (sheet, plot),
/// apart from the density of the scene's frames (`--scale`).
struct ImageScaleOption: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels per point of the picture (0 < S ≤ 8; default 2).")
    var imageScale = 2.0

    func validate() throws {
        guard imageScale > 0, imageScale <= 8 else {
            throw CLIFailure(message: "--image-scale must be in (0, 8]", code: 2)
        }
    }
}

/// `--report`, `--junit` and `--results`: what a check (or a merge of checks) writes besides its
/// summary.
struct ReportOptions: ParsableArguments {
    @Option(help: "Write a self-contained HTML report into this directory (index.html).")
    var report: String?

    @Option(help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Option(
        help:
            "Write every (scene, frame) outcome with its numbers and report images as JSON to this file (for animatic merge-reports)."
    )
    var results: String?

    var outputs: CheckOutputs { CheckOutputs(junit: junit, results: results, report: report) }
}
