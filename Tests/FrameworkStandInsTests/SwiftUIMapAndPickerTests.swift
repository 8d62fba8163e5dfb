import MapKit
import PhotosUI
import SwiftUI
import Testing

/// MapKit's and PhotosUI's SwiftUI views, as an app's screen writes them: they compile, keep their
/// bindings' values, and give nothing back that a library or a server would.
@MainActor
struct SwiftUIMapAndPickerTests {
    struct Place: Identifiable {
        let id: Int
        let coordinate: CLLocationCoordinate2D
    }

    struct PlacesScreen: View {
        @State var region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
            span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        @State var picked: PhotosPickerItem?
        let places = [Place(id: 1, coordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.1))]
        var body: some View {
            VStack {
                Map(coordinateRegion: $region, showsUserLocation: true, annotationItems: places) { place in
                    MapMarker(coordinate: place.coordinate, tint: .red)
                }
                Map(coordinateRegion: $region)
                PhotosPicker(selection: $picked, matching: .images) { Text("Choose") }
            }
        }
    }

    @Test func aScreenWithAMapAndAPickerCompilesAndKeepsItsState() async throws {
        let screen = PlacesScreen()
        #expect(screen.region.center.latitude == 51.5 && screen.picked == nil)
        // No photo library: an item names nothing that loads.
        let item = PhotosPickerItem(itemIdentifier: "A1")
        #expect(try await item.loadTransferable(type: Data.self) == nil)
        #expect(item.itemIdentifier == "A1" && item.supportedContentTypes.isEmpty)
    }
}
