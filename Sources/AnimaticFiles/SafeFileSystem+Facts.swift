import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// What is at a path, without changing anything.
extension SafeFileSystem {
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
