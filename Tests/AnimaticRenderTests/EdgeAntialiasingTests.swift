import AnimaticCore
import Foundation
import Testing
@testable import AnimaticRender

/// Core Animation does not antialias the edges of a turned layer unless it sets
/// `allowsEdgeAntialiasing`: each pixel is the layer's or the background's, by whether its
/// centre lies inside the turned outline.
@Suite struct EdgeAntialiasingTests {
    /// A 60×40 red layer centred at (100, 100), turned 30° about z.
    func turnedRect(allowsEdgeAntialiasing: Bool) -> PresentationTree {
        var l = layer("card", frame: Rect(70, 80, 60, 40), color: red)
        l.transform = .rotation(30 * .pi / 180, 0, 0, 1)
        l.allowsEdgeAntialiasing = allowsEdgeAntialiasing
        return tree([l])
    }

    /// Whether the centre of pixel (x, y) lies inside the 60×40 rectangle centred at (100, 100)
    /// turned 30°: rotate it back by −30° about the centre and compare with the half sides.
    func insideTurnedRect(_ x: Int, _ y: Int) -> Bool {
        let dx = Double(x) + 0.5 - 100, dy = Double(y) + 0.5 - 100
        let c = cos(30 * Double.pi / 180), s = sin(30 * Double.pi / 180)
        let u = c * dx + s * dy, v = -s * dx + c * dy
        return abs(u) < 30 && abs(v) < 20
    }

    @Test func aTurnedLayersEdgesAreAliasedByPixelCentres() throws {
        let f = try render(turnedRect(allowsEdgeAntialiasing: false))
        look(f, "edges-aliased")
        var mismatches = 0, redCount = 0, between = 0
        for y in 50..<150 {
            for x in 50..<150 {
                let p = f.pixel(x: x, y: y)
                if p != redPixel && p != whitePixel { between += 1 }
                if p == redPixel { redCount += 1 }
                // A centre within a hundredth of a pixel of an edge may fall either way.
                if (p == redPixel) != insideTurnedRect(x, y) { mismatches += 1 }
            }
        }
        #expect(between == 0, "\(between) pixels between red and white")
        #expect(mismatches <= 2, "\(mismatches) pixels disagree with the centre test")
        #expect(abs(redCount - 2400) <= 40, "\(redCount) red pixels for an area of 2400")
    }

    @Test func allowsEdgeAntialiasingSmoothsThem() throws {
        let f = try render(turnedRect(allowsEdgeAntialiasing: true))
        var partial = 0
        for y in 50..<150 {
            for x in 50..<150 where f.pixel(x: x, y: y) != redPixel && f.pixel(x: x, y: y) != whitePixel {
                partial += 1
            }
        }
        // The perimeter is 200 px long; most pixels it crosses are partly covered.
        #expect(partial > 150, "\(partial) partly covered pixels")
    }

    /// Untransformed too (Stagehand's PartialTransparency views at multiples of 200/7 pt): an edge
    /// at 70.3 takes pixel 70 (centre 70.5 inside), one at 70.6 leaves it; a centre exactly on a
    /// left edge is inside, on a right edge outside (the top-left rule).
    @Test func anUntransformedLayerAtAFractionalPositionIsAliasedToo() throws {
        for (x, expectedAt70, expectedAt129, expectedAt130) in [
            (70.3, redPixel, redPixel, whitePixel), (70.6, whitePixel, redPixel, redPixel),
            (70.5, redPixel, redPixel, whitePixel),
        ] {
            let f = try render(tree([layer("card", frame: Rect(x, 80, 60, 40), color: red)]))
            #expect(f.pixel(x: 70, y: 100) == expectedAt70, "left edge at \(x)")
            #expect(f.pixel(x: 129, y: 100) == expectedAt129, "right edge at \(x + 60)")
            #expect(f.pixel(x: 130, y: 100) == expectedAt130, "right edge at \(x + 60)")
        }
    }

    /// Rounded corners stay smooth (iOS draws a circle made with cornerRadius smooth): a 40 pt
    /// circle has partly covered pixels all round its edge.
    @Test func roundedCornersStayAntialiased() throws {
        var circle = layer("dot", frame: Rect(80.25, 80.25, 40, 40), color: red)
        circle.cornerRadius = 20
        let f = try render(tree([circle]))
        var partial = 0
        for y in 75..<126 {
            for x in 75..<126 where f.pixel(x: x, y: y) != redPixel && f.pixel(x: x, y: y) != whitePixel {
                partial += 1
            }
        }
        // The circumference is 126 px; nearly every pixel it crosses is partly covered.
        #expect(partial > 100, "\(partial) partly covered pixels")
    }

    /// Under perspective the warp's outline is aliased too: every pixel is the layer's red or
    /// the white background, none between.
    @Test func aLayerInPerspectiveHasAliasedEdges() throws {
        var l = layer("card", frame: Rect(0, 0, 200, 200), color: red)
        l.position = Point(200, 200)
        l.transform = .rotation(30 * .pi / 180, 0, 1, 0)
        let t = Scenes3D.tree(
            width: 400, height: 400, root: Scenes3D.stage(width: 400, height: 400, perspective: 500, [l]))
        let f = try render(t)
        look(f, "edges-aliased-perspective")
        var between = 0, redCount = 0
        for y in 0..<400 {
            for x in 0..<400 {
                let p = f.pixel(x: x, y: y)
                if p == redPixel { redCount += 1 } else if p != whitePixel { between += 1 }
            }
        }
        #expect(between == 0, "\(between) pixels between red and white")
        #expect(redCount > 30_000)
    }
}
