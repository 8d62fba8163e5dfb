import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import ArgumentParser
import Foundation

struct Sheet: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Draw a contact sheet PNG per scene: a grid of frames labeled with time, frame and progress (output/<scene>/sheet.png)."
    )

    @Argument(help: "Scene files, or directories of scene files.")
    var scenes: [String]

    @Option(help: "Show this many frames, evenly spaced from the first to the last (default 12).")
    var count: Int?

    @Option(help: "Show every k-th frame and the last.")
    var every: Int?

    @Option(parsing: .upToNextOption, help: "Show the frames at these times (seconds).")
    var at: [Double] = []

    @Flag(
        help:
            "Show the key moments instead of evenly spaced frames: the start, the fastest motion, an overshoot's peak, when it has settled, completeTransition and the end, each named in its label."
    )
    var moments = false

    @Flag(help: "One row (output/<scene>/strip.png).")
    var strip = false

    @Flag(
        help: "Overlay the frames on one canvas, fading toward the first (output/<scene>/onion.png; default 8 frames).")
    var onion = false

    @Flag(
        help:
            "Draw the paths of the animated views' centers and anchor points over the last frame, a dot per frame (output/<scene>/trails.png)."
    )
    var trails = false

    @Option(help: "Frames per row.")
    var columns: Int?

    @Option(help: "Width of each frame's picture, in points.")
    var width = 160.0

    @OptionGroup var imageScale: ImageScaleOption

    @OptionGroup var canvas: CanvasOptions

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if [count != nil, every != nil, !at.isEmpty, moments].filter({ $0 }).count > 1 {
            throw CLIFailure(message: "use one of --count, --every, --at and --moments", code: 2)
        }
        if let count, count < 1 { throw CLIFailure(message: "--count must be at least 1", code: 2) }
        if let every, every < 1 { throw CLIFailure(message: "--every must be at least 1", code: 2) }
        if let columns, columns < 1 { throw CLIFailure(message: "--columns must be at least 1", code: 2) }
        if onion && trails || (onion || trails) && strip {
            throw CLIFailure(message: "use one of --strip, --onion and --trails", code: 2)
        }
        guard width >= 16, width <= 2000 else {
            throw CLIFailure(message: "--width must be in 16…2000 points", code: 2)
        }
        guard at.allSatisfy({ $0 >= 0 && $0 <= Timeline.maxDuration }) else {
            throw CLIFailure(message: "--at times must be in 0…\(Int(Timeline.maxDuration)) seconds", code: 2)
        }
    }

    var pick: FramePick {
        if let every { return .every(every) }
        if !at.isEmpty { return .times(at) }
        return .count(count ?? (onion ? 8 : 12))
    }

    var fileName: String {
        onion ? OutputNames.onion : trails ? OutputNames.trails : strip ? OutputNames.strip : OutputNames.sheet
    }

    func picture(
        _ timeline: Timeline, frames: [(index: Int, time: Double)], style: ContactSheet.Style, captions: [String]?
    ) async throws -> Frame {
        let producer = FrameProducer(timeline)
        if onion { return try MotionPictures.onion(try producer.frames(at: frames.map(\.time))) }
        if trails {
            let last = try producer.frames(at: [timeline.time(ofFrame: timeline.frameCount - 1)])[0]
            return try MotionPictures.trails(timeline, lastFrame: last)
        }
        var sheet = ContactSheet(timeline, frames: frames, style: style)
        sheet.captions = captions
        return try await sheet.render()
    }

    func run() async throws {
        let timelines = try loadTimelines(scenes, canvas: canvas)
        let target = OutputTarget(options: output)
        for timeline in timelines {
            let keyMoments = moments ? KeyMoments(timeline).frames(in: timeline) : nil
            let frames = keyMoments.map { $0.map { ($0.index, $0.time) } } ?? pick.frames(in: timeline)
            var style = ContactSheet.Style()
            style.thumbnailWidth = width
            style.scale = imageScale.imageScale
            style.columns = strip ? frames.count : columns
            if moments { style.labelHeight = 48 }
            let file = try target.file(scene: timeline.sceneName, name: fileName, sceneCount: timelines.count)
            let png: [UInt8]
            do {
                png = try PNGEncoder.encode(
                    try await picture(timeline, frames: frames, style: style, captions: keyMoments?.map(\.name)),
                    compressionLevel: 9)
            } catch {
                throw CLIFailure(message: "\(timeline.sceneName): \(error)", code: 2)
            }
            try file.write(png)
            print("\(timeline.sceneName): \(counted(frames.count, "frame")) → \(file.path)")
        }
    }
}
