import Animatic
import AnimaticCore
import AnimaticFiles
import AnimaticGolden
import AnimaticRender
import Foundation

/// What a review page shows of one scene, as the JSON its script reads: frames (each distinct
/// image once, as a PNG data URL), times, the timing plot (SVG) and where time runs across it,
/// the view tree, every animated value per frame, and the lint findings at their times.
public struct ReviewData: Sendable {
    public let timeline: Timeline
    public let frameImages: [Int]
    public let images: [String]
    public let plotSVG: String
    public let plotLayout: TimingPlot.Layout
    /// What the page calls it (the scene's name unless told otherwise, e.g. "golden").
    public var name: String
    /// Every animated property at every frame, for the page's timeline (nil: not recorded).
    public let tracks: GoldenTimeline?
    /// Set for a golden: its own frame rate, length and frames, which the JSON gives instead
    /// of the scene's.
    public private(set) var golden: GoldenSide?

    /// Frames given by index (golden images, say); a frame without one shows the frame before.
    public init(_ timeline: Timeline, name: String, frames given: [Int: Frame]) throws {
        self.timeline = timeline
        self.name = name
        (images, frameImages) = try Self.held(given, frameCount: timeline.frameCount)
        tracks = GoldenTimeline(timeline)
        (plotSVG, plotLayout) = try Self.plot(timeline)
    }

    /// A golden on its own timeline: its stills at their own frames, and between them its
    /// recorded motion's frames (`motion`, every frame at a reduced scale) or, without one, the
    /// still before held; over the frame count, length and tracks recorded with it. `timeline`
    /// is the scene's now, for what a golden does not record (its views, the plot shown once).
    public init(
        golden: GoldenSide, stills: [Int: Frame], motion: [Int: Frame]? = nil, scene timeline: Timeline,
        name: String = "golden"
    ) throws {
        self.timeline = timeline
        self.name = name
        var golden = golden
        golden.motion = motion != nil
        self.golden = golden
        let frames = (motion ?? [:]).merging(stills) { _, still in still }
        (images, frameImages) = try Self.held(frames, frameCount: golden.frameCount)
        tracks = golden.recorded
        (plotSVG, plotLayout) = try Self.plot(timeline)
    }

    /// Images for frames 0..<frameCount: each given frame's, and between them the one before.
    static func held(_ given: [Int: Frame], frameCount: Int) throws -> (images: [String], frameImages: [Int]) {
        var images: [String] = [], frameImages: [Int] = [], byDigest: [String: Int] = [:]
        var current = -1
        for index in 0..<frameCount {
            if let frame = given[index] {
                let digest = PixelDigest.of(frame.rgba)
                if let known = byDigest[digest] {
                    current = known
                } else {
                    byDigest[digest] = images.count
                    current = images.count
                    images.append(
                        "data:image/png;base64,"
                            + Data(try PNGEncoder.encode(frame, compressionLevel: 9)).base64EncodedString())
                }
            }
            frameImages.append(max(current, 0))
        }
        return (images.isEmpty ? ["data:,"] : images, frameImages)
    }

    /// Renders every frame and the plot (its time axis reaching `timeAxisEnd` at the least).
    public init(_ timeline: Timeline, timeAxisEnd: Double = 0) async throws {
        self.timeline = timeline
        self.name = timeline.sceneName
        // Render, hash and compress in parallel, a batch at a time (long scenes do not sit in
        // memory); identical frames keep the first one's image.
        let times = (0..<timeline.frameCount).map { timeline.time(ofFrame: $0) }
        let producer = FrameProducer(timeline)
        let batch = producer.workers * 4
        var images: [String] = []
        var byDigest: [String: Int] = [:]
        var frameImages: [Int] = []
        var start = 0
        while start < times.count {
            let rendered = try producer.map(Array(times[start..<min(times.count, start + batch)])) { worker, time in
                let frame = try worker.render(timeline, at: time)
                return (PixelDigest.of(frame.rgba), worker.takeFrame())
            }
            var distinct: [Frame] = []
            for (digest, frame) in rendered {
                if let known = byDigest[digest] {
                    frameImages.append(known)
                    continue
                }
                byDigest[digest] = images.count + distinct.count
                frameImages.append(images.count + distinct.count)
                distinct.append(frame)
            }
            images += try concurrentMap(distinct, worker: {}) { _, frame in
                "data:image/png;base64," + Data(try PNGEncoder.encode(frame, compressionLevel: 9)).base64EncodedString()
            }
            start += batch
        }
        self.images = images
        self.frameImages = frameImages
        tracks = GoldenTimeline(timeline)
        (plotSVG, plotLayout) = try Self.plot(timeline, timeAxisEnd: timeAxisEnd)
    }

    /// The timing plot as inline SVG (without the XML prolog), and where time runs across it.
    static func plot(_ timeline: Timeline, timeAxisEnd: Double = 0) throws -> (svg: String, layout: TimingPlot.Layout) {
        let plot = TimingPlot(TimingCurves(timeline), timeAxisEnd: timeAxisEnd)
        let svg = String(decoding: try plot.svg(), as: UTF8.self)
        return (svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg, plot.layout)
    }

    /// The views under the container at any moment, parents before children, each once.
    var viewTree: [(id: String, depth: Int)] {
        var out: [(String, Int)] = []
        var seen: Set<String> = []
        for snapshot in timeline.snapshots {
            func walk(_ id: String, _ depth: Int) {
                if seen.insert(id).inserted { out.append((id, depth)) }
                for child in snapshot.tree.children[id] ?? [] { walk(child, depth + 1) }
            }
            walk(ModelTree.containerID, 0)
        }
        return out.map { (id: $0.0, depth: $0.1) }
    }

    /// When a finding shows on screen: the moment the mistake takes effect, not when its step ran.
    static func time(of finding: Lint.Finding, in t: Timeline) -> Double {
        let stepTime = t.events.first { $0.location == finding.location }?.time ?? 0
        switch finding.rule {
        case .outlastsDuration: return t.transitionDuration
        case .animatesAfterCompletion: return t.completions.first?.time ?? stepTime
        case .neverCompletes, .blankScreen, .snapshotLeftBehind, .leftInvisible: return t.endTime
        case .completesTwice:
            return t.completions.dropFirst().first { $0.location == finding.location }?.time ?? stepTime
        case .changesAfterCompletion: return stepTime
        case .releaseJump: return t.interaction?.clock.releaseTime ?? stepTime
        case .wrongCompletionFlag, .notRestoredAfterCancel: return t.endTime
        case .scrubbedByTime: return t.interaction?.clock.releaseTime ?? stepTime
        // The window shows where the revealed view is missing from the start of the dismissal.
        case .revealedViewNotAdded: return 0
        case .radiansForDegrees, .frameUnderTransform, .orderDependentSet, .emptySnapshot, .springDampingRatio,
            .springCutOff,
            .oldPathSpelling:
            // Traps in what a step writes: they show from that step on.
            return stepTime
        }
    }

    public var json: String {
        let t = timeline
        let q = JSONText.quoted, n = JSONText.number
        let animated = Set(t.animatedProperties.map(\.viewID))
        // Every view's model values where it first appears, for views nothing animates.
        let tree = viewTree.map { entry -> String in
            let state = t.snapshots.lazy.compactMap { $0.tree.views[entry.id] }.first
            let model =
                state.map { v in
                    let f = v.frame
                    return
                        "{\"frame\": [\([f.minX, f.minY, f.width, f.height].map(n).joined(separator: ", "))], \"alpha\": \(n(v.opacity)), \"isHidden\": \(v.isHidden)}"
                } ?? "null"
            return
                "{\"id\": \(q(entry.id)), \"depth\": \(entry.depth), \"animated\": \(animated.contains(entry.id)), \"model\": \(model)}"
        }
        let findings = Lint(t).findings.map { f -> String in
            let time = Self.time(of: f, in: t)
            let frame = min(t.frameCount - 1, Int(saturating: time * t.canvas.fps, rounding: .toNearestOrAwayFromZero))
            return
                "{\"rule\": \(q(f.rule.rawValue)), \"message\": \(q(f.message)), \"location\": \(q(f.location.description)), \"time\": \(n(time)), \"frame\": \(frame)}"
        }
        let layout = plotLayout
        let plotArea = layout.panels.first?.rect ?? Rect(0, 0, layout.size.width, layout.size.height)
        let own = golden == nil
        return """
            {"scene": \(q(name)), \(facts),
             "width": \(n(t.canvas.size.width)), "height": \(n(t.canvas.size.height)), "scale": \(n(t.canvas.scale)),
             "frames": [\(frameImages.map(String.init).joined(separator: ","))],
             "plot": {"width": \(n(layout.size.width)), "left": \(n(plotArea.minX)), "right": \(n(plotArea.maxX)), "t0": \(n(layout.timeRange.lowerBound)), "t1": \(n(layout.timeRange.upperBound))},
             "tree": [\(own ? tree.joined(separator: ", ") : "")],
             "findings": [\(own ? findings.joined(separator: ", ") : "")],
             "tracks": \(tracksJSON),
             "timing": \(timingJSON),
             "values": \(own ? ValuesExport(t, decompose: true).json() : "[]")}
            """
    }

    /// Frame rate, length, completion, release and progress: the scene's, or a golden's own.
    var facts: String {
        let n = JSONText.number
        let release = { (r: GoldenTimeline.Release, fps: Double, count: Int) -> String in
            let f = min(count - 1, Int(saturating: r.time * fps, rounding: .toNearestOrAwayFromZero))
            return "{\"time\": \(n(r.time)), \"frame\": \(f), \"finish\": \(r.finish)}"
        }
        if let g = golden {
            let r = g.recorded
            let progress = r.map { recorded in
                (0..<recorded.frameCount).map { i in
                    let driven = recorded.tracks.first { $0.view == "interaction" && $0.keyPath == "progress" }
                    let t = Double(i) / recorded.fps
                    return n(
                        driven?.values[i]?.first
                            ?? (recorded.transitionDuration > 0 ? t / recorded.transitionDuration : 1))
                }
            }
            return """
                "golden": true, "fps": \(n(g.fps)), "frameCount": \(g.frameCount), "endTime": \(n(g.endTime)),
                 "transitionDuration": \(r.map { n($0.transitionDuration) } ?? "null"),
                 "completion": \(r?.completion.map(n) ?? "null"),
                 "release": \(r?.release.map { release($0, g.fps, g.frameCount) } ?? "null"),
                 "progress": [\(progress?.joined(separator: ",") ?? "")],
                 "stills": [\(g.stills.map(String.init).joined(separator: ","))], "motion": \(g.motion),
                 "note": \(g.note.map(JSONText.quoted) ?? "null")
                """
        }
        let t = timeline
        let completion = t.completions.first.map { n(t.interaction?.wallTime(ofTransitionTime: $0.time) ?? $0.time) }
        let driven = t.interaction.map {
            release(
                .init(time: $0.clock.releaseTime, finish: $0.interaction.release.finish), t.canvas.fps, t.frameCount)
        }
        let progress = (0..<t.frameCount).map { n(t.shownProgress(at: t.time(ofFrame: $0))) }
        return """
            "golden": false, "fps": \(n(t.canvas.fps)), "frameCount": \(t.frameCount), "endTime": \(n(t.endTime)),
             "transitionDuration": \(n(t.transitionDuration)), "completion": \(completion ?? "null"),
             "release": \(driven ?? "null"),
             "progress": [\(progress.joined(separator: ","))],
             "stills": null, "motion": false, "note": null
            """
    }

    /// The tracks as the page's timeline reads them: `[{"view", "keyPath", "values"}]`.
    var tracksJSON: String {
        guard let tracks else { return "[]" }
        let q = JSONText.quoted, n = JSONText.number
        let rows = tracks.tracks.map { track in
            let values = track.values.map { v in v.map { "[" + $0.map(n).joined(separator: ",") + "]" } ?? "null" }
            return "{\"view\": \(q(track.view)), \"keyPath\": \(q(track.keyPath)), \"values\": ["
                + values.joined(separator: ",") + "]}"
        }
        return "[" + rows.joined(separator: ",\n") + "]"
    }

    /// Each animation's curve by name, for the timeline's track names: the golden's as its
    /// manifest recorded them, else the scene's.
    var timingJSON: String {
        let q = JSONText.quoted, n = JSONText.number
        let summary = golden.map { $0.timing?.animations ?? [] } ?? TimingSummary(timeline).animations
        let rows = summary.map { a in
            "{\"view\": \(q(a.view)), \"keyPath\": \(q(a.keyPath)), \"delay\": \(n(a.delay)), "
                + "\"duration\": \(n(a.duration)), \"curve\": \(q(a.curve))}"
        }
        return "[" + rows.joined(separator: ", ") + "]"
    }
}

/// What a golden player knows of the golden's own timeline: what was recorded with it (the
/// timeline file, or for goldens recorded before it only the manifest's frame rate and end).
public struct GoldenSide: Sendable {
    public var recorded: GoldenTimeline?
    /// The manifest's timing summary (curve names), when it has one.
    public var timing: TimingSummary?
    public var fps: Double
    public var frameCount: Int
    public var endTime: Double
    /// The golden's frames that are recorded images (the others hold the one before).
    public var stills: [Int]
    /// What the player cannot show, in words (nil when the timeline was recorded).
    public var note: String?
    /// Whether the frames between the stills are the golden's recorded motion (else held stills).
    public var motion = false

    /// From the manifest and the recorded timeline (nil: recorded before Animatic kept it).
    public init(manifest: GoldenManifest, recorded: GoldenTimeline?) {
        self.recorded = recorded
        timing = manifest.timing
        stills = manifest.frames.map(\.frame).sorted()
        let last = stills.last ?? 0
        if let recorded {
            fps = recorded.fps
            frameCount = max(recorded.frameCount, last + 1)
            endTime = recorded.endTime
            note = nil
        } else {
            fps = manifest.fps
            let end = manifest.timing?.end ?? (manifest.frames.map(\.time).max() ?? 0)
            endTime = end
            frameCount = max(Int(saturating: end * fps, rounding: .toNearestOrAwayFromZero) + 1, last + 1)
            note =
                "These goldens were recorded before Animatic kept their timeline (\(OutputNames.goldenTimeline)): "
                + "the golden plays its recorded length (\(TimingText.seconds(end))) with its \(stills.count) "
                + "recorded frames held in between, and has no tracks. `animatic check --record all` records it."
        }
    }
}
