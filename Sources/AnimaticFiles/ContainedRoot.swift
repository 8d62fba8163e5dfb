import AnimaticCore
import Foundation

/// A folder the user chose (`--out`, `--goldens`, `--artifacts`) and the only place
/// Animatic writes, reads or removes under it: every path is made of checked names, and its
/// existing part must resolve, after symbolic links, to a place inside the folder.
public struct ContainedRoot: Sendable {
    /// As the user gave it; paths and messages use it.
    public let path: String

    public init(_ path: String) { self.path = path.isEmpty ? "." : path }

    /// Why a name from a scene or a manifest cannot be a file name here, or nil.
    public static func problem(withName name: String) -> String? { FileNameRule.problem(with: name) }

    /// `root/a/b…` for names that are each one path component (user names must pass
    /// `FileNameRule` first; Animatic's own hidden names pass here). Throws when the deepest
    /// existing folder on the way resolves outside the root (a symbolic link out of it).
    public func path(_ components: String...) throws -> String { try path(components) }

    public func path(_ components: [String]) throws -> String {
        for c in components where c.isEmpty || c == "." || c == ".." || c.contains("/") || c.contains("\0") {
            throw FileSystemError("'\(c)' is not a file name inside \(path)")
        }
        let full = components.reduce(path) { ($0 as NSString).appendingPathComponent($1) }
        // nothing exists yet: nothing to escape through
        guard let root = SafeFileSystem.resolved(path) else { return full }
        // The deepest existing folder above the last name must be the root or inside it.
        var prefix = components.dropLast()
        while !prefix.isEmpty {
            let folder = prefix.reduce(path) { ($0 as NSString).appendingPathComponent($1) }
            if SafeFileSystem.kind(of: folder) != .none {
                guard let real = SafeFileSystem.resolved(folder), Self.isInside(real, root) else {
                    throw FileSystemError(
                        "\(folder) leads outside \(path) (a symbolic link?); Animatic only writes inside \(path)")
                }
                break
            }
            prefix = prefix.dropLast()
        }
        return full
    }

    /// `path(…)` for reading: the file itself, if a symbolic link, must point inside too.
    public func pathForReading(_ components: String...) throws -> String {
        let full = try path(components)
        if SafeFileSystem.kind(of: full) == .symbolicLink, let root = SafeFileSystem.resolved(path) {
            guard let real = SafeFileSystem.resolved(full), Self.isInside(real, root) else {
                throw FileSystemError("\(full) is a symbolic link that leads outside \(path)")
            }
        }
        return full
    }

    static func isInside(_ real: String, _ root: String) -> Bool {
        real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
