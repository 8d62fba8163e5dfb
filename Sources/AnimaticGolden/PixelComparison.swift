import AnimaticCore
import AnimaticRender
import Foundation

/// How a rendered frame differs from its golden, pixel by pixel.
///
/// Every pixel whose bytes differ gets a color difference in CIEDE2000 ΔE (straight RGBA
/// composited over white and over black, the larger of the two, so a change of alpha counts
/// as what it shows). Pixels above the tolerance's ΔE are then told apart with pixelmatch's
/// anti-aliasing test: a pixel on an edge (it has both darker and brighter neighbours, at most
/// two equal ones, and the darkest or brightest neighbour sits in a flat area in both images)
/// is `antialiased`; the others are real changes.
public struct PixelComparison: Sendable {
    /// One pixel whose bytes differ.
    public enum Kind: UInt8, Sendable {
        /// Bytes differ but ΔE is within the tolerance (or nothing visible changed).
        case withinTolerance
        /// Above the ΔE limit, on an edge in either image: a sub-pixel shift of an edge.
        case antialiased
        /// Above the ΔE limit and not anti-aliasing: a real change.
        case changed
    }

    public struct Pixel: Sendable {
        public var offset: Int32
        public var kind: Kind
        public var deltaE: Float
    }

    public let width: Int
    public let height: Int
    /// Set when the two frames do not have the same size; nothing else is compared then.
    public let expectedSize: (width: Int, height: Int)?
    public let tolerance: Tolerance
    /// Pixels whose bytes differ, in row order.
    public let pixels: [Pixel]
    public let changedCount: Int
    public let antialiasedCount: Int
    public let withinToleranceCount: Int
    /// The largest ΔE over all pixels, and the largest difference of one channel (0…255).
    public let maxDeltaE: Double
    public let maxChannelDelta: Int
    /// The smallest rectangle holding every pixel above the ΔE limit, in pixels.
    public let bounds: (x: Int, y: Int, width: Int, height: Int)?

    public var total: Int { width * height }
    public var sizeMismatch: Bool { expectedSize != nil }
    /// Pixels that count against the limits: changed ones, and anti-aliased ones unless ignored.
    public var differingCount: Int {
        if sizeMismatch { return total }
        return changedCount + (tolerance.ignoresAntialiasing ? 0 : antialiasedCount)
    }
    public var differingRatio: Double { Double(differingCount) / Double(max(total, 1)) }
    public var isIdentical: Bool { !sizeMismatch && pixels.isEmpty }
    public var passes: Bool { !sizeMismatch && tolerance.allows(differing: differingCount, of: total) }

    /// Compares `actual` with `expected` under `tolerance`. Identical buffers cost one memcmp.
    public init(expected: Frame, actual: Frame, tolerance: Tolerance = .exact) {
        self.tolerance = tolerance
        width = actual.width
        height = actual.height
        let tally: Tally
        if expected.width != actual.width || expected.height != actual.height {
            expectedSize = (expected.width, expected.height)
            tally = Tally(maxDeltaE: 100, maxChannelDelta: 255, bounds: (0, 0, actual.width, actual.height))
        } else {
            expectedSize = nil
            let same = expected.rgba.withUnsafeBytes { e in
                actual.rgba.withUnsafeBytes { a in
                    e.count == a.count && memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0
                }
            }
            tally = same ? Tally() : Tally(expected: expected, actual: actual, limit: tolerance.deltaE)
        }
        pixels = tally.pixels
        changedCount = tally.changed
        antialiasedCount = tally.antialiased
        withinToleranceCount = tally.within
        maxDeltaE = tally.maxDeltaE
        maxChannelDelta = tally.maxChannelDelta
        bounds = tally.bounds
    }

    /// What a comparison found, pixel by pixel.
    private struct Tally {
        var pixels: [Pixel] = []
        var changed = 0
        var antialiased = 0
        var within = 0
        var maxDeltaE = 0.0
        var maxChannelDelta = 0
        var bounds: (x: Int, y: Int, width: Int, height: Int)? = nil

        init(maxDeltaE: Double = 0, maxChannelDelta: Int = 0, bounds: (x: Int, y: Int, width: Int, height: Int)? = nil)
        {
            self.maxDeltaE = maxDeltaE
            self.maxChannelDelta = maxChannelDelta
            self.bounds = bounds
        }

        /// Every pixel of two frames of one size whose bytes differ.
        init(expected: Frame, actual: Frame, limit: Double) {
            var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
            let w = actual.width, h = actual.height
            var memo: [UInt64: Double] = [:]
            expected.rgba.withUnsafeBytes { eRaw in
                actual.rgba.withUnsafeBytes { aRaw in
                    // Whole pixels compare as one word; the bytes stay UInt8 (no rebinding).
                    func e32(_ i: Int) -> UInt32 { eRaw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) }
                    func a32(_ i: Int) -> UInt32 { aRaw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) }
                    let e8 = eRaw, a8 = aRaw
                    for i in 0..<(w * h) where e32(i) != a32(i) {
                        let k = i * 4
                        for c in 0..<4 {
                            maxChannelDelta = max(maxChannelDelta, abs(Int(e8[k + c]) - Int(a8[k + c])))
                        }
                        // UI frames have few distinct colors: ΔE is computed once per pair.
                        let pair = UInt64(e32(i)) << 32 | UInt64(a32(i))
                        let dE: Double
                        if let known = memo[pair] {
                            dE = known
                        } else {
                            dE = ColorScience.deltaE(
                                e8[k], e8[k + 1], e8[k + 2], e8[k + 3], a8[k], a8[k + 1], a8[k + 2], a8[k + 3])
                            if memo.count < 1 << 16 { memo[pair] = dE }
                        }
                        maxDeltaE = max(maxDeltaE, dE)
                        let kind: Kind
                        if dE <= limit {
                            kind = .withinTolerance
                            within += 1
                        } else {
                            let x = i % w, y = i / w
                            if AntiAliasing.isAntialiased(e8, x, y, w, h, a8)
                                || AntiAliasing.isAntialiased(a8, x, y, w, h, e8)
                            {
                                kind = .antialiased
                                antialiased += 1
                            } else {
                                kind = .changed
                                changed += 1
                            }
                            x0 = min(x0, x)
                            y0 = min(y0, y)
                            x1 = max(x1, x)
                            y1 = max(y1, y)
                        }
                        pixels.append(Pixel(offset: Int32(i), kind: kind, deltaE: Float(dE)))
                    }
                }
            }
            bounds = x1 >= 0 ? (x0, y0, x1 - x0 + 1, y1 - y0 + 1) : nil
        }
    }

    /// "3 px differ (0.0004 %), 2 of them anti-aliasing; largest ΔE00 12.41 (channel Δ 40)".
    public var summary: String {
        if let e = expectedSize {
            return "size differs: golden \(e.width)×\(e.height) px, actual \(width)×\(height) px"
        }
        let over = changedCount + antialiasedCount
        var s = "\(Self.count(over)) differ (\(Self.percent(Double(over) / Double(max(total, 1)))))"
        if antialiasedCount > 0 {
            s += ", \(antialiasedCount) of them anti-aliasing" + (tolerance.ignoresAntialiasing ? " (ignored)" : "")
        }
        if withinToleranceCount > 0 {
            s += ", \(withinToleranceCount) more within ΔE \(Tolerance.short(tolerance.deltaE))"
        }
        s += String(format: "; largest ΔE00 %.2f (channel Δ %d)", maxDeltaE, maxChannelDelta)
        return s
    }

    static func count(_ n: Int) -> String { n == 1 ? "1 px" : "\(n) px" }

    /// A share as a percentage with enough digits to show one pixel of a large frame.
    public static func percent(_ share: Double) -> String {
        let p = share * 100
        if p == 0 { return "0 %" }
        if p >= 10 { return String(format: "%.1f %%", p) }
        if p >= 0.1 { return String(format: "%.2f %%", p) }
        return String(format: "%.2g %%", p)
    }
}

/// sRGB → CIELAB (D65) and CIEDE2000.
public enum ColorScience {
    /// sRGB byte → linear light.
    static let linear: [Double] = (0..<256).map { srgbToLinear(Double($0) / 255) }

    static func srgbToLinear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIELAB of linear RGB (D65 white).
    static func lab(linearR r: Double, g: Double, b: Double) -> (l: Double, a: Double, b: Double) {
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : t * 24389 / 27 / 116 + 16.0 / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIELAB of a straight-alpha sRGB pixel composited over a gray background (0…1).
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, over background: Double) -> (
        l: Double, a: Double, b: Double
    ) {
        if a == 255 { return lab(linearR: linear[Int(r)], g: linear[Int(g)], b: linear[Int(b)]) }
        let alpha = Double(a) / 255
        func over(_ c: UInt8) -> Double { srgbToLinear(Double(c) / 255 * alpha + background * (1 - alpha)) }
        return lab(linearR: over(r), g: over(g), b: over(b))
    }

    /// ΔE00 between two straight-alpha pixels: opaque ones directly, others over white and
    /// over black, the larger.
    public static func deltaE(
        _ r1: UInt8, _ g1: UInt8, _ b1: UInt8, _ a1: UInt8,
        _ r2: UInt8, _ g2: UInt8, _ b2: UInt8, _ a2: UInt8
    ) -> Double {
        if a1 == 255, a2 == 255 {
            return ciede2000(lab(r1, g1, b1, 255, over: 1), lab(r2, g2, b2, 255, over: 1))
        }
        let white = ciede2000(lab(r1, g1, b1, a1, over: 1), lab(r2, g2, b2, a2, over: 1))
        let black = ciede2000(lab(r1, g1, b1, a1, over: 0), lab(r2, g2, b2, a2, over: 0))
        return max(white, black)
    }

    /// CIEDE2000 (Sharma, Wu and Dalal 2005), kL = kC = kH = 1.
    public static func ciede2000(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double))
        -> Double
    {
        let deg = Double.pi / 180
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let cBar = (c1 + c2) / 2
        let cBar7 = pow(cBar, 7)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + 6103515625)).squareRoot())  // 25^7
        let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
        let c1p = (a1 * a1 + p.b * p.b).squareRoot(), c2p = (a2 * a2 + q.b * q.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0, b == 0 { return 0 }
            let h = atan2(b, a) / deg
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
        let dL = q.l - p.l, dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (c1p * c2p).squareRoot() * sin(dh / 2 * deg)
        let lBar = (p.l + q.l) / 2, cBarP = (c1p + c2p) / 2
        var hBar = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 {
                hBar = (h1 + h2) / 2
            } else if h1 + h2 < 360 {
                hBar = (h1 + h2 + 360) / 2
            } else {
                hBar = (h1 + h2 - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos((hBar - 30) * deg) + 0.24 * cos(2 * hBar * deg)
            + 0.32 * cos((3 * hBar + 6) * deg) - 0.20 * cos((4 * hBar - 63) * deg)
        let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
        let cBarP7 = pow(cBarP, 7)
        let rc = 2 * (cBarP7 / (cBarP7 + 6103515625)).squareRoot()
        let l50 = (lBar - 50) * (lBar - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * cBarP
        let sh = 1 + 0.015 * cBarP * t
        let rt = -sin(2 * dTheta * deg) * rc
        let l = dL / sl, c = dC / sc, h = dH / sh
        return max(0, l * l + c * c + h * h + rt * c * h).squareRoot()
    }
}

/// pixelmatch's anti-aliasing test (Vysniauskas 2009, as pixelmatch implements it), on the
/// brightness (YIQ's Y) of pixels blended over white.
enum AntiAliasing {
    @inline(__always)
    static func brightness(_ img: UnsafeRawBufferPointer, _ i: Int) -> Double {
        let a = Double(img[i + 3]) / 255
        let r = 255 + (Double(img[i]) - 255) * a
        let g = 255 + (Double(img[i + 1]) - 255) * a
        let b = 255 + (Double(img[i + 2]) - 255) * a
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// Whether the pixel (x1, y1) of `img` is anti-aliasing between a darker and a brighter
    /// area; `other` is the other image.
    static func isAntialiased(
        _ img: UnsafeRawBufferPointer, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
        _ other: UnsafeRawBufferPointer
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = brightness(img, (y1 * width + x1) * 4)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = center - brightness(img, (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    /// Whether the pixel has three or more identical neighbours (image borders count as one).
    static func hasManySiblings(_ img: UnsafeRawBufferPointer, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int)
        -> Bool
    {
        func pixel(_ i: Int) -> UInt32 { img.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) }
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = pixel(y1 * width + x1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if pixel(y * width + x) == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
