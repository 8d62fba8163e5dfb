import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// What a video player screen calls (the thirteenth sample's KTV course files): a time label's
/// duration formatter, and forcing landscape, which a recording reports (the canvas does not rotate).
@MainActor
struct VideoPlayerAppTests {
    /// The app's own extension, as written: it must see this formatter, not Foundation's unavailable one.
    static let timeFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .positional
        formatter.zeroFormattingBehavior = .pad
        formatter.allowedUnits = [.minute, .second]
        return formatter
    }()

    @Test func positionalTimesAreColonSeparatedFields() {
        // 75 s = 1 min 15 s; padded fields are two digits each.
        #expect(Self.timeFormatter.string(from: 75) == "01:15")
        #expect(Self.timeFormatter.string(from: 5) == "00:05")
        // 3,675 s = 61 min 15 s when hours are not allowed.
        #expect(Self.timeFormatter.string(from: 3_675) == "61:15")
        let plain = DateComponentsFormatter()
        plain.allowedUnits = [.hour, .minute, .second]
        // Apple's documented example: one hour and ten minutes is "1:10:00".
        #expect(plain.string(from: 4_200) == "1:10:00")
        // Leading zero units drop, but a positional time keeps two fields.
        #expect(plain.string(from: 75) == "1:15")
        #expect(plain.string(from: 5) == "0:05")
        #expect(plain.string(from: -75) == "-1:15")
        // Rounded to the smallest allowed unit.
        #expect(plain.string(from: 59.6) == "1:00")
    }

    @Test func spelledOutStylesNameTheirUnits() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 3_675) == "1h 1m 15s")
        // Zero units drop in every place by default.
        #expect(formatter.string(from: 3_615) == "1h 15s")
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 3_675) == "1 hour, 1 minute, 15 seconds")
        #expect(formatter.string(from: 7_260) == "2 hours, 1 minute")
        formatter.unitsStyle = .short
        #expect(formatter.string(from: 3_675) == "1 hr, 1 min, 15 sec")
        formatter.maximumUnitCount = 1
        formatter.unitsStyle = .brief
        #expect(formatter.string(from: 3_675) == "1hr")
    }

    @Test func forcingARotationIsReportedNotDrawnPortraitSilently() {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                context.containerView.window?.windowScene?.requestGeometryUpdate(
                    .iOS(interfaceOrientations: .landscapeRight))
                UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                UIViewController.attemptRotationToDeviceOrientation()
                context.completeTransition(true)
            }
        }
        let messages = error?.problems.map(\.message) ?? []
        #expect(messages.contains { $0.contains("UIDevice.setValue(_:forKey: \"orientation\")") })
        #expect(messages.contains { $0.contains("UIWindowScene.requestGeometryUpdate(_:errorHandler:)") })
        // The device did not rotate: it reads upright still.
        #expect(UIDevice.current.value(forKey: "orientation") as? Int == UIDeviceOrientation.portrait.rawValue)
    }
}
