import AnimaticCore
@testable import AnimaticRender

/// The warp sampler as it was before the scanline rewrite (per-pixel, scalar, one pixel at a
/// time), kept verbatim as the reference the fast sampler must reproduce bit for bit: the
/// project's goldens were recorded with it.
struct ReferenceSampler {
    struct Level {
        var base: UnsafePointer<UInt32>
        var stride: Int
        var width: Int, height: Int
        var scaleX: Double, scaleY: Double
        /// The last texel centers: width − 1, height − 1.
        var maxU: Double, maxV: Double

        init(base: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int, scaleX: Double, scaleY: Double) {
            self.base = base
            self.stride = stride
            self.width = width
            self.height = height
            self.scaleX = scaleX
            self.scaleY = scaleY
            maxU = Double(width - 1)
            maxV = Double(height - 1)
        }
    }

    var levels: [Level]
    var hinv: Homography
    /// Opacity in 0…256.
    var alpha: UInt64

    static let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF
    static let half: UInt64 = 0x0080_0080_0080_0080

    /// A premultiplied ARGB32 pixel spread to lanes: B, R, G, A in bits 0, 16, 32, 48.
    @inline(__always)
    static func spread(_ p: UInt32) -> UInt64 {
        let p = UInt64(p)
        return (p | (p << 24)) & laneMask
    }

    @inline(__always)
    static func pack(_ x: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: x | (x >> 24))
    }

    /// (a·(256 − t) + b·t) / 256 per lane, rounded; t in 0…256.
    @inline(__always)
    static func lerp(_ a: UInt64, _ b: UInt64, _ t: UInt64) -> UInt64 {
        ((a &* (256 &- t) &+ b &* t &+ half) >> 8) & laneMask
    }

    /// Bilinear sample of `level` at level-0 texture coordinates (u, v) (pixel centers at
    /// half-integers), spread to lanes.
    @inline(__always)
    static func bilinear(_ l: Level, _ u: Double, _ v: Double) -> UInt64 {
        // Clamped to the texel centers, then one conversion per axis to 24.8 fixed point:
        // the integer part indexes, the fraction weighs.
        var fu = u * l.scaleX - 0.5, fv = v * l.scaleY - 0.5
        if !(fu > 0) { fu = 0 }
        if fu > l.maxU { fu = l.maxU }
        if !(fv > 0) { fv = 0 }
        if fv > l.maxV { fv = l.maxV }
        let xu = Int(fu * 256), xv = Int(fv * 256)
        let i0 = xu >> 8, j0 = xv >> 8
        let wx = UInt64(truncatingIfNeeded: xu & 0xFF), wy = UInt64(truncatingIfNeeded: xv & 0xFF)
        let i1 = i0 < l.width - 1 ? i0 + 1 : i0
        let r0 = l.base + j0 * l.stride
        let r1 = j0 < l.height - 1 ? r0 + l.stride : r0
        let top = lerp(spread(r0[i0]), spread(r0[i1]), wx)
        let bottom = lerp(spread(r1[i0]), spread(r1[i1]), wx)
        return lerp(top, bottom, wy)
    }

    /// log2 of the footprint (level-0 texels per pixel, the larger axis) at homogeneous
    /// texture point (U, V, Q), clamped at 0: ρ² from the inverse's Jacobian, log2 read from
    /// its bits (exponent + mantissa − 1, within 0.09 of the true log2).
    @inline(__always)
    static func lod(_ h: Homography, _ U: Double, _ V: Double, _ Q: Double) -> Double {
        guard Q > 1e-300 else { return 0 }
        let iq = 1 / Q
        let u = U * iq, v = V * iq
        let dux = (h.h11 - u * h.h13) * iq, dvx = (h.h12 - v * h.h13) * iq
        let duy = (h.h21 - u * h.h23) * iq, dvy = (h.h22 - v * h.h23) * iq
        let rho2 = max(dux * dux + dvx * dvx, duy * duy + dvy * dvy)
        guard rho2 > 1, rho2.isFinite else { return rho2.isFinite ? 0 : 64 }
        let bits = rho2.bitPattern
        let exponent = Int(truncatingIfNeeded: bits >> 52) &- 1023
        let mantissa = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
        return 0.5 * (Double(exponent) + mantissa - 1)
    }

    func run(into out: UnsafeMutablePointer<UInt32>, stride: Int, rect: PixelRect, spans: [(Int, Int)]) {
        levels.withUnsafeBufferPointer { levels in
            let h = hinv
            let top = levels.count - 1
            let level0 = levels[0]
            let alpha = alpha
            // The level of detail changes slowly: computed every `chunk` pixels and
            // interpolated between, so each chunk runs with its two levels at hand.
            let chunk = 16
            for row in 0..<rect.height {
                let (start, end) = spans[row]
                guard start < end else { continue }
                let y = Double(rect.y0 + row) + 0.5
                let x = Double(rect.x0 + start) + 0.5
                var U = x * h.h11 + y * h.h21 + h.h31
                var V = x * h.h12 + y * h.h22 + h.h32
                var Q = x * h.h13 + y * h.h23 + h.h33
                let line = out + row * stride
                var i = start
                var lodA = top > 0 ? Self.lod(h, U, V, Q) : 0
                while i < end {
                    let n = min(chunk, end - i)
                    let dn = Double(n)
                    let lodB = top > 0 ? Self.lod(h, U + dn * h.h11, V + dn * h.h12, Q + dn * h.h13) : 0
                    let la = min(lodA, Double(top)), lb = min(lodB, Double(top))
                    let l = Int(la)
                    if la == 0 && lb == 0 || l >= top && Int(lb) >= top {
                        // One level throughout: bilinear.
                        let level = l >= top ? levels[top] : level0
                        for k in i..<(i + n) {
                            if Q > 1e-300 {
                                let iq = 1 / Q
                                var p = Self.bilinear(level, U * iq, V * iq)
                                if alpha < 256 { p = ((p &* alpha &+ Self.half) >> 8) & Self.laneMask }
                                line[k] = Self.pack(p)
                            }
                            U += h.h11
                            V += h.h12
                            Q += h.h13
                        }
                    } else if l == Int(lb) || (Int(lb) == l + 1 && lb == Double(l + 1)) {
                        // Between levels l and l + 1 throughout: trilinear with the blend
                        // interpolated across the chunk (8.8 fixed point).
                        let a = levels[l], b = levels[l + 1]
                        var t = Int((la - Double(l)) * 65536)
                        let dt = Int((lb - la) * 65536 / dn)
                        for k in i..<(i + n) {
                            if Q > 1e-300 {
                                let iq = 1 / Q
                                let u = U * iq, v = V * iq
                                let w = UInt64(truncatingIfNeeded: min(256, max(0, t >> 8)))
                                var p = Self.lerp(Self.bilinear(a, u, v), Self.bilinear(b, u, v), w)
                                if alpha < 256 { p = ((p &* alpha &+ Self.half) >> 8) & Self.laneMask }
                                line[k] = Self.pack(p)
                            }
                            t += dt
                            U += h.h11
                            V += h.h12
                            Q += h.h13
                        }
                    } else {
                        // A level boundary inside the chunk: the level per pixel.
                        for k in i..<(i + n) {
                            if Q > 1e-300 {
                                let iq = 1 / Q
                                let u = U * iq, v = V * iq
                                let lambda = la + (lb - la) * Double(k - i) / dn
                                let m = Int(lambda)
                                var p: UInt64
                                if m >= top {
                                    p = Self.bilinear(levels[top], u, v)
                                } else {
                                    let w = UInt64(truncatingIfNeeded: Int((lambda - Double(m)) * 256))
                                    p = Self.lerp(Self.bilinear(levels[m], u, v), Self.bilinear(levels[m + 1], u, v), w)
                                }
                                if alpha < 256 { p = ((p &* alpha &+ Self.half) >> 8) & Self.laneMask }
                                line[k] = Self.pack(p)
                            }
                            U += h.h11
                            V += h.h12
                            Q += h.h13
                        }
                    }
                    lodA = lodB
                    i += n
                }
            }
        }
    }
}
