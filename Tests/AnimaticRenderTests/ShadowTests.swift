import AnimaticCore
import Foundation
import Testing
@testable import AnimaticRender

@Suite struct ShadowTests {
    func shadowed(_ frame: Rect = Rect(50, 50, 50, 50), radius: Double = 0, offset: Size = Size(10, 10)) -> RenderLayer
    {
        var l = layer("s", frame: frame, color: red)
        l.shadow = Shadow(color: .black, opacity: 1, radius: radius, offset: offset)
        return l
    }

    /// The mask's bytes: rounding down without libm must be (v + slack).rounded(.down) then
    /// the clamp, on whole numbers less and more than the slack, their neighbours, the ends and NaN.
    @Test func maskBytesRoundDownAndClamp() {
        let slack = ShadowBlur.floorSlack
        var values: [Float] = [-1, -0.5, 0, 0.99, 254.99, 255, 255.4, 300, .infinity, -.infinity]
        for i in 0...255 {
            let v = Float(i)
            values += [v, v.nextUp, v.nextDown, v - slack / 2, v - 2 * slack, v + 0.5, v + 0.999]
        }
        for v in values {
            let expected = UInt8(max(0, min(255, (v + slack).rounded(.down))))
            #expect(ShadowBlur.flooredByte(v) == expected, "\(v)")
        }
        #expect(ShadowBlur.flooredByte(.nan) == 255)
        #expect(ShadowBlur.flooredByte(254.999) == 255 && ShadowBlur.flooredByte(254.9) == 254)
    }

    @Test func hardShadowIsAnOffsetCopyBehindTheLayer() throws {
        let f = try render(tree([shadowed()]))
        look(f, "shadow-hard")
        #expect(f.pixel(x: 105, y: 105) == blackPixel)
        #expect(f.pixel(x: 109, y: 109) == blackPixel)
        #expect(f.pixel(x: 60, y: 100) == blackPixel)
        #expect(f.pixel(x: 110, y: 110) == whitePixel)
        #expect(f.pixel(x: 59, y: 105) == whitePixel)
        #expect(f.pixel(x: 55, y: 105) == whitePixel)
        #expect(f.pixel(x: 75, y: 75) == redPixel)  // the layer is above its shadow
        #expect(f.pixel(x: 99, y: 99) == redPixel)
    }

    @Test func hardShadowAtScale2() throws {
        let f = try render(tree(scale: 2, [shadowed()]))
        #expect(f.pixel(x: 210, y: 210) == blackPixel)
        #expect(f.pixel(x: 219, y: 219) == blackPixel)
        #expect(f.pixel(x: 220, y: 210) == whitePixel)
        #expect(f.pixel(x: 199, y: 199) == redPixel)
    }

    @Test func defaultOffsetCastsUpward() throws {
        var l = layer("s", frame: Rect(50, 50, 50, 50), color: red)
        l.shadow = Shadow(opacity: 1, radius: 0)  // CALayer's default offset (0, −3)
        let f = try render(tree([l]))
        #expect(f.pixel(x: 75, y: 47) == blackPixel)
        #expect(f.pixel(x: 75, y: 46) == whitePixel)
        #expect(f.pixel(x: 75, y: 99) == redPixel)
        #expect(f.pixel(x: 75, y: 100) == whitePixel)
    }

    @Test func blurredShadowFades() throws {
        // radius 8 → σ 7.84 px (iOS's 0.98 r). The shadow square spans x 60…110; pixel 109 sits
        // half a pixel inside its edge, about half covered; the blur reaches 3σ + 1 px past it.
        let f = try render(tree([shadowed(radius: 8)]))
        look(f, "shadow-blur")
        let edge = f.pixel(x: 109, y: 85)
        #expect(gray(edge) > 60 && gray(edge) < 190, "\(describe(edge))")
        let inner = f.pixel(x: 104, y: 85), outer = f.pixel(x: 118, y: 85)
        #expect(
            gray(inner) < gray(edge) && gray(edge) < gray(outer),
            "\(describe(inner)) \(describe(edge)) \(describe(outer))")
        #expect(gray(outer) < 255)
        #expect(f.pixel(x: 136, y: 85) == whitePixel)
        #expect(f.pixel(x: 75, y: 75) == redPixel)
    }

    @Test func shadowColorAndOpacityMultiply() throws {
        var l = shadowed()
        l.shadow.color = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        l.shadow.opacity = 0.5
        let p = try render(tree([l])).pixel(x: 105, y: 105)
        // Blue at 25 % over white: (191, 191, 255).
        #expect(abs(Int(p.r) - 191) <= 1 && p.r == p.g && p.b == 255, "\(describe(p))")
    }

    @Test func opacityFadesShadowAndLayerTogether() throws {
        var l = shadowed()
        l.opacity = 0.5
        let f = try render(tree([l]))
        let shadowOnly = f.pixel(x: 105, y: 105)
        #expect(shadowOnly.r >= 127 && shadowOnly.r <= 128 && shadowOnly.g == shadowOnly.r, "\(describe(shadowOnly))")
        // The layer hides its own shadow before the fade: over the shadow it looks the same
        // as where there is no shadow.
        #expect(f.pixel(x: 55, y: 55) == f.pixel(x: 95, y: 95))
        #expect(f.pixel(x: 55, y: 55).g >= 127 && f.pixel(x: 55, y: 55).g <= 128)
    }

    @Test func masksToBoundsHidesTheShadowOutsideTheBounds() throws {
        var l = shadowed()
        l.masksToBounds = true
        let f = try render(tree([l]))
        #expect(f.pixel(x: 105, y: 105) == whitePixel)
        #expect(f.pixel(x: 75, y: 75) == redPixel)
    }

    /// On iOS a layer's mask clips its own shadow (material-components' shadow layer cuts its
    /// shadow out of the card this way): a mask the size of the bounds hides the shadow outside
    /// them; one reaching past the bounds lets that part of the shadow through.
    @Test func theMaskClipsTheLayersOwnShadow() throws {
        var l = shadowed()
        l.mask = layer("mask", frame: Rect(0, 0, 50, 50), color: .black)
        let f = try render(tree([l]))
        #expect(f.pixel(x: 105, y: 105) == whitePixel)
        #expect(f.pixel(x: 75, y: 75) == redPixel)
        l.mask = layer("mask", frame: Rect(0, 0, 55, 70), color: .black)
        let wider = try render(tree([l]))
        // Shadow over x, y 60…110, mask to x 105 and y 120: (102, 105) is shadow, (107, 105) is not.
        #expect(wider.pixel(x: 102, y: 105) == blackPixel)
        #expect(wider.pixel(x: 107, y: 105) == whitePixel)
        #expect(wider.pixel(x: 75, y: 75) == redPixel)
    }

    @Test func shadowTakesTheShapeOfTheContentNotTheBounds() throws {
        // No background: only the 20×20 child casts the shadow.
        var l = layer("s", frame: Rect(50, 50, 100, 100))
        l.shadow = Shadow(opacity: 1, radius: 0, offset: Size(10, 10))
        l.sublayers = [layer("c", frame: Rect(0, 0, 20, 20), color: red)]
        let f = try render(tree([l]))
        look(f, "shadow-content")
        #expect(f.pixel(x: 75, y: 75) == blackPixel)
        #expect(f.pixel(x: 55, y: 55) == redPixel)
        #expect(f.pixel(x: 145, y: 145) == whitePixel)  // the bounds rectangle casts nothing
        #expect(f.pixel(x: 100, y: 100) == whitePixel)
    }

    @Test func shadowFollowsTheLayerTransform() throws {
        // Scaled 2× about its center, the layer's plane carries its shadow: offset 20.
        var l = shadowed(Rect(75, 75, 50, 50))
        l.transform = .scale(2, 2)  // covers 50…150
        let f = try render(tree([l]))
        #expect(f.pixel(x: 160, y: 160) == blackPixel)
        #expect(f.pixel(x: 169, y: 169) == blackPixel)
        #expect(f.pixel(x: 170, y: 169) == whitePixel)
    }

    @Test func nestedShadowsLandInTheRightPlace() throws {
        var parent = layer("p", frame: Rect(20, 20, 100, 100), color: blue)
        parent.shadow = Shadow(opacity: 1, radius: 0, offset: Size(50, 0))
        var child = layer("c", frame: Rect(10, 10, 20, 20), color: red)
        child.shadow = Shadow(color: green, opacity: 1, radius: 0, offset: Size(10, 10))
        parent.sublayers = [child]
        let f = try render(tree([parent]))
        look(f, "shadow-nested")
        #expect(f.pixel(x: 35, y: 35) == redPixel)
        #expect(f.pixel(x: 55, y: 55) == greenPixel)
        #expect(f.pixel(x: 61, y: 61) == bluePixel)
        #expect(f.pixel(x: 130, y: 50) == blackPixel)
        #expect(f.pixel(x: 169, y: 119) == blackPixel)
        #expect(f.pixel(x: 170, y: 50) == whitePixel)
    }

    @Test func shadowOfAPartlyOffscreenLayerStillShows() throws {
        // The layer is left of the canvas; its shadow is offset into view.
        var l = layer("s", frame: Rect(-60, 0, 50, 50), color: red)
        l.shadow = Shadow(opacity: 1, radius: 0, offset: Size(40, 0))
        let f = try render(tree([l]))
        #expect(f.pixel(x: 0, y: 25) == blackPixel)
        #expect(f.pixel(x: 29, y: 25) == blackPixel)
        #expect(f.pixel(x: 30, y: 25) == whitePixel)
    }
}

/// How iOS quantizes a shadow (docs/fidelity.md, MDC recordings on iOS 11.2): the shadow's
/// alpha, opacity × colour alpha × the Gaussian blur of the shape (σ = 0.98 shadowRadius), is
/// rounded *down* to 8 bits before it is blended. The visible tail so ends where
/// 255 × opacity × Φ(−t/σ) drops below 1: 2.17σ out at opacity 0.26, 1.64σ at 0.08.
@Suite struct ShadowQuantizationTests {
    /// Outside a straight edge of a 200 × 200 pt card (the other edges over 10σ away) on
    /// white, a black shadow reads 255 − ⌊255 · opacity · Φ(−t/σ)⌋, t the distance of the pixel
    /// centre from the edge. Where 255 · opacity · Φ is within 0.1 of a whole number the
    /// reduced-resolution blur may land either side of it; everywhere else it is exact.
    @Test(arguments: [(0.26, 8.0, 1.0), (0.08, 10.67, 1.0), (0.26, 16.0, 2.0), (0.5, 3.0, 2.0)])
    func edgeProfileIsTheBlurTimesOpacityRoundedDown(opacity: Double, radius: Double, scale: Double) throws {
        var l = layer("card", frame: Rect(100, 100, 200, 200), color: .black)
        l.shadow = Shadow(opacity: opacity, radius: radius, offset: Size(0, 0))
        let f = try render(tree(width: 400, height: 400, scale: scale, [l]))
        let sigma = 0.98 * radius * scale
        let edge = 100 * scale
        var exact = 0
        for x in stride(from: Int(edge) - 1, through: max(0, Int(edge - 3 * sigma) - 2), by: -1) {
            let t = edge - (Double(x) + 0.5)
            let level = 255 * opacity * phi(-t / sigma)
            let expected = 255 - Int(level.rounded(.down))
            let actual = Int(f.pixel(x: x, y: Int(200 * scale)).g)
            let fraction = level - level.rounded(.down)
            if fraction < 0.1 || fraction > 0.9 {
                #expect(abs(actual - expected) <= 1, "t \(t) px: \(actual), ⌊\(level)⌋ → \(expected)")
            } else {
                exact += 1
                #expect(actual == expected, "t \(t) px: \(actual), ⌊\(level)⌋ → \(expected)")
            }
        }
        #expect(exact > 10)
    }
}

@Suite struct BlurTests {
    @Test func largeBlursRunAtReducedResolution() {
        #expect(ShadowBlur.downsampleFactor(sigma: 4) == 1)
        #expect(ShadowBlur.downsampleFactor(sigma: 5.9) == 1)
        #expect(ShadowBlur.downsampleFactor(sigma: 6) == 2)
        #expect(ShadowBlur.downsampleFactor(sigma: 20) == 4)
        #expect(ShadowBlur.downsampleFactor(sigma: 48) == 16)
    }

    @Test(arguments: [0.5, 1.5, 2.0, 4.0, 9.0])
    func blurConservesMassAndIsAGaussian(sigma: Double) throws {
        let n = 81
        var b = [Float](repeating: 0, count: n * n)
        b[40 * n + 40] = 1000
        try ShadowBlur.blur(&b, width: n, height: n, sigma: sigma)
        let sum = b.reduce(0, +)
        #expect(abs(sum - 1000) < 0.5, "sum \(sum)")
        #expect(abs(b[40 * n + 37] - b[40 * n + 43]) < 1e-3)
        #expect(abs(b[37 * n + 40] - b[40 * n + 37]) < 1e-3)
        // The variance along x is σ² (less the tails cut at 3σ, under 3 %).
        var variance: Float = 0
        for y in 0..<n { for x in 0..<n { variance += b[y * n + x] * Float((x - 40) * (x - 40)) } }
        variance /= 1000
        let expected = Float(sigma * sigma)
        #expect(abs(variance - expected) < 0.04 * expected + 0.05, "variance \(variance) for σ² \(expected)")
    }

    @Test func gaussianKernelIsNormalized() {
        let k = ShadowBlur.gaussianKernel(sigma: 1.2)
        #expect(k.count == 2 * 4 + 1)
        #expect(abs(k.reduce(0, +) - 1) < 1e-5)
        #expect(k[4] > k[3] && k[3] == k[5])
    }

    @Test(arguments: [(20.0, 1.0), (8.0, 2.0), (40.0, 1.0)])
    func wideShadowEdgeFollowsTheGaussian(radius: Double, scale: Double) throws {
        // A 200×200 layer with an unoffset shadow: outside its right edge, on the middle row, the
        // shadow is Φ(−t/σ) times the share of the Gaussian within the layer's height, with σ
        // = 0.98 radius in points (iOS's, measured on material-components' recordings). Shadow-only
        // pixels on white read 255·(1 − that), less than a level lighter where it is rounded down.
        var l = layer("s", frame: Rect(100, 100, 200, 200), color: .black)
        l.shadow = Shadow(opacity: 1, radius: radius, offset: Size(0, 0))
        let f = try render(tree(width: 400 + radius * 2, height: 400, scale: scale, [l]))
        look(f, "shadow-wide-\(Int(radius))")
        let sigma = 0.98 * radius * scale
        let edge = 300 * scale
        let halfHeight = 100 * scale
        let vertical = phi(halfHeight / sigma) - phi(-halfHeight / sigma)
        for t in [0.5, 0.5 * sigma, sigma, 2 * sigma] {
            let x = Int(edge + t - 0.5)
            let distance = Double(x) + 0.5 - edge
            let expected = 255 * (1 - phi(-distance / sigma) * vertical)
            let actual = Double(f.pixel(x: x, y: Int(200 * scale)).r)
            #expect(abs(actual - expected) <= 3.5, "σ \(sigma) px, t \(distance): \(actual) vs \(expected)")
        }
    }
}

/// The standard normal distribution function.
func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
