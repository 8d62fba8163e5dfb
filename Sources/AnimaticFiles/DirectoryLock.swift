import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive lock on a folder (flock(2) on the folder itself, so no lock file is left in
/// the user's folder), held while Animatic writes into it. Another process, or another
/// writer in this one, waits up to `wait` seconds for it and then fails naming the holder.
/// The kernel drops the lock when the holder exits, also when it is killed.
public final class DirectoryLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// How long to wait for another writer: `ANIMATIC_LOCK_WAIT` seconds, else 60.
    public static func defaultWait(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        if let text = environment["ANIMATIC_LOCK_WAIT"], let seconds = Double(text), seconds >= 0, seconds.isFinite {
            return seconds
        }
        return 60
    }

    /// Locks `directory` (which must exist), waiting up to `wait` seconds.
    public static func acquire(_ directory: String, wait: Double) throws -> DirectoryLock {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw FileSystemError.last("locking", directory) }
        let deadline = Date().addingTimeInterval(wait)
        var announced = false
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(fd)
                throw FileSystemError(errno: code, "locking", directory)
            }
            let holder = holderDescription(of: fd)
            guard Date() < deadline else {
                close(fd)
                throw FileSystemError(
                    "\(directory) is in use by another animatic (\(holder)) writing into it; waited \(Self.seconds(wait)) s (ANIMATIC_LOCK_WAIT); try again when it has finished"
                )
            }
            if !announced {
                FileHandle.standardError.write(
                    Data("waiting for another animatic (\(holder)) to finish writing into \(directory)…\n".utf8))
                announced = true
            }
            usleep(50_000)
        }
        return DirectoryLock(descriptor: fd)
    }

    deinit { close(descriptor) }

    /// "pid 1234" from /proc/locks (Linux), else "another process".
    static func holderDescription(of fd: Int32) -> String {
        var status = stat()
        guard fstat(fd, &status) == 0, let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else {
            return "another process"
        }
        for line in locks.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5].hasSuffix(":\(status.st_ino)"),
                let pid = Int32(fields[4])
            else { continue }
            return pid == getpid() ? "this process" : "pid \(pid)"
        }
        return "another process"
    }

    static func seconds(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(format: "%.1f", s) }
}
