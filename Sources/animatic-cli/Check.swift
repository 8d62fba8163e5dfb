import Animatic
import AnimaticCore
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import AnimaticReview
import ArgumentParser
import Foundation

struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scenes' sampled frames and compare each with its golden: DIR/<scene>/frame-00012.png.",
        discussion: """
            Frames: every frame, or the scene's goldens: {at: [...]} or {every: n}; --at or --every override them.

            Record modes (--record, else ANIMATIC_RECORD): missing writes goldens that do not exist (the default), failed also re-records frames that differ, all re-records every frame, never writes nothing and a missing golden fails (the default when CI is set).

            Tolerance (exact by default): a pixel differs when its CIEDE2000 color difference exceeds --delta-e; a frame fails when more pixels differ than --max-pixels or --max-ratio allow. A scene's goldens.tolerance overrides these.

            Motion (--motion, or a scene's goldens: {motion: true}): a record also keeps every frame as DIR/<scene>/motion.apng, which the report's golden player plays between the recorded frames. It is for review: a check compares the sampled frames only, never the motion.

            Exit status: 0 every frame matched (or was recorded), 1 a frame differs, 2 bad input or an unusable golden.
            """)

    @Argument(help: "Scene files, or directories of scene files.")
    var scenes: [String]

    @Option(help: "The goldens directory: DIR/<scene>/frame-NNNNN.png and DIR/<scene>/manifest.json.")
    var goldens: String

    @Option(help: "missing, failed, all or never (default: ANIMATIC_RECORD; never when CI is set; else missing).")
    var record: String?

    @Option(parsing: .upToNextOption, help: "Check the frames at these times (seconds) instead of each scene's choice.")
    var at: [Double] = []

    @Option(help: "Check frames 0, N, 2N, … and the last instead of each scene's choice.")
    var every: Int?

    @Option(
        help:
            "Where actual, expected and diff images of failed frames go (default: ANIMATIC_ARTIFACTS, else output/failures)."
    )
    var artifacts: String?

    @OptionGroup var reports: ReportOptions

    @Option(help: "Check only part i of n of the (scene, frame) pairs, e.g. 2/4 (for CI matrices).")
    var shard: String?

    @Option(
        name: .customLong("delta-e"),
        help: "A pixel differs when its CIEDE2000 color difference exceeds this (default 0: any visible change).")
    var deltaE: Double?

    @Option(name: .customLong("max-pixels"), help: "How many pixels of a frame may differ.")
    var maxPixels: Int?

    @Option(name: .customLong("max-ratio"), help: "Which share (0…1) of a frame's pixels may differ.")
    var maxRatio: Double?

    @Option(
        help:
            "count (default) or ignore: whether anti-aliasing differences (edges moved by a fraction of a pixel) count."
    )
    var antialiasing: String?

    @Flag(
        help: """
            When recording, also keep every frame of each scene as DIR/<scene>/motion.apng (at most 1 pixel per \
            point), which the report's golden player plays between the recorded frames; never compared \
            (a scene's goldens: {motion: true} asks for its own).
            """)
    var motion = false

    @Flag(help: "List every frame, passed ones too.")
    var verbose = false

    @Flag(help: "Do not lint the scenes first; a scene that never calls completeTransition: then is checked too.")
    var noLint = false

    func run() async throws {
        let mode = try recordMode()
        let tolerance = try toleranceOverride()
        let sampling = try samplingOverride()
        var parsedShard: Shard?
        if let shard {
            guard let s = Shard(shard) else {
                throw CLIFailure(message: "--shard expects i/n with 1 ≤ i ≤ n, got '\(shard)'", code: 2)
            }
            parsedShard = s
        }
        let inputs = try loadScenes()
        // A time past a scene's end names no frame: an error, as in render, never a silent sample.
        for input in inputs where !at.isEmpty {
            if let problem = FrameSelection.times(at).problem(in: input.timeline) {
                throw CLIFailure(message: problem, code: 2)
            }
        }
        if !noLint {
            // Goldens of a transition that never ends must not be recorded silently.
            let findings = printLintWarnings(inputs.map(\.timeline))
            let unfinished = zip(inputs, findings).filter { $0.1.contains { $0.rule == .neverCompletes } }.map(
                \.0.timeline.sceneName)
            if !unfinished.isEmpty {
                throw CLIFailure(
                    message:
                        "\(unfinished.joined(separator: ", ")) never call\(unfinished.count == 1 ? "s" : "") completeTransition:, so nothing was checked or recorded (fix the scene, or pass --no-lint)",
                    code: 1)
            }
        }
        var options = GoldenCheckOptions(
            goldens: goldens, record: mode, artifacts: artifacts ?? GoldenCheckOptions.defaultArtifacts(),
            tolerance: tolerance, sampling: sampling, keepImages: reports.report != nil || reports.results != nil,
            fileSystem: commandFileSystem())
        options.timelineRecord = { GoldenTimeline($0) }
        options.motion = motion
        let checker = GoldenChecker(options: options)
        let progress = Progress(
            command: "check",
            totalFrames: inputs.reduce(0) { $0 + checker.sampling(for: $1.scene).frames(in: $1.timeline).count })
        let run = checker.run(inputs, shard: parsedShard) { scene in
            progress.frameDone(scene.frames.count)
            let failed = scene.frames.filter { $0.status == .failed }.count
            progress.end(
                scene: scene.scene, frames: scene.frames.count, seconds: scene.seconds,
                note: scene.error != nil ? ", error" : failed > 0 ? ", \(failed) failed" : "")
        }
        progress.finish()
        for line in run.summaryLines(verbose: verbose) { print(line) }
        let outputs = reports.outputs
        try outputs.writeMachineReadable(run)
        if let report = reports.report {
            let players = try await writePlayers(run, inputs: inputs, folder: report)
            try outputs.writeHTML(HTMLReport.render(run, players: players))
        }
        fflush(nil)  // the summary before the error line, also when both go to one pipe
        if run.exitCode != 0 {
            throw CLIFailure(
                message: run.exitCode == 2
                    ? "check could not use some scenes or goldens (see above)"
                    : "frames differ from their goldens (see above); if the change is intended, re-record them with --record failed",
                code: run.exitCode)
        }
    }

    /// For each scene with failed frames, a review page playing its actual frames next to its
    /// goldens, each on its own timeline (the golden's recorded with it), so a timing change is
    /// seen as motion; returns scene → page, relative to `folder`.
    func writePlayers(_ run: CheckRun, inputs: [(scene: Scene, timeline: Timeline, file: String?)], folder: String)
        async throws -> [String: String]
    {
        var players: [String: String] = [:]
        for scene in run.scenes where scene.frames.contains(where: { $0.status == .failed }) {
            guard let timeline = inputs.first(where: { $0.timeline.sceneName == scene.scene })?.timeline else {
                continue
            }
            let page = "\(scene.scene).player.html"
            do {
                var actual = try await ReviewData(timeline)
                actual.name = "actual"
                let golden = try goldenData(scene, timeline: timeline)
                // The golden's own timing, recorded with it, against this scene's.
                let html = ReviewPage.html(
                    [actual, golden], title: "\(scene.scene): actual ↔ golden", indexLink: "index.html",
                    timingChanges: ("Timing since the goldens were recorded", scene.timingChanges))
                let file = OutputFile(
                    (folder as NSString).appendingPathComponent(page), replacing: true,
                    fileSystem: commandFileSystem())
                try file.write(Array(html.utf8))
                players[scene.scene] = page
            } catch {
                throw CLIFailure(message: "cannot write the player of \(scene.scene): \(error)", code: 2)
            }
        }
        return players
    }

    /// The golden side of a player: every golden the manifest lists at its own frame, on the
    /// timeline recorded with them; without a manifest (goldens made by hand), the checked
    /// frames' goldens on the scene's timeline.
    func goldenData(_ scene: SceneCheck, timeline: Timeline) throws -> ReviewData {
        func image(_ path: String) -> Frame? {
            guard case .success(let bytes?) = RegularFile.readIfPresent(path, maxBytes: RegularFile.maxImageBytes)
            else { return nil }
            return try? PNGEncoder.decode([UInt8](bytes))
        }
        let store = GoldenStore(directory: goldens)
        guard let manifest = try? store.manifest(scene: scene.scene) else {
            var stills: [Int: Frame] = [:]
            for frame in scene.frames { stills[frame.index] = image(frame.golden) }
            return try ReviewData(timeline, name: "golden", frames: stills)
        }
        var side = GoldenSide(manifest: manifest, recorded: nil)
        do {
            side = GoldenSide(manifest: manifest, recorded: try store.timeline(scene: scene.scene))
        } catch {
            side.note = "The golden's timeline cannot be read (\(error)); it plays its recorded stills only."
        }
        var stills: [Int: Frame] = [:]
        for entry in manifest.frames {
            if let path = try? store.goldenPath(scene: scene.scene, frame: entry.frame, manifest: manifest).path {
                stills[entry.frame] = image(path)
            }
        }
        // Read before the side is handed on: a motion that cannot be used adds its note to it.
        let motion = goldenMotion(store, scene.scene, &side)
        return try ReviewData(golden: side, stills: stills, motion: motion, scene: timeline)
    }

    /// The golden's every frame, recorded with it (`motion.apng`), for the frames between its
    /// stills; nil when none was recorded, or (with a note) when it cannot be used.
    func goldenMotion(_ store: GoldenStore, _ name: String, _ side: inout GoldenSide) -> [Int: Frame]? {
        let bytes: [UInt8]
        do {
            guard let recorded = try store.motion(scene: name) else { return nil }
            bytes = recorded
        } catch {
            side.note = [side.note, "The golden's motion cannot be used (\(error)): its recorded frames are held."]
                .compactMap { $0 }.joined(separator: " ")
            return nil
        }
        let problem: String
        do {
            let count = try APNGDecoder.frameCount(of: bytes)
            if count == side.frameCount, side.recorded != nil {
                return try APNGDecoder.frames(Set(0..<count), of: bytes)
            }
            problem =
                "it has \(count) frames, the golden's timeline \(side.recorded == nil ? "none" : "\(side.frameCount)")"
        } catch {
            problem = "\(error)"
        }
        side.note = [side.note, "The golden's motion cannot be read (\(problem)): its recorded frames are held."]
            .compactMap { $0 }.joined(separator: " ")
        return nil
    }

    func recordMode() throws -> RecordMode {
        if let record {
            guard let mode = RecordMode(rawValue: record) else {
                throw CLIFailure(message: "\(RecordMode.InvalidValue(value: record, source: "--record"))", code: 2)
            }
            return mode
        }
        do { return try RecordMode.fromEnvironment() } catch { throw CLIFailure(message: "\(error)", code: 2) }
    }

    func toleranceOverride() throws -> ToleranceOverride {
        var t = ToleranceOverride()
        if let deltaE {
            guard deltaE >= 0, deltaE <= 100 else { throw CLIFailure(message: "--delta-e must be in 0…100", code: 2) }
            t.deltaE = deltaE
        }
        if let maxPixels {
            guard maxPixels >= 0 else { throw CLIFailure(message: "--max-pixels must be ≥ 0", code: 2) }
            t.maxPixels = maxPixels
        }
        if let maxRatio {
            guard (0...1).contains(maxRatio) else {
                throw CLIFailure(message: "--max-ratio is a share in 0…1", code: 2)
            }
            t.maxRatio = maxRatio
        }
        if let antialiasing {
            switch antialiasing {
            case "count": t.ignoresAntialiasing = false
            case "ignore": t.ignoresAntialiasing = true
            default: throw CLIFailure(message: "--antialiasing expects count or ignore, got '\(antialiasing)'", code: 2)
            }
        }
        return t
    }

    func samplingOverride() throws -> Sampling? {
        if !at.isEmpty {
            guard every == nil else { throw CLIFailure(message: "use --at or --every, not both", code: 2) }
            guard at.allSatisfy({ $0 >= 0 && $0.isFinite && $0 <= Timeline.maxDuration }) else {
                throw CLIFailure(message: "--at times must be in 0…\(Int(Timeline.maxDuration)) s", code: 2)
            }
            return .times(at)
        }
        if let every {
            guard every >= 1 else { throw CLIFailure(message: "--every must be ≥ 1", code: 2) }
            return .every(every)
        }
        return nil
    }

    func loadScenes() throws -> [(scene: Scene, timeline: Timeline, file: String?)] {
        do {
            var seen: [String: String] = [:]
            return try SceneFiles.expand(scenes).map { path in
                let scene = try SceneLoader.load(path: path)
                let timeline = try Timeline.compile(scene)
                if let other = seen[timeline.sceneName] {
                    throw CLIFailure(
                        message:
                            "\(path): scene name '\(timeline.sceneName)' is also the name of \(other); goldens are stored by name",
                        code: 2)
                }
                seen[timeline.sceneName] = path
                return (scene, timeline, path)
            }
        } catch let failure as CLIFailure {
            throw failure
        } catch {
            throw CLIFailure.badInput(error)
        }
    }
}
