import Animatic
import AnimaticCore
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

    /// Frames given by index (golden images, say); a frame without one shows the frame before.
    public init(_ timeline: Timeline, name: String, frames given: [Int: Frame]) throws {
        self.timeline = timeline
        self.name = name
        var images: [String] = [], frameImages: [Int] = [], byDigest: [String: Int] = [:]
        var current = -1
        for index in 0..<timeline.frameCount {
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
        if images.isEmpty { images = ["data:,"] }
        self.images = images
        self.frameImages = frameImages
        (plotSVG, plotLayout) = try Self.plot(timeline)
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
        return """
            {"scene": \(q(name)), "fps": \(n(t.canvas.fps)), "frameCount": \(t.frameCount),
             "width": \(n(t.canvas.size.width)), "height": \(n(t.canvas.size.height)), "scale": \(n(t.canvas.scale)),
             "transitionDuration": \(n(t.transitionDuration)), "endTime": \(n(t.endTime)),
             "completion": \(t.completions.first.map { n(t.interaction?.wallTime(ofTransitionTime: $0.time) ?? $0.time) } ?? "null"),
             "frames": [\(frameImages.map(String.init).joined(separator: ","))],
             "release": \(t.interaction.map { i -> String in
                let r = i.clock.releaseTime
                let f = min(t.frameCount - 1, Int(saturating: r * t.canvas.fps, rounding: .toNearestOrAwayFromZero))
                return "{\"time\": \(n(r)), \"frame\": \(f), \"finish\": \(i.interaction.release.finish)}"
            } ?? "null"),
             "progress": [\((0..<t.frameCount).map { n(t.shownProgress(at: t.time(ofFrame: $0))) }.joined(separator: ","))],
             "plot": {"width": \(n(layout.size.width)), "left": \(n(plotArea.minX)), "right": \(n(plotArea.maxX)), "t0": \(n(layout.timeRange.lowerBound)), "t1": \(n(layout.timeRange.upperBound))},
             "tree": [\(tree.joined(separator: ", "))],
             "findings": [\(findings.joined(separator: ", "))],
             "values": \(ValuesExport(t, decompose: true).json())}
            """
    }
}
