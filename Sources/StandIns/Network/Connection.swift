import AnimaticUIKit

public enum NWEndpoint: Hashable, Sendable, CustomDebugStringConvertible {
    public enum Host: Hashable, Sendable, ExpressibleByStringLiteral {
        case name(String, NWInterface?)
        case ipv4(String)
        case ipv6(String)
        public init(_ string: String) { self = .name(string, nil) }
        public init(stringLiteral value: String) { self.init(value) }
    }
    public struct Port: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral {
        public let rawValue: UInt16
        public init?(rawValue: UInt16) { self.rawValue = rawValue }
        public init(integerLiteral value: UInt16) { rawValue = value }
        public init?(_ string: String) {
            guard let value = UInt16(string) else { return nil }
            rawValue = value
        }
        public static let any: Port = 0
        public static let http: Port = 80
        public static let https: Port = 443
    }
    case hostPort(host: Host, port: Port)
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    case unix(path: String)
    case url(URL)

    public var debugDescription: String {
        switch self {
        case .hostPort(let host, let port): "\(host):\(port.rawValue)"
        case .service(let name, let type, let domain, _): "\(name).\(type)\(domain)"
        case .unix(let path): path
        case .url(let url): url.absoluteString
        }
    }
}

public enum NWError: Error, Equatable, Sendable, CustomDebugStringConvertible {
    case posix(Int32)
    case dns(Int32)
    case tls(Int32)
    public var debugDescription: String {
        switch self {
        case .posix(let code): "POSIXErrorCode: \(code)"
        case .dns(let code): "DNSServiceErrorType: \(code)"
        case .tls(let code): "OSStatus: \(code)"
        }
    }
}

public class NWProtocolOptions: @unchecked Sendable { public init() {} }
public enum NWProtocolTCP {
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        public var noDelay = false, enableKeepalive = false, keepaliveIdle = 0, connectionTimeout = 0
    }
}
public enum NWProtocolUDP { public final class Options: NWProtocolOptions, @unchecked Sendable {} }
public enum NWProtocolTLS { public final class Options: NWProtocolOptions, @unchecked Sendable {} }
public enum NWProtocolWebSocket {
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        public var autoReplyPing = false
        public var maximumMessageSize = 0
        public init(_ version: Version = .version13) {}
    }
    public enum Version: Sendable { case version13 }
    public enum Opcode: Equatable, Sendable { case cont, text, binary, close, ping, pong }
    public enum CloseCode: Equatable, Sendable {
        public enum Defined: UInt16, Sendable {
            case normalClosure = 1000, goingAway, protocolError, unsupportedData
            case noStatusReceived = 1005, abnormalClosure, invalidFramePayloadData, policyViolation, messageTooBig
            case mandatoryExtension, internalServerError, tlsHandshake = 1015
        }
        case protocolCode(Defined), applicationCode(UInt16), privateCode(UInt16)
    }
}

public final class NWParameters: @unchecked Sendable {
    public var allowLocalEndpointReuse = false
    public var includePeerToPeer = false
    public var requiredInterfaceType = NWInterface.InterfaceType.other
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
    public init() {}
    public init(tls: NWProtocolTLS.Options?, tcp: NWProtocolTCP.Options = NWProtocolTCP.Options()) {}
    public init(dtls: NWProtocolTLS.Options?, udp: NWProtocolUDP.Options = NWProtocolUDP.Options()) {}
    public static var tcp: NWParameters { NWParameters() }
    public static var udp: NWParameters { NWParameters() }
    public static var tls: NWParameters { NWParameters() }
}

/// A connection never made: it stays in `.setup` (iOS moves it to `.preparing` once started and on
/// as the network answers); sends' completions and receives are never called.
public final class NWConnection: @unchecked Sendable {
    public enum State: Equatable, Sendable {
        case setup, waiting(NWError), preparing, ready, failed(NWError), cancelled
    }
    public struct ContentContext: Sendable {
        public static let defaultMessage = ContentContext()
        public static let finalMessage = ContentContext()
        public static let defaultStream = ContentContext()
        public init(identifier: String, metadata: [NWProtocolMetadata] = []) {}
        private init() {}
    }
    public enum SendCompletion: Sendable {
        case contentProcessed(@Sendable (NWError?) -> Void)
        case idempotent
    }
    public let endpoint: NWEndpoint
    public let parameters: NWParameters
    public var state: State { .setup }
    public var stateUpdateHandler: (@Sendable (State) -> Void)?
    public var viabilityUpdateHandler: (@Sendable (Bool) -> Void)?
    public var currentPath: NWPath? { nil }

    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
    }
    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }
    public func start(queue: DispatchQueue) {}
    public func cancel() {}
    public func forceCancel() {}
    public func send(
        content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true,
        completion: SendCompletion
    ) {}
    public func receive(
        minimumIncompleteLength: Int, maximumLength: Int,
        completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void
    ) {}
    public func receiveMessage(completion: @escaping @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void) {}
}

public class NWProtocolMetadata: @unchecked Sendable {}

/// A listener never listening: it stays in `.setup`; no connection arrives.
public final class NWListener: @unchecked Sendable {
    public enum State: Equatable, Sendable { case setup, waiting(NWError), ready, failed(NWError), cancelled }
    public var stateUpdateHandler: (@Sendable (State) -> Void)?
    public var newConnectionHandler: (@Sendable (NWConnection) -> Void)?
    public var port: NWEndpoint.Port? { nil }
    public init(using parameters: NWParameters, on port: NWEndpoint.Port = .any) throws {}
    public func start(queue: DispatchQueue) {}
    public func cancel() {}
}
