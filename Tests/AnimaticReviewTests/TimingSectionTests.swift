import AnimaticCore
import Foundation
import Testing
@testable import AnimaticReview

/// The compare page says what changed in timing above the frames, and every page lists each
/// animation's timing, so a designer reads it without opening a frame.
@Suite struct TimingSectionTests {
    @Test func aComparePageNamesTheDurationChange() async throws {
        let slower = crossingSquare.replacingOccurrences(of: "duration: 1", with: "duration: 1.2")
        let a = try await ReviewData(try timeline(crossingSquare, name: "v1"), timeAxisEnd: 1.2)
        let b = try await ReviewData(try timeline(slower, name: "v2"), timeAxisEnd: 1.2)
        let html = ReviewPage.html([a, b])
        #expect(html.contains("<section class=\"timing-diff\""))
        #expect(html.contains("<li>square.center: duration 1 → 1.2 s (+20 %)</li>"))
        #expect(html.contains("<li>shade.alpha: duration 1 → 1.2 s (+20 %)</li>"))
        // The newer version's animations, one line each (`center.x` animates `center`, as in UIKit).
        #expect(html.contains("<li>square.center: 1.2 s easeInOut</li>"))
        // Two identical versions (a golden and its actual frames): no section.
        #expect(!ReviewPage.html([a, a]).contains("timing-diff\""))
    }
}
