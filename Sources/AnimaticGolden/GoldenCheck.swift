import AnimaticCore
import AnimaticFiles
import AnimaticRender
import Foundation

/// What `animatic check` and `assertFrames` share: where goldens are, when to write them,
/// where failure images go, and the tolerance and sampling given by the caller.
public struct GoldenCheckOptions: Sendable {
    public var goldens: String
    public var record: RecordMode
    /// Where actual, expected and diff images of failed frames go; nil writes none.
    public var artifacts: String?
    /// The caller's tolerance (command line, `assertFrames`), over `Tolerance.exact`; a scene's
    /// own `goldens.tolerance` is laid over it.
    public var tolerance: ToleranceOverride
    /// Frames to sample instead of each scene's `goldens:` choice.
    public var sampling: Sampling?
    /// Keep thumbnails and failure images in memory for an HTML report.
    public var keepImages: Bool
    /// zlib level of golden PNGs (artifacts use a fast level).
    public var compressionLevel: Int32
    /// Where every change to files goes; tests hook it.
    public var fileSystem: SafeFileSystem
    /// Seconds to wait for another writer into the goldens folder.
    public var lockWait: Double
    /// The timeline to record next to the goldens (`timeline.json`, for the review's golden
    /// player): `GoldenTimeline.init(_:)` of the Animatic module; nil records none.
    public var timelineRecord: (@Sendable (Timeline) -> GoldenTimeline)? = nil
    /// Also record every frame as `motion.apng` (GoldenMotion) when recording, for every scene
    /// (`check --motion`); a scene's `goldens: {motion: true}` asks for its own. Never compared.
    public var motion = false

    public init(
        goldens: String, record: RecordMode = .missing, artifacts: String? = nil,
        tolerance: ToleranceOverride = ToleranceOverride(),
        sampling: Sampling? = nil, keepImages: Bool = false, compressionLevel: Int32 = 9,
        fileSystem: SafeFileSystem = SafeFileSystem(), lockWait: Double = DirectoryLock.defaultWait()
    ) {
        self.goldens = goldens
        self.record = record
        self.artifacts = artifacts
        self.tolerance = tolerance
        self.sampling = sampling
        self.keepImages = keepImages
        self.compressionLevel = compressionLevel
        self.fileSystem = fileSystem
        self.lockWait = lockWait
    }

    /// The default artifacts folder: `ANIMATIC_ARTIFACTS`, else `output/failures`.
    public static func defaultArtifacts(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String
    {
        if let dir = environment["ANIMATIC_ARTIFACTS"], !dir.isEmpty { return dir }
        return "output/failures"
    }
}

/// How a frame's pixels differ from its golden, without the per-pixel list.
public struct Difference: Sendable {
    public var differing: Int
    public var antialiased: Int
    public var withinTolerance: Int
    public var total: Int
    public var maxDeltaE: Double
    public var maxChannelDelta: Int
    public var bounds: (x: Int, y: Int, width: Int, height: Int)?
    public var summary: String
    public var ratio: Double { Double(differing) / Double(max(total, 1)) }

    init(_ c: PixelComparison) {
        differing = c.differingCount
        antialiased = c.antialiasedCount
        withinTolerance = c.withinToleranceCount
        total = c.total
        maxDeltaE = c.maxDeltaE
        maxChannelDelta = c.maxChannelDelta
        bounds = c.bounds
        summary = c.summary
    }
}

/// PNG bytes for a report.
public struct FrameImages: Sendable {
    public var thumbnail: [UInt8]
    public var expected: [UInt8]?
    public var actual: [UInt8]?
    public var diff: [UInt8]?
}

/// The outcome of one sampled frame.
public struct FrameCheck: Sendable {
    public enum Status: String, Sendable {
        /// Identical to its golden, or within the tolerance.
        case passed
        /// Differs beyond the tolerance, or has no golden under record mode `never`.
        case failed
        /// A golden was written for it (missing, or re-recorded as the record mode says).
        case recorded
        /// The golden could not be read (a Git LFS pointer, not a PNG) or the frame not rendered.
        case error
    }

    public var scene: String
    public var index: Int
    public var time: Double
    public var status: Status
    /// One line: what happened, with the numbers.
    public var message: String
    /// Set when the frame was compared and was not identical.
    public var difference: Difference?
    public var golden: String
    /// "actual", "expected", "diff" → path, for failed frames when artifacts are on.
    public var artifacts: [(kind: String, path: String)]
    public var images: FrameImages?
    public var seconds: Double

    /// "frame 30 (t = 0.500 s)".
    public var label: String { "frame \(index) (t = \(String(format: "%.3f", time)) s)" }
}

/// The outcome of one scene.
public struct SceneCheck: Sendable {
    public var scene: String
    public var file: String?
    public var goldenDirectory: String
    public var sampling: Sampling
    public var tolerance: Tolerance
    public var frames: [FrameCheck]
    /// What made the goldens (from the manifest), and this machine.
    public var recordedEnvironment: RenderEnvironment?
    public var environment: RenderEnvironment
    /// Differences that can change pixels, recorded → here ("pango 1.50.12 → 1.52.1").
    public var environmentDifferences: [String]
    /// What changed in timing since the goldens were recorded ("card.center: duration 1 → 1.2 s
    /// (+20 %)"), and sampled times the scene no longer reaches or newly passes.
    public var timingChanges: [String] = []
    /// Golden files written.
    public var written: [String]
    /// A problem with the whole scene (a font not installed, an unreadable manifest).
    public var error: String?
    public var seconds: Double

    public func count(_ status: FrameCheck.Status) -> Int { frames.filter { $0.status == status }.count }
    public var hasFailures: Bool { count(.failed) > 0 }
    public var hasErrors: Bool { error != nil || count(.error) > 0 }
}

/// Renders sampled frames and compares them with goldens, records as the record mode says,
/// and writes failure artifacts. Frames render and compare in parallel, one per core.
public struct GoldenChecker: Sendable {
    public var options: GoldenCheckOptions
    public init(options: GoldenCheckOptions) { self.options = options }

    public var store: GoldenStore { GoldenStore(directory: options.goldens, fileSystem: options.fileSystem) }

    /// The frames a scene samples: the caller's sampling, else the scene's, else every frame.
    public func sampling(for scene: Scene) -> Sampling { options.sampling ?? Sampling(scene.goldens) }

    /// The tolerance for a scene: exact, then the caller's, then the scene's own.
    public func tolerance(for scene: Scene) -> Tolerance {
        let global = options.tolerance.applied(to: .exact)
        return scene.goldens?.tolerance?.applied(to: global) ?? global
    }

    /// Checks every scene (or this shard's part of the (scene, frame) pairs); `onScene` hears
    /// of each scene as it finishes (progress).
    public func run(
        _ scenes: [(scene: Scene, timeline: Timeline, file: String?)], shard: Shard? = nil,
        onScene: ((SceneCheck) -> Void)? = nil
    ) -> CheckRun {
        let start = Date()
        let plans = scenes.map { item in (item, sampling(for: item.scene).frames(in: item.timeline)) }
        var selected = plans.map { $0.1 }
        var staleOwners: [(@Sendable (Int) -> Bool)?] = plans.map { _ in nil }
        if let shard {
            let total = plans.reduce(0) { $0 + $1.1.count }
            let mine = shard.range(of: total)
            var position = 0
            for (p, plan) in plans.enumerated() {
                selected[p] = plan.1.enumerated().filter { mine.contains(position + $0.offset) }.map(\.element)
                staleOwners[p] = Self.staleFrameOwner(
                    sampled: plan.1.map(\.index), firstPosition: position, shardRange: mine)
                position += plan.1.count
            }
        }
        let prune = options.record == .all && options.sampling == nil
        var results: [SceneCheck] = []
        for (p, (plan, frames)) in zip(plans, selected).enumerated() where !frames.isEmpty || shard == nil {
            results.append(
                check(
                    plan.0.scene, timeline: plan.0.timeline, file: plan.0.file, frames: frames, prune: prune,
                    sampled: plan.1.map(\.index), ownsStaleFrame: staleOwners[p]))
            onScene?(results[results.count - 1])
        }
        return CheckRun(scenes: results, seconds: Date().timeIntervalSince(start), shard: shard, record: options.record)
    }

    /// Which shard drops a golden of a frame a scene no longer samples: the one that checks the
    /// nearest sampled frame before it (the first one for a frame before all), so that every
    /// stale golden has exactly one owner and a shard never deletes another's.
    static func staleFrameOwner(sampled: [Int], firstPosition: Int, shardRange: Range<Int>) -> @Sendable (Int) -> Bool {
        { frame in
            guard !sampled.isEmpty else { return shardRange.contains(firstPosition) }
            let before = sampled.lastIndex { $0 <= frame } ?? 0
            return shardRange.contains(firstPosition + before)
        }
    }

    /// Checks the given frames of one scene (default: its sampling). `prune` drops goldens of
    /// frames no longer sampled (`sampled`: all the scene samples, default `frames`) when
    /// recording; with `ownsStaleFrame` (a shard) only those it owns.
    public func check(
        _ scene: Scene, timeline: Timeline, file: String? = nil, frames: [(index: Int, time: Double)]? = nil,
        prune: Bool = false,
        sampled allSampled: [Int]? = nil, ownsStaleFrame: (@Sendable (Int) -> Bool)? = nil
    ) -> SceneCheck {
        let start = Date()
        let name = timeline.sceneName
        let store = self.store
        let tolerance = self.tolerance(for: scene)
        let sampling = self.sampling(for: scene)
        let frames = frames ?? sampling.frames(in: timeline)
        var result = SceneCheck(
            scene: name, file: file, goldenDirectory: (options.goldens as NSString).appendingPathComponent(name),
            sampling: sampling, tolerance: tolerance, frames: [],
            recordedEnvironment: nil, environment: .current(), environmentDifferences: [], written: [],
            error: nil, seconds: 0)
        let dir: String
        let manifest: GoldenManifest?
        var lock: DirectoryLock?
        do {
            dir = try store.sceneDirectory(name)
            if options.record != .never {
                // One writer per goldens folder: a second one waits (then fails naming the first).
                try options.fileSystem.createDirectory(options.goldens)
                lock = try DirectoryLock.acquire(options.goldens, wait: options.lockWait)
                try store.removeLeftovers(scene: name)
            }
            manifest = try store.manifest(scene: name)
        } catch {
            result.error = "\(name): \(error)"
            result.seconds = Date().timeIntervalSince(start)
            return result
        }
        defer { withExtendedLifetime(lock) {} }
        result.recordedEnvironment = manifest?.environment

        let work = FrameWork(
            scene: name, timeline: timeline, tolerance: tolerance, manifest: manifest, store: store, options: options)
        let outcomes = work.runAll(frames)

        var fonts: [ResolvedFont] = []
        for o in outcomes { for f in o.fonts where !fonts.contains(f) { fonts.append(f) } }
        result.environment = .current(fonts: fonts)
        if let renderError = outcomes.lazy.compactMap(\.renderError).first {
            result.error = "\(name): \(renderError)"
        }
        result.frames = outcomes.map(\.check)
        if let recorded = manifest?.environment {
            result.environmentDifferences = recorded.differences(to: result.environment)
        }
        result.timingChanges = Self.timingChanges(since: manifest?.timing, in: timeline, sampling: sampling)

        let sampled = Set(allSampled ?? frames.map(\.index))
        let drops: (Int) -> Bool = { [options] frame in
            prune && options.record == .all && !sampled.contains(frame) && (ownsStaleFrame?(frame) ?? true)
        }
        record(
            outcomes, of: timeline, scene: scene, manifest: manifest, folder: dir, dropping: drops, into: &result)
        result.seconds = Date().timeIntervalSince(start)
        return result
    }
}

extension GoldenChecker {
    /// Writes the goldens the outcomes recorded (and the manifest, with frames no longer
    /// sampled dropped and older digests upgraded), as the record mode allows; a frame whose
    /// golden could not be written ends as an error.
    func record(
        _ outcomes: [FrameWork.Outcome], of timeline: Timeline, scene: Scene, manifest: GoldenManifest?,
        folder dir: String, dropping drops: (Int) -> Bool, into result: inout SceneCheck
    ) {
        let name = timeline.sceneName
        let toRecord = outcomes.filter { $0.check.status == .recorded }
        let pruning = manifest?.frames.contains { drops($0.frame) } ?? false
        // `--record all` also brings the recorded timing up to date when no frame's pixels changed.
        let recorded = options.timelineRecord?(timeline)
        let upgrading =
            outcomes.contains { $0.upgradesDigest }
            || (options.record == .all && manifest != nil && manifest?.timing != TimingSummary(timeline))
            || (options.record == .all && manifest != nil && recorded != nil
                && (try? store.timeline(scene: name)) != recorded)
        guard options.record != .never, result.error == nil, !result.hasErrors else { return }
        let motion: GoldenStore.MotionChange
        do {
            motion = try motionChange(scene, timeline: timeline, outcomes: outcomes, manifest: manifest)
        } catch {
            result.error = "\(name): cannot record its motion: \(error)"
            return
        }
        guard !toRecord.isEmpty || pruning || upgrading || motion != .keep else { return }
        let contents = Self.contents(of: outcomes, manifest: manifest, folder: dir, dropping: drops)
        do {
            result.written = try store.write(
                scene: name, width: timeline.canvas.pixelWidth, height: timeline.canvas.pixelHeight,
                fps: timeline.canvas.fps, frames: contents, environment: result.environment,
                timing: TimingSummary(timeline), timeline: recorded, motion: motion, previous: manifest)
            // Frames now point at the deduplicated file; one the manifest lacks (its PNG could
            // not be encoded) was not recorded.
            let written = try store.manifest(scene: name)
            for i in result.frames.indices where result.frames[i].status == .recorded {
                if let e = written?.entry(frame: result.frames[i].index), outcomes[i].newPNG != nil {
                    result.frames[i].golden = (dir as NSString).appendingPathComponent(e.file)
                } else {
                    result.frames[i].status = .error
                    result.frames[i].message = "\(result.frames[i].label): not recorded: its PNG could not be encoded"
                }
            }
        } catch {
            // Nothing the new manifest would have named is in use: no frame was recorded.
            result.error = "\(name): cannot write goldens: \(error)"
            for i in result.frames.indices where result.frames[i].status == .recorded {
                result.frames[i].status = .error
                result.frames[i].message = "\(result.frames[i].label): not recorded: \(error)"
            }
        }
    }

    /// Whether a record keeps every frame as the golden's motion: asked for by the caller or the scene.
    public func recordsMotion(_ scene: Scene) -> Bool { options.motion || scene.goldens?.motion == true }

    /// What this record does with the scene's motion. Asked for, it is rendered (every frame,
    /// GoldenMotion) when there is none yet, when frames are recorded, or under `--record all`,
    /// and only when no frame failed (a failed frame kept under `missing` is not the scene now);
    /// its file is rewritten only when its bytes change. Not asked for, a motion stays until a
    /// golden it showed is re-recorded: then it is dropped rather than left showing the old
    /// scene between the new stills.
    func motionChange(
        _ scene: Scene, timeline: Timeline, outcomes: [FrameWork.Outcome], manifest: GoldenManifest?
    ) throws -> GoldenStore.MotionChange {
        let recorded = outcomes.filter { $0.check.status == .recorded }
        guard recordsMotion(scene) else {
            let rerecords = recorded.contains { manifest?.entry(frame: $0.check.index) != nil }
            return manifest?.motion != nil && rerecords ? .drop : .keep
        }
        let failed = outcomes.contains { $0.check.status == .failed }
        let due = manifest?.motion == nil || !recorded.isEmpty || options.record == .all
        guard due, !failed else { return .keep }
        // The store writes the file only if its bytes differ (a hand-changed one is put back).
        return .write(try GoldenMotion.record(scene, frameCount: timeline.frameCount))
    }

    /// What the new manifest holds, frame by frame: the earlier entries it keeps, each newly
    /// recorded frame, upgraded digests, and the goldens a check read for the first time.
    static func contents(
        of outcomes: [FrameWork.Outcome], manifest: GoldenManifest?, folder dir: String, dropping drops: (Int) -> Bool
    ) -> [Int: GoldenStore.Content] {
        var contents: [Int: GoldenStore.Content] = [:]
        for entry in manifest?.frames ?? [] where !drops(entry.frame) {
            contents[entry.frame] = GoldenStore.Content(
                time: entry.time, pixels: entry.pixels, png: nil,
                existingPath: (dir as NSString).appendingPathComponent(entry.file), pngDigest: entry.png)
        }
        for o in outcomes {
            if o.check.status == .recorded, let png = o.newPNG {
                contents[o.check.index] = GoldenStore.Content(
                    time: o.check.time, pixels: o.actualDigest, png: png, existingPath: nil, pngDigest: nil)
            } else if o.upgradesDigest, let digest = o.goldenDigest, contents[o.check.index] != nil {
                contents[o.check.index]?.pixels = digest
            } else if contents[o.check.index] == nil, let digest = o.goldenDigest, o.check.status != .error {
                contents[o.check.index] = GoldenStore.Content(
                    time: o.check.time, pixels: digest, png: nil, existingPath: o.check.golden, pngDigest: nil)
            }
        }
        return contents
    }
}

/// All scenes of one check.
public struct CheckRun: Sendable {
    public var scenes: [SceneCheck]
    public var seconds: Double
    public var shard: Shard?
    public var record: RecordMode

    public var frames: [FrameCheck] { scenes.flatMap(\.frames) }
    public func count(_ status: FrameCheck.Status) -> Int { scenes.reduce(0) { $0 + $1.count(status) } }
    public var hasErrors: Bool { scenes.contains { $0.hasErrors } }
    public var hasFailures: Bool { scenes.contains { $0.hasFailures } }
    /// 0 all passed (or were recorded), 1 a frame failed, 2 a golden or scene could not be used.
    public var exitCode: Int32 { hasErrors ? 2 : hasFailures ? 1 : 0 }
}

/// The per-frame work of one scene.
struct FrameWork: Sendable {
    struct Outcome: Sendable {
        var check: FrameCheck
        var fonts: [ResolvedFont] = []
        var actualDigest: String = ""
        var goldenDigest: String?
        /// `--record all` passed an identical frame whose entry has an earlier algorithm's
        /// digest: `goldenDigest` holds the current one, for the manifest.
        var upgradesDigest = false
        var newPNG: [UInt8]?
        var renderError: String?
    }

    let scene: String
    let timeline: Timeline
    let tolerance: Tolerance
    let manifest: GoldenManifest?
    let store: GoldenStore
    let options: GoldenCheckOptions

    func runAll(_ frames: [(index: Int, time: Double)]) -> [Outcome] {
        let work = self
        // Outcomes carry their own errors, so the map never throws.
        let outcomes = try? FrameProducer(timeline).map(frames.map { FramePoint(index: $0.index, time: $0.time) }) {
            worker, frame in work.run(frame.index, frame.time, worker: worker)
        }
        return outcomes ?? []
    }

    func run(_ index: Int, _ time: Double, worker: RenderWorker) -> Outcome {
        // Timed out here: a `defer` that set it would change the local after `return` had
        // copied it (every frame's JUnit time read 0).
        let start = Date()
        var outcome = check(index, time, worker: worker)
        outcome.check.seconds = Date().timeIntervalSince(start)
        return outcome
    }

    private func check(_ index: Int, _ time: Double, worker: RenderWorker) -> Outcome {
        var outcome = Outcome(
            check: FrameCheck(
                scene: scene, index: index, time: time, status: .error, message: "", difference: nil,
                golden: "", artifacts: [], images: nil, seconds: 0))
        let label = outcome.check.label
        let goldenPath: String, entry: GoldenManifest.Entry?
        do { (goldenPath, entry) = try store.goldenPath(scene: scene, frame: index, manifest: manifest) } catch {
            outcome.check.message = "\(label): \(error)"
            return outcome
        }
        outcome.check.golden = goldenPath
        let actual: Frame
        do {
            let tree = timeline.presentation(at: time)
            outcome.fonts = try FontPinning.verify(tree)
            actual = try worker.render(timeline, at: time, tree: tree)
        } catch {
            outcome.check.message = "\(label): cannot render: \(error)"
            outcome.renderError = "\(error)"
            return outcome
        }
        // Compared with the manifest's entry in the entry's algorithm; a recording takes the current one.
        outcome.actualDigest = PixelDigest.of(actual.rgba, like: entry?.pixels)
        clearArtifacts(index)
        var judgement = FrameJudgement(work: self, outcome: outcome, actual: actual, goldenPath: goldenPath)
        judgement.decide(entry: entry)
        return judgement.outcome
    }

    func artifactPath(_ index: Int, _ kind: String) -> String? {
        guard let root = options.artifacts else { return nil }
        return try? ContainedRoot(root).path(scene, String(format: "frame-%05d.%@.png", index, kind))
    }

    /// Removes this frame's artifacts of an earlier run, so that the folder shows this run only.
    func clearArtifacts(_ index: Int) {
        for kind in ["actual", "expected", "diff"] {
            if let path = artifactPath(index, kind), SafeFileSystem.kind(of: path) == .file {
                try? options.fileSystem.removeFile(path)
            }
        }
    }

    func writeArtifacts(_ index: Int, actual: Frame, expected: [UInt8]?, diff: Frame?) -> [(kind: String, path: String)]
    {
        var out: [(String, String)] = []
        func put(_ kind: String, _ bytes: [UInt8]?) {
            guard let bytes, let path = artifactPath(index, kind) else { return }
            let file = OutputFile(path, replacing: true, fileSystem: options.fileSystem)
            if (try? file.write(bytes)) != nil { out.append((kind, path)) }
        }
        put("actual", try? PNGEncoder.encode(actual, compressionLevel: 1))
        put("expected", expected)
        if let diff { put("diff", try? PNGEncoder.encode(diff, compressionLevel: 1)) }
        return out
    }
}

/// A frame to check: its index and the time it is rendered at.
struct FramePoint: Sendable {
    var index: Int
    var time: Double
}
