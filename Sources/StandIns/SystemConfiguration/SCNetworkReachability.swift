// `import SystemConfiguration` on Linux: the reachability API that apps' `Reachability.swift`
// copies call. A recording has no network to watch: the network reads as reachable over Wi-Fi
// (the flags `.reachable`), and no callback ever fires.
@_exported import AnimaticUIKit

public final class SCNetworkReachability {}
public typealias CFAllocator = AnyObject

public struct SCNetworkReachabilityFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    public static let connectionAutomatic = SCNetworkReachabilityFlags.connectionOnTraffic
}

public typealias SCNetworkReachabilityCallBack =
    (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

public struct SCNetworkReachabilityContext {
    public var version: Int
    public var info: UnsafeMutableRawPointer?
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    public var copyDescription: (@convention(c) (UnsafeRawPointer) -> Unmanaged<AnyObject>)?
    public init(
        version: Int, info: UnsafeMutableRawPointer?, retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
        release: (@convention(c) (UnsafeRawPointer) -> Void)?,
        copyDescription: (@convention(c) (UnsafeRawPointer) -> Unmanaged<AnyObject>)?
    ) {
        (self.version, self.info, self.retain, self.release, self.copyDescription) =
            (version, info, retain, release, copyDescription)
    }
}

public func SCNetworkReachabilityCreateWithAddress(
    _ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>
) -> SCNetworkReachability? { SCNetworkReachability() }
public func SCNetworkReachabilityCreateWithName(
    _ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>
) -> SCNetworkReachability? { SCNetworkReachability() }
public func SCNetworkReachabilityGetFlags(
    _ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>
) -> Bool {
    flags.pointee = .reachable
    return true
}
public func SCNetworkReachabilitySetCallback(
    _ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
    _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?
) -> Bool { true }
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    true
}
