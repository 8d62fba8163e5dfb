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

    // MARK: Files

    /// Writes `bytes` to a temporary file next to `path`, syncs it, renames it onto `path`
    /// and syncs the folder: a reader sees the old file or the whole new one, also after a
    /// crash or a power cut.
    public func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let temp = Self.temporaryName(for: path)
        do { try writeNew(bytes, to: temp) } catch let error as FileSystemError {
            throw error.code.map { FileSystemError(errno: $0, "writing", path) } ?? error  // the file the user asked for
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
            let code: Int32 = stat(path, &status) != 0 ? errno : ((status.st_mode & S_IFMT) == S_IFDIR ? EISDIR : EACCES)
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
            if errno == EEXIST { throw FileSystemError("\(to) already exists; pass --overwrite to replace earlier output") }
            guard errno == EPERM || errno == EOPNOTSUPP || errno == ENOSYS else { throw FileSystemError.last("moving \(from) to", to) }
            // A file system without hard links: check, then rename (the caller's folder lock
            // keeps other Animatic writers out between the two).
            guard Self.kind(of: to) == .none else { throw FileSystemError("\(to) already exists; pass --overwrite to replace earlier output") }
            guard posixRename(from, to) == 0 else { throw FileSystemError.last("moving \(from) to", to) }
            try syncDirectory(Self.folder(of: to))
            return
        }
        try syncDirectory(Self.folder(of: to))
        try removeFile(from)
    }

    /// Unlinks a file (or a symbolic link itself, never what it points to); a missing one is
    /// not an error.
    public func removeFile(_ path: String) throws {
        try announce(.remove, path)
        guard unlink(path) == 0 || errno == ENOENT else { throw FileSystemError.last("removing", path) }
    }

    // MARK: Folders

    /// Creates a folder and its missing parents.
    public func createDirectory(_ path: String) throws {
        var status = stat()
        if stat(path, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else { throw FileSystemError(errno: ENOTDIR, "creating the folder", path) }
            return
        }
        if let parent = Self.parent(of: path) { try createDirectory(parent) }
        try announce(.createDirectory, path)
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw FileSystemError.last("creating the folder", path) }
    }

    /// Removes an empty folder.
    public func removeDirectory(_ path: String) throws {
        try announce(.removeDirectory, path)
        guard rmdir(path) == 0 || errno == ENOENT else { throw FileSystemError.last("removing the folder", path) }
    }

    /// Removes a folder Animatic made (staging, a replaced render): its files, then the folder.
    /// Nothing is removed recursively: a folder inside it is left alone and reported.
    public func removeOwnDirectory(_ path: String) throws {
        for name in try list(path) {
            let item = (path as NSString).appendingPathComponent(name)
            guard Self.kind(of: item) != .directory else {
                throw FileSystemError("\(item) is a folder; Animatic did not make it, so it is left alone (remove \(path) by hand)")
            }
            try removeFile(item)
        }
        try removeDirectory(path)
    }

    /// Exchanges two paths in one step (Linux renameat2 RENAME_EXCHANGE), so that a reader
    /// sees one or the other at each name, never neither. False when the system cannot.
    public func exchange(_ a: String, _ b: String) throws -> Bool {
        guard let renameat2 = Self.renameat2 else { return false }
        try announce(.exchange, b)
        let renameExchange: UInt32 = 2
        guard renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0 else {
            if errno == EINVAL || errno == ENOSYS { return false }
            throw FileSystemError.last("swapping \(a) with", b)
        }
        try syncDirectory(Self.folder(of: b))
        return true
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static var renameat2: RenameAt2? {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
        return nil
        #endif
    }

    /// Syncs a folder's entries (new, renamed and removed names) to the disk.
    public func syncDirectory(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw FileSystemError.last("syncing the folder", path) }
        defer { close(fd) }
        // Some file systems cannot sync a folder (EINVAL); the data is as safe as they allow.
        guard fsync(fd) == 0 || errno == EINVAL || errno == EROFS else { throw FileSystemError.last("syncing the folder", path) }
    }

    /// The names in a folder, without "." and "..".
    public func list(_ path: String) throws -> [String] {
        do { return try FileManager.default.contentsOfDirectory(atPath: path).sorted() } catch {
            var status = stat()
            let code: Int32 = stat(path, &status) != 0 ? errno : ((status.st_mode & S_IFMT) != S_IFDIR ? ENOTDIR : EACCES)
            throw FileSystemError(errno: code, "listing", path)
        }
    }

    // MARK: Facts

    public enum ItemKind: Sendable, Equatable { case none, file, directory, symbolicLink, other }

    /// What is at `path` itself (a symbolic link is not followed).
    public static func kind(of path: String) -> ItemKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .none }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    public static func folder(of path: String) -> String { parent(of: path) ?? "." }

    /// The folder above `path` as written ("a/b" → "a", "/a" → "/"), nil for one relative name
    /// or "/". (NSString's deletingLastPathComponent traps on some one-letter names on Linux.)
    static func parent(of path: String) -> String? {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return nil }
        if slash == p.startIndex { return p.count > 1 ? "/" : nil }
        var parent = p[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }

    /// The absolute path with every symbolic link resolved, or nil when it does not exist.
    public static func resolved(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard realpath(path, &buffer) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether a process with this id is running.
    public static func isAlive(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}

/// rename(2), named apart from `SafeFileSystem.rename`.
private func posixRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
