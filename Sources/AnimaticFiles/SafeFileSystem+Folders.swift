import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Folders: created with their parents, removed only when empty or made by Animatic, swapped
/// in one step, synced.
extension SafeFileSystem {
    /// Creates a folder and its missing parents.
    public func createDirectory(_ path: String) throws {
        var status = stat()
        if stat(path, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                throw FileSystemError(errno: ENOTDIR, "creating the folder", path)
            }
            return
        }
        if let parent = Self.parent(of: path) { try createDirectory(parent) }
        try announce(.createDirectory, path)
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw FileSystemError.last("creating the folder", path)
        }
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
                throw FileSystemError(
                    "\(item) is a folder; Animatic did not make it, so it is left alone (remove \(path) by hand)")
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

    fileprivate typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    fileprivate static var renameat2: RenameAt2? {
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
        guard fsync(fd) == 0 || errno == EINVAL || errno == EROFS else {
            throw FileSystemError.last("syncing the folder", path)
        }
    }

    /// The names in a folder, without "." and "..".
    public func list(_ path: String) throws -> [String] {
        do { return try FileManager.default.contentsOfDirectory(atPath: path).sorted() } catch {
            var status = stat()
            let code: Int32 =
                stat(path, &status) != 0 ? errno : ((status.st_mode & S_IFMT) != S_IFDIR ? ENOTDIR : EACCES)
            throw FileSystemError(errno: code, "listing", path)
        }
    }
}
