import Foundation
import Synchronization

/// Renders frames of a scene and writes them as `DIR/<scene>/frame-00000.png`.
///
/// All-or-nothing as a reader sees it: frames are rendered into a hidden staging folder
/// `DIR/.<scene>.staging-<pid>-<n>` (each file synced), which then becomes `DIR/<scene>` in one
/// rename, or in one exchange with the earlier folder under `--overwrite` (the earlier frames
/// are removed after it). A partial render (`--frames`, `--at`) into an existing folder moves
/// its frames in one by one, each by a rename: every frame file is always a whole PNG, old or
/// new. One writer at a time per `DIR` (a lock on the folder); staging folders that a killed
/// run left behind are removed by the next run.
public struct FrameSequenceWriter: Sendable {
    public var outputDirectory: String
    /// Replace earlier output (frame files, or with a full render the whole scene folder).
    public var overwrite: Bool
    public var compressionLevel: Int32
    /// Where every change to files goes; tests hook it.
    public var fileSystem: SafeFileSystem
    /// Seconds to wait for another writer into the same folder.
    public var lockWait: Double
    /// Called after each frame is written (progress), from any thread.
    public var onFrameWritten: (@Sendable () -> Void)? = nil

    public init(outputDirectory: String, overwrite: Bool = false, compressionLevel: Int32 = 3,
                fileSystem: SafeFileSystem = SafeFileSystem(), lockWait: Double = DirectoryLock.defaultWait()) {
        self.outputDirectory = outputDirectory; self.overwrite = overwrite; self.compressionLevel = compressionLevel
        self.fileSystem = fileSystem; self.lockWait = lockWait
    }

    /// The same names goldens use, so a rendered frame and its golden line up.
    public static func fileName(ofFrame index: Int) -> String { GoldenStore.fileName(ofFrame: index) }

    /// A frame rendered at its own time is `frame-00007.png`; one rendered at a time between
    /// frames (`--at 0.123` at 60 fps) is `time-0.123s.png`, so it is never taken for frame 7,
    /// which shows 0.1167 s.
    public static func fileName(ofFrame index: Int, time: Double, in timeline: Timeline) -> String {
        abs(time - timeline.time(ofFrame: index)) <= Timeline.epsilon ? fileName(ofFrame: index) : "time-\(time)s.png"
    }

    /// Whether a name is one `fileName(ofFrame:time:in:)` gives for a time between frames.
    static func isTimeFileName(_ name: String) -> Bool {
        guard name.hasPrefix("time-"), name.hasSuffix("s.png") else { return false }
        return Double(name.dropFirst(5).dropLast(5)).map { $0.isFinite } ?? false
    }

    /// Renders the selected frames in parallel and returns the paths written, in frame order.
    public func write(_ timeline: Timeline, frames selection: FrameSelection = .all) async throws -> [String] {
        let name = timeline.sceneName
        if let problem = FileNameRule.problem(with: name) { throw FileSystemError("scene name \(problem); it must be one file name") }
        let fs = fileSystem
        let root = ContainedRoot(outputDirectory)
        // A render that fails leaves no trace: not even the output folder, when it made it.
        let madeRoot = SafeFileSystem.kind(of: root.path) == .none
        try fs.createDirectory(root.path)
        do {
            return try await write(timeline, frames: selection, into: root)
        } catch {
            if madeRoot { try? fs.removeDirectory(root.path) }
            throw error
        }
    }

    private func write(_ timeline: Timeline, frames selection: FrameSelection, into root: ContainedRoot) async throws -> [String] {
        let name = timeline.sceneName
        let fs = fileSystem
        let lock = try DirectoryLock.acquire(root.path, wait: lockWait)
        defer { withExtendedLifetime(lock) {} }
        try StagingFolders(root: root, fileSystem: fs).cleanUp()

        let destination = try root.path(name)
        let frames = selection.frames(in: timeline)
        let names = frames.map { Self.fileName(ofFrame: $0.index, time: $0.time, in: timeline) }
        let isFull = Set(frames.map(\.index)) == Set(0..<timeline.frameCount)
        let plan = try placement(destination, names: names, isFull: isFull)

        let staging = try root.path(StagingFolders.name(scene: name, kind: .staging))
        try fs.createDirectory(staging)
        do {
            let level = compressionLevel
            let onFrameWritten = self.onFrameWritten
            try await forEachConcurrently(Array(zip(frames, names)), worker: { RenderWorker() }) { worker, item in
                let (frame, file) = item
                try Rasterizer().render(timeline, at: frame.time, into: &worker.frame, buffers: worker.buffers)
                try PNGEncoder.encode(worker.frame, compressionLevel: level, buffers: worker.buffers)
                do { try fs.writeNew(worker.buffers.png, to: (staging as NSString).appendingPathComponent(file), sync: false) } catch let error as FileSystemError {
                    // Named after the file the user will look for, not the staging copy.
                    throw error.code.map { FileSystemError(errno: $0, "writing", (destination as NSString).appendingPathComponent(file)) } ?? error
                }
                onFrameWritten?()
            }
            // On the disk before any name a reader uses points at them.
            for file in names { try fs.syncFile((staging as NSString).appendingPathComponent(file)) }
            try fs.syncDirectory(staging)
        } catch {
            try? fs.removeOwnDirectory(staging)
            throw error
        }
        switch plan {
        case .rename:
            try fs.rename(staging, to: destination)
        case .swap:
            // The review files (sheet, plot, review page …) stay with the new frames: linked
            // into the staged folder, so the old folder keeps them until the swap.
            for item in try fs.list(destination) where Self.companionNames(scene: name).contains(item) {
                try fs.addLink((destination as NSString).appendingPathComponent(item), to: (staging as NSString).appendingPathComponent(item))
            }
            try swap(staging, into: destination, root: root, scene: name)
        case .eachFile:
            for file in names {
                let from = (staging as NSString).appendingPathComponent(file)
                let to = (destination as NSString).appendingPathComponent(file)
                if overwrite { try fs.rename(from, to: to) } else { try fs.moveWithoutReplacing(from, to: to) }
            }
            try fs.removeOwnDirectory(staging)
        }
        return names.map { (destination as NSString).appendingPathComponent($0) }
    }

    enum Placement { case rename, swap, eachFile }

    /// The files Animatic's review commands write next to a scene's frames by default.
    public static func companionNames(scene: String) -> Set<String> { ReviewFileNames.all(scene: scene) }

    /// A review file, or the temporary file of one that a killed command left (`.NAME.….tmp`).
    static func isCompanion(_ name: String, scene: String) -> Bool {
        let names = companionNames(scene: scene)
        if names.contains(name) { return true }
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        return names.contains { name.hasPrefix(".\($0).") }
    }

    /// How the staged frames reach `destination`, after checking that nothing a user made is
    /// replaced unasked and nothing but frame files is ever removed.
    func placement(_ destination: String, names: [String], isFull: Bool) throws -> Placement {
        let fs = fileSystem
        switch SafeFileSystem.kind(of: destination) {
        case .none:
            return .rename
        case .directory:
            break
        default:
            throw FileSystemError("\(destination) is not a folder; Animatic does not replace it (move it away, or render into another --out)")
        }
        if overwrite && isFull {
            // The whole folder is replaced: it may hold only frame files an earlier render wrote
            // and the review files Animatic writes next to them (carried over).
            for item in try fs.list(destination) {
                let path = (destination as NSString).appendingPathComponent(item)
                guard GoldenStore.isFrameFileName(item) || Self.isTimeFileName(item) || Self.isCompanion(item, scene: (destination as NSString).lastPathComponent),
                      SafeFileSystem.kind(of: path) == .file else {
                    throw FileSystemError("\(path) is not a frame file Animatic wrote; --overwrite replaces the whole folder \(destination), so move it away first")
                }
            }
            return .swap
        }
        for file in names {
            let path = (destination as NSString).appendingPathComponent(file)
            switch SafeFileSystem.kind(of: path) {
            case .none: continue
            case .file: if !overwrite { throw AnimaticError.wouldOverwrite(path) }
            default: throw FileSystemError("\(path) is not a frame file (a folder or a link); Animatic does not replace it, even with --overwrite")
            }
        }
        return .eachFile
    }

    /// Puts the staged folder in the place of the earlier one in one exchange where the system
    /// can (else two renames; a kill between them is repaired by the next run), then removes
    /// the earlier frames.
    func swap(_ staging: String, into destination: String, root: ContainedRoot, scene: String) throws {
        let fs = fileSystem
        if try fs.exchange(staging, destination) {
            try fs.removeOwnDirectory(staging)  // it holds the earlier frames now
            return
        }
        let old = try root.path(StagingFolders.name(scene: scene, kind: .old))
        try fs.rename(destination, to: old)
        try fs.rename(staging, to: destination)
        try fs.removeOwnDirectory(old)
    }
}

/// Runs `body` for every element with at most one task per core at a time.
/// What one rendering worker keeps from frame to frame: its frame bytes, canvas and PNG
/// buffer (see `FrameBuffers`), so a long render allocates nothing large per frame.
final class RenderWorker {
    var frame = Frame(width: 0, height: 0, rgba: [])
    let buffers = FrameBuffers()
}

/// Runs `body` on every item with one worker per core, each worker with its own state made
/// by `worker` (never shared, so it needs no lock), taking the next item as it finishes one.
/// An error stops the workers taking items after it (the items already started finish); the
/// error of the earliest failing item is rethrown, so a scene fails at the same frame however
/// its frames were shared out.
func forEachConcurrently<T: Sendable, Worker>(_ items: [T], worker makeWorker: @escaping @Sendable () -> Worker,
                                              _ body: @escaping @Sendable (Worker, T) throws -> Void) async throws {
    let width = min(max(1, ProcessInfo.processInfo.activeProcessorCount), max(1, items.count))
    let queue = NextIndex()
    let failure = EarliestFailure()
    try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<width {
            group.addTask {
                let state = makeWorker()
                while !Task.isCancelled {
                    let index = queue.take()
                    // Items are handed out in order: every item before a failure was taken already.
                    guard index < items.count, !failure.hasFailed(before: index) else { return }
                    do { try body(state, items[index]) } catch { failure.record(error, at: index); return }
                }
            }
        }
        try await group.waitForAll()
    }
    if let error = failure.error { throw error }
}

/// The error of the lowest-numbered item that failed.
final class EarliestFailure: Sendable {
    private let earliest = Mutex<(index: Int, error: any Error)?>(nil)
    func record(_ error: any Error, at index: Int) {
        earliest.withLock { if $0.map({ index < $0.index }) ?? true { $0 = (index, error) } }
    }
    func hasFailed(before index: Int) -> Bool { earliest.withLock { $0.map { $0.index < index } ?? false } }
    var error: (any Error)? { earliest.withLock { $0?.error } }
}

/// Hands out 0, 1, 2 … to workers.
final class NextIndex: Sendable {
    private let next = Mutex(0)
    func take() -> Int { next.withLock { i in defer { i += 1 }; return i } }
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
