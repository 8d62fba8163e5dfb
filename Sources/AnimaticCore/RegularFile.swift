import Foundation

/// Reads files a scene names (the scene, includes, templates, images, goldens) only when they
/// are regular files of bounded size: opening a FIFO blocks forever, a device never ends, and
/// a directory is no file at all.
public enum RegularFile {
    /// Scene, include and template files.
    public static let maxTextBytes = 16 << 20
    /// PNG images and goldens.
    public static let maxImageBytes = 256 << 20

    /// Why `path` cannot be read (nil when it can): missing, not a regular file, or too big.
    /// Symbolic links are followed, so a link to a FIFO is refused too.
    public static func problem(_ path: String, maxBytes: Int) -> String? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
            let type = attributes[.type] as? FileAttributeType
        else { return "cannot read \(path)" }
        guard type == .typeRegular else { return "\(path) is not a regular file (\(describe(type)))" }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maxBytes else { return "\(path) is \(size) bytes; at most \(maxBytes) bytes" }
        return nil
    }

    /// The bytes of `path`; nil when nothing is there (not even a dangling link), or a
    /// refusal whose `reason` says why it cannot be read. For files that may be missing, such
    /// as goldens not recorded yet and their manifests.
    public static func readIfPresent(_ path: String, maxBytes: Int) -> Result<Data?, Refusal> {
        // attributesOfItem does not follow links, so a dangling link counts as present.
        guard (try? FileManager.default.attributesOfItem(atPath: path)) != nil else { return .success(nil) }
        return read(path, maxBytes: maxBytes).map { Optional($0) }
    }

    /// The bytes of `path`, or a message saying why not.
    public static func read(_ path: String, maxBytes: Int) -> Result<Data, Refusal> {
        if let problem = problem(path, maxBytes: maxBytes) { return .failure(Refusal(message: problem)) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Refusal(message: "cannot read \(path)"))
        }
        guard data.count <= maxBytes else {
            return .failure(Refusal(message: "\(path) is \(data.count) bytes; at most \(maxBytes) bytes"))
        }
        return .success(data)
    }

    /// The first `count` bytes of `path` (fewer if it is shorter), or why they cannot be read.
    /// Some files stat as regular yet fail to read (`/proc/self/mem` gives EIO); FileHandle's
    /// `readData(ofLength:)` traps on that, so this reads with the throwing call.
    public static func head(_ path: String, count: Int) -> Result<Data, Refusal> {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Refusal(message: "\(path) cannot be read"))
        }
        defer { try? handle.close() }
        do {
            return .success(try handle.read(upToCount: count) ?? Data())
        } catch {
            return .failure(Refusal(message: "\(path) cannot be read: \(plainWords(error))"))
        }
    }

    /// A read error as the system says it (`input/output error`), not as an NSError dump.
    static func plainWords(_ error: any Error) -> String {
        var current: NSError? = error as NSError
        while let e = current {
            if e.domain == NSPOSIXErrorDomain, let text = strerror(Int32(e.code)) {
                return String(cString: text).lowercased()
            }
            current = e.userInfo[NSUnderlyingErrorKey] as? NSError
        }
        return error.localizedDescription
    }

    public struct Refusal: Error, Sendable {
        public var message: String
        /// The message without the path it starts with, for errors that name the path apart.
        public func reason(for path: String) -> String {
            message.hasPrefix(path + " ") ? String(message.dropFirst(path.count + 1)) : message
        }
    }

    private static func describe(_ type: FileAttributeType) -> String {
        switch type {
        case .typeDirectory: return "a directory"
        case .typeCharacterSpecial, .typeBlockSpecial: return "a device"
        case .typeSocket: return "a socket"
        case .typeSymbolicLink: return "a dangling link"
        default: return "a FIFO or other special file"
        }
    }
}

/// The dimensions a PNG declares in its IHDR chunk, read before anything is decoded so a
/// 16k×16k bomb of a few bytes is refused without allocating its pixels.
public enum PNGHeader {
    public static func dimensions(_ bytes: some Collection<UInt8>) -> (width: Int, height: Int)? {
        let b = Array(bytes.prefix(24))
        guard b.count == 24, b[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            b[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        let word = { (i: Int) in b[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The dimensions of the PNG file at `path`, reading only its first 24 bytes.
    public static func dimensions(path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 24)).flatMap { dimensions([UInt8]($0)) }
    }

    /// Why an image of these dimensions is refused, or nil: each side at most Canvas.maxSide.
    public static func problem(width: Int, height: Int) -> String? {
        guard width > 0, height > 0 else { return "a \(width)×\(height) PNG has no pixels" }
        guard width <= Canvas.maxSide, height <= Canvas.maxSide else {
            return "a \(width)×\(height) PNG; at most \(Canvas.maxSide) pixels a side"
        }
        return nil
    }
}
