import Foundation

/// The hidden folders a render makes inside `--out`: `.<scene>.staging-<pid>-<n>` (frames
/// being written) and `.<scene>.old-<pid>-<n>` (the earlier frames while they are replaced,
/// when the system cannot exchange two folders in one step). A killed run leaves them behind;
/// the next run, holding the folder's lock, removes those whose process is gone, and puts an
/// `old` folder back when the kill came between its two renames.
struct StagingFolders {
    enum Kind: String { case staging, old }

    let root: ContainedRoot
    let fileSystem: SafeFileSystem

    static func name(scene: String, kind: Kind) -> String {
        ".\(scene).\(kind.rawValue)-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
    }

    /// (scene, kind, pid) of one of our names; `.<scene>.rendering-<UUID>` of earlier
    /// versions counts as a staging folder of a process that is gone.
    static func parse(_ name: String) -> (scene: String, kind: Kind, pid: Int32)? {
        guard name.hasPrefix(".") else { return nil }
        for kind in [Kind.staging, .old] {
            guard let marker = name.range(of: ".\(kind.rawValue)-", options: .backwards),
                marker.lowerBound > name.index(after: name.startIndex)
            else { continue }
            let parts = name[marker.upperBound...].split(separator: "-")
            guard parts.count == 2, let pid = Int32(parts[0]), UInt32(parts[1], radix: 16) != nil else { continue }
            return (String(name[name.index(after: name.startIndex)..<marker.lowerBound]), kind, pid)
        }
        if let marker = name.range(of: ".rendering-", options: .backwards),
            UUID(uuidString: String(name[marker.upperBound...])) != nil,
            marker.lowerBound > name.index(after: name.startIndex)
        {
            return (String(name[name.index(after: name.startIndex)..<marker.lowerBound]), .staging, 0)
        }
        return nil
    }

    /// Leftovers that cannot be removed (a folder inside one that Animatic did not make) stay
    /// where they are, hidden: they do not stop this run.
    func cleanUp() throws {
        for item in try fileSystem.list(root.path) {
            guard let (scene, kind, pid) = Self.parse(item), pid != getpid(), !SafeFileSystem.isAlive(pid),
                let path = try? root.path(item), SafeFileSystem.kind(of: path) == .directory
            else { continue }
            if kind == .old, FileNameRule.problem(with: scene) == nil, let destination = try? root.path(scene),
                SafeFileSystem.kind(of: destination) == .none
            {
                try fileSystem.rename(path, to: destination)
            } else {
                try? fileSystem.removeOwnDirectory(path)
            }
        }
    }
}
