import AnimaticCore
import AnimaticRender
import Foundation

/// `animatic check --results FILE.json`: every (scene, frame) outcome with its numbers, in a
/// form `animatic merge-reports` turns back into a `CheckRun` to write one HTML report and one
/// JUnit file from the shards of a CI matrix.
///
/// Report images (thumbnails; expected, actual and diff of failed frames) are inlined once
/// each, in `images` keyed by the SHA-256 of their PNG bytes, and frames name them by that key:
/// a shard's results file is then all a merge needs (no artifact folder to carry along), and an
/// image shown by many frames is stored once.
public struct CheckResults: Codable, Sendable, Equatable {
    public static let currentFormat = "animatic-check-results/1"

    public struct Frame: Codable, Sendable, Equatable {
        public struct Numbers: Codable, Sendable, Equatable {
            public var differing: Int
            public var antialiased: Int
            public var withinTolerance: Int
            public var total: Int
            public var maxDeltaE: Double
            public var maxChannelDelta: Int
            /// x, y, width, height of the box around the changes.
            public var bounds: [Int]?
            public var summary: String
        }
        public struct Artifact: Codable, Sendable, Equatable {
            public var kind: String
            public var path: String
        }
        /// SHA-256 keys into `CheckResults.images`.
        public struct Images: Codable, Sendable, Equatable {
            public var thumbnail: String?
            public var expected: String?
            public var actual: String?
            public var diff: String?
        }
        public var index: Int
        public var time: Double
        public var status: String
        public var message: String
        public var golden: String
        public var seconds: Double
        public var difference: Numbers?
        public var artifacts: [Artifact]
        public var images: Images?
    }

    public struct SceneResult: Codable, Sendable, Equatable {
        public struct ToleranceValues: Codable, Sendable, Equatable {
            public var deltaE: Double
            public var maxPixels: Int?
            public var maxRatio: Double?
            public var ignoresAntialiasing: Bool
        }
        /// One of `every`/`at` or neither (every frame).
        public struct SamplingValues: Codable, Sendable, Equatable {
            public var at: [Double]?
            public var every: Int?
        }
        public var scene: String
        public var file: String?
        public var goldenDirectory: String
        public var sampling: SamplingValues
        public var tolerance: ToleranceValues
        public var recordedEnvironment: RenderEnvironment?
        public var environment: RenderEnvironment
        public var environmentDifferences: [String]
        /// Absent in results written before timing was recorded.
        public var timingChanges: [String]?
        public var written: [String]
        public var error: String?
        public var seconds: Double
        public var frames: [Frame]
    }

    public var format: String
    public var record: String
    /// "i/n", or nil for an unsharded run.
    public var shard: String?
    public var seconds: Double
    public var passed: Int
    public var failed: Int
    public var recorded: Int
    public var errors: Int
    public var scenes: [SceneResult]
    /// SHA-256 of a PNG → the PNG, base64.
    public var images: [String: String]
}

public enum CheckResultsError: Error, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case wrongFormat(path: String, format: String)
    case invalid(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): error: cannot read check results: \(reason)"
        case .wrongFormat(let path, let format):
            "\(path): error: not Animatic check results (format '\(format)', expected '\(CheckResults.currentFormat)')"
        case .invalid(let path, let reason): "\(path): error: \(reason)"
        }
    }
}

extension CheckRun {
    /// The machine-readable outcome; report images are inlined once each (see `CheckResults`).
    public func results() -> CheckResults {
        var images: [String: String] = [:]
        func store(_ bytes: [UInt8]?) -> String? {
            guard let bytes, !bytes.isEmpty else { return nil }
            let key = bytes.withUnsafeBytes { Digest.sha256($0) }
            if images[key] == nil { images[key] = Data(bytes).base64EncodedString() }
            return key
        }
        let scenes = scenes.map { scene in
            CheckResults.SceneResult(
                scene: scene.scene, file: scene.file, goldenDirectory: scene.goldenDirectory,
                sampling: scene.sampling.values, tolerance: scene.tolerance.values,
                recordedEnvironment: scene.recordedEnvironment, environment: scene.environment,
                environmentDifferences: scene.environmentDifferences, timingChanges: scene.timingChanges,
                written: scene.written, error: scene.error, seconds: scene.seconds,
                frames: scene.frames.map { f in
                    CheckResults.Frame(
                        index: f.index, time: f.time, status: f.status.rawValue, message: f.message, golden: f.golden,
                        seconds: f.seconds,
                        difference: f.difference.map { d in
                            CheckResults.Frame.Numbers(
                                differing: d.differing, antialiased: d.antialiased, withinTolerance: d.withinTolerance,
                                total: d.total, maxDeltaE: d.maxDeltaE, maxChannelDelta: d.maxChannelDelta,
                                bounds: d.bounds.map { [$0.x, $0.y, $0.width, $0.height] }, summary: d.summary)
                        },
                        artifacts: f.artifacts.map { .init(kind: $0.kind, path: $0.path) },
                        images: f.images.map { i in
                            .init(
                                thumbnail: store(i.thumbnail), expected: store(i.expected), actual: store(i.actual),
                                diff: store(i.diff))
                        })
                })
        }
        return CheckResults(
            format: CheckResults.currentFormat, record: record.rawValue, shard: shard?.description, seconds: seconds,
            passed: count(.passed), failed: count(.failed), recorded: count(.recorded), errors: count(.error),
            scenes: scenes, images: images)
    }

    /// JSON with sorted keys, so equal runs give equal files.
    public func resultsJSON() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(try encoder.encode(results()))
    }

    /// Rebuilds a run from results (`path` names the file in errors).
    public init(results: CheckResults, path: String) throws(CheckResultsError) {
        guard results.format == CheckResults.currentFormat else {
            throw .wrongFormat(path: path, format: results.format)
        }
        guard let record = RecordMode(rawValue: results.record) else {
            throw .invalid(path: path, reason: "unknown record mode '\(results.record)'")
        }
        func image(_ key: String?) throws(CheckResultsError) -> [UInt8]? {
            guard let key else { return nil }
            guard let base64 = results.images[key], let data = Data(base64Encoded: base64) else {
                throw .invalid(path: path, reason: "image \(key) is named by a frame but not stored")
            }
            return [UInt8](data)
        }
        var scenes: [SceneCheck] = []
        for s in results.scenes {
            var frames: [FrameCheck] = []
            for f in s.frames {
                guard let status = FrameCheck.Status(rawValue: f.status) else {
                    throw .invalid(path: path, reason: "\(s.scene) frame \(f.index): unknown status '\(f.status)'")
                }
                var images: FrameImages?
                if let i = f.images {
                    images = FrameImages(
                        thumbnail: try image(i.thumbnail) ?? [], expected: try image(i.expected),
                        actual: try image(i.actual), diff: try image(i.diff))
                }
                frames.append(
                    FrameCheck(
                        scene: s.scene, index: f.index, time: f.time, status: status, message: f.message,
                        difference: f.difference.map(Difference.init(numbers:)), golden: f.golden,
                        artifacts: f.artifacts.map { ($0.kind, $0.path) }, images: images, seconds: f.seconds))
            }
            let sampling: Sampling =
                if let at = s.sampling.at { .times(at) } else if let n = s.sampling.every { .every(n) } else { .all }
            let t = s.tolerance
            scenes.append(
                SceneCheck(
                    scene: s.scene, file: s.file, goldenDirectory: s.goldenDirectory, sampling: sampling,
                    tolerance: Tolerance(
                        deltaE: t.deltaE, maxPixels: t.maxPixels, maxRatio: t.maxRatio,
                        ignoresAntialiasing: t.ignoresAntialiasing),
                    frames: frames, recordedEnvironment: s.recordedEnvironment, environment: s.environment,
                    environmentDifferences: s.environmentDifferences, timingChanges: s.timingChanges ?? [],
                    written: s.written, error: s.error, seconds: s.seconds))
        }
        self.init(scenes: scenes, seconds: results.seconds, shard: results.shard.flatMap(Shard.init), record: record)
    }

    /// Reads a results file written by `check --results`.
    public static func load(resultsAt path: String) throws(CheckResultsError) -> CheckRun {
        let data: Data
        switch RegularFile.read(path, maxBytes: RegularFile.maxImageBytes) {
        case .success(let bytes): data = bytes
        case .failure(let refusal): throw .unreadable(path: path, reason: refusal.reason(for: path))
        }
        let results: CheckResults
        do { results = try JSONDecoder().decode(CheckResults.self, from: data) } catch {
            throw .unreadable(path: path, reason: "not check results: \(DecodingProblem.words(for: error, in: data))")
        }
        return try CheckRun(results: results, path: path)
    }

    /// One run from the shards of a matrix: a scene split between shards becomes one scene
    /// with its frames in order; times add up (the CPU time the matrix spent).
    public static func merged(_ shards: [CheckRun]) -> CheckRun {
        var scenes: [SceneCheck] = []
        for run in shards.sorted(by: { ($0.shard?.index ?? 0) < ($1.shard?.index ?? 0) }) {
            for scene in run.scenes {
                if let i = scenes.firstIndex(where: { $0.scene == scene.scene }) {
                    scenes[i].frames = (scenes[i].frames + scene.frames).sorted { $0.index < $1.index }
                    scenes[i].seconds += scene.seconds
                    scenes[i].written += scene.written
                    scenes[i].error = scenes[i].error ?? scene.error
                } else {
                    scenes.append(scene)
                }
            }
        }
        return CheckRun(
            scenes: scenes, seconds: shards.reduce(0) { $0 + $1.seconds }, shard: nil,
            record: shards.first?.record ?? .never)
    }
}

extension Sampling {
    var values: CheckResults.SceneResult.SamplingValues {
        switch self {
        case .all: .init()
        case .times(let t): .init(at: t)
        case .every(let n): .init(every: n)
        }
    }
}

extension Tolerance {
    var values: CheckResults.SceneResult.ToleranceValues {
        .init(deltaE: deltaE, maxPixels: maxPixels, maxRatio: maxRatio, ignoresAntialiasing: ignoresAntialiasing)
    }
}

extension Difference {
    init(numbers n: CheckResults.Frame.Numbers) {
        differing = n.differing
        antialiased = n.antialiased
        withinTolerance = n.withinTolerance
        total = n.total
        maxDeltaE = n.maxDeltaE
        maxChannelDelta = n.maxChannelDelta
        summary = n.summary
        bounds = n.bounds.flatMap { $0.count == 4 ? (x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil }
    }
}
