import AnimaticCore
import Testing
@testable import AnimaticRender

@Suite struct ClipAndBorderTests {
    @Test func cornerRadiusRoundsTheBackground() throws {
        var l = layer("l", frame: Rect(50, 50, 100, 100), color: red)
        l.cornerRadius = 20
        let f = try render(tree([l]))
        look(f, "rounded")
        // Pixel centers (50.5, 50.5) etc. are 27.6 pt from the corner arcs' centers: outside.
        #expect(f.pixel(x: 50, y: 50) == whitePixel)
        #expect(f.pixel(x: 149, y: 50) == whitePixel)
        #expect(f.pixel(x: 50, y: 149) == whitePixel)
        #expect(f.pixel(x: 149, y: 149) == whitePixel)
        #expect(f.pixel(x: 100, y: 100) == redPixel)
        #expect(f.pixel(x: 100, y: 50) == redPixel)  // straight edges stay sharp
        #expect(f.pixel(x: 56, y: 56) == redPixel)  // (56.5, 56.5) is 19.1 from (70, 70)
        let arc = f.pixel(x: 54, y: 54)  // 22 from the center: outside, but close
        #expect(arc == whitePixel, "\(describe(arc))")
    }

    @Test func cornerRadiusIsClampedToHalfTheShortSide() throws {
        var l = layer("l", frame: Rect(0, 0, 100, 40), color: red)
        l.cornerRadius = 500  // behaves as 20: a capsule
        let f = try render(tree([l]))
        #expect(f.pixel(x: 50, y: 1) == redPixel)
        #expect(f.pixel(x: 20, y: 20) == redPixel)
        #expect(f.pixel(x: 1, y: 20) != whitePixel)
        #expect(f.pixel(x: 2, y: 2) == whitePixel)
    }

    @Test func masksToBoundsClipsSublayers() throws {
        func parent(masks: Bool) -> RenderLayer {
            var p = layer("p", frame: Rect(50, 50, 100, 100), color: blue)
            p.cornerRadius = 20
            p.masksToBounds = masks
            p.sublayers = [
                layer("out", frame: Rect(80, 80, 60, 60), color: green),
                layer("corner", frame: Rect(-10, -10, 40, 40), color: red),
            ]
            return p
        }
        let clipped = try render(tree([parent(masks: true)]))
        let unclipped = try render(tree([parent(masks: false)]))
        look(clipped, "masks-to-bounds")
        #expect(clipped.pixel(x: 140, y: 140) == greenPixel)
        #expect(clipped.pixel(x: 160, y: 160) == whitePixel)
        #expect(clipped.pixel(x: 50, y: 50) == whitePixel)  // rounded corner clips the child too
        #expect(clipped.pixel(x: 45, y: 45) == whitePixel)
        #expect(clipped.pixel(x: 65, y: 65) == redPixel)
        #expect(unclipped.pixel(x: 160, y: 160) == greenPixel)
        #expect(unclipped.pixel(x: 50, y: 50) == redPixel)
        #expect(unclipped.pixel(x: 45, y: 45) == redPixel)
    }

    @Test func borderIsInsideTheBoundsAndAboveSublayers() throws {
        var l = layer("l", frame: Rect(50, 50, 100, 100), color: red)
        l.borderWidth = 4
        l.borderColor = blue
        l.sublayers = [layer("c", frame: Rect(0, 40, 100, 20), color: green)]
        let f = try render(tree([l]))
        look(f, "border")
        #expect(f.pixel(x: 51, y: 30 + 50) == bluePixel)  // 1 px inside the left edge
        #expect(f.pixel(x: 56, y: 30 + 50) == redPixel)  // 6 px inside
        #expect(f.pixel(x: 148, y: 80) == bluePixel)
        #expect(f.pixel(x: 143, y: 80) == redPixel)
        #expect(f.pixel(x: 100, y: 50) == bluePixel)
        #expect(f.pixel(x: 100, y: 53) == bluePixel)
        #expect(f.pixel(x: 100, y: 54) == redPixel)
        #expect(f.pixel(x: 49, y: 80) == whitePixel)  // nothing outside the bounds
        #expect(f.pixel(x: 51, y: 100) == bluePixel)  // over the sublayer
        #expect(f.pixel(x: 60, y: 100) == greenPixel)
    }

    @Test func borderFollowsRoundedCorners() throws {
        var l = layer("l", frame: Rect(50, 50, 100, 100), color: red)
        l.cornerRadius = 20
        l.borderWidth = 4
        l.borderColor = blue
        let f = try render(tree([l]))
        look(f, "rounded-border")
        #expect(f.pixel(x: 50, y: 50) == whitePixel)
        // On the diagonal from the arc center (70,70): distance 18 → border, 12 → fill.
        let d18 = 70 - Int((18 / 2.0.squareRoot()).rounded())  // 57
        let d12 = 70 - Int((12 / 2.0.squareRoot()).rounded())  // 62
        #expect(f.pixel(x: d18, y: d18) == bluePixel, "\(describe(f.pixel(x: d18, y: d18)))")
        #expect(f.pixel(x: d12, y: d12) == redPixel, "\(describe(f.pixel(x: d12, y: d12)))")
    }
}
