import Foundation

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

    public init(
        outputDirectory: String, overwrite: Bool = false, compressionLevel: Int32 = 3,
        fileSystem: SafeFileSystem = SafeFileSystem(), lockWait: Double = DirectoryLock.defaultWait()
    ) {
        self.outputDirectory = outputDirectory
        self.overwrite = overwrite
        self.compressionLevel = compressionLevel
        self.fileSystem = fileSystem
        self.lockWait = lockWait
    }

    /// A frame rendered at its own time is `frame-00007.png`; one rendered at a time between
    /// frames (`--at 0.123` at 60 fps) is `time-0.123s.png`, so it is never taken for frame 7,
    /// which shows 0.1167 s.
    public static func fileName(ofFrame index: Int, time: Double, in timeline: Timeline) -> String {
        abs(time - timeline.time(ofFrame: index)) <= Timeline.epsilon
            ? OutputNames.frame(index) : OutputNames.frame(atTime: time)
    }

    /// Renders the selected frames in parallel and returns the paths written, in frame order.
    public func write(_ timeline: Timeline, frames selection: FrameSelection = .all) async throws -> [String] {
        let name = timeline.sceneName
        if let problem = FileNameRule.problem(with: name) {
            throw FileSystemError("scene name \(problem); it must be one file name")
        }
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

    private func write(_ timeline: Timeline, frames selection: FrameSelection, into root: ContainedRoot) async throws
        -> [String]
    {
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
            _ = try FrameProducer(timeline).map(Array(zip(frames, names))) { worker, item in
                let (frame, file) = item
                try worker.render(timeline, at: frame.time)
                let png = try worker.encodePNG(compressionLevel: level)
                do {
                    try fs.writeNew(png, to: (staging as NSString).appendingPathComponent(file), sync: false)
                } catch let error as FileSystemError {
                    // Named after the file the user will look for, not the staging copy.
                    let target = (destination as NSString).appendingPathComponent(file)
                    throw error.code.map { FileSystemError(errno: $0, "writing", target) } ?? error
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
            for item in try fs.list(destination) where OutputNames.reviewFiles(scene: name).contains(item) {
                try fs.addLink(
                    (destination as NSString).appendingPathComponent(item),
                    to: (staging as NSString).appendingPathComponent(item))
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
            throw FileSystemError(
                "\(destination) is not a folder; Animatic does not replace it (move it away, or render into another --out)"
            )
        }
        if overwrite && isFull {
            // The whole folder is replaced: it may hold only frame files an earlier render wrote
            // and the review files Animatic writes next to them (carried over).
            for item in try fs.list(destination) {
                let path = (destination as NSString).appendingPathComponent(item)
                guard
                    OutputNames.isFrame(item) || OutputNames.isTimeFrame(item)
                        || OutputNames.isReviewFile(item, scene: (destination as NSString).lastPathComponent),
                    SafeFileSystem.kind(of: path) == .file
                else {
                    throw FileSystemError(
                        "\(path) is not a frame file Animatic wrote; --overwrite replaces the whole folder \(destination), so move it away first"
                    )
                }
            }
            return .swap
        }
        for file in names {
            let path = (destination as NSString).appendingPathComponent(file)
            switch SafeFileSystem.kind(of: path) {
            case .none: continue
            case .file: if !overwrite { throw AnimaticError.wouldOverwrite(path) }
            default:
                throw FileSystemError(
                    "\(path) is not a frame file (a folder or a link); Animatic does not replace it, even with --overwrite"
                )
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
