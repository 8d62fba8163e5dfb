// `import UniformTypeIdentifiers` on Linux (iOS 14): the system's common types with their
// identifiers, filename extensions, MIME types and conformances as Apple's UTCoreTypes declares
// them (Apple's "System-declared uniform type identifiers" list). A type the app declares in its
// Info.plist is not known here (`UTType(exportedAs:)` makes one, as on iOS).
@_exported import AnimaticUIKit

public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    /// Direct parents in the conformance hierarchy; `conforms(to:)` follows them.
    let parents: [String]
    let filenameExtensions: [String]
    let mimeTypes: [String]

    public var description: String { identifier }
    public var localizedDescription: String? { nil }
    public var isDeclared: Bool { UTType.system[identifier] != nil }
    public var isDynamic: Bool { false }
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    public var tags: [UTTagClass: [String]] {
        [.filenameExtension: filenameExtensions, .mimeType: mimeTypes].filter { !$0.value.isEmpty }
    }
    public var supertypes: Set<UTType> {
        Set(parents.compactMap { UTType($0) }.flatMap { [$0] + $0.supertypes })
    }

    public init?(_ identifier: String) {
        guard let known = UTType.system[identifier] else { return nil }
        self = known
    }
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTType.system[identifier] ?? UTType(identifier, parents: [parentType?.identifier ?? "public.data"])
    }
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard
            let found = UTType.ordered.first(where: {
                $0.filenameExtensions.contains(ext) && $0.conforms(to: supertype)
            })
        else { return nil }
        self = found
    }
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let mime = mimeType.lowercased()
        guard let found = UTType.ordered.first(where: { $0.mimeTypes.contains(mime) && $0.conforms(to: supertype) })
        else { return nil }
        self = found
    }
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        switch tagClass {
        case .filenameExtension: self.init(filenameExtension: tag, conformingTo: supertype ?? .data)
        case .mimeType: self.init(mimeType: tag, conformingTo: supertype ?? .data)
        default: return nil
        }
    }

    public func conforms(to type: UTType) -> Bool {
        self == type || parents.contains { UTType($0)?.conforms(to: type) ?? false }
    }
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    init(_ identifier: String, parents: [String], extensions: [String] = [], mime: [String] = []) {
        self.identifier = identifier
        self.parents = parents
        filenameExtensions = extensions
        mimeTypes = mime
        preferredFilenameExtension = extensions.first
        preferredMIMEType = mime.first
    }
}

public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
