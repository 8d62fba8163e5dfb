import CWarpKernel

/// The warp's main path: every pixel's texture point exact (its own division), turned into
/// 16.16 fixed point of each level's texels with one multiply-add and the bits of a double
/// (adding 1.5·2⁵² leaves the rounded integer in the low 32 bits), then clamped, split into
/// texel index and 8-bit weight, and blended, all in 128-bit vectors.
///
/// - Texels: the two texels of a row are read as one 64-bit word and widened to eight 16-bit
///   lanes; the vertical blend comes first, then two pixels (or a pixel's two mip levels)
///   share one horizontal blend. 8-bit weights over 256 keep every lane below 2¹⁶.
/// - Clamping: coordinates are clamped to the texel centers, the last one a step of 1/65536
///   short, so a texel's right and lower neighbors always exist (at the clamp the last texel
///   weighs 255/256). Levels must be at least 2×2; smaller ones go through `runExact`.
/// - Range: the fixed point holds ±2¹⁵ texels. A chunk of a row whose end points are behind
///   the eye (w ≤ 0) or beyond ±16,000 texels is sampled per pixel by the scalar path. Along
///   a row u = (a·x + b)/(c·x + d) is monotonic where w keeps its sign, so the end points
///   bound every point between them.
///
/// Against the per-pixel scalar sampler the goldens were first recorded with (`runExact`),
/// a channel moves by at most 2: the blend order (vertical, then horizontal), the rounding of
/// the fixed point (1/65536 texel instead of truncation at 1/256) and the 255/256 clamp.
extension Sampler {
    /// 1.5·2⁵²: a double in [2⁵², 2⁵³) has a spacing of 1, so adding this rounds to an
    /// integer held, in two's complement, by the low 32 bits of the sum's bits.
    static let roundingBias = 6_755_399_441_055_744.0
    /// Level-0 texels: the end points of a chunk within this range keep the fixed point inside Int32.
    static let fixedRange = 16_000.0

    /// A level addressed in 16.16 fixed point of its own texels, texel centers at integers.
    struct FixedLevel {
        var base: UnsafeRawPointer
        var rowBytes: Int
        /// Level-0 texels to 16.16 level texels: fixed = round(u · scale + offset).
        var scale: SIMD2<Double>
        var offset: SIMD2<Double>
        /// The largest coordinates whose texel has a right (lower) neighbor, as (x, y, x, y).
        var limit: SIMD4<Int32>

        init(_ l: Level) {
            base = UnsafeRawPointer(l.base)
            rowBytes = l.stride * 4
            scale = SIMD2(l.scaleX * 65536, l.scaleY * 65536)
            offset = SIMD2(repeating: Sampler.roundingBias - 32768)
            let maxX = Int32((l.width - 1) << 16) - 1, maxY = Int32((l.height - 1) << 16) - 1
            limit = SIMD4(maxX, maxY, maxX, maxY)
        }

        /// This level as the AVX2 kernel reads it.
        var kernel: AnimaticWarpLevel {
            AnimaticWarpLevel(
                base: base.assumingMemoryBound(to: UInt8.self), rowBytes: Int32(rowBytes), limitX: limit[0],
                limitY: limit[1],
                scaleX: scale.x, scaleY: scale.y, offset: offset.x)
        }

        /// The biased sum whose low 32 bits are the fixed-point x and y.
        @inline(__always)
        func biased(_ uv: SIMD2<Double>) -> SIMD4<Int32> {
            unsafeBitCast(uv * scale + offset, to: SIMD4<Int32>.self)
        }
    }

    /// Two points' fixed-point coordinates, clamped: (x₀, y₀, x₁, y₁).
    @inline(__always)
    static func clamped(_ a: SIMD4<Int32>, _ b: SIMD4<Int32>, limit: SIMD4<Int32>) -> SIMD4<Int32> {
        pointwiseMin(pointwiseMax(SIMD4(a[0], a[2], b[0], b[2]), .zero), limit)
    }

    /// The two texel columns of a bilinear sample at texel (i, j), blended vertically by
    /// the 8 lanes of `wy`: lanes 0–3 the left column, 4–7 the right.
    @inline(__always)
    static func columns(_ l: FixedLevel, _ i: Int32, _ j: Int32, _ wy: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let p = l.base + (Int(j) &* l.rowBytes &+ Int(i) &* 4)
        let top = widen(p.loadUnaligned(as: UInt64.self))
        let bottom = widen((p + l.rowBytes).loadUnaligned(as: UInt64.self))
        return lerp8(top, bottom, wy)
    }

    /// Two pixels' bytes as eight 16-bit lanes, split by byte parity: lanes 0–3 the even
    /// bytes (B₀, R₀, B₁, R₁), lanes 4–7 the odd ones (G₀, A₀, G₁, A₁). A mask and a shift
    /// of the same register: no interleave, and nothing the compiler may leave as a call
    /// (the standard library's generic `SIMD8(truncatingIfNeeded:)` is not always inlined).
    /// Pixel 0 holds lanes 0, 1, 4, 5 and pixel 1 lanes 2, 3, 6, 7 ("the pair layout").
    @inline(__always)
    static func widen(_ word: UInt64) -> SIMD8<UInt16> {
        let v = unsafeBitCast(word, to: SIMD4<UInt16>.self)
        return SIMD8(lowHalf: v & 0x00FF, highHalf: v &>> 8)
    }

    /// Eight lanes of the pair layout (each ≤ 255) back to two pixels.
    @inline(__always)
    static func narrow(_ p: SIMD8<UInt16>) -> UInt64 {
        unsafeBitCast(p.lowHalf | (p.highHalf &<< 8), to: UInt64.self)
    }

    /// The horizontal blends of two column pairs by `wx` (a's weight in lanes 0, 1, 4, 5, b's
    /// in 2, 3, 6, 7): the results as two pixels of the pair layout, a's first. In 32-bit
    /// elements a column pair is [left even, right even, left odd, right odd].
    @inline(__always)
    static func across(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ wx: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let a32 = unsafeBitCast(a, to: SIMD4<UInt32>.self), b32 = unsafeBitCast(b, to: SIMD4<UInt32>.self)
        let left = SIMD4(a32[0], b32[0], a32[2], b32[2]), right = SIMD4(a32[1], b32[1], a32[3], b32[3])
        return lerp8(unsafeBitCast(left, to: SIMD8<UInt16>.self), unsafeBitCast(right, to: SIMD8<UInt16>.self), wx)
    }

    /// The pair layout's two pixels, each spread over both: (first, first) and (second, second).
    @inline(__always)
    static func split(_ p: SIMD8<UInt16>) -> (SIMD8<UInt16>, SIMD8<UInt16>) {
        let p32 = unsafeBitCast(p, to: SIMD4<UInt32>.self)
        return (
            unsafeBitCast(SIMD4(p32[0], p32[0], p32[2], p32[2]), to: SIMD8<UInt16>.self),
            unsafeBitCast(SIMD4(p32[1], p32[1], p32[3], p32[3]), to: SIMD8<UInt16>.self)
        )
    }

    /// Weights of clamped coordinates (x₀, y₀, x₁, y₁) as 16-bit lanes: 0, 2, 4, 6.
    @inline(__always)
    static func weights(_ c: SIMD4<Int32>) -> SIMD8<UInt16> {
        unsafeBitCast((c &>> 8) & 0xFF, to: SIMD8<UInt16>.self)
    }

    @inline(__always)
    static func broadcast(_ w: SIMD8<UInt16>, _ lane: Int) -> SIMD8<UInt16> {
        SIMD8(repeating: w[lane])
    }

    /// `w[a]` in the first pixel's lanes of the pair layout (0, 1, 4, 5), `w[b]` in the second's.
    @inline(__always)
    static func halves(_ w: SIMD8<UInt16>, _ a: Int, _ b: Int) -> SIMD8<UInt16> {
        SIMD8(w[a], w[a], w[b], w[b], w[a], w[a], w[b], w[b])
    }

    @inline(__always)
    static func faded(_ p: SIMD8<UInt16>, alpha: UInt64) -> SIMD8<UInt16> {
        guard alpha < 256 else { return p }
        return (p &* SIMD8(repeating: UInt16(truncatingIfNeeded: alpha)) &+ SIMD8(repeating: 128)) &>> 8
    }

    /// `count` pixels at one level from homogeneous texture point `uv`, `q` (stepped past them).
    @inline(__always)
    static func fixedBilinearRun(
        _ l: FixedLevel, _ out: UnsafeMutablePointer<UInt32>, count: Int,
        _ uv: inout SIMD2<Double>, _ q: inout Double, step: SIMD2<Double>, stepQ: Double, alpha: UInt64
    ) {
        var k = 0
        while k &+ 1 < count {
            let uv1 = uv + step, q1 = q + stepQ
            let iq = 1 / SIMD2(q, q1)
            let c = clamped(l.biased(uv * iq[0]), l.biased(uv1 * iq[1]), limit: l.limit)
            let index = c &>> 16, w = weights(c)
            let first = columns(l, index[0], index[1], broadcast(w, 2))
            let second = columns(l, index[2], index[3], broadcast(w, 6))
            let pixels = across(first, second, halves(w, 0, 4))
            UnsafeMutableRawPointer(out + k).storeBytes(of: narrow(faded(pixels, alpha: alpha)), as: UInt64.self)
            uv = uv1 + step
            q = q1 + stepQ
            k &+= 2
        }
        if k < count {
            let iq = 1 / q
            let b = l.biased(uv * iq)
            let c = clamped(b, b, limit: l.limit)
            let index = c &>> 16, w = weights(c)
            let first = columns(l, index[0], index[1], broadcast(w, 2))
            out[k] = UInt32(truncatingIfNeeded: narrow(faded(across(first, first, halves(w, 0, 0)), alpha: alpha)))
            uv += step
            q += stepQ
        }
    }

    /// `count` pixels between levels `a` and `b`, the level blend `t` (8.8 fixed point, then
    /// 8-bit) stepping by `dt`: both levels of a pixel in one vector.
    @inline(__always)
    static func fixedTrilinearRun(
        _ la: FixedLevel, _ lb: FixedLevel, _ out: UnsafeMutablePointer<UInt32>, count: Int,
        _ uv: inout SIMD2<Double>, _ q: inout Double, step: SIMD2<Double>, stepQ: Double,
        t: Int, dt: Int, alpha: UInt64
    ) {
        let limit = SIMD4(lowHalf: la.limit.lowHalf, highHalf: lb.limit.lowHalf)
        var t = t
        for k in 0..<count {
            let p = uv * (1 / q)
            let c = clamped(la.biased(p), lb.biased(p), limit: limit)
            let index = c &>> 16, w = weights(c)
            let first = columns(la, index[0], index[1], broadcast(w, 2))
            let second = columns(lb, index[2], index[3], broadcast(w, 6))
            let both = across(first, second, halves(w, 0, 4))
            let blend = UInt16(truncatingIfNeeded: min(256, max(0, t &>> 8)))
            let (levelA, levelB) = split(both)
            let pixel = lerp8(levelA, levelB, SIMD8(repeating: blend))
            out[k] = UInt32(truncatingIfNeeded: narrow(faded(pixel, alpha: alpha)))
            t &+= dt
            uv += step
            q += stepQ
        }
    }

    /// Whether the chunk of a row between these homogeneous points can use the fixed point.
    @inline(__always)
    static func inFixedRange(_ uv: SIMD2<Double>, _ q: Double) -> Bool {
        guard q > 1e-300 else { return false }
        let p = uv / q
        return abs(p.x) < fixedRange && abs(p.y) < fixedRange
    }

    /// Whether this CPU runs the AVX2 kernels (`CWarpKernel`), which give the bytes of
    /// `fixedBilinearRun` and `fixedTrilinearRun` eight pixels at a time.
    static let hasVectorKernel = animatic_warp_kernel_available() != 0

    /// Whether the kernel can address `level`: its gathers take byte offsets as Int32.
    static func kernelReaches(_ level: Level) -> Bool {
        level.height.multipliedReportingOverflow(by: level.stride * 4).partialValue < Int(Int32.max) - 64
    }

    /// The fixed-point sampler (see above); levels at least 2×2.
    func runFixed(into out: UnsafeMutablePointer<UInt32>, stride: Int, rect: PixelRect, spans: [(Int, Int)]) {
        let fixedLevels = levels.map(FixedLevel.init)
        let useKernel = vectorKernel && levels.allSatisfy(Self.kernelReaches)
        let kernelLevels = useKernel ? fixedLevels.map(\.kernel) : []
        let exactKernelLevels = useKernel ? levels.map(\.kernel) : []
        levels.withUnsafeBufferPointer { exact in
            kernelLevels.withUnsafeBufferPointer { kernel in
                exactKernelLevels.withUnsafeBufferPointer { exactKernel in
                    fixedLevels.withUnsafeBufferPointer { fixed in
                        let h = hinv
                        let top = levels.count - 1
                        let chunk = 16
                        let step = SIMD2(h.h11, h.h12), stepQ = h.h13
                        for row in 0..<rect.height {
                            let (start, end) = spans[row]
                            guard start < end else { continue }
                            let y = Double(rect.y0 + row) + 0.5
                            let x = Double(rect.x0 + start) + 0.5
                            // The texture point at pixel k of the span is exact: from the span's start,
                            // not accumulated, at each chunk.
                            let origin = SIMD2(x * h.h11 + y * h.h21 + h.h31, x * h.h12 + y * h.h22 + h.h32)
                            let originQ = x * h.h13 + y * h.h23 + h.h33
                            func at(_ k: Int) -> (SIMD2<Double>, Double) {
                                let d = Double(k)
                                return (origin + d * step, originQ + d * stepQ)
                            }
                            let line = out + row * stride
                            var i = start
                            var (uvA, qA) = at(0)
                            var lodA = top > 0 ? Self.lod(h, uvA.x, uvA.y, qA) : 0
                            var rangeA = Self.inFixedRange(uvA, qA)
                            while i < end {
                                let n = min(chunk, end - i)
                                let (uvB, qB) = at(i + n - start)
                                let lodB = top > 0 ? Self.lod(h, uvB.x, uvB.y, qB) : 0
                                let rangeB = Self.inFixedRange(uvB, qB)
                                let la = min(lodA, Double(top)), lb = min(lodB, Double(top))
                                let l = Int(la)
                                var uv = uvA, q = qA
                                if rangeA && rangeB && (la == 0 && lb == 0 || l >= top && Int(lb) >= top) {
                                    let level = l >= top ? top : 0
                                    if kernel.isEmpty {
                                        Self.fixedBilinearRun(
                                            fixed[level], line + i, count: n, &uv, &q,
                                            step: step, stepQ: stepQ, alpha: alpha)
                                    } else {
                                        animatic_warp_bilinear(
                                            kernel.baseAddress! + level, line + i, n, uv.x, uv.y, q,
                                            step.x, step.y, stepQ, UInt32(alpha))
                                    }
                                } else if rangeA && rangeB
                                    && (l == Int(lb) || (Int(lb) == l + 1 && lb == Double(l + 1)))
                                {
                                    let t = Int((la - Double(l)) * 65536), dt = Int((lb - la) * 65536 / Double(n))
                                    if kernel.isEmpty {
                                        Self.fixedTrilinearRun(
                                            fixed[l], fixed[l + 1], line + i, count: n, &uv, &q, step: step,
                                            stepQ: stepQ,
                                            t: t, dt: dt, alpha: alpha)
                                    } else {
                                        animatic_warp_trilinear(
                                            kernel.baseAddress! + l, kernel.baseAddress! + l + 1, line + i, n, uv.x,
                                            uv.y, q,
                                            step.x, step.y, stepQ, t, dt, UInt32(alpha))
                                    }
                                } else if rangeA && rangeB && !kernel.isEmpty {
                                    // A level boundary inside the chunk: the per-pixel path eight at a time.
                                    animatic_warp_per_pixel_levels(
                                        exactKernel.baseAddress!, exactKernel.count, line + i, n, uv.x, uv.y, q,
                                        step.x, step.y, stepQ, la, lb, UInt32(alpha))
                                } else {
                                    // Out of the fixed point's range, or a level boundary inside the
                                    // chunk: each pixel on its own, the level per pixel.
                                    for k in i..<(i + n) {
                                        if q > 1e-300 {
                                            let p = uv * (1 / q)
                                            line[k] = Self.pixel(
                                                exact, p.x, p.y, lod: la + (lb - la) * Double(k - i) / Double(n),
                                                alpha: alpha)
                                        }
                                        uv += step
                                        q += stepQ
                                    }
                                }
                                (uvA, qA) = (uvB, qB)
                                lodA = lodB
                                rangeA = rangeB
                                i += n
                            }
                        }
                    }
                }
            }
        }
    }
}
