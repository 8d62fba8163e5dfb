// What apps put on a map: annotations (points with a title) and overlays (shapes in map
// points). They are the app's data and keep what it sets; a shape's bounding rect is computed.

/// Apple's `title` and `subtitle` are optional requirements; here they are requirements with a
/// nil default, which an app's `title` property satisfies the same way.
public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}
extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

public protocol MKOverlay: MKAnnotation {
    var boundingMapRect: MKMapRect { get }
    func intersects(_ mapRect: MKMapRect) -> Bool
    var canReplaceMapContent: Bool { get }
}
extension MKOverlay {
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
    public var canReplaceMapContent: Bool { false }
}

open class MKShape: NSObject, MKAnnotation {
    open var title: String?
    open var subtitle: String?
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
    public override init() {}
}

open class MKPointAnnotation: MKShape {
    private var point = CLLocationCoordinate2D()
    open override var coordinate: CLLocationCoordinate2D {
        get { point }
        set { point = newValue }
    }
    public override init() {}
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        (self.title, self.subtitle) = (title, subtitle)
    }
}

/// The device's location on a map: there is none here (Core Location reports none), so its
/// location is nil and it is never updating.
open class MKUserLocation: NSObject, MKAnnotation {
    open var title: String? = "My Location"
    open var subtitle: String?
    open var isUpdating: Bool { false }
    open var location: CLLocation? { nil }
    open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }
}

/// A cluster of annotations the map view would gather; never made by it here.
open class MKClusterAnnotation: NSObject, MKAnnotation {
    open var title: String?
    open var subtitle: String?
    public let memberAnnotations: [MKAnnotation]
    public init(memberAnnotations: [MKAnnotation]) { self.memberAnnotations = memberAnnotations }
    open var coordinate: CLLocationCoordinate2D { memberAnnotations.first?.coordinate ?? CLLocationCoordinate2D() }
}

/// A point of interest the user selected on the map (iOS 16); never selected here.
open class MKMapFeatureAnnotation: NSObject, MKAnnotation {
    public enum FeatureType: Int, Sendable { case pointOfInterest, territory, physicalFeature }
    open var title: String? { nil }
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
    open var featureType: FeatureType { .pointOfInterest }
    open var pointOfInterestCategory: MKPointOfInterestCategory? { nil }
}

open class MKMultiPoint: MKShape, MKOverlay {
    let mapPoints: [MKMapPoint]
    /// Apple hands out its own storage from `points()`, which callers do not free.
    private let storage: UnsafeMutablePointer<MKMapPoint>
    init(mapPoints: [MKMapPoint]) {
        self.mapPoints = mapPoints
        storage = .allocate(capacity: max(mapPoints.count, 1))
        storage.initialize(from: mapPoints, count: mapPoints.count)
        super.init()
    }
    deinit { storage.deallocate() }
    open var pointCount: Int { mapPoints.count }
    open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for (offset, point) in mapPoints[range.location..<range.location + range.length].enumerated() {
            coords[offset] = point.coordinate
        }
    }
    open func coordinates() -> [CLLocationCoordinate2D] { mapPoints.map(\.coordinate) }
    /// The smallest map rect holding every point.
    open var boundingMapRect: MKMapRect {
        mapPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
    }
    open override var coordinate: CLLocationCoordinate2D {
        let rect = boundingMapRect
        return rect.isNull ? CLLocationCoordinate2D() : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
}

open class MKPolyline: MKMultiPoint {
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: UnsafeBufferPointer(start: coords, count: count).map(MKMapPoint.init))
    }
    public convenience init(coordinates coords: [CLLocationCoordinate2D], count: Int) {
        self.init(mapPoints: coords.prefix(count).map(MKMapPoint.init))
    }
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: count)))
    }
}

open class MKPolygon: MKMultiPoint {
    public private(set) var interiorPolygons: [MKPolygon]?
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(mapPoints: UnsafeBufferPointer(start: coords, count: count).map(MKMapPoint.init))
    }
    public convenience init(coordinates coords: [CLLocationCoordinate2D], count: Int) {
        self.init(mapPoints: coords.prefix(count).map(MKMapPoint.init))
    }
    public convenience init(
        coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?
    ) {
        self.init(coordinates: coords, count: count)
        self.interiorPolygons = interiorPolygons
    }
    public convenience init(
        coordinates coords: [CLLocationCoordinate2D], count: Int, interiorPolygons: [MKPolygon]?
    ) {
        self.init(coordinates: coords, count: count)
        self.interiorPolygons = interiorPolygons
    }
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: count)))
    }
}

open class MKMultiPolygon: MKShape, MKOverlay {
    public let polygons: [MKPolygon]
    public init(_ polygons: [MKPolygon]) {
        self.polygons = polygons
        super.init()
    }
    open var boundingMapRect: MKMapRect { polygons.reduce(MKMapRect.null) { $0.union($1.boundingMapRect) } }
}

open class MKMultiPolyline: MKShape, MKOverlay {
    public let polylines: [MKPolyline]
    public init(_ polylines: [MKPolyline]) {
        self.polylines = polylines
        super.init()
    }
    open var boundingMapRect: MKMapRect { polylines.reduce(MKMapRect.null) { $0.union($1.boundingMapRect) } }
}

open class MKCircle: MKShape, MKOverlay {
    private let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        (center, self.radius) = (coord, radius)
        super.init()
    }
    public convenience init(mapRect: MKMapRect) {
        let center = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        let radius = max(mapRect.width, mapRect.height) / 2 * MKMetersPerMapPointAtLatitude(center.coordinate.latitude)
        self.init(center: center.coordinate, radius: radius)
    }
    open override var coordinate: CLLocationCoordinate2D { center }
    /// The square of the circle's radius around its centre, in map points at its latitude.
    open var boundingMapRect: MKMapRect {
        let point = MKMapPoint(center)
        let half = radius * MKMapPointsPerMeterAtLatitude(center.latitude)
        return MKMapRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half)
    }
}

/// Map tiles from the app's URL template: none is fetched or drawn here.
open class MKTileOverlay: NSObject, MKOverlay {
    public struct Path: Sendable {
        public var x: Int
        public var y: Int
        public var z: Int
        public var contentScaleFactor: CGFloat
        public init() { (x, y, z, contentScaleFactor) = (0, 0, 0, 1) }
    }
    public let urlTemplate: String?
    open var tileSize = CGSize(width: 256, height: 256)
    open var isGeometryFlipped = false
    open var minimumZ = 0
    open var maximumZ = 21
    open var canReplaceMapContent = false
    open var boundingMapRect: MKMapRect { .world }
    open var coordinate: CLLocationCoordinate2D {
        MKMapPoint(x: MKMapRect.world.midX, y: MKMapRect.world.midY).coordinate
    }
    public init(urlTemplate URLTemplate: String?) { urlTemplate = URLTemplate }
    open func url(forTilePath path: Path) -> URL {
        var url = urlTemplate ?? ""
        for (key, value) in [("{x}", path.x), ("{y}", path.y), ("{z}", path.z)] {
            url = url.replacingOccurrences(of: key, with: String(value))
        }
        url = url.replacingOccurrences(of: "{scale}", with: String(Int(path.contentScaleFactor)))
        return URL(string: url) ?? URL(fileURLWithPath: "/")
    }
    /// No tile is loaded: the handler is never called, as for a tile still loading.
    open func loadTile(at path: Path, result: @escaping (Data?, Error?) -> Void) {}
}
