import AnimaticCore
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import AnimaticTesting
import Foundation
import Testing

@Suite struct ComparisonTests {
    @Test func identicalFramesPass() throws {
        let a = try rectangleFrame(x: 10)
        let c = PixelComparison(expected: a, actual: a)
        #expect(c.isIdentical)
        #expect(c.passes)
        #expect(c.differingCount == 0)
    }

    @Test func onePixelChangeIsCaughtUnderTheDefault() throws {
        let expected = try rectangleFrame(x: 10)
        // One background pixel a little off-white.
        let actual = changing(expected, x: 50, y: 50, to: [250, 250, 250, 255])
        let c = PixelComparison(expected: expected, actual: actual)
        #expect(!c.passes)
        #expect(c.differingCount == 1)
        #expect(c.changedCount == 1)
        #expect(c.antialiasedCount == 0)
        #expect(c.maxChannelDelta == 5)
        #expect(c.maxDeltaE > 0.5 && c.maxDeltaE < 3, "ΔE00 \(c.maxDeltaE)")
        #expect(abs(c.differingRatio - 1.0 / 4096) < 1e-12)
        #expect(c.bounds?.x == 50 && c.bounds?.y == 50 && c.bounds?.width == 1 && c.bounds?.height == 1)
        #expect(c.summary.contains("1 px differ"))
        #expect(c.summary.contains("largest ΔE00"))
    }

    @Test func theSameChangePassesUnderAToleranceThatAllowsIt() throws {
        let expected = try rectangleFrame(x: 10)
        let actual = changing(expected, x: 50, y: 50, to: [250, 250, 250, 255])
        // Allowed by count…
        #expect(PixelComparison(expected: expected, actual: actual, tolerance: Tolerance(maxPixels: 1)).passes)
        // …by share…
        #expect(PixelComparison(expected: expected, actual: actual, tolerance: Tolerance(maxRatio: 0.001)).passes)
        // …or because its color difference is below the ΔE limit.
        let c = PixelComparison(expected: expected, actual: actual, tolerance: Tolerance(deltaE: 3))
        #expect(c.passes)
        #expect(c.withinToleranceCount == 1)
        #expect(c.differingCount == 0)
        // One pixel more than allowed fails.
        let two = changing(actual, x: 60, y: 60, to: [0, 0, 0, 255])
        #expect(!PixelComparison(expected: expected, actual: two, tolerance: Tolerance(maxPixels: 1)).passes)
        // Both limits apply when both are given.
        #expect(
            !PixelComparison(expected: expected, actual: two, tolerance: Tolerance(maxPixels: 5, maxRatio: 0.0001))
                .passes)
    }

    @Test func aSubpixelShiftOfAnEdgeIsClassifiedAsAntiAliasing() throws {
        let expected = try rectangleFrame(x: 10)
        let actual = try rectangleFrame(x: 10.4)
        look(expected, "aa-expected")
        look(actual, "aa-actual")
        let c = PixelComparison(expected: expected, actual: actual)
        #expect(c.antialiasedCount > 0)
        #expect(c.changedCount == 0, "every pixel of a shifted edge is anti-aliasing, got \(c.summary)")
        #expect(!c.passes, "anti-aliasing differences count by default")
        #expect(
            PixelComparison(expected: expected, actual: actual, tolerance: Tolerance(ignoresAntialiasing: true)).passes)
        look(DiffImage.make(expected: expected, actual: actual, comparison: c), "aa-diff")
    }

    @Test func aRealMoveIsNotAntiAliasing() throws {
        let expected = try rectangleFrame(x: 10)
        let actual = try rectangleFrame(x: 15)
        let c = PixelComparison(expected: expected, actual: actual, tolerance: Tolerance(ignoresAntialiasing: true))
        #expect(c.changedCount >= 5 * 20 * 2 - 10)
        #expect(!c.passes)
    }

    @Test func aChangeOfAlphaCounts() throws {
        let expected = Frame(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 0, 0])
        let actual = Frame(width: 2, height: 1, rgba: [255, 0, 0, 128, 0, 0, 0, 0])
        let c = PixelComparison(expected: expected, actual: actual)
        #expect(c.differingCount == 1)
        #expect(c.maxDeltaE > 20)
        // Transparent pixels with different (invisible) colors do not differ visibly.
        let invisible = PixelComparison(
            expected: Frame(width: 1, height: 1, rgba: [0, 0, 0, 0]),
            actual: Frame(width: 1, height: 1, rgba: [255, 0, 0, 0]))
        #expect(invisible.passes)
        #expect(invisible.withinToleranceCount == 1)
    }

    @Test func framesOfAnotherSizeFail() throws {
        let c = PixelComparison(
            expected: Frame(width: 2, height: 2, rgba: .init(repeating: 255, count: 16)),
            actual: Frame(width: 3, height: 2, rgba: .init(repeating: 255, count: 24)))
        #expect(c.sizeMismatch)
        #expect(!c.passes)
        #expect(
            !PixelComparison(
                expected: Frame(width: 2, height: 2, rgba: .init(repeating: 255, count: 16)),
                actual: Frame(width: 3, height: 2, rgba: .init(repeating: 255, count: 24)),
                tolerance: Tolerance(deltaE: 100, maxRatio: 1)
            ).passes)
        #expect(c.summary.contains("size differs"))
    }

    /// Sharma, Wu and Dalal's CIEDE2000 test data (pairs 1, 7, 13, 17, 25).
    @Test(arguments: [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ])
    func ciede2000MatchesThePublishedData(p: (Double, Double, Double), q: (Double, Double, Double), expected: Double) {
        let dE = ColorScience.ciede2000((p.0, p.1, p.2), (q.0, q.1, q.2))
        #expect(abs(dE - expected) < 1e-4, "ΔE00 \(dE), expected \(expected)")
    }

    @Test func blackAndWhiteAreFarApart() {
        let dE = ColorScience.deltaE(0, 0, 0, 255, 255, 255, 255, 255)
        #expect(abs(dE - 100) < 0.01)
    }

    @Test func theDiffImageShowsWhereAndHowMuch() throws {
        let expected = try rectangleFrame(x: 10)
        let small = changing(expected, x: 50, y: 50, to: [250, 250, 250, 255])
        let big = changing(small, x: 5, y: 5, to: [0, 0, 0, 255])
        let c = PixelComparison(expected: expected, actual: big)
        let diff = DiffImage.make(expected: expected, actual: big, comparison: c)
        look(diff, "one-pixel-diff")
        let pale = diff.pixel(x: 50, y: 50), strong = diff.pixel(x: 5, y: 5)
        #expect(pale.r > 200 && pale.g > 100, "a small difference is pale red")
        #expect(strong.r > 200 && strong.g < 30, "a large difference is strong red")
        // Unchanged pixels: the expected frame, faded (the red rectangle becomes a light gray).
        let faded = diff.pixel(x: 20, y: 30)
        #expect(faded.r == faded.g && faded.r > 200)
        // The box around the changes.
        #expect(diff.pixel(x: 50 + 6, y: 50).r == DiffImage.box.0 && diff.pixel(x: 50 + 6, y: 50).g == DiffImage.box.1)
        // Anti-aliasing differences in amber.
        let shifted = try rectangleFrame(x: 10.4)
        let aa = DiffImage.make(
            expected: expected, actual: shifted, comparison: PixelComparison(expected: expected, actual: shifted))
        let edge = aa.pixel(x: 10, y: 30)
        #expect((edge.r, edge.g, edge.b) == DiffImage.antialiased)
    }

    @Test func thumbnailsAreSmall() throws {
        let f = try rectangleFrame(x: 10)
        let t = DiffImage.thumbnail(f, maxWidth: 16)
        #expect(t.width == 16 && t.height == 16)
    }
}
