// `import os` in an animator file: logging compiles and does nothing (a recording has no
// console to keep; what matters is what the animator draws).
@_exported import AnimaticUIKit

public struct OSLogType: Equatable, Sendable {
    let level: UInt8
    public static let `default` = OSLogType(level: 0)
    public static let info = OSLogType(level: 1)
    public static let debug = OSLogType(level: 2)
    public static let error = OSLogType(level: 16)
    public static let fault = OSLogType(level: 17)
}

public final class OSLog: Sendable {
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "")
    public init(subsystem: String, category: String) {}
}

public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg...
) {}
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString,
    _ args: any CVarArg...
) {}

public struct OSLogPrivacy: Sendable {
    public static let auto = OSLogPrivacy(), `public` = OSLogPrivacy(), `private` = OSLogPrivacy(),
        sensitive = OSLogPrivacy()
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public struct Mask: Sendable { public static let hash = Mask(), none = Mask() }
}

/// `Logger`'s message: string interpolation with the `privacy:`/`format:` arguments accepted.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {}
        public mutating func appendInterpolation<T>(
            _ value: @autoclosure () -> T, format: OSLogFloatFormatting, privacy: OSLogPrivacy = .auto
        ) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

public struct OSLogFloatFormatting: Sendable {
    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting() }
    public static let fixed = OSLogFloatFormatting()
}

public struct Logger: Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}
    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}
