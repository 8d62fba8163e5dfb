import Foundation

// What Darwin's Foundation and C headers give an iOS app that Linux's do not: the time constants
// of <sys/time.h> and Dispatch, `NSObject`'s `init()` on `NSAttributedString`, `appendFormat`,
// and the attributed-string document import (HTML, RTF) that UIKit adds on iOS.

/// Darwin's time constants (Swift imports them as `UInt64`); apps use them with `DispatchTime`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000

extension NSAttributedString {
    /// `NSAttributedString()`: NSObject's `init()` on iOS, an empty string. Linux's Foundation does
    /// not inherit it and an extension may not declare `init()`, so this initializer's only
    /// parameter has a default and the call `NSAttributedString()` finds it.
    public convenience init(emptyOnLinux: Void = ()) { self.init(string: "") }

    /// UIKit's document reading options (NSAttributedString's UIKit additions).
    public struct DocumentReadingOptionKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    public struct DocumentType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let plain = DocumentType(rawValue: "NSPlainText")
        public static let rtf = DocumentType(rawValue: "NSRTF")
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    public struct DocumentAttributeKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
    }

    /// A document's text: plain text is decoded (UTF-8 unless the options name another encoding);
    /// HTML and RTF are not parsed in Animatic, so their source is the text, as plain characters,
    /// and the call is reported in a recording (on iOS the markup is rendered, styled).
    public convenience init(
        data: Data, options: [DocumentReadingOptionKey: Any] = [:],
        documentAttributes: UnsafeMutablePointer<NSDictionary?>?
    ) throws {
        let type = options[.documentType] as? DocumentType ?? .plain
        let encoding = (options[.characterEncoding] as? UInt).map { String.Encoding(rawValue: $0) } ?? .utf8
        guard let text = String(data: data, encoding: encoding) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        if type != .plain {
            Recording.report(
                "NSAttributedString(data:options:documentAttributes:): \(type.rawValue) is not parsed in Animatic; "
                    + "its source is the text")
        }
        self.init(string: text)
    }
}

extension NSMutableString {
    /// Foundation's `appendFormat` on Darwin (a printf-style format, as `String(format:)`).
    public func appendFormat(_ format: NSString, _ args: CVarArg...) {
        append(String(format: format as String, arguments: args))
    }
}
