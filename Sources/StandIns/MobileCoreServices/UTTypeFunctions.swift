import UniformTypeIdentifiers

// Core Services' C functions on type identifiers (deprecated in iOS 15 for UTType), answered from
// the same table of system types as UTType.

public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
public let kUTTagClassMIMEType: CFString = "public.mime-type"

/// What the C functions return as `Unmanaged<CFString>`: here a string, given back by the same calls.
public struct UnmanagedCFString: Sendable {
    let value: CFString
    public func takeRetainedValue() -> CFString { value }
    public func takeUnretainedValue() -> CFString { value }
}

public func UTTypeCreatePreferredIdentifierForTag(
    _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
) -> UnmanagedCFString? {
    let parent = inConformingToUTI.flatMap { UTType($0) }
    // Core Services makes a dynamic identifier for a tag it does not know; its spelling is private.
    let found = UTType(tag: inTag, tagClass: UTTagClass(rawValue: inTagClass), conformingTo: parent)
    return UnmanagedCFString(value: found?.identifier ?? "dyn.\(inTag)")
}

public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> UnmanagedCFString? {
    guard let type = UTType(inUTI), let tag = type.tags[UTTagClass(rawValue: inTagClass)]?.first else { return nil }
    return UnmanagedCFString(value: tag)
}

public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    guard let type = UTType(inUTI), let parent = UTType(inConformsToUTI) else { return inUTI == inConformsToUTI }
    return type.conforms(to: parent)
}

public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool { inUTI1 == inUTI2 }
