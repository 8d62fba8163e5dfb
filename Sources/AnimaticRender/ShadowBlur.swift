import AnimaticCore
import CCairo
import Foundation

/// The alpha of a layer's shadow, blurred, offset and quantized, ready to mask its colour.
struct ShadowMask {
    /// A8 surface, one byte per device pixel.
    var surface: OpaquePointer
    /// The device pixel of the surface's top-left corner.
    var originX: Int, originY: Int
}

enum ShadowBlur {
    static let minimumSigma = 0.1

    static func downsampleFactor(sigma: Double) -> Int {
        var k = 1
        while sigma / Double(k) >= 6 && k < 64 { k *= 2 }
        return k
    }

    /// The shadow mask of `body` (an ARGB32 surface covering the device pixels `rect`), with
    /// `margin` extra device pixels on every side for the blur to spread into, moved by the
    /// device offset `dx`, `dy`, over the device pixels within `clip` (what can show); `alpha`
    /// (0…1) scales the blurred alpha before it is rounded down to a byte.
    static func shadowMask(
        alphaOf body: OpaquePointer, rect: PixelRect, sigma: Double, margin: Int, alpha: Double = 1,
        dx: Double = 0, dy: Double = 0, clip: PixelRect? = nil, surfaces: SurfacePool
    ) throws -> ShadowMask {
        let factor = sigma >= minimumSigma ? downsampleFactor(sigma: sigma) : 1
        return try withBlurredAlpha(
            of: body, rect: rect, sigma: sigma, margin: margin, factor: factor, surfaces: surfaces
        ) { out, lw, lh in
            let grid = ShadowGrid(
                width: lw, height: lh, factor: factor, originX: Double(rect.x0 - margin) + dx,
                originY: Double(rect.y0 - margin) + dy)
            let everywhere = PixelRect(x0: Int.min / 4, y0: Int.min / 4, x1: Int.max / 4, y1: Int.max / 4)
            return try ShadowResample.mask(out, grid: grid, alpha: alpha, clip: clip ?? everywhere, surfaces: surfaces)
        }
    }

    /// The blurred alpha (0…255) of `body` at 1/`factor` resolution, `lw` × `lh` values, each
    /// the average of a `factor` × `factor` block of device pixels from (rect.x0 − margin,
    /// rect.y0 − margin), handed to `use`.
    static func withBlurredAlpha<R>(
        of body: OpaquePointer, rect: PixelRect, sigma: Double, margin: Int, factor: Int, surfaces: SurfacePool,
        _ use: (UnsafeMutableBufferPointer<Float>, Int, Int) throws -> R
    ) throws -> R {
        let w = rect.width + 2 * margin, h = rect.height + 2 * margin
        let lw = (w + factor - 1) / factor, lh = (h + factor - 1) / factor
        let source = UnsafeRawPointer(cairo_image_surface_get_data(body)!)
        let sourceStride = Int(cairo_image_surface_get_stride(body))
        let weight = 1 / Float(factor * factor)
        return try surfaces.withScratch(floats: lw * lh, zeroed: true) { out in
            if factor == 1 {
                for y in 0..<rect.height {
                    let row = source + y * sourceStride
                    let base = (y + margin) * lw + margin
                    for x in 0..<rect.width {
                        out[base + x] = Float(row.load(fromByteOffset: x * 4, as: UInt32.self) >> 24)
                    }
                }
            } else {
                // Each reduced pixel is the sum of its block's alphas times 1/factor², a power of
                // two: summed as integers and scaled once, every partial sum is exact, so this is
                // bit for bit the float accumulation pixel by pixel it replaces, without the
                // dependency of one addition on the last.
                let shift = factor.trailingZeroBitCount
                try surfaces.withScratch(floats: lw, zeroed: true) { scratch in
                    scratch.withMemoryRebound(to: UInt32.self) { sums in
                        for y in 0..<rect.height {
                            let row = source + y * sourceStride
                            // Block by block, so no addition waits for the store of the last.
                            var x = 0, cell = margin &>> shift
                            var blockEnd = (cell + 1) &<< shift - margin
                            while x < rect.width {
                                if factor <= 4, x + 8 <= rect.width, blockEnd - x == factor {
                                    // Eight pixels from a block's start: lanes summed in pairs (and pairs of pairs).
                                    let alphas =
                                        UnsafeRawPointer(row + x * 4).loadUnaligned(as: SIMD8<UInt32>.self) &>> 24
                                    let pairs = alphas.evenHalf &+ alphas.oddHalf
                                    if factor == 2 {
                                        for i in 0..<4 { sums[cell + i] &+= pairs[i] }
                                    } else {
                                        let quads = pairs.evenHalf &+ pairs.oddHalf
                                        sums[cell] &+= quads[0]
                                        sums[cell + 1] &+= quads[1]
                                    }
                                    x += 8
                                    cell += 8 / factor
                                    blockEnd += 8
                                    continue
                                }
                                let end = min(rect.width, blockEnd)
                                var sum: UInt32 = 0
                                while x < end {
                                    sum &+= row.load(fromByteOffset: x * 4, as: UInt32.self) >> 24
                                    x += 1
                                }
                                sums[cell] &+= sum
                                cell += 1
                                blockEnd += factor
                            }
                            let reducedRow = (y + margin) &>> shift
                            guard y == rect.height - 1 || (y + 1 + margin) &>> shift != reducedRow else { continue }
                            let base = reducedRow * lw
                            for i in 0..<lw {
                                out[base + i] = Float(sums[i]) * weight
                                sums[i] = 0
                            }
                        }
                    }
                }
            }
            if sigma >= minimumSigma {
                let f = Double(factor)
                let reduced = factor == 1 ? sigma : (max(sigma * sigma - f * f / 4, 1)).squareRoot() / f
                try blur(out, width: lw, height: lh, sigma: reduced, surfaces: surfaces)
            }

            return try use(out, lw, lh)
        }
    }

    /// What `flooredByte` forgives below a whole level: the float blur of a full interior sums
    /// its normalized taps to 255 within a few thousandths, and must still give 255.
    static let floorSlack: Float = 1.0 / 64

    /// `UInt8(max(0, min(255, (v + floorSlack).rounded(.down))))` without libm: iOS rounds a
    /// shadow's 8-bit alpha down (the MDC recordings: the tail of a shadow of opacity p ends
    /// where 255 p Φ(−t/σ) falls below 1; rounding to nearest would carry it on to ½).
    @inline(__always)
    static func flooredByte(_ v: Float) -> UInt8 {
        let c = v.isNaN ? 255 : max(0, min(255, v + floorSlack))
        return UInt8(truncatingIfNeeded: Int32(c))
    }

    /// o[x] += p[x] · w for x in 0..<count, eight lanes at a time: the same multiply and add
    /// per element as the scalar loop, so the same bits.
    @inline(__always)
    static func addScaled(_ o: UnsafeMutablePointer<Float>, _ p: UnsafePointer<Float>, _ w: Float, count: Int) {
        let weight = SIMD8<Float>(repeating: w)
        var x = 0
        while x + 8 <= count {
            let a = UnsafeRawPointer(o + x).loadUnaligned(as: SIMD8<Float>.self)
            let b = UnsafeRawPointer(p + x).loadUnaligned(as: SIMD8<Float>.self)
            UnsafeMutableRawPointer(o + x).storeBytes(of: a + b * weight, as: SIMD8<Float>.self)
            x += 8
        }
        while x < count {
            o[x] += p[x] * w
            x += 1
        }
    }

    /// Blurs a row-major `width × height` buffer in place; outside the buffer counts as 0.
    static func blur(_ buffer: inout [Float], width: Int, height: Int, sigma: Double) throws {
        let surfaces = SurfacePool()
        try buffer.withUnsafeMutableBufferPointer {
            try blur($0, width: width, height: height, sigma: sigma, surfaces: surfaces)
        }
    }

    /// The same on the worker's memory: the column pass reads a copy kept in `surfaces`.
    static func blur(
        _ buffer: UnsafeMutableBufferPointer<Float>, width: Int, height: Int, sigma: Double, surfaces: SurfacePool
    ) throws {
        guard width > 0, height > 0, sigma >= minimumSigma else { return }
        let kernel = gaussianKernel(sigma: sigma)
        convolveRows(buffer, width: width, height: height, kernel: kernel)
        try surfaces.withScratch(floats: width * height, zeroed: false) { source in
            _ = source.update(fromContentsOf: buffer)
            convolveColumns(buffer, source: UnsafeBufferPointer(source), width: width, height: height, kernel: kernel)
        }
    }

    static func gaussianKernel(sigma: Double) -> [Float] {
        let radius = Int(saturating: 3 * sigma, rounding: .up)
        let k = (-radius...radius).map { i -> Double in
            let x = Double(i)
            return exp(-(x * x) / (2 * sigma * sigma))
        }
        let sum = k.reduce(0, +)
        return k.map { Float($0 / sum) }
    }

    /// Each tap is a pass over a whole (zero-padded) row, eight lanes at a time (`addScaled`).
    /// A row equal to the one before it has the same blurred row: a shadow's alpha is mostly
    /// rows repeated (a card's straight sides), and those are copied, not convolved again.
    private static func convolveRows(_ b: UnsafeMutableBufferPointer<Float>, width: Int, height: Int, kernel: [Float]) {
        let r = kernel.count / 2
        var padded = [Float](repeating: 0, count: width + 2 * r)
        var out = [Float](repeating: 0, count: width)
        padded.withUnsafeMutableBufferPointer { p in
            out.withUnsafeMutableBufferPointer { o in
                for y in 0..<height {
                    let base = y * width
                    let row = b.baseAddress! + base
                    if y == 0 || memcmp(row, p.baseAddress! + r, width * MemoryLayout<Float>.stride) != 0 {
                        for x in 0..<width {
                            p[x + r] = row[x]
                            o[x] = 0
                        }
                        for k in 0..<kernel.count {
                            addScaled(o.baseAddress!, p.baseAddress! + k, kernel[k], count: width)
                        }
                    }
                    for x in 0..<width { row[x] = o[x] }
                }
            }
        }
    }

    /// An output row whose whole window of source rows, and the row before that window, are
    /// one repeated row sums the same numbers in the same order as the output row above it:
    /// it is a copy of it, bit for bit.
    private static func convolveColumns(
        _ b: UnsafeMutableBufferPointer<Float>, source s: UnsafeBufferPointer<Float>, width: Int, height: Int,
        kernel: [Float]
    ) {
        let r = kernel.count / 2
        let rowBytes = width * MemoryLayout<Float>.stride
        // repeats[j]: how many rows up to j (j included) equal the row before each of them.
        var repeats = [Int](repeating: 0, count: height)
        for j in 1..<max(1, height)
        where memcmp(s.baseAddress! + j * width, s.baseAddress! + (j - 1) * width, rowBytes) == 0 {
            repeats[j] = repeats[j - 1] + 1
        }
        for y in 0..<height {
            let out = y * width
            if y - 1 - r >= 0, y + r < height, repeats[y + r] >= 2 * r + 1 {
                memcpy(b.baseAddress! + out, b.baseAddress! + out - width, rowBytes)
                continue
            }
            for x in 0..<width { b[out + x] = 0 }
            for k in 0..<kernel.count {
                let sy = y + k - r
                guard sy >= 0 && sy < height else { continue }
                addScaled(b.baseAddress! + out, s.baseAddress! + sy * width, kernel[k], count: width)
            }
        }
    }
}
