import Animatic
import Foundation
import SwiftUI
import Testing

/// SwiftUI on Linux (docs/census.md, "SwiftUI gets a stand-in"): an app's views compile with Apple's
/// names; its state keeps values as Apple documents; nothing SwiftUI would draw is drawn, and a
/// hosting controller on screen is reported, never left blank silently.
@MainActor
struct SwiftUITests {
    final class Basket: ObservableObject {
        @Published var count = 0
    }

    /// What an app's settings screen looks like: stacks, conditionals, loops, modifiers, wrappers.
    struct BasketView: View {
        @ObservedObject var basket: Basket
        @State private var showsDetails = false
        @Environment(\.colorScheme) private var colorScheme
        let items = ["Tea", "Milk"]

        var body: some View {
            NavigationView {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Items: \(basket.count)").font(.headline).foregroundColor(.secondary)
                    if showsDetails {
                        ForEach(items, id: \.self) { item in
                            HStack {
                                Image(systemName: "cart")
                                Text(item)
                                Spacer()
                            }
                        }
                    } else {
                        Button("Show") { showsDetails = true }
                    }
                    Toggle("Details", isOn: $showsDetails)
                    RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(height: 44)
                }
                .padding()
                .background(colorScheme == .dark ? Color.black : Color.white)
                .navigationTitle("Basket")
            }
        }
    }

    /// An app's model with Observation's macro (iOS's SwiftUI re-exports Observation).
    @Observable final class Profile {
        var name = "Ada"
        var followers = 0
    }

    struct ProfileEditor: View {
        @Bindable var profile: Profile
        var body: some View {
            TextField("Name", text: $profile.name)
        }
    }

    /// An app's entry point: its scene and its UIKit app delegate, as a SwiftUI app declares them.
    final class Delegate: NSObject, UIApplicationDelegate {}
    struct ShopApp: App {
        @UIApplicationDelegateAdaptor(Delegate.self) var delegate
        @State private var profile = Profile()
        // `SwiftUI.` only because this test also imports Animatic, whose scene files are `Scene`s.
        var body: some SwiftUI.Scene {
            WindowGroup {
                ProfileEditor(profile: profile)
            }
            .environment(profile)
        }
    }

    @Test func anObservableModelsBindingsReadAndWriteIt() {
        let profile = Profile()
        let editor = ProfileEditor(profile: profile)
        editor.$profile.name.wrappedValue = "Grace"
        #expect(profile.name == "Grace")
        // Observation's tracking is the toolchain's own: a change inside the tracked read is seen.
        let changed = Box(false)
        withObservationTracking {
            _ = profile.followers
        } onChange: {
            changed.value = true
        }
        profile.name = "Lin"
        #expect(!changed.value)
        profile.followers = 1
        #expect(changed.value)
    }

    @Test func anAppsMainStartsNothingAndItsScenesAreBuilt() {
        let app = ShopApp()
        ShopApp.main()
        _ = app.body  // a scene's body is built as on iOS, without stopping
    }

    final class Box<T>: @unchecked Sendable {
        var value: T
        init(_ value: T) { self.value = value }
    }

    /// The census's fifth measure replaces a view body it cannot compile by a stop; a `some View`
    /// body that stops must still compile (its type is `Never`, a view). The test is that this builds.
    struct ReplacedBodyView: View {
        var body: some View { animaticStopAtUncompiledBody("ReplacedBodyView.body", file: "Feed.swift", needs: "-") }
    }

    @Test func aReplacedBodyIsAViewThatStops() {
        #expect(ReplacedBodyView.Body.self == Never.self)
    }

    @Test func aStateAndItsBindingShareOneValue() {
        @State var count = 1
        let binding = $count
        binding.wrappedValue = 5
        #expect(count == 5)
        count = 7
        #expect(binding.wrappedValue == 7)
        // A binding to a member reads and writes through its parent.
        @State var size = CGSize(width: 1, height: 2)
        let width = $size.width
        width.wrappedValue = 30
        #expect(size == CGSize(width: 30, height: 2))
    }

    @Test func anObservedObjectsProjectionBindsItsProperties() {
        let basket = Basket()
        let view = BasketView(basket: basket)
        view.$basket.count.wrappedValue = 3
        #expect(basket.count == 3)
    }

    @Test func shapesArePathsInTheirRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        // A circle is the largest centred in the rect: 50 across, from x = 25.
        #expect(Circle().path(in: rect).boundingRect == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(Rectangle().path(in: rect).boundingRect == rect)
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 40, y: 30))
        #expect(path.boundingRect == CGRect(x: 10, y: 10, width: 30, height: 20))
    }

    @Test func colorsAreUIKitsColors() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).opacity(0.5)).getRed(
            &r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && g == 0.5 && b == 0 && a == 0.25)
        #expect(UIColor(Color.blue) == UIColor.systemBlue)
    }

    @Test func aHostingControllerOnScreenIsReportedNotDrawnSilently() throws {
        let basket = Basket()
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                let host = UIHostingController(rootView: BasketView(basket: basket))
                host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                context.containerView.addSubview(host.view)
                context.completeTransition(true)
            }
        }
        let messages = error?.problems.map(\.message) ?? []
        #expect(messages.contains { $0.contains("UIHostingController's SwiftUI view (BasketView) is not drawn") })
    }
}
