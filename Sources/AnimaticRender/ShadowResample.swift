import AnimaticCore
import CCairo
import Foundation

/// Where a blurred alpha lies in device space: value (i, j) of its `width` × `height` values is
/// centred on the device point (originX + (i + ½) factor, originY + (j + ½) factor).
struct ShadowGrid {
    var width: Int, height: Int, factor: Int
    var originX: Double, originY: Double
}

/// Bilinear taps along one axis: device pixel `first + k` reads samples `index[k]` and
/// `index[k] + 1` with weights 1 − `t[k]` and `t[k]`; samples outside 0..<`samples` read 0.
struct LinearTaps {
    var first: Int
    var index: [Int]
    var t: [Float]
    var count: Int { index.count }

    /// Every device pixel in `lo..<hi` whose centre lies within one sample spacing of a
    /// sample's centre (at least one pixel).
    init(origin: Double, factor: Int, samples: Int, within lo: Int, _ hi: Int) {
        let f = Double(factor)
        // Saturating: a shadow offset of 1e308 pt puts the samples far past any pixel.
        first = max(lo, Int(saturating: origin - 0.5 * f - 0.5, rounding: .down))
        let last = max(first, min(hi - 1, Int(saturating: origin + (Double(samples) + 0.5) * f - 0.5, rounding: .up)))
        var index = [Int](), t = [Float]()
        index.reserveCapacity(max(0, last - first + 1))
        t.reserveCapacity(max(0, last - first + 1))
        for x in first...max(first, last) {
            let u = (Double(x) + 0.5 - origin) / f - 0.5
            let i = u.rounded(.down)
            index.append(Int(saturating: i))
            t.append(Float(u - i))
        }
        self.index = index
        self.t = t
    }
}

/// The blurred alpha resampled at device pixel centres and rounded down to bytes.
enum ShadowResample {
    /// An A8 surface of the device pixels within `clip` the shadow can reach: value v (0…255)
    /// of the bilinear resampling of `values` on `grid`, as ⌊v · alpha⌋ (`ShadowBlur.flooredByte`).
    static func mask(
        _ values: UnsafeMutableBufferPointer<Float>, grid: ShadowGrid, alpha: Double, clip: PixelRect,
        surfaces: SurfacePool
    ) throws -> ShadowMask {
        let columns = LinearTaps(
            origin: grid.originX, factor: grid.factor, samples: grid.width, within: clip.x0, clip.x1)
        let rows = LinearTaps(origin: grid.originY, factor: grid.factor, samples: grid.height, within: clip.y0, clip.y1)
        let w = columns.count, h = rows.count
        let mask = try surfaces.surface(CAIRO_FORMAT_A8, width: w, height: h, purpose: "shadow surface", cleared: false)
        cairo_surface_flush(mask)
        let data = cairo_image_surface_get_data(mask)!
        let stride = Int(cairo_image_surface_get_stride(mask))
        try surfaces.withScratch(floats: w * grid.height, zeroed: false) { wide in
            // run[j]: the first row of the run of equal rows that row j belongs to.
            let run = widenRows(values, grid: grid, columns: columns, into: wide)
            let scale = Float(max(0, min(1, alpha)))
            var previous: Int?
            for k in 0..<h {
                let j = rows.index[k], t = rows.t[k]
                let a = j >= 0 && j < grid.height ? UnsafePointer(wide.baseAddress! + j * w) : nil
                let b = j + 1 >= 0 && j + 1 < grid.height ? UnsafePointer(wide.baseAddress! + (j + 1) * w) : nil
                let runA = a == nil ? -1 : run[j], runB = b == nil ? -1 : run[j + 1]
                // Two equal rows blend to that row whatever the weight: the same bytes as the last.
                let pure: Int? = t == 0 ? runA : (runA == runB ? runA : nil)
                let out = data + k * stride
                if let pure, pure == previous {
                    memcpy(out, out - stride, w)
                    continue
                }
                previous = pure
                quantize(a, b, t: t, alpha: scale, count: w, out: out)
            }
        }
        cairo_surface_mark_dirty(mask)
        return ShadowMask(surface: mask, originX: columns.first, originY: rows.first)
    }

    /// Each row of `values` resampled along x into `wide` (rows `w` = `columns.count` long);
    /// returns, per row, the first row of the run of equal rows it belongs to.
    private static func widenRows(
        _ values: UnsafeMutableBufferPointer<Float>, grid: ShadowGrid, columns: LinearTaps,
        into wide: UnsafeMutableBufferPointer<Float>
    ) -> [Int] {
        let w = columns.count, n = grid.width
        var run = [Int](repeating: 0, count: grid.height)
        let rowBytes = n * MemoryLayout<Float>.stride
        for j in 0..<grid.height {
            let source = values.baseAddress! + j * n
            let out = wide.baseAddress! + j * w
            if j > 0, memcmp(source, source - n, rowBytes) == 0 {
                run[j] = run[j - 1]
                memcpy(out, out - w, w * MemoryLayout<Float>.stride)
                continue
            }
            run[j] = j
            columns.index.withUnsafeBufferPointer { index in
                columns.t.withUnsafeBufferPointer { weight in
                    for k in 0..<w {
                        let i = index[k], t = weight[k]
                        let left: Float = i >= 0 && i < n ? source[i] : 0
                        let right: Float = i + 1 >= 0 && i + 1 < n ? source[i + 1] : 0
                        out[k] = t == 0 ? left : left * (1 - t) + right * t
                    }
                }
            }
        }
        return run
    }

    /// out[x] = ⌊(a[x] (1 − t) + b[x] t) · alpha⌋ as bytes, eight lanes at a time; a missing
    /// row reads 0.
    @inline(__always)
    static func quantize(
        _ a: UnsafePointer<Float>?, _ b: UnsafePointer<Float>?, t: Float, alpha: Float, count: Int,
        out: UnsafeMutablePointer<UInt8>
    ) {
        guard let pa = a ?? b, let pb = b ?? a else {
            memset(out, 0, count)
            return
        }
        // A missing row weighs 0 (its pointer stands in for the other's, read and ignored).
        let wa = a == nil ? 0 : (1 - t) * alpha, wb = b == nil || t == 0 ? 0 : t * alpha
        let va = SIMD8<Float>(repeating: wa), vb = SIMD8<Float>(repeating: wb)
        let slack = SIMD8<Float>(repeating: ShadowBlur.floorSlack)
        // 2²³: adding it to a float in 0…255 leaves that float rounded to a whole number (to
        // nearest) in the low bits of the sum; the floor is one less where that went up. No
        // float-to-integer conversion (not vectorized) and no rounding instruction (not in
        // x86-64's baseline).
        let magic = SIMD8<Float>(repeating: 0x1p23)
        var x = 0
        while x + 8 <= count {
            let la = UnsafeRawPointer(pa + x).loadUnaligned(as: SIMD8<Float>.self)
            let lb = UnsafeRawPointer(pb + x).loadUnaligned(as: SIMD8<Float>.self)
            var v = la * va + lb * vb + slack
            v.replace(with: 0, where: v .< 0)
            v.replace(with: 255, where: v .> 255)
            var whole = (v + magic) - magic
            whole.replace(with: whole - 1, where: whole .> v)
            let bits = unsafeBitCast(whole + magic, to: SIMD8<UInt32>.self)
            for i in 0..<8 { out[x + i] = UInt8(truncatingIfNeeded: bits[i]) }
            x += 8
        }
        while x < count {
            out[x] = ShadowBlur.flooredByte(pa[x] * wa + pb[x] * wb)
            x += 1
        }
    }
}
