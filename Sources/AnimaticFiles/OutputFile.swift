import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// One file a command writes whole: a sheet, plot, export, review page, HTML or JUnit report,
/// results file, failure image. Written atomically into its folder (a synced temporary file
/// renamed into place), never through a symbolic link out of that folder, and never over
/// anything but a regular file: a device node, FIFO, socket, folder or symbolic link at the
/// path is refused with the reason (renaming over `/dev/null` would replace the device).
public struct OutputFile: Sendable {
    /// As the user gave it; messages use it.
    public let path: String
    /// Whether an earlier regular file at `path` may be replaced (`--overwrite`, or a file in
    /// Animatic's own default place).
    public var replacing: Bool
    public var fileSystem: SafeFileSystem

    public init(_ path: String, replacing: Bool, fileSystem: SafeFileSystem = SafeFileSystem()) {
        self.path = path
        self.replacing = replacing
        self.fileSystem = fileSystem
    }

    public var folder: String { SafeFileSystem.folder(of: path) }
    public var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Throws when the file could not be written, before any work is done: the path names a
    /// folder, holds something other than a regular file, leads outside its folder, or holds
    /// an earlier file that may not be replaced.
    public func check() throws {
        if path.isEmpty || path.hasSuffix("/") || name == "." || name == ".." {
            throw FileSystemError("\(path.isEmpty ? "''" : path) names a folder, not a file; name the file to write")
        }
        _ = try ContainedRoot(folder).path(name)
        switch SafeFileSystem.kind(of: path) {
        case .none:
            return
        case .file:
            if !replacing { throw FileSystemError("\(path) already exists; pass --overwrite to replace it") }
        case .directory:
            throw FileSystemError("\(path) is a folder; name a file to write")
        case .symbolicLink:
            throw FileSystemError("\(path) is a symbolic link; Animatic does not replace it (name the file itself)")
        case .other:
            throw FileSystemError(
                "\(path) is a device, FIFO or socket, not a regular file; Animatic does not write over it (name a file)"
            )
        }
    }

    /// Writes `bytes` as the whole file, creating its folder.
    public func write(_ bytes: [UInt8]) throws {
        try write { temporary in
            do { try fileSystem.writeNew(bytes, to: temporary) } catch let error as FileSystemError {
                throw error.code.map { FileSystemError(errno: $0, "writing", path) } ?? error  // the file asked for
            }
        }
    }

    /// For a writer that makes the file itself (ffmpeg): `body` writes `temporary`, a hidden
    /// name next to the file, which then is renamed into place; on failure it is removed.
    /// Temporaries that killed runs left next to the file are removed first.
    public func write(_ body: (_ temporary: String) throws -> Void) throws {
        try check()
        try fileSystem.createDirectory(folder)
        removeLeftTemporaries()
        let temporary = SafeFileSystem.temporaryName(for: path)
        do {
            do { try body(temporary) } catch let error as FileSystemError {
                // Named after the file the user asked for, not its hidden temporary.
                throw error.code.map { FileSystemError(errno: $0, "writing", path) } ?? error
            }
            try fileSystem.syncFile(temporary)
            // Checked again just before the rename: something may have appeared meanwhile.
            try check()
            try fileSystem.rename(temporary, to: path)
        } catch {
            try? fileSystem.removeFile(temporary)
            throw error
        }
    }

    /// A second hidden name next to a temporary file (a log beside it), removed with it by
    /// a later run when its process is gone.
    public static func companion(of temporary: String, suffix: String) -> String {
        precondition(temporary.hasSuffix(".tmp"))
        return String(temporary.dropLast(4)) + ".\(suffix).tmp"
    }

    /// Removes this file's temporaries (`.<name>.<pid>-<hex>.tmp` and their companions) whose
    /// process is no longer running; another live writer's are left alone.
    func removeLeftTemporaries() {
        guard let items = try? fileSystem.list(folder) else { return }
        let prefix = ".\(name)."
        for item in items where item.hasPrefix(prefix) && item.hasSuffix(".tmp") {
            guard let pid = Self.writerProcess(ofTemporary: String(item.dropFirst(prefix.count))),
                !SafeFileSystem.isAlive(pid)
            else { continue }
            let full = (folder as NSString).appendingPathComponent(item)
            if SafeFileSystem.kind(of: full) == .file { try? fileSystem.removeFile(full) }
        }
    }

    /// The process id in `<pid>-<hex>.tmp` or `<pid>-<hex>.<suffix>.tmp`.
    static func writerProcess(ofTemporary tail: String) -> Int32? {
        guard let dash = tail.firstIndex(of: "-") else { return nil }
        return Int32(tail[..<dash])
    }
}
