import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Every change Animatic makes to files goes through here: whole files written under a
/// temporary name and renamed into place, synced where a crash must not lose them, errors in
/// plain words. `beforeMutation` sees each change first: tests make it fail (a full disk) or
/// end the process (a kill) at every point.
public struct SafeFileSystem: Sendable {
    public typealias Hook = @Sendable (FileMutation) throws -> Void
    public var beforeMutation: Hook?

    public init(beforeMutation: Hook? = nil) { self.beforeMutation = beforeMutation }

    func announce(_ kind: FileMutation.Kind, _ path: String) throws {
        try beforeMutation?(FileMutation(kind: kind, path: path))
    }

    /// Writes `bytes` to a temporary file next to `path`, syncs it, renames it onto `path`
    /// and syncs the folder: a reader sees the old file or the whole new one, also after a
    /// crash or a power cut.
    public func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let temp = Self.temporaryName(for: path)
        do { try writeNew(bytes, to: temp) } catch let error as FileSystemError {
            // the file the user asked for
            throw error.code.map { FileSystemError(errno: $0, "writing", path) } ?? error
        }
        do {
            try rename(temp, to: path)
        } catch {
            try? removeFile(temp)
            throw error
        }
    }

    /// A name in `path`'s folder that no other writer picks: `.<name>.<pid>-<random>.tmp`.
    public static func temporaryName(for path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        let name = ".\(last).\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).tmp"
        return parent(of: path).map { $0 == "/" ? "/" + name : $0 + "/" + name } ?? name
    }

    /// Whether a file name is one of `temporaryName`'s.
    public static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains("-")
    }

    /// Creates `path` (which must not exist), writes `bytes` and, with `sync`, waits until
    /// they are on the disk (without it, `syncFile` later: many files written first and synced
    /// after cost a quarter of syncing each as it is written, measured on ext4).
    public func writeNew(_ bytes: [UInt8], to path: String, sync: Bool = true) throws {
        try announce(.write, path)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileSystemError.last("writing", path) }
        var failure: FileSystemError?
        var offset = 0
        while offset < bytes.count, failure == nil {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno != EINTR { failure = .last("writing", path) }
            } else {
                offset += n
            }
        }
        if failure == nil, sync, fsync(fd) != 0 { failure = .last("writing", path) }
        if close(fd) != 0, failure == nil { failure = .last("writing", path) }
        if let failure {
            unlink(path)
            throw failure
        }
    }

    /// Waits until a file written without `sync` is on the disk.
    public func syncFile(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileSystemError.last("writing", path) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw FileSystemError.last("writing", path) }
    }

    public func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            var status = stat()
            let code: Int32 =
                stat(path, &status) != 0 ? errno : ((status.st_mode & S_IFMT) == S_IFDIR ? EISDIR : EACCES)
            throw FileSystemError(errno: code, "reading", path)
        }
        return [UInt8](data)
    }

    /// rename(2), then a sync of the destination's folder so the rename survives a crash.
    public func rename(_ from: String, to: String) throws {
        try announce(.rename, to)
        guard posixRename(from, to) == 0 else { throw FileSystemError.last("renaming \(from) to", to) }
        try syncDirectory(Self.folder(of: to))
    }

    /// Moves `from` to `to` only if nothing is at `to` (link, then unlink the old name).
    public func moveWithoutReplacing(_ from: String, to: String) throws {
        try announce(.rename, to)
        guard link(from, to) == 0 else {
            if errno == EEXIST {
                throw FileSystemError("\(to) already exists; pass --overwrite to replace earlier output")
            }
            guard errno == EPERM || errno == EOPNOTSUPP || errno == ENOSYS else {
                throw FileSystemError.last("moving \(from) to", to)
            }
            // A file system without hard links: check, then rename (the caller's folder lock
            // keeps other Animatic writers out between the two).
            guard Self.kind(of: to) == .none else {
                throw FileSystemError("\(to) already exists; pass --overwrite to replace earlier output")
            }
            guard posixRename(from, to) == 0 else { throw FileSystemError.last("moving \(from) to", to) }
            try syncDirectory(Self.folder(of: to))
            return
        }
        try syncDirectory(Self.folder(of: to))
        try removeFile(from)
    }

    /// A second name for a file (a hard link), where nothing is at `to`; the file itself is
    /// not touched.
    public func addLink(_ from: String, to: String) throws {
        try announce(.write, to)
        guard Glibc.link(from, to) == 0 else { throw FileSystemError.last("linking \(from) to", to) }
    }

    /// Unlinks a file (or a symbolic link itself, never what it points to); a missing one is
    /// not an error.
    public func removeFile(_ path: String) throws {
        try announce(.remove, path)
        guard unlink(path) == 0 || errno == ENOENT else { throw FileSystemError.last("removing", path) }
    }
}

/// rename(2), named apart from `SafeFileSystem.rename`.
private func posixRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
