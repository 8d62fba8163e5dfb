import AnimaticCore
import CCairo
import Foundation
import Testing
@testable import AnimaticRender

/// The shadow blur's shortcuts (alphas summed per block as integers, repeated rows blurred
/// once, the shadow left out under the layer's opaque interior) must not move a bit: these
/// compare them with the computation written out directly.
@Suite struct ShadowMaskIdentityTests {
    /// An ARGB32 surface whose alphas are mostly repeated rows (a card's sides) with a few
    /// rows of noise, a partial edge and a notch, so both the shortcuts and the general paths run.
    func body(width: Int, height: Int) -> OpaquePointer {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let data = cairo_image_surface_get_data(s)!
        let stride = Int(cairo_image_surface_get_stride(s))
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                var a: UInt32
                if x < 3 || x >= width - 2 || y < 2 || y >= height - 3 {
                    a = 0
                } else if x == 3 || y == 2 {
                    a = 97
                } else {
                    a = 255
                }
                if y == height / 2 || y == height / 3 {
                    seed = seed &* 1_103_515_245 &+ 12345
                    a = (seed >> 16) & 255
                }
                if y > height / 2 && y < height / 2 + 4 && x > 10 && x < 17 { a = 40 }
                data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
                    $0.pointee = a << 24
                }
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    /// The blurred alpha as first written: float accumulation pixel by pixel, every row convolved.
    func directMask(_ body: OpaquePointer, width: Int, height: Int, sigma: Double, margin: Int) -> [Float] {
        let factor = ShadowBlur.downsampleFactor(sigma: sigma)
        let w = width + 2 * margin, h = height + 2 * margin
        let lw = (w + factor - 1) / factor, lh = (h + factor - 1) / factor
        let data = cairo_image_surface_get_data(body)!
        let stride = Int(cairo_image_surface_get_stride(body))
        let weight = 1 / Float(factor * factor)
        var out = [Float](repeating: 0, count: lw * lh)
        for y in 0..<height {
            for x in 0..<width {
                let a = Float(data[y * stride + x * 4 + 3])
                out[((y + margin) / factor) * lw + (x + margin) / factor] += factor == 1 ? a : a * weight
            }
        }
        let f = Double(factor)
        let reduced = factor == 1 ? sigma : max(sigma * sigma - f * f / 4, 1).squareRoot() / f
        let kernel = ShadowBlur.gaussianKernel(sigma: reduced)
        let r = kernel.count / 2
        /// One pass, tap by tap in order. Rows are zero-padded (a tap beyond the edge adds
        /// 0 · w, as ShadowBlur's padded row does); columns skip such taps, as it does.
        func pass(_ source: [Float], alongRows: Bool) -> [Float] {
            var result = source
            for y in 0..<lh {
                for x in 0..<lw {
                    var o: Float = 0
                    for k in 0..<kernel.count {
                        let (sx, sy) = alongRows ? (x + k - r, y) : (x, y + k - r)
                        let inside = sx >= 0 && sx < lw && sy >= 0 && sy < lh
                        if inside { o += source[sy * lw + sx] * kernel[k] } else if alongRows { o += 0 * kernel[k] }
                    }
                    result[y * lw + x] = o
                }
            }
            return result
        }
        return pass(pass(out, alongRows: true), alongRows: false)
    }

    @Test(arguments: [(2.5, 61, 47), (7.0, 64, 50), (9.5, 77, 83), (15.0, 90, 70), (30.0, 41, 120)])
    func shadowMaskIsTheDirectComputationBitForBit(sigma: Double, width: Int, height: Int) throws {
        let source = body(width: width, height: height)
        defer { cairo_surface_destroy(source) }
        let margin = Int((3 * sigma).rounded(.up)) + 1
        let factor = ShadowBlur.downsampleFactor(sigma: sigma)
        let blurred = try ShadowBlur.withBlurredAlpha(
            of: source, rect: PixelRect(x0: 5, y0: 7, x1: 5 + width, y1: 7 + height), sigma: sigma, margin: margin,
            factor: factor, surfaces: SurfacePool()
        ) { out, _, _ in Array(out) }
        let expected = directMask(source, width: width, height: height, sigma: sigma, margin: margin)
        #expect(blurred.count == expected.count)
        let differing = zip(blurred, expected).filter { $0.bitPattern != $1.bitPattern }.count
        #expect(differing == 0, "σ \(sigma): \(differing) of \(expected.count) values differ")
        // The blur is not trivially empty or full: the comparison has something to catch.
        #expect(Set(expected.map { ShadowBlur.flooredByte($0) }).count > 20)
    }

    /// The shadow is left out under the whole device pixels the opaque background covers:
    /// (10.5, 20.25)–(110.5, 70.25) points at scale 2 cover x 21…221 and y 40.5…140.5 pixels.
    @Test func opaqueInteriorIsTheWholePixelsTheBackgroundCovers() {
        var l = layer("card", frame: Rect(10.5, 20.25, 100, 50), color: red)
        let m = cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: 21, y0: 40.5)
        l.bounds = Rect(0, 0, 100, 50)
        #expect(ShadowOcclusion.opaqueInterior(of: l, matrix: m) == PixelRect(x0: 21, y0: 41, x1: 221, y1: 140))

        // Rounded corners: inset by the radius (8 pt = 16 px), by 1.5287 radii for continuous ones.
        l.cornerRadius = 8
        #expect(ShadowOcclusion.opaqueInterior(of: l, matrix: m) == PixelRect(x0: 37, y0: 57, x1: 205, y1: 124))
        l.cornerCurve = .continuous
        #expect(ShadowOcclusion.opaqueInterior(of: l, matrix: m) == PixelRect(x0: 46, y0: 65, x1: 196, y1: 116))
        l.cornerCurve = .circular
        l.cornerRadius = 0

        // A flipped placement (negative scale) gives the same pixels.
        let flipped = cairo_matrix_t(xx: -2, yx: 0, xy: 0, yy: 2, x0: 221, y0: 40.5)
        #expect(ShadowOcclusion.opaqueInterior(of: l, matrix: flipped) == PixelRect(x0: 21, y0: 41, x1: 221, y1: 140))

        // Nothing is certain under a translucent background, a mask, or a turned placement.
        var translucent = l
        translucent.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.99)
        #expect(ShadowOcclusion.opaqueInterior(of: translucent, matrix: m) == nil)
        var masked = l
        masked.mask = layer("mask", frame: Rect(0, 0, 10, 10), color: .black)
        #expect(ShadowOcclusion.opaqueInterior(of: masked, matrix: m) == nil)
        let turned = cairo_matrix_t(xx: 1.9, yx: 0.6, xy: -0.6, yy: 1.9, x0: 21, y0: 40.5)
        #expect(ShadowOcclusion.opaqueInterior(of: l, matrix: turned) == nil)
        var clear = l
        clear.backgroundColor = .clear
        #expect(ShadowOcclusion.opaqueInterior(of: clear, matrix: m) == nil)
    }

    /// A card over a pattern, with its shadow: the strip beside its edge is shadowed over the
    /// pattern and the card's interior is the card's own color, at a fractional position.
    @Test func aShadowedOpaqueCardShowsItsShadowOnlyOutsideItself() throws {
        var card = layer(
            "card", frame: Rect(40.3, 30.6, 100, 120), color: Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 1))
        card.shadow = Shadow(color: .black, opacity: 1, radius: 12, offset: Size(0, 0))
        let f = try render(tree(width: 200, height: 200, scale: 2, [card]))
        look(f, "shadow-occlusion")
        // Inside: the card's color exactly, right up to the first whole pixel inside its edge.
        for (x, y) in [(81, 62), (279, 62), (81, 300), (200, 200), (279, 300)] {
            let p = f.pixel(x: x, y: y)
            #expect(p.r == 51 && p.g == 102 && p.b == 230, "(\(x), \(y)) \(describe(p))")
        }
        // Outside the left edge (x = 80.6 px): σ = 0.98 · 12 pt · 2 = 23.52 px, the half-plane's
        // shadow 255·(1 − Φ(−t/σ)) (the other edges are more than 4σ away).
        for t in [1.4, 6.4, 12.4] {
            let x = Int(80.6 - t)
            let distance = 80.6 - (Double(x) + 0.5)
            let expected = 255 * (1 - phi(-distance / 23.52))
            let actual = Double(f.pixel(x: x, y: 200).r)
            #expect(abs(actual - expected) <= 3.5, "t \(distance): \(actual) vs \(expected)")
        }
    }
}
