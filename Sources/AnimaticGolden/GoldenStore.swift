import AnimaticCore
import AnimaticFiles
import AnimaticRender
import Foundation

/// The goldens of one scene: `DIR/<scene>/frame-00012.png`, one PNG per distinct image, and
/// `DIR/<scene>/manifest.json`, which maps every sampled frame to its file.
///
/// Identical frames are stored once (content-addressed by the SHA-256 of their pixels): a
/// frame's file is named after the first frame that shows that image, so a reviewer still
/// browses `frame-00000.png`, `frame-00015.png`, … and the manifest tells that frames 30 to
/// 48 all show `frame-00030.png`. Without a manifest (goldens made by hand, or by
/// `animatic render`), frame i is `frame-0000i.png`.
public struct GoldenManifest: Sendable, Equatable, Codable {
    public static let fileName = "manifest.json"
    public static let currentFormat = 1

    public struct Entry: Sendable, Equatable, Codable {
        public var frame: Int
        public var time: Double
        public var file: String
        /// The digest of the frame's RGBA bytes (width × height × 4, rows top to bottom):
        /// `xxh3-128:` and 32 hex digits, or 64 hex digits of SHA-256 where it was recorded
        /// before Animatic switched (`PixelDigest`); each entry is checked in its own algorithm.
        public var pixels: String
        /// SHA-256 of the PNG file, to notice a file changed by hand.
        public var png: String
    }

    public var format: Int = currentFormat
    public var scene: String
    public var width: Int
    public var height: Int
    public var fps: Double
    public var frames: [Entry]
    /// The libraries and fonts that rendered the goldens.
    public var environment: RenderEnvironment?
    /// The timing of the scene that was recorded, so that a check can say what changed in
    /// timing ("duration 1 → 1.2 s") besides which pixels.
    public var timing: TimingSummary?
    /// SHA-256 of the `timeline.json` recorded with these goldens (GoldenTimeline), so a reader
    /// knows it belongs to them; nil in manifests recorded before it was kept.
    public var timeline: String?
    /// SHA-256 of the `motion.apng` recorded with these goldens (GoldenMotion), when motion
    /// was asked for; nil otherwise, and in manifests recorded before it existed.
    public var motion: String?

    public func entry(frame: Int) -> Entry? { frames.first { $0.frame == frame } }

    /// Stable, diff-friendly JSON: one line per frame.
    public func json() -> String {
        let q = JSONText.quoted
        let n = JSONText.number
        var lines = [
            "{", "  \"format\": \(format),", "  \"scene\": \(q(scene)),", "  \"width\": \(width),",
            "  \"height\": \(height),", "  \"fps\": \(n(fps)),",
        ]
        if let e = environment {
            lines.append("  \"environment\": {")
            let libs = [
                ("cairo", e.cairo), ("pixman", e.pixman), ("pango", e.pango), ("harfbuzz", e.harfbuzz),
                ("freetype", e.freetype), ("fontconfig", e.fontconfig), ("libpng", e.libpng),
            ]
            for (k, v) in libs { lines.append("    \(q(k)): \(q(v)),") }
            let fonts = e.fonts.map { f in
                "      {\"request\": \(q(f.request)), \"family\": \(q(f.family)), \"style\": \(q(f.style)), \"version\": \(q(f.version)), \"sha256\": \(q(f.sha256)), \"file\": \(q(f.file))}"
            }
            lines.append("    \"fonts\": [" + (fonts.isEmpty ? "]" : "\n" + fonts.joined(separator: ",\n") + "\n    ]"))
            lines.append("  },")
        }
        if let timing {
            lines.append("  \"timing\": {\"end\": \(n(timing.end)), \"animations\": [")
            let rows = timing.animations.map { a in
                var row =
                    "    {\"view\": \(q(a.view)), \"keyPath\": \(q(a.keyPath)), \"delay\": \(n(a.delay)), "
                    + "\"duration\": \(n(a.duration)), \"curve\": \(q(a.curve))"
                if let o = a.overshoot { row += ", \"overshoot\": \(n(o))" }
                if let s = a.settle { row += ", \"settle\": \(n(s))" }
                return row + "}"
            }
            lines.append(rows.joined(separator: ",\n") + (rows.isEmpty ? "" : "\n") + "  ]},")
        }
        if let timeline { lines.append("  \"timeline\": \(q(timeline)),") }
        if let motion { lines.append("  \"motion\": \(q(motion)),") }
        let entries = frames.map { e in
            "    {\"frame\": \(e.frame), \"time\": \(n(e.time)), \"file\": \(q(e.file)), \"pixels\": \(q(e.pixels)), \"png\": \(q(e.png))}"
        }
        lines.append("  \"frames\": [" + (entries.isEmpty ? "]" : "\n" + entries.joined(separator: ",\n") + "\n  ]"))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Problems with a golden file itself (not a mismatch): exit status 2.
public struct GoldenFileError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }

    static func lfsPointer(_ path: String) -> GoldenFileError {
        GoldenFileError(
            path: path,
            message:
                "is a Git LFS pointer file, not a PNG: the goldens were checked out without Git LFS. Run `git lfs install && git lfs pull` (in CI, check out with LFS enabled, e.g. actions/checkout's `lfs: true`)"
        )
    }
}

/// Reads and writes one goldens directory. Every path is a checked name inside it.
public struct GoldenStore: Sendable {
    public var directory: String
    public var fileSystem: SafeFileSystem

    public init(directory: String, fileSystem: SafeFileSystem = SafeFileSystem()) {
        self.directory = directory
        self.fileSystem = fileSystem
    }

    var root: ContainedRoot { ContainedRoot(directory) }

    /// `DIR/<scene>`; a scene name that is not one file name is an error.
    public func sceneDirectory(_ scene: String) throws -> String {
        if let problem = FileNameRule.problem(with: scene) {
            throw GoldenFileError(path: directory, message: "scene name \(problem)")
        }
        return try root.path(scene)
    }

    func manifestPath(scene: String) throws -> String {
        try root.pathForReading(scene, GoldenManifest.fileName)
    }

    public func manifest(scene: String) throws -> GoldenManifest? {
        let path = try manifestPath(scene: scene)
        let data: Data
        switch RegularFile.readIfPresent(path, maxBytes: RegularFile.maxTextBytes) {
        case .success(nil): return nil
        case .success(let bytes?): data = bytes
        case .failure(let refusal): throw GoldenFileError(path: path, message: refusal.reason(for: path))
        }
        if Self.isLFSPointer(data) { throw GoldenFileError.lfsPointer(path) }
        let manifest: GoldenManifest
        do {
            manifest = try JSONDecoder().decode(GoldenManifest.self, from: data)
        } catch {
            throw GoldenFileError(
                path: path, message: "is not a golden manifest: \(DecodingProblem.words(for: error, in: data))")
        }
        guard manifest.format <= GoldenManifest.currentFormat else {
            throw GoldenFileError(
                path: path,
                message:
                    "manifest format \(manifest.format) is newer than this Animatic reads (\(GoldenManifest.currentFormat))"
            )
        }
        // Its names are joined to the scene's folder: each must be one file name inside it.
        for entry in manifest.frames {
            if let problem = FileNameRule.problem(with: entry.file) {
                throw GoldenFileError(
                    path: path,
                    message: "frame \(entry.frame): file \(problem); a manifest names files in its own folder only")
            }
        }
        return manifest
    }

    /// The golden file of a frame: the manifest's entry, else the conventional name.
    public func goldenPath(scene: String, frame: Int, manifest: GoldenManifest?) throws -> (
        path: String, entry: GoldenManifest.Entry?
    ) {
        if let entry = manifest?.entry(frame: frame) { return (try root.pathForReading(scene, entry.file), entry) }
        return (try root.pathForReading(scene, OutputNames.frame(frame)), nil)
    }

    static func isLFSPointer(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.count < 1024 && bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8))
    }

    /// A frame to store: its new PNG and pixel digest, or (kept) the golden it already has.
    struct Content {
        var time: Double
        var pixels: String
        var png: [UInt8]?  // new bytes to write
        var existingPath: String?  // or the file that holds them now
        var pngDigest: String?
    }

    /// What a record does with the scene's motion (`motion.apng`).
    enum MotionChange: Sendable, Equatable {
        /// The earlier manifest's motion, if any, stays named.
        case keep
        /// These bytes become the motion (written only when the file's bytes differ).
        case write([UInt8])
        /// No motion any more: the manifest stops naming it, then its file is removed.
        case drop
    }

    /// Rewrites the scene's goldens so that `frames` (frame index → content) is exactly what
    /// the manifest lists, one file per distinct image, such that at every instant the
    /// manifest on disk and the files it names agree: new images go to names the current
    /// manifest does not use (`frame-00012.png`, else `frame-00012.r2.png`, `.r3` …), synced;
    /// then the manifest is replaced in one rename; then the files it no longer names are
    /// removed. The caller holds the goldens folder's lock. Returns the paths written.
    @discardableResult
    func write(
        scene: String, width: Int, height: Int, fps: Double, frames: [Int: Content],
        environment: RenderEnvironment, timing: TimingSummary? = nil, timeline: GoldenTimeline? = nil,
        motion: MotionChange = .keep, previous: GoldenManifest?
    ) throws -> [String] {
        let fs = fileSystem
        let dir = try sceneDirectory(scene)
        let existing = SafeFileSystem.kind(of: dir) == .directory ? try fs.list(dir) : []
        // Names a reader may be using now: the manifest's, or without one every frame file.
        let inUse = Set(previous.map { $0.frames.map(\.file) } ?? existing.filter(OutputNames.isFrame))
        // Group by content, in frame order; a group's file is named after its first frame.
        var groups: [String: [Int]] = [:]
        for (index, content) in frames { groups[content.pixels, default: []].append(index) }
        var entries: [GoldenManifest.Entry] = []
        var toWrite: [(path: String, bytes: [UInt8])] = []
        for (digest, indices) in groups {
            let sorted = indices.sorted()
            // New bytes if any frame of the group has them, else the file that holds them.
            let bytes: [UInt8]
            if let source = sorted.lazy.compactMap({ frames[$0]!.png }).first {
                bytes = source
            } else {
                bytes = try fs.read(sorted.lazy.compactMap { frames[$0]!.existingPath }.first!)
            }
            let pngDigest = Digest.sha256(bytes)
            // The first name that holds these bytes already, or that no reader uses.
            var generation = 1, name = OutputNames.frame(sorted[0])
            while true {
                let path = try root.path(scene, name)
                if SafeFileSystem.kind(of: path) == .file, let current = try? fs.read(path),
                    Digest.sha256(current) == pngDigest
                {
                    break
                }
                if !inUse.contains(name) {
                    toWrite.append((path, bytes))
                    break
                }
                generation += 1
                name = OutputNames.frame(sorted[0], generation: generation)
            }
            for i in sorted {
                entries.append(
                    GoldenManifest.Entry(frame: i, time: frames[i]!.time, file: name, pixels: digest, png: pngDigest))
            }
        }
        entries.sort { $0.frame < $1.frame }
        let timelineBytes = timeline.map { Array($0.json().utf8) }
        var manifest = GoldenManifest(
            scene: scene, width: width, height: height, fps: fps, frames: entries, environment: environment,
            timing: timing, timeline: timelineBytes.map(Digest.sha256))
        let timelinePath = try root.path(scene, OutputNames.goldenTimeline)
        let timelineKept = timelineBytes.map { (try? fs.read(timelinePath)) == $0 } ?? true
        let motionPath = try root.path(scene, OutputNames.goldenMotion)
        let motionBytes: [UInt8]?
        (manifest.motion, motionBytes) = motionUpdate(motion, previous: previous, path: motionPath)
        if toWrite.isEmpty, timelineKept, motionBytes == nil, var old = previous {
            old.environment = environment
            if old == manifest { return [] }
        }
        try fs.createDirectory(dir)
        for (path, bytes) in toWrite { try fs.writeAtomically(bytes, to: path) }
        // The timeline before the manifest that names its digest: a reader of an older manifest
        // sees a timeline that is not its own, and says so (GoldenStore.timeline(scene:)).
        if let timelineBytes, !timelineKept { try fs.writeAtomically(timelineBytes, to: timelinePath) }
        // The motion too: a reader of the older manifest refuses a motion that is not its own.
        if let motionBytes { try fs.writeAtomically(motionBytes, to: motionPath) }
        let manifestPath = try root.path(scene, GoldenManifest.fileName)
        try fs.writeAtomically(Array(manifest.json().utf8), to: manifestPath)
        // Now no reader needs the files the new manifest does not name: remove those Animatic
        // made (the old manifest's, later generations, the conventional names of these
        // frames). Other files in the folder stay. A failure here leaves only unnamed files,
        // which the next record removes.
        let listed = Set(entries.map(\.file))
        let ours = inUse.union(frames.keys.map { OutputNames.frame($0) }).subtracting(listed)
        for name in existing where ours.contains(name) || Self.isUnread(name, by: manifest) {
            if let path = try? root.path(scene, name), SafeFileSystem.kind(of: path) == .file {
                try? fs.removeFile(path)
            }
        }
        // A motion the old manifest named and the new one does not: Animatic's, now unread.
        if previous?.motion != nil, manifest.motion == nil, SafeFileSystem.kind(of: motionPath) == .file {
            try? fs.removeFile(motionPath)
        }
        return toWrite.map(\.path) + (timelineKept ? [] : [timelinePath]) + (motionBytes == nil ? [] : [motionPath])
            + [manifestPath]
    }

    /// The motion the new manifest names, and the bytes to write when the file's differ.
    func motionUpdate(_ motion: MotionChange, previous: GoldenManifest?, path: String) -> (String?, [UInt8]?) {
        switch motion {
        case .keep: return (previous?.motion, nil)
        case .drop: return (nil, nil)
        case .write(let bytes): return (Digest.sha256(bytes), (try? fileSystem.read(path)) == bytes ? nil : bytes)
        }
    }

    /// Whether no check would open this golden file: a later generation the manifest does not
    /// name, or a frame's conventional file when the manifest names another for that frame.
    /// Only such files, left by a killed record, are removed outside a record's own changes.
    static func isUnread(_ name: String, by manifest: GoldenManifest) -> Bool {
        guard OutputNames.isFrame(name), !manifest.frames.contains(where: { $0.file == name }) else { return false }
        guard let frame = Int(name.dropFirst(6).prefix { ("0"..."9").contains($0) }), OutputNames.frame(frame) == name
        else { return true }
        return manifest.entry(frame: frame) != nil
    }

    /// Removes what a killed record left in the scene's folder: temporary files, and golden
    /// files no check would open. The caller holds the lock, so no writer is using them.
    func removeLeftovers(scene: String) throws {
        let dir = try sceneDirectory(scene)
        guard SafeFileSystem.kind(of: dir) == .directory else { return }
        let manifest = try self.manifest(scene: scene)
        for name in try fileSystem.list(dir)
        where SafeFileSystem.isTemporaryName(name) || manifest.map({ Self.isUnread(name, by: $0) }) == true {
            let path = try root.path(scene, name)
            if SafeFileSystem.kind(of: path) == .file { try fileSystem.removeFile(path) }
        }
    }
}
