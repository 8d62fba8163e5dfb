// Searches, directions and snapshots need Apple's map server, which a recording has none of. They
// never answer: a completion handler is never called and an `async` call waits until its task is
// cancelled (then throws CancellationError). That is what the app shows while iOS waits for the
// server, its waiting state; an answer cannot be made up, and an error would take the app down a
// failure path (an alert) that iOS with a network would not take.

open class MKLocalSearch: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = (MKLocalSearch.Response?, Error?) -> Void

    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }

    open class Request: NSObject, @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        public override init() {}
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
        public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.init(naturalLanguageQuery: naturalLanguageQuery)
            self.region = region
        }
        public convenience init(completion: MKLocalSearchCompletion) {
            self.init(naturalLanguageQuery: completion.title)
        }
    }

    open class Response: NSObject, @unchecked Sendable {
        open var mapItems: [MKMapItem] { [] }
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
    }

    open private(set) var isSearching = false
    public init(request: Request) {}
    public init(request: MKLocalPointsOfInterestRequest) {}
    /// Never answers (see the top of this file).
    open func start(completionHandler: @escaping CompletionHandler) { isSearching = true }
    open func start() async throws -> Response { try await neverAnswered() }
    open func cancel() { isSearching = false }
}

open class MKLocalPointsOfInterestRequest: NSObject, @unchecked Sendable {
    public static let requestMaxRadius: CLLocationDistance = 20_000
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public let region: MKCoordinateRegion
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
        (self.coordinate, self.radius) = (coordinate, radius)
        region = MKCoordinateRegion(center: coordinate, latitudinalMeters: 2 * radius, longitudinalMeters: 2 * radius)
    }
    public init(coordinateRegion region: MKCoordinateRegion) {
        (coordinate, radius, self.region) = (region.center, 0, region)
    }
}

open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    open var title: String { "" }
    open var subtitle: String { "" }
    open var titleHighlightRanges: [NSValue] { [] }
    open var subtitleHighlightRanges: [NSValue] { [] }
}

@preconcurrency @MainActor
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {}
extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {}
}

/// Suggestions as the user types: none ever come, and the delegate is never told anything.
@preconcurrency @MainActor
open class MKLocalSearchCompleter: NSObject {
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
    }
    open weak var delegate: MKLocalSearchCompleterDelegate?
    open var queryFragment = ""
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var results: [MKLocalSearchCompletion] { [] }
    open var isSearching: Bool { false }
    public override init() {}
    open func cancel() {}
}

public struct MKDirectionsTransportType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

open class MKRoute: NSObject, @unchecked Sendable {
    open class Step: NSObject, @unchecked Sendable {
        open var polyline: MKPolyline { MKPolyline(mapPoints: []) }
        open var instructions: String { "" }
        open var notice: String? { nil }
        open var distance: CLLocationDistance { 0 }
        open var transportType: MKDirectionsTransportType { .automobile }
    }
    open var name: String { "" }
    open var advisoryNotices: [String] { [] }
    open var distance: CLLocationDistance { 0 }
    open var expectedTravelTime: TimeInterval { 0 }
    open var transportType: MKDirectionsTransportType { .automobile }
    open var polyline: MKPolyline { MKPolyline(mapPoints: []) }
    open var steps: [Step] { [] }
}

open class MKDirections: NSObject, @unchecked Sendable {
    public typealias DirectionsHandler = (MKDirections.Response?, Error?) -> Void
    public typealias ETAHandler = (MKDirections.ETAResponse?, Error?) -> Void

    open class Request: NSObject, @unchecked Sendable {
        open var source: MKMapItem?
        open var destination: MKMapItem?
        open var transportType = MKDirectionsTransportType.any
        open var requestsAlternateRoutes = false
        open var departureDate: Date?
        open var arrivalDate: Date?
        public override init() {}
        public convenience init(contentsOf url: URL) { self.init() }
        public static func isDirectionsRequest(_ url: URL) -> Bool { false }
    }
    open class Response: NSObject, @unchecked Sendable {
        open var source: MKMapItem { MKMapItem() }
        open var destination: MKMapItem { MKMapItem() }
        open var routes: [MKRoute] { [] }
    }
    open class ETAResponse: NSObject, @unchecked Sendable {
        open var source: MKMapItem { MKMapItem() }
        open var destination: MKMapItem { MKMapItem() }
        open var expectedTravelTime: TimeInterval { 0 }
        open var distance: CLLocationDistance { 0 }
        open var expectedArrivalDate: Date { Date() }
        open var expectedDepartureDate: Date { Date() }
        open var transportType: MKDirectionsTransportType { .automobile }
    }

    open private(set) var isCalculating = false
    public init(request: Request) {}
    /// Never answers (see the top of this file).
    open func calculate(completionHandler: @escaping DirectionsHandler) { isCalculating = true }
    open func calculate() async throws -> Response { try await neverAnswered() }
    open func calculateETA(completionHandler: @escaping ETAHandler) { isCalculating = true }
    open func calculateETA() async throws -> ETAResponse { try await neverAnswered() }
    open func cancel() { isCalculating = false }
}

/// A picture of a map: there are no map tiles to take it from, so it is never taken.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = (MKMapSnapshotter.Snapshot?, Error?) -> Void

    open class Options: NSObject, @unchecked Sendable {
        open var camera = MKMapCamera()
        open var mapRect = MKMapRect.world
        open var region = MKCoordinateRegion(MKMapRect.world)
        open var mapType = MKMapType.standard
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        open var showsBuildings = true
        open var size = CGSize(width: 256, height: 256)
        open var scale: CGFloat = 1
        open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
        public override init() {}
    }
    open class Snapshot: NSObject, @unchecked Sendable {
        open var image: UIImage { UIImage() }
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { .zero }
    }

    open private(set) var isLoading = false
    public init(options: Options) {}
    /// Never answers (see the top of this file).
    open func start(completionHandler: @escaping CompletionHandler) { isLoading = true }
    open func start(with queue: DispatchQueue, completionHandler: @escaping CompletionHandler) { isLoading = true }
    open func start() async throws -> Snapshot { try await neverAnswered() }
    open func cancel() { isLoading = false }
}

/// Asks for the map item of a feature the user selected (iOS 16): never answers.
open class MKMapItemRequest: NSObject, @unchecked Sendable {
    public let featureAnnotation: MKMapFeatureAnnotation
    open private(set) var isLoading = false
    public init(mapFeatureAnnotation: MKMapFeatureAnnotation) { featureAnnotation = mapFeatureAnnotation }
    open func getMapItem(completionHandler: @escaping (MKMapItem?, Error?) -> Void) { isLoading = true }
    open func getMapItem() async throws -> MKMapItem { try await neverAnswered() }
    open func cancel() { isLoading = false }
}

/// Suspends until the task is cancelled, then throws CancellationError: the server's answer
/// never comes.
func neverAnswered<Answer>() async throws -> Answer {
    let wait = Wait()
    try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { wait.hold($0) }
    } onCancel: {
        wait.cancel()
    }
    throw CancellationError()
}

private final class Wait: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Error>?
    private var cancelled = false
    func hold(_ continuation: CheckedContinuation<Void, Error>) {
        lock.lock()
        defer { lock.unlock() }
        if cancelled { continuation.resume(throwing: CancellationError()) } else { self.continuation = continuation }
    }
    func cancel() {
        lock.lock()
        defer { lock.unlock() }
        cancelled = true
        continuation?.resume(throwing: CancellationError())
        continuation = nil
    }
}
