import Foundation

/// Renders frames of a scene and writes them as `DIR/<scene>/frame-00000.png`. Frames are
/// written into a temporary folder and moved into place only when every one succeeded, so a
/// failed render leaves no partial frame files.
public struct FrameSequenceWriter: Sendable {
    public var outputDirectory: String
    /// Replace frame files that already exist (earlier output) instead of refusing.
    public var overwrite: Bool
    public var compressionLevel: Int32
    /// Called after each frame is written (progress), from any thread.
    public var onFrameWritten: (@Sendable () -> Void)? = nil

    public init(outputDirectory: String, overwrite: Bool = false, compressionLevel: Int32 = 3) {
        self.outputDirectory = outputDirectory; self.overwrite = overwrite; self.compressionLevel = compressionLevel
    }

    /// The same names goldens use, so a rendered frame and its golden line up.
    public static func fileName(ofFrame index: Int) -> String { GoldenStore.fileName(ofFrame: index) }

    /// Renders the selected frames in parallel and returns the paths written, in frame order.
    public func write(_ timeline: Timeline, frames selection: FrameSelection = .all) async throws -> [String] {
        let fm = FileManager.default
        let sceneDirectory = (outputDirectory as NSString).appendingPathComponent(timeline.sceneName)
        let frames = selection.frames(in: timeline)
        let targets = frames.map { (sceneDirectory as NSString).appendingPathComponent(Self.fileName(ofFrame: $0.index)) }
        if !overwrite, let existing = targets.first(where: { fm.fileExists(atPath: $0) }) {
            throw AnimaticError.wouldOverwrite(existing)
        }
        try fm.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        let staging = (outputDirectory as NSString).appendingPathComponent(".\(timeline.sceneName).rendering-\(UUID().uuidString)")
        try fm.createDirectory(atPath: staging, withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: staging) }

        let level = compressionLevel
        let onFrameWritten = self.onFrameWritten
        try await forEachConcurrently(frames.map { ($0.index, $0.time) }) { index, time in
            let image = try Rasterizer().render(timeline.presentation(at: time))
            let png = try PNGEncoder.encode(image, compressionLevel: level)
            let path = (staging as NSString).appendingPathComponent(Self.fileName(ofFrame: index))
            guard fm.createFile(atPath: path, contents: Data(png)) else { throw AnimaticError.cannotWrite(path) }
            onFrameWritten?()
        }
        try fm.createDirectory(atPath: sceneDirectory, withIntermediateDirectories: true)
        for (frame, target) in zip(frames, targets) {
            let staged = (staging as NSString).appendingPathComponent(Self.fileName(ofFrame: frame.index))
            if fm.fileExists(atPath: target) { try fm.removeItem(atPath: target) }
            try fm.moveItem(atPath: staged, toPath: target)
        }
        return targets
    }
}

/// Runs `body` for every element with at most one task per core at a time.
func forEachConcurrently<T: Sendable>(_ items: [T], _ body: @escaping @Sendable (T) throws -> Void) async throws {
    let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
    try await withThrowingTaskGroup(of: Void.self) { group in
        var iterator = items.makeIterator()
        for _ in 0..<width {
            guard let item = iterator.next() else { break }
            group.addTask { try body(item) }
        }
        while try await group.next() != nil {
            guard let item = iterator.next() else { continue }
            group.addTask { try body(item) }
        }
    }
}

public enum AnimaticError: Error, CustomStringConvertible, Sendable {
    case wouldOverwrite(String)
    case cannotWrite(String)
    case noScenes(String)

    public var description: String {
        switch self {
        case .wouldOverwrite(let path): "\(path) already exists; pass --overwrite to replace earlier output"
        case .cannotWrite(let path): "cannot write \(path)"
        case .noScenes(let dir): "no scene files (.yaml, .yml, .json) in \(dir)"
        }
    }
}
