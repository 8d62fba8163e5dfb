// Security's keychain calls: `SecItem…`, `SecRandomCopyBytes` and access-control objects, what apps
// reach Security for (docs/uikit-surface.md, "Apple's other frameworks"). They are AnimaticUIKit's
// because on iOS `import Foundation` brings Security into scope (keychain wrappers often import
// nothing else); the `Security` module re-exports them for files that import it.
//
// The keychain is a store in memory (Keychain.swift): the four calls answer with the result codes
// iOS gives for them (SecBase.h) and match items by the query's attributes as Keychain Services
// documents it. Unlike iOS, nothing outlives the process, so every run starts with an empty keychain,
// as a fresh install does; and no device lock, passcode or biometry is modelled, so an item's
// accessibility and access control are kept and the item always reads (iOS may ask for Face ID or
// refuse while the device is locked). Certificates, keys and trust (`SecCertificate`, `SecKey`,
// `SecTrust`) are not provided: in the census's repositories only vendored copies of Alamofire and
// Starscream and one app call them, from URLSession's server-trust challenge, whose `serverTrust`
// Linux's Foundation does not have.
import Foundation

// SecBase.h's result codes, which Swift imports as `var errSecSuccess: OSStatus { get }`.
public var errSecSuccess: OSStatus { 0 }
public var errSecUnimplemented: OSStatus { -4 }
public var errSecIO: OSStatus { -36 }
public var errSecParam: OSStatus { -50 }
public var errSecAllocate: OSStatus { -108 }
public var errSecUserCanceled: OSStatus { -128 }
public var errSecBadReq: OSStatus { -909 }
public var errSecNotAvailable: OSStatus { -25291 }
public var errSecAuthFailed: OSStatus { -25293 }
public var errSecDuplicateItem: OSStatus { -25299 }
public var errSecItemNotFound: OSStatus { -25300 }
public var errSecNoSuchAttr: OSStatus { -25303 }
public var errSecInteractionNotAllowed: OSStatus { -25308 }
public var errSecDecode: OSStatus { -26275 }
public var errSecMissingEntitlement: OSStatus { -34018 }
public var errSecNotTrusted: OSStatus { -67843 }
public var errSecInvalidEncoding: OSStatus { -67853 }

/// SecBase.h's description of each code above; a code without one is named by its number.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let messages: [OSStatus: String] = [
        errSecSuccess: "No error.",
        errSecUnimplemented: "Function or operation not implemented.",
        errSecIO: "I/O error.",
        errSecParam: "One or more parameters passed to a function were not valid.",
        errSecAllocate: "Failed to allocate memory.",
        errSecUserCanceled: "User canceled the operation.",
        errSecBadReq: "Bad parameter or invalid state for operation.",
        errSecNotAvailable: "No keychain is available. You may need to restart your computer.",
        errSecAuthFailed: "The user name or passphrase you entered is not correct.",
        errSecDuplicateItem: "The specified item already exists in the keychain.",
        errSecItemNotFound: "The specified item could not be found in the keychain.",
        errSecNoSuchAttr: "The specified attribute does not exist.",
        errSecInteractionNotAllowed: "User interaction is not allowed.",
        errSecDecode: "Unable to decode the provided data.",
        errSecMissingEntitlement: "A required entitlement isn't present.",
        errSecNotTrusted: "The trust policy was not trusted.",
        errSecInvalidEncoding: "The encoding was not valid.",
    ]
    return messages[status] ?? "OSStatus \(status)"
}

/// SecRandom.h's generator reference; only the default one exists.
public typealias SecRandomRef = OpaquePointer
/// NULL, as SecRandom.h defines it: the default generator.
nonisolated(unsafe) public let kSecRandomDefault: SecRandomRef? = nil

/// `count` cryptographically secure random bytes from the system's generator (getrandom(2) on
/// Linux, behind Swift's `SystemRandomNumberGenerator`); errSecSuccess, or errSecParam for a
/// negative count.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    guard count >= 0 else { return errSecParam }
    var generator = SystemRandomNumberGenerator()
    for offset in 0..<count {
        bytes.storeBytes(of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: offset, as: UInt8.self)
    }
    return errSecSuccess
}

/// SecAccessControl.h's flags (`CF_OPTIONS(CFOptionFlags, …)`), with its raw values.
public struct SecAccessControlCreateFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let userPresence = Self(rawValue: 1 << 0)
    public static let biometryAny = Self(rawValue: 1 << 1)
    public static let biometryCurrentSet = Self(rawValue: 1 << 3)
    public static let devicePasscode = Self(rawValue: 1 << 4)
    public static let watch = Self(rawValue: 1 << 5)
    public static let companion = Self(rawValue: 1 << 5)
    public static let or = Self(rawValue: 1 << 14)
    public static let and = Self(rawValue: 1 << 15)
    public static let privateKeyUsage = Self(rawValue: 1 << 30)
    public static let applicationPassword = Self(rawValue: 1 << 31)
    @available(iOS, deprecated: 11.3, renamed: "biometryAny")
    public static let touchIDAny = Self.biometryAny
    @available(iOS, deprecated: 11.3, renamed: "biometryCurrentSet")
    public static let touchIDCurrentSet = Self.biometryCurrentSet
}

/// An item's protection class and the authentication its use needs, kept with the item.
public final class SecAccessControl: Hashable, Sendable {
    /// One of the `kSecAttrAccessible…` values.
    public let protection: String
    public let flags: SecAccessControlCreateFlags
    init(protection: String, flags: SecAccessControlCreateFlags) { (self.protection, self.flags) = (protection, flags) }
    public static func == (a: SecAccessControl, b: SecAccessControl) -> Bool {
        (a.protection, a.flags) == (b.protection, b.flags)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(protection)
        hasher.combine(flags.rawValue)
    }
}

/// nil with errSecParam in `error` when `protection` is not one of the `kSecAttrAccessible…` values,
/// as Security refuses it. `protection` is `Any` rather than `CFTypeRef`: here those values are
/// strings, which Swift on Linux does not pass as `AnyObject` without a cast.
public func SecAccessControlCreateWithFlags(
    _ allocator: CFAllocator?, _ protection: Any, _ flags: SecAccessControlCreateFlags,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> SecAccessControl? {
    guard let protection = protection as? String, accessibilityValues.contains(protection) else {
        let failure = NSError(domain: "NSOSStatusErrorDomain", code: Int(errSecParam))
        error?.pointee = Unmanaged.passRetained(failure)
        return nil
    }
    return SecAccessControl(protection: protection, flags: flags)
}
