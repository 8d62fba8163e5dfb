import AnimaticCore
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
        /// SHA-256 of the frame's RGBA bytes (width × height × 4, rows top to bottom).
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

    public func entry(frame: Int) -> Entry? { frames.first { $0.frame == frame } }

    /// Stable, diff-friendly JSON: one line per frame.
    public func json() -> String {
        let q = JSONText.quoted
        let n = JSONText.number
        var lines = ["{", "  \"format\": \(format),", "  \"scene\": \(q(scene)),", "  \"width\": \(width),",
                     "  \"height\": \(height),", "  \"fps\": \(n(fps)),"]
        if let e = environment {
            lines.append("  \"environment\": {")
            let libs = [("cairo", e.cairo), ("pixman", e.pixman), ("pango", e.pango), ("harfbuzz", e.harfbuzz),
                        ("freetype", e.freetype), ("fontconfig", e.fontconfig), ("libpng", e.libpng)]
            for (k, v) in libs { lines.append("    \(q(k)): \(q(v)),") }
            let fonts = e.fonts.map { f in
                "      {\"request\": \(q(f.request)), \"family\": \(q(f.family)), \"style\": \(q(f.style)), \"version\": \(q(f.version)), \"sha256\": \(q(f.sha256)), \"file\": \(q(f.file))}"
            }
            lines.append("    \"fonts\": [" + (fonts.isEmpty ? "]" : "\n" + fonts.joined(separator: ",\n") + "\n    ]"))
            lines.append("  },")
        }
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
        GoldenFileError(path: path, message: "is a Git LFS pointer file, not a PNG: the goldens were checked out without Git LFS. Run `git lfs install && git lfs pull` (in CI, check out with LFS enabled, e.g. actions/checkout's `lfs: true`)")
    }
}

/// Reads and writes one goldens directory.
public struct GoldenStore: Sendable {
    public var directory: String

    public init(directory: String) { self.directory = directory }

    public func sceneDirectory(_ scene: String) -> String { (directory as NSString).appendingPathComponent(scene) }

    public static func fileName(ofFrame index: Int) -> String { String(format: "frame-%05d.png", index) }

    public func manifest(scene: String) throws -> GoldenManifest? {
        let path = (sceneDirectory(scene) as NSString).appendingPathComponent(GoldenManifest.fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        if Self.isLFSPointer(data) { throw GoldenFileError.lfsPointer(path) }
        do {
            let manifest = try JSONDecoder().decode(GoldenManifest.self, from: data)
            guard manifest.format <= GoldenManifest.currentFormat else {
                throw GoldenFileError(path: path, message: "manifest format \(manifest.format) is newer than this Animatic reads (\(GoldenManifest.currentFormat))")
            }
            return manifest
        } catch let error as GoldenFileError {
            throw error
        } catch {
            throw GoldenFileError(path: path, message: "is not a golden manifest: \(error)")
        }
    }

    /// The golden file of a frame: the manifest's entry, else the conventional name.
    public func goldenPath(scene: String, frame: Int, manifest: GoldenManifest?) -> (path: String, entry: GoldenManifest.Entry?) {
        let dir = sceneDirectory(scene)
        if let entry = manifest?.entry(frame: frame) { return ((dir as NSString).appendingPathComponent(entry.file), entry) }
        return ((dir as NSString).appendingPathComponent(Self.fileName(ofFrame: frame)), nil)
    }

    static func isLFSPointer(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.count < 1024 && bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8))
    }

    /// Writes a file atomically: a temporary file in the same folder, then rename(2).
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let fm = FileManager.default
        let dir = (path as NSString).deletingLastPathComponent
        try fm.createDirectory(atPath: dir.isEmpty ? "." : dir, withIntermediateDirectories: true)
        let temp = (dir as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp")
        guard fm.createFile(atPath: temp, contents: Data(bytes)) else {
            throw GoldenFileError(path: path, message: "cannot write")
        }
        guard rename(temp, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? fm.removeItem(atPath: temp)
            throw GoldenFileError(path: path, message: "cannot move into place: \(reason)")
        }
    }

    /// A frame to store: its new PNG and pixel digest, or (kept) the golden it already has.
    struct Content {
        var time: Double
        var pixels: String
        var png: [UInt8]?          // new bytes to write
        var existingPath: String?  // or the file that holds them now
        var pngDigest: String?
    }

    /// Rewrites the scene's goldens so that `frames` (frame index → content) is exactly what
    /// the manifest lists: one file per distinct image, named after its first frame; files
    /// written atomically, the manifest last, files no longer listed removed afterwards.
    /// Returns the paths written.
    @discardableResult
    func write(scene: String, width: Int, height: Int, fps: Double, frames: [Int: Content],
               environment: RenderEnvironment, previous: GoldenManifest?) throws -> [String] {
        let fm = FileManager.default
        let dir = sceneDirectory(scene)
        // Group by content, in frame order; a group's file is named after its first frame.
        var groups: [String: [Int]] = [:]
        for (index, content) in frames { groups[content.pixels, default: []].append(index) }
        var entries: [GoldenManifest.Entry] = []
        var toWrite: [(path: String, bytes: [UInt8])] = []
        for (digest, indices) in groups {
            let sorted = indices.sorted()
            let name = Self.fileName(ofFrame: sorted[0])
            let target = (dir as NSString).appendingPathComponent(name)
            // New bytes if any frame of the group has them, else the file that holds them.
            let source = sorted.lazy.compactMap { frames[$0]!.png }.first
            let bytes: [UInt8]
            if let source {
                bytes = source
            } else {
                let from = sorted.lazy.compactMap { frames[$0]!.existingPath }.first!
                guard let data = fm.contents(atPath: from) else { throw GoldenFileError(path: from, message: "cannot read") }
                bytes = [UInt8](data)
            }
            let pngDigest = Digest.sha256(bytes)
            let current = fm.contents(atPath: target).map { Digest.sha256([UInt8]($0)) }
            if current != pngDigest { toWrite.append((target, bytes)) }
            for i in sorted {
                entries.append(GoldenManifest.Entry(frame: i, time: frames[i]!.time, file: name, pixels: digest, png: pngDigest))
            }
        }
        entries.sort { $0.frame < $1.frame }
        let manifest = GoldenManifest(scene: scene, width: width, height: height, fps: fps, frames: entries, environment: environment)
        if toWrite.isEmpty, var old = previous {
            old.environment = environment
            if old == manifest { return [] }
        }
        for (path, bytes) in toWrite { try Self.writeAtomically(bytes, to: path) }
        let manifestPath = (dir as NSString).appendingPathComponent(GoldenManifest.fileName)
        try Self.writeAtomically(Array(manifest.json().utf8), to: manifestPath)
        // Remove the files that the previous manifest listed, or that were the frames' own
        // files before, and that are no longer listed; other files in the folder stay.
        let listed = Set(entries.map(\.file))
        let known = Set((previous?.frames.map(\.file) ?? []) + frames.keys.map(Self.fileName(ofFrame:)))
        for name in known.subtracting(listed) {
            try? fm.removeItem(atPath: (dir as NSString).appendingPathComponent(name))
        }
        return toWrite.map(\.path) + [manifestPath]
    }
}
