// `import MapKit` on Linux: a map's geometry is computed as MapKit defines it (coordinate
// regions, and map points on the Web Mercator projection); there is no map server, so a map
// view's map is not drawn (it is reported when on screen), searches and directions never answer
// and a snapshot is never taken. Apple's MapKit re-exports Core Location, as this does.
@_exported import AnimaticUIKit
@_exported import CoreLocation

/// The sphere MapKit's projection and its metre conversions are taken on: Web Mercator's
/// (EPSG:3857), whose radius is WGS 84's semi-major axis, 6 378 137 m.
let webMercatorRadius = 6_378_137.0
/// Metres in one degree of a great circle on that sphere: 2π × 6 378 137 / 360 ≈ 111 319.49 m.
let metersPerDegree = 2 * Double.pi * webMercatorRadius / 360

public struct MKCoordinateSpan: Sendable, Equatable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        (self.latitudeDelta, self.longitudeDelta) = (latitudeDelta, longitudeDelta)
    }
}

public struct MKCoordinateRegion: Sendable, Equatable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { (self.center, self.span) = (center, span) }

    /// Apple does not publish the formula: a metre distance is turned into degrees on the Web
    /// Mercator sphere, north–south along a meridian (1 000 m ≈ 0.008 983°) and east–west along
    /// the centre's parallel, whose degrees shrink with cos(latitude).
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let parallel = cos(centerCoordinate.latitude * .pi / 180)
        let longitudeDelta = parallel > 0 ? longitudinalMeters / (metersPerDegree * parallel) : 360
        self.init(
            center: centerCoordinate,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metersPerDegree, longitudeDelta: min(longitudeDelta, 360)))
    }

    /// The region a map rect covers: its centre is the coordinate of the rect's middle point, its
    /// span the degrees between the rect's edges (MKCoordinateRegionForMapRect).
    public init(_ mapRect: MKMapRect) {
        let north = MKMapPoint(x: mapRect.minX, y: mapRect.minY).coordinate.latitude
        let south = MKMapPoint(x: mapRect.minX, y: mapRect.maxY).coordinate.latitude
        self.init(
            center: MKMapPoint(x: mapRect.midX, y: mapRect.midY).coordinate,
            span: MKCoordinateSpan(
                latitudeDelta: north - south, longitudeDelta: mapRect.width / MKMapSize.world.width * 360))
    }
}

public func MKCoordinateSpanMake(
    _ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees
) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}
public func MKCoordinateRegionMake(
    _ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan
) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, span: span)
}
public func MKCoordinateRegionMakeWithDistance(
    _ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
    _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
    MKCoordinateRegion(
        center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}
public func MKCoordinateRegionForMapRect(_ rect: MKMapRect) -> MKCoordinateRegion { MKCoordinateRegion(rect) }

/// MapKit's boxes for a coordinate and a span (NSValue+MapKitAdditions), used in launch options.
/// Stored as C arrays of two doubles, the encoding swift-corelibs-foundation's NSValue holds.
extension NSValue {
    private static let pairType = "[2d]"
    public convenience init(mkCoordinate coordinate: CLLocationCoordinate2D) {
        self.init(bytes: [coordinate.latitude, coordinate.longitude], objCType: Self.pairType)
    }
    public convenience init(mkCoordinateSpan span: MKCoordinateSpan) {
        self.init(bytes: [span.latitudeDelta, span.longitudeDelta], objCType: Self.pairType)
    }
    public var mkCoordinateValue: CLLocationCoordinate2D {
        let pair = doublePair
        return CLLocationCoordinate2D(latitude: pair.0, longitude: pair.1)
    }
    public var mkCoordinateSpanValue: MKCoordinateSpan {
        let pair = doublePair
        return MKCoordinateSpan(latitudeDelta: pair.0, longitudeDelta: pair.1)
    }
    private var doublePair: (Double, Double) {
        guard String(cString: objCType) == Self.pairType else { return (0, 0) }
        var values = [0.0, 0.0]
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return (values[0], values[1])
    }
}
