// MapKit's flat map: the Web Mercator projection of the world onto a square of 2²⁸ map points a
// side (MKMapSizeWorld, 268 435 456), x growing east from longitude −180°, y growing south from
// the latitude where the square ends (≈ 85.05°). The formulas are the projection's (EPSG:3857),
// scaled to that square; metre conversions are on the projection's sphere (MapKit.swift).

public typealias MKZoomScale = CGFloat

public struct MKMapPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public init() { (x, y) = (0, 0) }
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
    /// x = (λ + 180) / 360 · W; y = (½ − ln tan(π/4 + φ/2) / 2π) · W, W the world's side.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapSize.world.width
        let φ = coordinate.latitude * .pi / 180
        x = (coordinate.longitude + 180) / 360 * world
        y = (0.5 - log(tan(.pi / 4 + φ / 2)) / (2 * .pi)) * world
    }
    /// The projection's inverse: λ = x / W · 360 − 180; φ = atan(sinh(π (1 − 2y / W))).
    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapSize.world.width
        return CLLocationCoordinate2D(
            latitude: atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi, longitude: x / world * 360 - 180)
    }
    /// Great-circle distance in metres between the points' coordinates, on the projection's sphere.
    public func distance(to point: MKMapPoint) -> CLLocationDistance {
        let (a, b) = (coordinate, point.coordinate)
        let (φ1, φ2) = (a.latitude * .pi / 180, b.latitude * .pi / 180)
        let Δλ = (b.longitude - a.longitude) * .pi / 180
        let h = sin((φ2 - φ1) / 2) * sin((φ2 - φ1) / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * webMercatorRadius * atan2(h.squareRoot(), (1 - h).squareRoot())
    }
}

public struct MKMapSize: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public init() { (width, height) = (0, 0) }
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

public struct MKMapRect: Sendable, Equatable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init() { (origin, size) = (MKMapPoint(), MKMapSize()) }
    public init(origin: MKMapPoint, size: MKMapSize) { (self.origin, self.size) = (origin, size) }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// MKMapRectNull: an origin at infinity, which unions ignore.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    public static let world = MKMapRect(origin: MKMapPoint(), size: MKMapSize.world)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    public var spans180thMeridian: Bool { maxX > MKMapSize.world.width }
    /// The part beyond the 180th meridian, moved back into the world.
    public var remainder: MKMapRect {
        guard spans180thMeridian else { return .null }
        let world = MKMapSize.world.width
        return MKMapRect(x: max(minX, world) - world, y: minY, width: maxX - max(minX, world), height: height)
    }

    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }
    public func intersects(_ rect: MKMapRect) -> Bool { !intersection(rect).isNull }
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let (x, y) = (min(minX, rect.minX), min(minY, rect.minY))
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }
    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        guard !isNull, !rect.isNull else { return .null }
        let (x, y) = (max(minX, rect.minX), max(minY, rect.minY))
        let (right, bottom) = (min(maxX, rect.maxX), min(maxY, rect.maxY))
        guard right >= x, bottom >= y else { return .null }
        return MKMapRect(x: x, y: y, width: right - x, height: bottom - y)
    }
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}

/// Map points in one metre at a latitude: the world's side over the parallel's length, which is
/// 2π · 6 378 137 m · cos φ (≈ 6.698 points a metre on the equator).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    MKMapSize.world.width / (2 * .pi * webMercatorRadius * cos(latitude * .pi / 180))
}
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    1 / MKMapPointsPerMeterAtLatitude(latitude)
}
public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance { a.distance(to: b) }

public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint { MKMapPoint(coordinate) }
public func MKCoordinateForMapPoint(_ mapPoint: MKMapPoint) -> CLLocationCoordinate2D { mapPoint.coordinate }
public func MKMapPointMake(_ x: Double, _ y: Double) -> MKMapPoint { MKMapPoint(x: x, y: y) }
public func MKMapSizeMake(_ width: Double, _ height: Double) -> MKMapSize { MKMapSize(width: width, height: height) }
public func MKMapRectMake(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> MKMapRect {
    MKMapRect(x: x, y: y, width: width, height: height)
}
public let MKMapSizeWorld = MKMapSize.world
public let MKMapRectWorld = MKMapRect.world
public let MKMapRectNull = MKMapRect.null
public func MKMapRectUnion(_ a: MKMapRect, _ b: MKMapRect) -> MKMapRect { a.union(b) }
public func MKMapRectIntersection(_ a: MKMapRect, _ b: MKMapRect) -> MKMapRect { a.intersection(b) }
public func MKMapRectIntersectsRect(_ a: MKMapRect, _ b: MKMapRect) -> Bool { a.intersects(b) }
public func MKMapRectContainsPoint(_ rect: MKMapRect, _ point: MKMapPoint) -> Bool { rect.contains(point) }
public func MKMapRectContainsRect(_ a: MKMapRect, _ b: MKMapRect) -> Bool { a.contains(b) }
public func MKMapRectIsNull(_ rect: MKMapRect) -> Bool { rect.isNull }
public func MKMapRectIsEmpty(_ rect: MKMapRect) -> Bool { rect.isEmpty }
public func MKMapRectInset(_ rect: MKMapRect, _ dx: Double, _ dy: Double) -> MKMapRect { rect.insetBy(dx: dx, dy: dy) }
public func MKMapRectOffset(_ rect: MKMapRect, _ dx: Double, _ dy: Double) -> MKMapRect {
    rect.offsetBy(dx: dx, dy: dy)
}
public func MKMapRectGetMinX(_ rect: MKMapRect) -> Double { rect.minX }
public func MKMapRectGetMinY(_ rect: MKMapRect) -> Double { rect.minY }
public func MKMapRectGetMidX(_ rect: MKMapRect) -> Double { rect.midX }
public func MKMapRectGetMidY(_ rect: MKMapRect) -> Double { rect.midY }
public func MKMapRectGetMaxX(_ rect: MKMapRect) -> Double { rect.maxX }
public func MKMapRectGetMaxY(_ rect: MKMapRect) -> Double { rect.maxY }
public func MKMapRectGetWidth(_ rect: MKMapRect) -> Double { rect.width }
public func MKMapRectGetHeight(_ rect: MKMapRect) -> Double { rect.height }
