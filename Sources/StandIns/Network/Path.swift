// `import Network` on Linux (iOS 12): the path monitor apps use for reachability, and connections
// that compile. The path is satisfied over Wi-Fi, as SystemConfiguration's stand-in answers
// reachable over Wi-Fi; the monitor's handler is not called (on iOS it is called on the monitor's
// queue once started, and again on each change; a recording has no such queue turn), so an app reads
// `currentPath`. No connection is made: a connection stays in `.setup` and sends and receives nothing.
@_exported import AnimaticUIKit

public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    public enum InterfaceType: Hashable, Sendable { case other, wifi, cellular, wiredEthernet, loopback }
    public let type: InterfaceType
    public let name: String
    public let index: Int
    public var debugDescription: String { name }
}

public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    public enum Status: Equatable, Sendable { case satisfied, unsatisfied, requiresConnection }
    public enum UnsatisfiedReason: Equatable, Sendable {
        case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }
    public let status: Status
    public let availableInterfaces: [NWInterface]
    public var unsatisfiedReason: UnsatisfiedReason { .notAvailable }
    public var isExpensive: Bool { false }
    public var isConstrained: Bool { false }
    public var supportsIPv4: Bool { true }
    public var supportsIPv6: Bool { true }
    public var supportsDNS: Bool { true }
    public var gateways: [NWEndpoint] { [] }
    public var debugDescription: String { "satisfied (Path is satisfied), interface: en0" }
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    static let wifi = NWPath(status: .satisfied, availableInterfaces: [NWInterface(type: .wifi, name: "en0", index: 1)])
}

public final class NWPathMonitor: @unchecked Sendable {
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
    public let currentPath = NWPath.wifi
    public private(set) var queue: DispatchQueue?
    public init() {}
    public init(requiredInterfaceType: NWInterface.InterfaceType) {}
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {}
    public func start(queue: DispatchQueue) { self.queue = queue }
    public func cancel() {}
}
