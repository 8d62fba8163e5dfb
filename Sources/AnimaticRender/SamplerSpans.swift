/// The per-pixel path (`runExact`, for mip levels narrower than 2 texels, where the fixed-point
/// path's two-texel loads do not fit): the arithmetic of `Sampler.bilinear` pixel for pixel,
/// the sampler the first goldens were recorded with, arranged so the work per pixel shrinks:
///
/// - Homogeneous coordinates are stepped along the row by additions (U₀, U₀ + h11, …).
/// - Two samples travel together: their reciprocals in one two-lane division, their four
///   texels each in 16-bit lanes (as `spread` lays them out) of one 128-bit vector, so one
///   multiply blends eight channels. 8-bit weights over 256 keep every lane below 2¹⁶
///   (a·(256 − t) + b·t + 128 ≤ 65,408), so the lanes never carry and the rounding is exactly
///   the scalar one.
/// - A span with one mip level runs in one loop; a trilinear pixel samples both levels in one vector.
extension Sampler {
    /// Two premultiplied pixels as eight 16-bit lanes (`spread`'s four lanes of `a`, then of
    /// `b`); spread in general registers, so the vector is built by two moves.
    @inline(__always)
    static func lanes(_ a: UInt32, _ b: UInt32) -> SIMD8<UInt16> {
        unsafeBitCast(SIMD2<UInt64>(spread(a), spread(b)), to: SIMD8<UInt16>.self)
    }

    /// The two pixels of eight lanes (each ≤ 255).
    @inline(__always)
    static func pixels(_ p: SIMD8<UInt16>) -> (UInt32, UInt32) {
        let words = unsafeBitCast(p, to: SIMD2<UInt64>.self)
        return (pack(words[0]), pack(words[1]))
    }

    /// (a·(256 − t) + b·t + 128) / 256 per lane, t in 0…256: `lerp` on eight lanes.
    @inline(__always)
    static func lerp8(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
        (a &* (SIMD8<UInt16>(repeating: 256) &- t) &+ b &* t &+ SIMD8<UInt16>(repeating: 128)) &>> 8
    }

    /// Where one bilinear sample reads: its two rows, two columns and 8-bit weights, exactly as
    /// `bilinear` computes them.
    struct Tap {
        var r0: UnsafePointer<UInt32>, r1: UnsafePointer<UInt32>
        var i0: Int, i1: Int
        var wx: UInt16, wy: UInt16
    }

    @inline(__always)
    static func tap(_ l: Level, _ u: Double, _ v: Double) -> Tap {
        var fu = u * l.scaleX - 0.5, fv = v * l.scaleY - 0.5
        if !(fu > 0) { fu = 0 }
        if fu > l.maxU { fu = l.maxU }
        if !(fv > 0) { fv = 0 }
        if fv > l.maxV { fv = l.maxV }
        // In range: 0 ≤ fu·256 ≤ 4095·256.
        let xu = Int(truncatingIfNeeded: Int32(fu * 256)), xv = Int(truncatingIfNeeded: Int32(fv * 256))
        let i0 = xu &>> 8, j0 = xv &>> 8
        let r0 = l.base + j0 &* l.stride
        return Tap(
            r0: r0, r1: j0 < l.height &- 1 ? r0 + l.stride : r0,
            i0: i0, i1: i0 < l.width &- 1 ? i0 &+ 1 : i0,
            wx: UInt16(truncatingIfNeeded: xu & 0xFF), wy: UInt16(truncatingIfNeeded: xv & 0xFF))
    }

    /// Two bilinear samples (any levels, any points) in one vector: the first in lanes 0–3,
    /// the second in lanes 4–7.
    @inline(__always)
    static func bilinear2(_ a: Tap, _ b: Tap) -> SIMD8<UInt16> {
        let wx = SIMD8<UInt16>(lowHalf: SIMD4(repeating: a.wx), highHalf: SIMD4(repeating: b.wx))
        let wy = SIMD8<UInt16>(lowHalf: SIMD4(repeating: a.wy), highHalf: SIMD4(repeating: b.wy))
        let top = lerp8(lanes(a.r0[a.i0], b.r0[b.i0]), lanes(a.r0[a.i1], b.r0[b.i1]), wx)
        let bottom = lerp8(lanes(a.r1[a.i0], b.r1[b.i0]), lanes(a.r1[a.i1], b.r1[b.i1]), wx)
        return lerp8(top, bottom, wy)
    }

    /// Eight lanes back to two pixels (each lane ≤ 255).
    @inline(__always)
    static func store2(_ p: SIMD8<UInt16>, _ out: UnsafeMutablePointer<UInt32>, alpha: UInt64) {
        var p = p
        if alpha < 256 {
            p = (p &* SIMD8(repeating: UInt16(truncatingIfNeeded: alpha)) &+ SIMD8(repeating: 128)) &>> 8
        }
        let (a, b) = pixels(p)
        out[0] = a
        out[1] = b
    }

    /// One pixel (lanes 0–3) back to a pixel.
    @inline(__always)
    static func store1(_ p: SIMD8<UInt16>, _ out: UnsafeMutablePointer<UInt32>, alpha: UInt64) {
        var p = p
        if alpha < 256 {
            p = (p &* SIMD8(repeating: UInt16(truncatingIfNeeded: alpha)) &+ SIMD8(repeating: 128)) &>> 8
        }
        out[0] = pixels(p).0
    }

    /// `count` pixels of a row at one level, from homogeneous texture point (U, V, Q), which
    /// is left stepped past them.
    @inline(__always)
    static func bilinearSpan(
        _ l: Level, _ out: UnsafeMutablePointer<UInt32>, count: Int,
        _ U: inout Double, _ V: inout Double, _ Q: inout Double, _ h: Homography, alpha: UInt64
    ) {
        var k = 0
        while k &+ 1 < count {
            let U0 = U, V0 = V, Q0 = Q
            let U1 = U0 + h.h11, V1 = V0 + h.h12, Q1 = Q0 + h.h13
            U = U1 + h.h11
            V = V1 + h.h12
            Q = Q1 + h.h13
            if Q0 > 1e-300 && Q1 > 1e-300 {
                let iq = 1 / SIMD2(Q0, Q1)
                let a = tap(l, U0 * iq[0], V0 * iq[0]), b = tap(l, U1 * iq[1], V1 * iq[1])
                store2(bilinear2(a, b), out + k, alpha: alpha)
            } else {
                if Q0 > 1e-300 { single(l, out + k, U0, V0, Q0, alpha: alpha) }
                if Q1 > 1e-300 { single(l, out + (k &+ 1), U1, V1, Q1, alpha: alpha) }
            }
            k &+= 2
        }
        if k < count {
            if Q > 1e-300 { single(l, out + k, U, V, Q, alpha: alpha) }
            U += h.h11
            V += h.h12
            Q += h.h13
        }
    }

    @inline(__always)
    static func single(
        _ l: Level, _ out: UnsafeMutablePointer<UInt32>, _ U: Double, _ V: Double, _ Q: Double, alpha: UInt64
    ) {
        let iq = 1 / Q
        let t = tap(l, U * iq, V * iq)
        store1(bilinear2(t, t), out, alpha: alpha)
    }

    /// `count` pixels between levels `a` and `b`, the blend `t` (8.8 fixed point) stepping by
    /// `dt`: both samples of a pixel in one vector.
    @inline(__always)
    static func trilinearSpan(
        _ a: Level, _ b: Level, _ out: UnsafeMutablePointer<UInt32>, count: Int,
        _ U: inout Double, _ V: inout Double, _ Q: inout Double, _ h: Homography,
        t: Int, dt: Int, alpha: UInt64
    ) {
        var t = t
        for k in 0..<count {
            if Q > 1e-300 {
                let iq = 1 / Q
                let u = U * iq, v = V * iq
                let w = UInt16(truncatingIfNeeded: min(256, max(0, t >> 8)))
                let both = bilinear2(tap(a, u, v), tap(b, u, v))
                let blended = lerp8(
                    SIMD8(lowHalf: both.lowHalf, highHalf: both.lowHalf),
                    SIMD8(lowHalf: both.highHalf, highHalf: both.highHalf), SIMD8(repeating: w))
                store1(blended, out + k, alpha: alpha)
            }
            t &+= dt
            U += h.h11
            V += h.h12
            Q += h.h13
        }
    }
}
