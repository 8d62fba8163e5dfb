import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A file-system failure in plain words with the path: "no space left on device while
/// writing out/move/frame-00003.png", never an `NSCocoaErrorDomain` dump.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The errno behind it, when there is one.
    public var code: Int32?
    public var description: String

    /// `operation` reads after "while": "writing", "renaming", "removing" …
    public init(errno code: Int32, _ operation: String, _ path: String) {
        self.code = code
        self.description = "\(Self.words(for: code)) while \(operation) \(path)"
    }

    public init(_ message: String) {
        self.code = nil
        self.description = message
    }

    /// The errno at the call site, as an error.
    static func last(_ operation: String, _ path: String) -> FileSystemError {
        FileSystemError(errno: errno, operation, path)
    }

    public static func words(for code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on device"
        case EDQUOT: "disk quota exceeded"
        case EACCES, EPERM: "permission denied"
        case EROFS: "read-only file system"
        case ENOENT: "no such file or folder"
        case EISDIR: "a folder is in the way"
        case ENOTDIR: "a file is in the way of a folder"
        case EEXIST: "something already exists there"
        case ENOTEMPTY: "the folder is not empty"
        case EXDEV: "the paths are on different file systems"
        case EIO: "input/output error (a failing disk?)"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "too many symbolic links"
        case EMFILE, ENFILE: "too many open files"
        case EBUSY: "the file or folder is busy"
        default: String(cString: strerror(code))
        }
    }
}
