import AnimaticCore
import AnimaticGolden
import Foundation
import Testing

/// A check says what changed in timing since the goldens were recorded, not only which pixels.
@Suite struct TimingChangeTests {
    func slide(duration: Double, goldens: String = "goldens: {at: [0, 0.5, 1]}") -> String {
        """
        name: slide
        canvas: {size: [100, 100], scale: 1, fps: 10, background: "#FFFFFF"}
        from:
          id: home
          subviews:
            - {id: square, frame: [10, 40, 20, 20], backgroundColor: "#FF0000"}
        to: {id: detail}
        transition:
          duration: \(duration)
          steps:
            - animate: {duration: \(duration), curve: easeInOut, set: {square.center: [80, 50]}, completion: [{completeTransition: true}]}
        \(goldens)
        """
    }

    @Test func aLongerAnimationIsReportedInSecondsAndItsNewEndingAsUnchecked() throws {
        let goldens = try temporaryGoldensPath()
        _ = try check(slide(duration: 1), goldens: goldens, record: .missing)
        let manifest = try #require(try GoldenStore(directory: goldens).manifest(scene: "slide"))
        #expect(manifest.timing?.animations.first?.duration == 1)
        #expect(manifest.timing?.animations.first?.curve == "easeInOut")

        let result = try check(slide(duration: 1.2), goldens: goldens, record: .never)
        #expect(
            result.timingChanges == [
                "ends 1 → 1.2 s (+20 %)", "square.center: duration 1 → 1.2 s (+20 %)",
                "the scene now ends at 1.2 s (was 1 s): nothing after 1 s is compared; add a time to goldens.at",
            ])
        #expect(result.summaryLines().contains("  timing: square.center: duration 1 → 1.2 s (+20 %)"))
        // The same scene again: nothing changed in timing.
        #expect(try check(slide(duration: 1), goldens: goldens, record: .never).timingChanges.isEmpty)
    }

    @Test func goldenTimesPastAShortenedSceneAreNamed() throws {
        let goldens = try temporaryGoldensPath()
        _ = try check(slide(duration: 1), goldens: goldens, record: .missing)
        let result = try check(slide(duration: 0.6), goldens: goldens, record: .never)
        #expect(result.timingChanges.contains("golden times past the scene's end (0.6 s): 1 s show its last frame"))
        #expect(result.timingChanges.contains("square.center: duration 1 → 0.6 s (−40 %)"))
    }
}
