// A map view's settings that are values: its camera, configurations, point-of-interest filters
// and zoom limits. They keep what the app sets.

open class MKMapCamera: NSObject, @unchecked Sendable {
    open var centerCoordinate = CLLocationCoordinate2D()
    open var centerCoordinateDistance: CLLocationDistance = 0
    open var heading: CLLocationDirection = 0
    open var pitch: CGFloat = 0
    /// The camera's height above the centre: its distance times cos(pitch).
    open var altitude: CLLocationDistance {
        get { centerCoordinateDistance * cos(Double(pitch) * .pi / 180) }
        set { centerCoordinateDistance = newValue / max(cos(Double(pitch) * .pi / 180), .ulpOfOne) }
    }
    public override init() {}
    public convenience init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
        pitch: CGFloat, heading: CLLocationDirection
    ) {
        self.init()
        (self.centerCoordinate, centerCoordinateDistance, self.pitch, self.heading) =
            (centerCoordinate, distance, pitch, heading)
    }
    public convenience init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D,
        fromEyeCoordinate eyeCoordinate: CLLocationCoordinate2D,
        eyeAltitude: CLLocationDistance
    ) {
        self.init()
        self.centerCoordinate = centerCoordinate
        centerCoordinateDistance = eyeAltitude
    }
}

public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    private static func named(_ name: String) -> Self { Self(rawValue: "MKPOICategory" + name) }
    public static let airport = named("Airport"), amusementPark = named("AmusementPark")
    public static let aquarium = named("Aquarium"), atm = named("ATM"), bakery = named("Bakery")
    public static let bank = named("Bank"), beach = named("Beach"), brewery = named("Brewery")
    public static let cafe = named("Cafe"), campground = named("Campground"), carRental = named("CarRental")
    public static let evCharger = named("EVCharger"), fireStation = named("FireStation")
    public static let fitnessCenter = named("FitnessCenter"), foodMarket = named("FoodMarket")
    public static let gasStation = named("GasStation"), hospital = named("Hospital"), hotel = named("Hotel")
    public static let laundry = named("Laundry"), library = named("Library"), marina = named("Marina")
    public static let movieTheater = named("MovieTheater"), museum = named("Museum")
    public static let nationalPark = named("NationalPark"), nightlife = named("Nightlife"), park = named("Park")
    public static let parking = named("Parking"), pharmacy = named("Pharmacy"), police = named("Police")
    public static let postOffice = named("PostOffice"), publicTransport = named("PublicTransport")
    public static let restaurant = named("Restaurant"), restroom = named("Restroom"), school = named("School")
    public static let stadium = named("Stadium"), store = named("Store"), theater = named("Theater")
    public static let university = named("University"), winery = named("Winery"), zoo = named("Zoo")
}

open class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    public static let excludingAll = MKPointOfInterestFilter(including: [])
    private let included: [MKPointOfInterestCategory]?
    private let excluded: [MKPointOfInterestCategory]
    public init(including categories: [MKPointOfInterestCategory]) { (included, excluded) = (categories, []) }
    public init(excluding categories: [MKPointOfInterestCategory]) { (included, excluded) = (nil, categories) }
    open func includes(_ category: MKPointOfInterestCategory) -> Bool {
        included.map { $0.contains(category) } ?? !excluded.contains(category)
    }
    open func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}

public struct MKMapFeatureOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pointsOfInterest = MKMapFeatureOptions(rawValue: 1 << 0)
    public static let territories = MKMapFeatureOptions(rawValue: 1 << 1)
    public static let physicalFeatures = MKMapFeatureOptions(rawValue: 1 << 2)
}

/// The map's look (iOS 16): kept, as no map is drawn.
open class MKMapConfiguration: NSObject {
    public enum ElevationStyle: Int, Sendable { case flat, realistic }
    open var elevationStyle = ElevationStyle.flat
    public override init() {}
    public convenience init(elevationStyle: ElevationStyle) {
        self.init()
        self.elevationStyle = elevationStyle
    }
}

open class MKStandardMapConfiguration: MKMapConfiguration {
    public enum EmphasisStyle: Int, Sendable { case `default`, muted }
    open var emphasisStyle = EmphasisStyle.default
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var showsTraffic = false
    public convenience init(elevationStyle: ElevationStyle, emphasisStyle: EmphasisStyle) {
        self.init(elevationStyle: elevationStyle)
        self.emphasisStyle = emphasisStyle
    }
    public convenience init(emphasisStyle: EmphasisStyle) {
        self.init()
        self.emphasisStyle = emphasisStyle
    }
}

open class MKImageryMapConfiguration: MKMapConfiguration {}

open class MKHybridMapConfiguration: MKMapConfiguration {
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var showsTraffic = false
}

extension MKMapView {
    /// How near and far the camera may be from the centre (iOS 13).
    open class CameraZoomRange: NSObject {
        public let minCenterCoordinateDistance: CLLocationDistance
        public let maxCenterCoordinateDistance: CLLocationDistance
        public static let zoomDefault: CLLocationDistance = -1
        public override init() { (minCenterCoordinateDistance, maxCenterCoordinateDistance) = (0, .infinity) }
        public init?(
            minCenterCoordinateDistance: CLLocationDistance, maxCenterCoordinateDistance: CLLocationDistance
        ) {
            guard minCenterCoordinateDistance <= maxCenterCoordinateDistance else { return nil }
            (self.minCenterCoordinateDistance, self.maxCenterCoordinateDistance) =
                (minCenterCoordinateDistance, maxCenterCoordinateDistance)
        }
        public convenience init?(minCenterCoordinateDistance: CLLocationDistance) {
            self.init(minCenterCoordinateDistance: minCenterCoordinateDistance, maxCenterCoordinateDistance: .infinity)
        }
        public convenience init?(maxCenterCoordinateDistance: CLLocationDistance) {
            self.init(minCenterCoordinateDistance: 0, maxCenterCoordinateDistance: maxCenterCoordinateDistance)
        }
    }

    /// Where the camera's centre may go (iOS 13).
    open class CameraBoundary: NSObject {
        public let mapRect: MKMapRect
        public var region: MKCoordinateRegion { MKCoordinateRegion(mapRect) }
        public init?(mapRect: MKMapRect) {
            guard !mapRect.isNull else { return nil }
            self.mapRect = mapRect
        }
        public convenience init?(coordinateRegion region: MKCoordinateRegion) {
            self.init(mapRect: MKMapView.mapRect(of: region))
        }
    }
}

/// The bar buttons and views around a map (iOS 11): MapKit draws them, so they are reported on screen.
@preconcurrency @MainActor
open class MKUserTrackingButton: UIView {
    open weak var mapView: MKMapView?
    public convenience init(mapView: MKMapView?) {
        self.init(frame: .zero)
        self.mapView = mapView
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentNotDrawn = "MKUserTrackingButton's button"
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentNotDrawn = "MKUserTrackingButton's button"
    }
}

@preconcurrency @MainActor
open class MKCompassButton: UIView {
    open weak var mapView: MKMapView?
    open var compassVisibility = MKFeatureVisibility.adaptive
    public convenience init(mapView: MKMapView?) {
        self.init(frame: .zero)
        self.mapView = mapView
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentNotDrawn = "MKCompassButton's compass"
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentNotDrawn = "MKCompassButton's compass"
    }
}

@preconcurrency @MainActor
open class MKUserTrackingBarButtonItem: UIBarButtonItem {
    open weak var mapView: MKMapView?
    public convenience init(mapView: MKMapView?) {
        self.init()
        self.mapView = mapView
    }
}
