import SwiftUI

// MapKit for SwiftUI (iOS 14's `Map`, which Apple declares in MapKit's SwiftUI overlay, so an app's
// file imports both): compiles, keeps nothing and draws nothing, as every SwiftUI view here; the
// hosting controller's view is what a recording reports.

public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all = MapInteractionModes(rawValue: 15)
}

public enum MapUserTrackingMode: Hashable, Sendable { case none, follow }

public protocol MapAnnotationProtocol {}

public struct MapMarker: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

public struct MapPin: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public init(
        coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        @ViewBuilder content: () -> Content
    ) {}
}

/// The content a `Map` shows: MapKit draws it, so it has no body here.
public struct _DefaultMapContent: View {
    public typealias Body = Never
}

public struct Map<Content: View>: View {
    public typealias Body = Never
}

extension Map where Content == _DefaultMapContent {
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {}
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {}
    public init(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {}
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {}
}
