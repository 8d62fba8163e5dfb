// GeoJSON (RFC 7946) into MapKit's shapes, as MKGeoJSONDecoder maps them: a Point is an
// MKPointAnnotation, a LineString an MKPolyline, a Polygon an MKPolygon (its first ring outside,
// the others its holes), and the Multi… kinds their MapKit multiples. Parsing is all it does.

public protocol MKGeoJSONObject: NSObjectProtocol {}

extension MKPointAnnotation: MKGeoJSONObject {}
extension MKMultiPoint: MKGeoJSONObject {}
extension MKMultiPolyline: MKGeoJSONObject {}
extension MKMultiPolygon: MKGeoJSONObject {}

open class MKGeoJSONFeature: NSObject, MKGeoJSONObject {
    public let identifier: String?
    /// The feature's `properties` object, as JSON data.
    public let properties: Data?
    public let geometry: [MKShape & MKGeoJSONObject]
    init(identifier: String?, properties: Data?, geometry: [MKShape & MKGeoJSONObject]) {
        (self.identifier, self.properties, self.geometry) = (identifier, properties, geometry)
    }
}

open class MKGeoJSONDecoder: NSObject {
    public override init() {}

    /// The top-level object's features or geometries; MKError `.decodingFailed` for anything that
    /// is not GeoJSON.
    open func decode(_ data: Data) throws -> [MKGeoJSONObject] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw MKError(.decodingFailed)
        }
        if object["type"] as? String == "FeatureCollection" {
            guard let features = object["features"] as? [[String: Any]] else { throw MKError(.decodingFailed) }
            return try features.map(feature)
        }
        if object["type"] as? String == "Feature" { return [try feature(object)] }
        return try geometries(object)
    }

    private func feature(_ object: [String: Any]) throws -> MKGeoJSONFeature {
        guard object["type"] as? String == "Feature" else { throw MKError(.decodingFailed) }
        let identifier = (object["id"] as? String) ?? (object["id"] as? NSNumber)?.stringValue
        let properties = try (object["properties"] as? [String: Any]).map {
            try JSONSerialization.data(withJSONObject: $0)
        }
        let geometry = try (object["geometry"] as? [String: Any]).map(geometries) ?? []
        return MKGeoJSONFeature(identifier: identifier, properties: properties, geometry: geometry)
    }

    private func geometries(_ object: [String: Any]) throws -> [MKShape & MKGeoJSONObject] {
        let coordinates = object["coordinates"]
        switch object["type"] as? String {
        case "Point":
            return [MKPointAnnotation(coordinate: try position(coordinates))]
        case "MultiPoint":
            return [MKMultiPoint(mapPoints: try line(coordinates).map(MKMapPoint.init))]
        case "LineString":
            return [MKPolyline(mapPoints: try line(coordinates).map(MKMapPoint.init))]
        case "MultiLineString":
            return [MKMultiPolyline(try lines(coordinates).map { MKPolyline(mapPoints: $0.map(MKMapPoint.init)) })]
        case "Polygon":
            return [try polygon(coordinates)]
        case "MultiPolygon":
            guard let polygons = coordinates as? [Any] else { throw MKError(.decodingFailed) }
            return [MKMultiPolygon(try polygons.map(polygon))]
        case "GeometryCollection":
            guard let members = object["geometries"] as? [[String: Any]] else { throw MKError(.decodingFailed) }
            return try members.flatMap(geometries)
        default:
            throw MKError(.decodingFailed)
        }
    }

    private func polygon(_ value: Any?) throws -> MKPolygon {
        let rings = try lines(value)
        guard let outside = rings.first else { throw MKError(.decodingFailed) }
        let holes = rings.dropFirst().map { MKPolygon(coordinates: $0, count: $0.count) }
        return MKPolygon(coordinates: outside, count: outside.count, interiorPolygons: holes.isEmpty ? nil : holes)
    }
    private func lines(_ value: Any?) throws -> [[CLLocationCoordinate2D]] {
        guard let lines = value as? [Any] else { throw MKError(.decodingFailed) }
        return try lines.map(line)
    }
    private func line(_ value: Any?) throws -> [CLLocationCoordinate2D] {
        guard let positions = value as? [Any] else { throw MKError(.decodingFailed) }
        return try positions.map(position)
    }
    /// A position is longitude first, then latitude (RFC 7946, 3.1.1).
    private func position(_ value: Any?) throws -> CLLocationCoordinate2D {
        guard let numbers = value as? [Any], numbers.count >= 2,
            let longitude = (numbers[0] as? NSNumber)?.doubleValue,
            let latitude = (numbers[1] as? NSNumber)?.doubleValue
        else { throw MKError(.decodingFailed) }
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}
