// The map view: no map server, so its map (tiles, labels, annotation views, overlays) is not
// drawn and it is reported when on screen; its background colour is drawn. It keeps the region,
// annotations, overlays and settings the app gives it, converts between coordinates and its own
// points with the projection (MKMapPoint.swift), and never calls its delegate: with no map shown
// there is no annotation view or renderer to ask for, nothing loads and nothing moves.

public enum MKMapType: UInt, Sendable {
    case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}
public enum MKUserTrackingMode: Int, Sendable { case none, follow, followWithHeading }

public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier =
    "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

@preconcurrency @MainActor
public protocol MKMapViewDelegate: NSObjectProtocol {}
extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        MKOverlayRenderer(overlay: overlay)
    }
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: Error) {}
    public func mapViewWillStartRenderingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {}
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didDeselect annotation: MKAnnotation) {}
    public func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
    ) {}
    public func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView,
        didChange newState: MKAnnotationView.DragState, fromOldState oldState: MKAnnotationView.DragState
    ) {}
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: Error) {}
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
    public func mapView(
        _ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [MKAnnotation]
    ) -> MKClusterAnnotation { MKClusterAnnotation(memberAnnotations: memberAnnotations) }
}

@preconcurrency @MainActor
open class MKMapView: UIView {
    open weak var delegate: MKMapViewDelegate?
    open var mapType = MKMapType.standard
    open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isPitchEnabled = true
    open var isRotateEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsTraffic = false
    open var showsBuildings = true
    open var showsPointsOfInterest = true
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var selectableMapFeatures: MKMapFeatureOptions = []
    open var cameraZoomRange: MKMapView.CameraZoomRange! = CameraZoomRange()
    open var cameraBoundary: MKMapView.CameraBoundary?
    open var showsUserLocation = false
    open var userTrackingMode = MKUserTrackingMode.none
    /// There is no location: the user's location is never visible.
    open var isUserLocationVisible: Bool { false }
    public let userLocation = MKUserLocation()
    open var selectedAnnotations: [MKAnnotation] = []
    open private(set) var annotations: [MKAnnotation] = []
    open private(set) var overlays: [MKOverlay] = []
    private var levels: [ObjectIdentifier: MKOverlayLevel] = [:]
    private var registered: [String: AnyClass] = [:]
    /// As set by the app (iOS fits it to the view's aspect ratio when it shows it; `regionThatFits`
    /// does that arithmetic). A new map view shows the whole world.
    private var shownRegion = MKCoordinateRegion(MKMapRect.world)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentNotDrawn = "MKMapView's map"
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentNotDrawn = "MKMapView's map"
    }

    // MARK: The visible part of the map

    open var region: MKCoordinateRegion {
        get { shownRegion }
        set { shownRegion = newValue }
    }
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { shownRegion = region }
    open var centerCoordinate: CLLocationCoordinate2D {
        get { shownRegion.center }
        set { shownRegion.center = newValue }
    }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    /// The map rect between the region's corners.
    open var visibleMapRect: MKMapRect {
        get { Self.mapRect(of: shownRegion) }
        set { shownRegion = MKCoordinateRegion(newValue) }
    }
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated animate: Bool) { visibleMapRect = mapRect }
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated animate: Bool) {
        visibleMapRect = mapRectThatFits(mapRect, edgePadding: insets)
    }
    open var camera: MKMapCamera {
        get {
            MKMapCamera(
                lookingAtCenter: shownRegion.center,
                fromDistance: shownRegion.span.latitudeDelta * metersPerDegree, pitch: 0, heading: 0)
        }
        set { centerCoordinate = newValue.centerCoordinate }
    }
    /// The camera's centre is kept; the altitude's zoom is not modelled (Apple does not publish it).
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }
    open func setCameraZoomRange(_ cameraZoomRange: CameraZoomRange?, animated: Bool) {
        self.cameraZoomRange = cameraZoomRange ?? CameraZoomRange()
    }
    open func setCameraBoundary(_ cameraBoundary: CameraBoundary?, animated: Bool) {
        self.cameraBoundary = cameraBoundary
    }
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }

    /// The region grown on one axis so its shape in map points is the view's (the view unchanged
    /// while it has no size), about the same centre.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        MKCoordinateRegion(mapRectThatFits(Self.mapRect(of: region)))
    }
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect {
        mapRectThatFits(mapRect, edgePadding: .zero)
    }
    /// The rect at the scale that fits it inside the view less the padding, then grown by the
    /// padding at that scale and to the view's shape.
    open func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect {
        let inner = CGSize(
            width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        guard inner.width > 0, inner.height > 0, !mapRect.isNull else { return mapRect }
        let scale = max(mapRect.width / Double(inner.width), mapRect.height / Double(inner.height))
        guard scale > 0 else { return mapRect }
        let (width, height) = (Double(bounds.width) * scale, Double(bounds.height) * scale)
        let midX = mapRect.midX + Double(insets.right - insets.left) / 2 * scale
        let midY = mapRect.midY + Double(insets.bottom - insets.top) / 2 * scale
        return MKMapRect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }

    // MARK: Converting between the map and the view

    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let (rect, point) = (visibleMapRect, MKMapPoint(coordinate))
        let local = CGPoint(
            x: (point.x - rect.minX) / rect.width * Double(bounds.width),
            y: (point.y - rect.minY) / rect.height * Double(bounds.height))
        return convert(local, to: view)
    }
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let (rect, local) = (visibleMapRect, convert(point, from: view))
        guard bounds.width > 0, bounds.height > 0 else { return shownRegion.center }
        return MKMapPoint(
            x: rect.minX + Double(local.x / bounds.width) * rect.width,
            y: rect.minY + Double(local.y / bounds.height) * rect.height
        ).coordinate
    }
    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let corners = Self.corners(of: region)
        let (a, b) = (convert(corners.northWest, toPointTo: view), convert(corners.southEast, toPointTo: view))
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let a = MKMapPoint(convert(CGPoint(x: rect.minX, y: rect.minY), toCoordinateFrom: view))
        let b = MKMapPoint(convert(CGPoint(x: rect.maxX, y: rect.maxY), toCoordinateFrom: view))
        return MKCoordinateRegion(
            MKMapRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)))
    }

    // MARK: Annotations

    open func addAnnotation(_ annotation: MKAnnotation) { addAnnotations([annotation]) }
    open func addAnnotations(_ annotations: [MKAnnotation]) {
        for annotation in annotations where !self.annotations.contains(where: { $0 === annotation }) {
            self.annotations.append(annotation)
        }
    }
    open func removeAnnotation(_ annotation: MKAnnotation) { removeAnnotations([annotation]) }
    open func removeAnnotations(_ annotations: [MKAnnotation]) {
        self.annotations.removeAll { kept in annotations.contains { $0 === kept } }
        selectedAnnotations.removeAll { kept in annotations.contains { $0 === kept } }
    }
    /// Annotations whose point lies in the rect, as `Set<AnyHashable>` the way Apple's NSSet bridges.
    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(annotations.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap { $0 as? NSObject })
    }
    open func selectAnnotation(_ annotation: MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    open func deselectAnnotation(_ annotation: MKAnnotation?, animated: Bool) {
        selectedAnnotations.removeAll { $0 === annotation }
    }
    /// Adds the annotations and shows the rect around their points; a single point is centred at
    /// the current span.
    open func showAnnotations(_ annotations: [MKAnnotation], animated: Bool) {
        addAnnotations(annotations)
        let points = annotations.map { MKMapPoint($0.coordinate) }
        guard let first = points.first else { return }
        guard points.count > 1 else {
            centerCoordinate = first.coordinate
            return
        }
        visibleMapRect = mapRectThatFits(
            points.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) })
    }
    /// No annotation view is made, as none is shown.
    open func view(for annotation: MKAnnotation) -> MKAnnotationView? { nil }
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registered[identifier] = viewClass
    }
    /// No view has been shown and put back for reuse: nil, so the app makes its own.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    /// MapKit's own views are made; an app's registered class cannot be made from its type here
    /// (its initializer is not `required`), so a plain MKAnnotationView is given and reported.
    open func dequeueReusableAnnotationView(
        withIdentifier identifier: String, for annotation: MKAnnotation,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> MKAnnotationView {
        switch registered[identifier] {
        case let kind? where kind == MKMarkerAnnotationView.self:
            return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case let kind? where kind == MKPinAnnotationView.self:
            return MKPinAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case let kind? where kind != MKAnnotationView.self:
            reportNotModelled(
                "dequeueReusableAnnotationView(withIdentifier: \"\(identifier)\", for:): gives a plain "
                    + "MKAnnotationView, not the registered \(kind)", file: file, line: line, column: column)
            return MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case nil where identifier == MKMapViewDefaultAnnotationViewReuseIdentifier:
            return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        default: return MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
    }

    // MARK: Overlays

    open func addOverlay(_ overlay: MKOverlay) { addOverlay(overlay, level: .aboveLabels) }
    open func addOverlay(_ overlay: MKOverlay, level: MKOverlayLevel) { insert(overlay, at: overlays.count, level) }
    open func addOverlays(_ overlays: [MKOverlay]) { addOverlays(overlays, level: .aboveLabels) }
    open func addOverlays(_ overlays: [MKOverlay], level: MKOverlayLevel) {
        for overlay in overlays { addOverlay(overlay, level: level) }
    }
    open func insertOverlay(_ overlay: MKOverlay, at index: Int) { insert(overlay, at: index, .aboveLabels) }
    open func insertOverlay(_ overlay: MKOverlay, at index: Int, level: MKOverlayLevel) {
        insert(overlay, at: index, level)
    }
    open func insertOverlay(_ overlay: MKOverlay, above sibling: MKOverlay) {
        let index = overlays.firstIndex { $0 === sibling }.map { $0 + 1 } ?? overlays.count
        insert(overlay, at: index, level(of: sibling))
    }
    open func insertOverlay(_ overlay: MKOverlay, below sibling: MKOverlay) {
        insert(overlay, at: overlays.firstIndex { $0 === sibling } ?? 0, level(of: sibling))
    }
    open func exchangeOverlay(_ overlay1: MKOverlay, with overlay2: MKOverlay) {
        guard let i = overlays.firstIndex(where: { $0 === overlay1 }),
            let j = overlays.firstIndex(where: { $0 === overlay2 })
        else { return }
        overlays.swapAt(i, j)
    }
    open func removeOverlay(_ overlay: MKOverlay) { removeOverlays([overlay]) }
    open func removeOverlays(_ overlays: [MKOverlay]) {
        self.overlays.removeAll { kept in overlays.contains { $0 === kept } }
    }
    open func overlays(in level: MKOverlayLevel) -> [MKOverlay] { overlays.filter { self.level(of: $0) == level } }
    /// No renderer is asked for, as no overlay is drawn.
    open func renderer(for overlay: MKOverlay) -> MKOverlayRenderer? { nil }

    private func insert(_ overlay: MKOverlay, at index: Int, _ level: MKOverlayLevel) {
        overlays.removeAll { $0 === overlay }
        overlays.insert(overlay, at: min(max(index, 0), overlays.count))
        levels[ObjectIdentifier(overlay)] = level
    }
    private func level(of overlay: MKOverlay) -> MKOverlayLevel { levels[ObjectIdentifier(overlay)] ?? .aboveLabels }

    // MARK: Region arithmetic

    /// The latitude where the projection's square ends, atan(sinh π) ≈ 85.0511°: the poles are
    /// infinitely far.
    nonisolated static let mercatorLimit = atan(sinh(Double.pi)) * 180 / .pi

    nonisolated static func corners(
        of region: MKCoordinateRegion
    ) -> (northWest: CLLocationCoordinate2D, southEast: CLLocationCoordinate2D) {
        let (center, span) = (region.center, region.span)
        return (
            CLLocationCoordinate2D(
                latitude: min(center.latitude + span.latitudeDelta / 2, mercatorLimit),
                longitude: center.longitude - span.longitudeDelta / 2),
            CLLocationCoordinate2D(
                latitude: max(center.latitude - span.latitudeDelta / 2, -mercatorLimit),
                longitude: center.longitude + span.longitudeDelta / 2)
        )
    }
    nonisolated static func mapRect(of region: MKCoordinateRegion) -> MKMapRect {
        let corners = corners(of: region)
        let (a, b) = (MKMapPoint(corners.northWest), MKMapPoint(corners.southEast))
        return MKMapRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
    }
}
