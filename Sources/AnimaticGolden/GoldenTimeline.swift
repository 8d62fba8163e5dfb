import AnimaticCore
import AnimaticFiles
import AnimaticRender
import Foundation

/// The timeline a scene had when its goldens were recorded, sampled at its own frame rate:
/// `DIR/<scene>/timeline.json`, next to the manifest. Its facts (frame rate, frame count, end,
/// `transitionDuration`, `completeTransition`, an interactive scene's release) and every
/// animated property's value at every frame, one track per view and key path (`values
/// --decompose`'s key paths: a transform as its translation, scale and rotation).
///
/// Numbers, not a model: it reads the same whatever the scene was made from (a scene file or
/// a Swift animator) and whatever later Animatic versions change in the model, and it is small
/// (a few kilobytes a scene, values rounded to 1/10 000). The review's golden player plays the
/// golden's duration, frames and tracks from it beside the scene's; goldens recorded before it
/// existed have none, and the player says so.
public struct GoldenTimeline: Sendable, Equatable, Codable {
    public static let currentFormat = 1

    public struct Release: Sendable, Equatable, Codable {
        /// Wall-clock seconds of the finger's lift.
        public var time: Double
        /// Whether the transition finishes (else it cancels).
        public var finish: Bool
        public init(time: Double, finish: Bool) {
            self.time = time
            self.finish = finish
        }
    }

    /// One animated property: its value at every frame (nil where its view does not exist yet).
    public struct Track: Sendable, Equatable, Codable {
        public var view: String
        /// `center`, `alpha`, `layer.transform.rotation.z`; `interaction.progress` for a gesture.
        public var keyPath: String
        /// Per frame, the value's numbers: one for a number, two for a point, four for a rect
        /// or a color (0…1).
        public var values: [[Double]?]
        public init(view: String, keyPath: String, values: [[Double]?]) {
            self.view = view
            self.keyPath = keyPath
            self.values = values
        }
    }

    public var format: Int = currentFormat
    public var scene: String
    public var fps: Double
    public var frameCount: Int
    public var endTime: Double
    public var transitionDuration: Double
    /// Wall-clock seconds of the first `completeTransition:` (nil: never called).
    public var completion: Double?
    public var release: Release?
    public var tracks: [Track]

    public init(
        scene: String, fps: Double, frameCount: Int, endTime: Double, transitionDuration: Double,
        completion: Double?, release: Release?, tracks: [Track]
    ) {
        self.scene = scene
        self.fps = fps
        self.frameCount = frameCount
        self.endTime = endTime
        self.transitionDuration = transitionDuration
        self.completion = completion
        self.release = release
        self.tracks = tracks
    }

    /// A recorded value: rounded to 1/10 000 (of a point, a degree, an alpha), so the file is
    /// small and reads the same on every machine.
    public static func rounded(_ x: Double) -> Double {
        guard x.isFinite else { return 0 }
        let r = (x * 10_000).rounded() / 10_000
        return r == 0 ? 0 : r
    }

    /// Stable, diff-friendly JSON: the facts, then one line per track.
    public func json() -> String {
        let q = JSONText.quoted
        let n = JSONText.number
        var lines = [
            "{", "  \"format\": \(format),", "  \"scene\": \(q(scene)),", "  \"fps\": \(n(fps)),",
            "  \"frameCount\": \(frameCount),", "  \"endTime\": \(n(endTime)),",
            "  \"transitionDuration\": \(n(transitionDuration)),",
            "  \"completion\": \(completion.map(n) ?? "null"),",
            "  \"release\": \(release.map { "{\"time\": \(n($0.time)), \"finish\": \($0.finish)}" } ?? "null"),",
        ]
        let rows = tracks.map { track in
            let values = track.values.map { v in v.map { "[" + $0.map(n).joined(separator: ",") + "]" } ?? "null" }
            return "    {\"view\": \(q(track.view)), \"keyPath\": \(q(track.keyPath)), \"values\": ["
                + values.joined(separator: ",") + "]}"
        }
        lines.append("  \"tracks\": [" + (rows.isEmpty ? "]" : "\n" + rows.joined(separator: ",\n") + "\n  ]"))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads one from JSON; a format newer than this Animatic's is an error.
    public static func decode(_ data: Data, path: String) throws -> GoldenTimeline {
        if GoldenStore.isLFSPointer(data) { throw GoldenFileError.lfsPointer(path) }
        let timeline: GoldenTimeline
        do {
            timeline = try JSONDecoder().decode(GoldenTimeline.self, from: data)
        } catch {
            throw GoldenFileError(
                path: path, message: "is not a golden timeline: \(DecodingProblem.words(for: error, in: data))")
        }
        guard timeline.format <= currentFormat else {
            throw GoldenFileError(
                path: path,
                message: "timeline format \(timeline.format) is newer than this Animatic reads (\(currentFormat))")
        }
        guard timeline.frameCount >= 1, timeline.fps > 0,
            timeline.tracks.allSatisfy({ $0.values.count == timeline.frameCount })
        else {
            throw GoldenFileError(
                path: path, message: "is not a golden timeline: its tracks do not have one value a frame")
        }
        return timeline
    }
}

extension GoldenStore {
    /// The timeline recorded with a scene's goldens, or nil when none was (goldens recorded
    /// before Animatic kept it, or made by hand). One whose SHA-256 is not the manifest's (a
    /// record killed between the two, a file changed by hand) is an error.
    public func timeline(scene: String) throws -> GoldenTimeline? {
        let path = try root.pathForReading(scene, OutputNames.goldenTimeline)
        switch RegularFile.readIfPresent(path, maxBytes: RegularFile.maxTextBytes) {
        case .success(nil): return nil
        case .success(let bytes?):
            if let expected = try manifest(scene: scene)?.timeline, Digest.sha256([UInt8](bytes)) != expected {
                throw GoldenFileError(
                    path: path,
                    message:
                        "is not the timeline recorded with these goldens (its SHA-256 is not the manifest's): "
                        + "a record was interrupted, or it was changed by hand; `--record all` records it again")
            }
            return try GoldenTimeline.decode(bytes, path: path)
        case .failure(let refusal): throw GoldenFileError(path: path, message: refusal.reason(for: path))
        }
    }
}
