// `import CoreLocation` on Linux: coordinates and distances are computed; there is no location
// hardware, so a manager's authorization reads as denied and it reports no location.
@_exported import AnimaticUIKit

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationDirection = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationAccuracy = Double
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLDistanceFilterNone: CLLocationDistance = -1

public struct CLLocationCoordinate2D: Sendable, Equatable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { (latitude, longitude) = (0, 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        (self.latitude, self.longitude) = (latitude, longitude)
    }
}
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
public func CLLocationCoordinate2DMake(_ latitude: Double, _ longitude: Double) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let timestamp: Date
    public var speed: CLLocationSpeed { -1 }
    public var course: CLLocationDirection { -1 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        (altitude, horizontalAccuracy, timestamp) = (0, 0, Date())
    }
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        (self.coordinate, self.altitude, self.horizontalAccuracy, self.timestamp) =
            (coordinate, altitude, horizontalAccuracy, timestamp)
    }
    /// Great-circle distance in metres (haversine on a sphere of the mean Earth radius, 6 371 009 m).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let (φ1, φ2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
        let Δφ = φ2 - φ1
        let Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * 6_371_009 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

open class CLRegion: NSObject, @unchecked Sendable {
    public let identifier: String
    public var notifyOnEntry = true
    public var notifyOnExit = true
    public init(identifier: String) { self.identifier = identifier }
}
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        (self.center, self.radius) = (center, radius)
        super.init(identifier: identifier)
    }
    public func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        CLLocation(latitude: center.latitude, longitude: center.longitude)
            .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}

public protocol CLLocationManagerDelegate: AnyObject {}
extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

open class CLLocationManager: NSObject, @unchecked Sendable {
    public weak var delegate: CLLocationManagerDelegate?
    public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    public var allowsBackgroundLocationUpdates = false
    public var pausesLocationUpdatesAutomatically = true
    public var location: CLLocation? { nil }
    public var authorizationStatus: CLAuthorizationStatus { .denied }
    public static func authorizationStatus() -> CLAuthorizationStatus { .denied }
    public static func locationServicesEnabled() -> Bool { false }
    public func requestWhenInUseAuthorization() {}
    public func requestAlwaysAuthorization() {}
    public func startUpdatingLocation() {}
    public func stopUpdatingLocation() {}
    public func requestLocation() {}
    public func startUpdatingHeading() {}
    public func stopUpdatingHeading() {}
    public func startMonitoring(for region: CLRegion) {}
    public func stopMonitoring(for region: CLRegion) {}
    public func startMonitoringSignificantLocationChanges() {}
    public func stopMonitoringSignificantLocationChanges() {}
}

open class CLPlacemark: NSObject, @unchecked Sendable {
    public var name: String? { nil }
    public var locality: String? { nil }
    public var country: String? { nil }
    public var isoCountryCode: String? { nil }
    public var administrativeArea: String? { nil }
    public var thoroughfare: String? { nil }
    public var postalCode: String? { nil }
    public var location: CLLocation? { nil }
}

public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, Error?) -> Void

/// No geocoding service: every request ends with no placemark.
open class CLGeocoder: NSObject, @unchecked Sendable {
    public var isGeocoding: Bool { false }
    public func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler)
    {
        completionHandler(nil, nil)
    }
    public func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, nil)
    }
    public func cancelGeocode() {}
}
