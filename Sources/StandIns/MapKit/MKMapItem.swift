// Places: placemarks and map items keep what the app gives them. Maps is another app, which a
// recording never opens: `openInMaps` answers false, as UIApplication's `open` does.

open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let addressDictionary: [String: Any]?
    open var countryCode: String? { addressDictionary?["CountryCode"] as? String }
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        addressDictionary = nil
    }
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        self.addressDictionary = addressDictionary
    }
    /// Core Location's placemark knows no location here, so the coordinate is invalid.
    public init(placemark: CLPlacemark) {
        coordinate = placemark.location?.coordinate ?? kCLLocationCoordinate2DInvalid
        addressDictionary = nil
    }
}

open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    open var isCurrentLocation: Bool
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open var pointOfInterestCategory: MKPointOfInterestCategory?

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        isCurrentLocation = false
    }
    public override convenience init() { self.init(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid)) }
    /// The device's location, which is unknown here: its placemark's coordinate is invalid.
    open class func forCurrentLocation() -> MKMapItem {
        let item = MKMapItem()
        item.isCurrentLocation = true
        return item
    }

    /// Maps does not open from a recording.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
    @MainActor
    open func openInMaps(
        launchOptions: [String: Any]? = nil, from scene: UIScene?, completionHandler: ((Bool) -> Void)? = nil
    ) { completionHandler?(false) }
    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
public let MKLaunchOptionsCameraKey = "MKLaunchOptionsCamera"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"

public let MKErrorDomain = "MKErrorDomain"

/// MapKit's errors (MKError.h), with Apple's codes.
public struct MKError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { MKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var unknown: Code { .unknown }
    public static var serverFailure: Code { .serverFailure }
    public static var loadingThrottled: Code { .loadingThrottled }
    public static var placemarkNotFound: Code { .placemarkNotFound }
    public static var directionsNotFound: Code { .directionsNotFound }
    public static var decodingFailed: Code { .decodingFailed }
}

/// Metres as text for a person (MKDistanceFormatter). Its rounding is not published; this gives
/// whole metres under a kilometre and kilometres to one decimal above, in the metric system.
open class MKDistanceFormatter: Formatter, @unchecked Sendable {
    public enum Units: UInt, Sendable { case `default`, metric, imperial, imperialWithYards }
    public enum DistanceUnitStyle: UInt, Sendable { case `default`, abbreviated, full }
    open var locale = Locale.current
    open var units = Units.default
    open var unitStyle = DistanceUnitStyle.default
    open func string(fromDistance distance: CLLocationDistance) -> String {
        let full = unitStyle == .full
        if abs(distance) < 1000 { return "\(Int(distance.rounded())) " + (full ? "meters" : "m") }
        return String(format: "%.1f ", distance / 1000) + (full ? "kilometers" : "km")
    }
    open override func string(for obj: Any?) -> String? {
        (obj as? Double).map { string(fromDistance: $0) }
    }
}
