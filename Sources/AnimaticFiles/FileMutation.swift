/// One change Animatic is about to make to the file system, as a test hook sees it.
public struct FileMutation: Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case createDirectory, write, rename, exchange, remove, removeDirectory
    }
    public var kind: Kind
    public var path: String
    public var description: String { "\(kind) \(path)" }
}
