import Animatic
import Foundation
import MapKit
import MessageUI
import PhotosUI
import Testing

/// MapKit, PhotosUI and MessageUI on Linux: the map's arithmetic as MapKit defines it (Web
/// Mercator on a square of 2²⁸ points), what the app sets kept, servers that never answer, no
/// mail or message account, and the system's own screens reported on screen.
@MainActor
struct MapKitPhotosUIMessageUITests {
    /// The world's side in map points, MKMapSizeWorld: 2²⁸.
    let world = 268_435_456.0

    @Test func regionsInMetresAreDegreesOnTheProjectionsSphere() {
        // A degree of a great circle on a sphere of 6 378 137 m is 2π · 6 378 137 / 360
        // = 40 075 016.686 / 360 = 111 319.491 m, so 1 000 m is 1 000 / 111 319.491 = 0.0089831528°.
        let equator = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 10), latitudinalMeters: 1000,
            longitudinalMeters: 1000)
        #expect(abs(equator.span.latitudeDelta - 0.008_983_152_8) < 1e-10)
        #expect(abs(equator.span.longitudeDelta - 0.008_983_152_8) < 1e-10)
        #expect(equator.center.longitude == 10)
        // At 60° a parallel is cos 60° = ½ as long, so the same metres are twice the degrees east–west.
        let north = MKCoordinateRegionMakeWithDistance(CLLocationCoordinate2D(latitude: 60, longitude: 0), 1000, 1000)
        #expect(abs(north.span.latitudeDelta - 0.008_983_152_8) < 1e-10)
        #expect(abs(north.span.longitudeDelta - 0.017_966_305_7) < 1e-9)
    }

    @Test func mapPointsAreWebMercatorOnTheWorldSquare() {
        // (0°, 0°) is the square's middle; longitude 90° E is three quarters across.
        #expect(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0)) == MKMapPoint(x: world / 2, y: world / 2))
        #expect(MKMapPointForCoordinate(CLLocationCoordinate2D(latitude: 0, longitude: 90)).x == world * 3 / 4)
        // At 45°, ln tan(45° + 22.5°) = ln(1 + √2) = asinh 1 = 0.881 373 6, so
        // y = (½ − 0.881 373 6 / 2π) · 2²⁸ = 0.359 726 9 · 2²⁸ ≈ 96 562 954.3.
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: 45, longitude: -180))
        #expect(north.x == 0)
        #expect(abs(north.y - 96_562_954.32) < 0.01)
        // The square ends at atan(sinh π) ≈ 85.051 129°: its top edge is that latitude.
        #expect(abs(MKMapPoint(x: 0, y: 0).coordinate.latitude - 85.051_128_78) < 1e-8)
        let back = MKCoordinateForMapPoint(MKMapPoint(CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)))
        #expect(abs(back.latitude - 51.5) < 1e-9 && abs(back.longitude + 0.12) < 1e-9)
    }

    @Test func metresPerMapPointFollowTheParallel() {
        // The equator, 40 075 016.686 m, spans 2²⁸ points: 0.149 291 m a point, 6.698 324 points a metre.
        #expect(abs(MKMetersPerMapPointAtLatitude(0) - 0.149_291_07) < 1e-8)
        #expect(abs(MKMapPointsPerMeterAtLatitude(0) - 6.698_324_25) < 1e-7)
        #expect(abs(MKMetersPerMapPointAtLatitude(60) - 0.149_291_07 / 2) < 1e-8)
        // A quarter of the equator is a quarter of its length.
        let quarter = MKMetersBetweenMapPoints(
            MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0)),
            MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 90)))
        #expect(abs(quarter - 40_075_016.686 / 4) < 0.01)
    }

    @Test func mapRectsUniteAndIntersectAsMapKitsDo() {
        let a = MKMapRect(x: 0, y: 0, width: 10, height: 10)
        let b = MKMapRect(x: 5, y: 5, width: 10, height: 10)
        #expect(MKMapRectUnion(a, b) == MKMapRect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == MKMapRect(x: 5, y: 5, width: 5, height: 5))
        #expect(MKMapRectNull.isNull && MKMapRectUnion(MKMapRectNull, a) == a)
        #expect(a.intersection(MKMapRect(x: 20, y: 20, width: 1, height: 1)).isNull)
        #expect(MKMapRectContainsRect(b, MKMapRect(x: 6, y: 6, width: 1, height: 1)))
        #expect(MKMapRect.world.size == MKMapSizeWorld && MKMapSizeWorld.width == world)
        // A polyline's bounding rect holds its points; a circle's is its radius square at its latitude.
        let line = MKPolyline(
            coordinates: [
                CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 0, longitude: 90),
            ], count: 2)
        #expect(line.boundingMapRect == MKMapRect(x: world / 2, y: world / 2, width: world / 4, height: 0))
        let circle = MKCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 1000)
        #expect(abs(circle.boundingMapRect.width - 2000 * 6.698_324_25) < 1e-3)
    }

    @Test func aMapViewKeepsWhatTheAppGivesItAndConvertsWithTheProjection() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let pin = MKPointAnnotation(
            coordinate: CLLocationCoordinate2D(latitude: 10, longitude: 20), title: "Pin",
            subtitle: nil)
        map.addAnnotation(pin)
        map.addAnnotation(pin)
        #expect(map.annotations.count == 1 && map.annotations.first?.title == "Pin")
        map.selectAnnotation(pin, animated: true)
        #expect(map.selectedAnnotations.count == 1)
        map.removeAnnotations(map.annotations)
        #expect(map.annotations.isEmpty && map.selectedAnnotations.isEmpty)
        // A region 10° square about (0°, 0°) fitted to a 2 : 1 view keeps its height and doubles its width.
        let square = MKCoordinateRegion(
            center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
        let fitted = map.regionThatFits(square)
        #expect(
            abs(
                fitted.span.longitudeDelta - 2 * 10
                    * (MKMapPoint(CLLocationCoordinate2D(latitude: 5, longitude: 0)).y
                    - MKMapPoint(CLLocationCoordinate2D(latitude: -5, longitude: 0)).y).magnitude / world * 36) < 1e-9)
        map.setRegion(square, animated: false)
        // The region's centre is the view's middle; its north-west corner the view's origin.
        let middle = map.convert(CLLocationCoordinate2D(), toPointTo: map)
        #expect(abs(middle.x - 100) < 1e-9 && abs(middle.y - 50) < 1e-9)
        let corner = map.convert(CGPoint.zero, toCoordinateFrom: map)
        #expect(abs(corner.latitude - 5) < 1e-9 && abs(corner.longitude + 5) < 1e-9)
        let overlay = MKCircle(center: CLLocationCoordinate2D(), radius: 10)
        map.addOverlay(overlay, level: .aboveRoads)
        #expect(map.overlays(in: .aboveRoads).count == 1 && map.renderer(for: overlay) == nil)
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "pin") == nil)
        #expect(MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())).openInMaps() == false)
    }

    @Test func searchesAndDirectionsNeverAnswer() async {
        let search = MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "coffee"))
        var answered = false
        search.start { _, _ in answered = true }
        let request = MKDirections.Request()
        request.source = MKMapItem.forCurrentLocation()
        request.transportType = .walking
        MKDirections(request: request).calculate { _, _ in answered = true }
        #expect(!answered && search.isSearching)
        // An awaited search waits until its task is cancelled.
        let waiting = Task { try await search.start() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    @Test func geoJSONBecomesMapKitsShapes() throws {
        let json = """
            {"type": "FeatureCollection", "features": [{"type": "Feature", "id": 7, "properties": {"name": "A"},
              "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [10, 0], [10, 10], [0, 0]]]}}]}
            """
        let features = try MKGeoJSONDecoder().decode(Data(json.utf8)).compactMap { $0 as? MKGeoJSONFeature }
        #expect(features.count == 1 && features[0].identifier == "7")
        let polygon = try #require(features[0].geometry.first as? MKPolygon)
        // GeoJSON's positions are longitude first.
        #expect(polygon.pointCount == 4 && polygon.coordinates()[1].longitude == 10)
        #expect(throws: MKError.self) { try MKGeoJSONDecoder().decode(Data("[]".utf8)) }
    }

    @Test func thereIsNoMailAccountNorMessagesAndTheSheetsKeepWhatIsFilledIn() {
        #expect(!MFMailComposeViewController.canSendMail())
        #expect(!MFMessageComposeViewController.canSendText())
        #expect(!MFMessageComposeViewController.canSendAttachments())
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["support@example.com"])
        mail.setSubject("Help")
        mail.setMessageBody("Hi", isHTML: false)
        #expect(mail.toRecipients == ["support@example.com"] && mail.subject == "Help" && mail.messageBody == "Hi")
        let text = MFMessageComposeViewController()
        text.recipients = ["555"]
        text.body = "Join"
        #expect(text.recipients == ["555"] && text.body == "Join" && text.attachments == nil)
        #expect(MFMailComposeResult.sent.rawValue == 2 && MessageComposeResult.failed.rawValue == 2)
    }

    @Test func thePickerKeepsItsConfigurationAndAProviderHandsBackItsObjects() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .any(of: [.images, .videos])
        configuration.selectionLimit = 0
        let picker = PHPickerViewController(configuration: configuration)
        #expect(
            picker.configuration.selectionLimit == 0 && picker.configuration.filter == .any(of: [.images, .videos]))
        #expect(PHPickerConfiguration().selectionLimit == 1 && PHPickerConfiguration().filter == nil)
        // Photos' names come with PhotosUI, as on iOS.
        #expect(PHPhotoLibrary.authorizationStatus() == .denied)
        let image = UIImage()
        let provider = NSItemProvider(object: image)
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        nonisolated(unsafe) var loaded: NSItemProviderReading?
        provider.loadObject(ofClass: UIImage.self) { object, _ in loaded = object }
        #expect(loaded === image)
        #expect(!NSItemProvider().canLoadObject(ofClass: UIImage.self))
    }

    @Test func theMapPickerAndComposeSheetsOnScreenAreReported() throws {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                map.backgroundColor = .systemGray
                context.containerView.addSubview(map)
                let picker = PHPickerViewController(configuration: PHPickerConfiguration())
                picker.view.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
                context.containerView.addSubview(picker.view)
                let mail = MFMailComposeViewController()
                mail.view.frame = CGRect(x: 0, y: 200, width: 100, height: 100)
                context.containerView.addSubview(mail.view)
                let text = MFMessageComposeViewController()
                text.view.frame = CGRect(x: 0, y: 300, width: 100, height: 100)
                context.containerView.addSubview(text.view)
                context.completeTransition(true)
            }
        }
        let messages = error?.problems.map(\.message) ?? []
        #expect(messages.contains { $0.contains("MKMapView's map is not drawn") })
        #expect(messages.contains { $0.contains("PHPickerViewController's photo picker is not drawn") })
        #expect(messages.contains { $0.contains("MFMailComposeViewController's mail form is not drawn") })
        #expect(messages.contains { $0.contains("MFMessageComposeViewController's message form is not drawn") })
    }

    /// What apps write (the tuning repositories' map, picker and mail screens) compiles, and the
    /// delegates are never called.
    @Test func appLikeDelegatesCompileAndAreNeverCalled() {
        final class Stop: NSObject, MKAnnotation {
            let coordinate: CLLocationCoordinate2D
            let title: String?
            init(_ coordinate: CLLocationCoordinate2D, title: String?) {
                (self.coordinate, self.title) = (coordinate, title)
            }
        }
        final class Screen: UIViewController, MKMapViewDelegate, PHPickerViewControllerDelegate,
            MFMailComposeViewControllerDelegate, MFMessageComposeViewControllerDelegate
        {
            var calls = 0
            func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                calls += 1
                guard !(annotation is MKUserLocation) else { return nil }
                let view =
                    mapView.dequeueReusableAnnotationView(withIdentifier: "stop") as? MKMarkerAnnotationView
                    ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "stop")
                view.canShowCallout = true
                view.markerTintColor = .systemBlue
                view.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
                return view
            }
            func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
                calls += 1
                guard let line = overlay as? MKPolyline else { return MKOverlayRenderer() }
                let renderer = MKPolylineRenderer(polyline: line)
                renderer.strokeColor = .systemRed
                renderer.lineWidth = 3
                return renderer
            }
            func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) { calls += 1 }
            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                calls += 1
                for provider in results.map(\.itemProvider) where provider.canLoadObject(ofClass: UIImage.self) {
                    provider.loadObject(ofClass: UIImage.self) { image, _ in _ = image as? UIImage }
                }
            }
            func mailComposeController(
                _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
            ) { calls += 1 }
            func messageComposeViewController(
                _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult
            ) { calls += 1 }
        }
        let screen = Screen()
        let map = MKMapView()
        map.delegate = screen
        map.showsUserLocation = true
        map.addAnnotation(Stop(CLLocationCoordinate2D(latitude: 1, longitude: 2), title: "Stop"))
        map.addOverlay(MKPolyline(coordinates: [CLLocationCoordinate2D(), CLLocationCoordinate2D()], count: 2))
        map.setRegion(
            MKCoordinateRegion(center: CLLocationCoordinate2D(), latitudinalMeters: 500, longitudinalMeters: 500),
            animated: true)
        let picker = PHPickerViewController(configuration: PHPickerConfiguration(photoLibrary: .shared()))
        picker.delegate = screen
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = screen
        #expect(screen.calls == 0 && map.annotations.first?.title == "Stop" && map.userLocation.location == nil)
        // The app's own renderer, called by the app, draws its path where MapKit would.
        let renderer = screen.mapView(map, rendererFor: map.overlays[0])
        #expect((renderer as? MKPolylineRenderer)?.lineWidth == 3)
    }
}
