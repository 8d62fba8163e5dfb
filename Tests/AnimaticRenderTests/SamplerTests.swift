import AnimaticCore
import CCairo
import CWarpKernel
import Testing
@testable import AnimaticRender

/// The fast warp sampler against the per-pixel scalar one (a verbatim copy of the sampler
/// the first goldens were recorded with), on random textures and random projective maps
/// (magnified, minified through mip levels, steep perspective, opacity).
@Suite struct SamplerTests {
    /// A deterministic generator (SplitMix64), so a failure reproduces.
    struct Random {
        var generator: SplitMix64
        init(state: UInt64) { generator = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { generator.next() }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func range(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
    }

    /// A texture of random premultiplied pixels (some transparent, some opaque).
    func texture(width: Int, height: Int, random: inout Random) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { p in
            for y in 0..<height {
                for x in 0..<width {
                    let r = random.next()
                    let a = UInt32([0, 255, 255, UInt64(r & 0xFF)][Int((r >> 8) % 4)] & 0xFF)
                    let c = { (shift: UInt64) -> UInt32 in a == 0 ? 0 : UInt32((r >> shift) & 0xFF) % (a + 1) }
                    p[y * stride + x] = a << 24 | c(16) << 16 | c(24) << 8 | c(32)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// A random map from texture pixels to a 160×120 target: the texture's rectangle placed
    /// with a random rotation about x and y under perspective, scaled so it is magnified or
    /// minified.
    func randomMap(width: Int, height: Int, random: inout Random) -> Homography {
        let ax = random.range(-1.3, 1.3), ay = random.range(-1.3, 1.3)
        let scale = random.range(0.05, 3)
        let d = random.range(150, 900)
        var t = Transform3D.translation(-Double(width) / 2, -Double(height) / 2, 0)
        t = t.concatenating(.scale(scale, scale, 1))
        t = t.concatenating(.rotation(ax, 1, 0, 0)).concatenating(.rotation(ay, 0, 1, 0))
        var perspective = Transform3D.identity
        perspective.m34 = -1 / d
        t = t.concatenating(perspective).concatenating(
            .translation(80 + random.range(-30, 30), 60 + random.range(-20, 20), 0))
        return Homography(plane: t)
    }

    /// A random texture on the 160×120 target through a random map (its inverse oriented so
    /// w > 0 over the texture), with 1–4 mip levels while `halving` allows, and an opacity.
    struct WarpCase {
        static let rect = PixelRect(x0: 0, y0: 0, x1: 160, y1: 120)
        let width: Int, height: Int
        let levels: [MipLevel]
        let hinv: Homography
        let region: ProjectedRegion
        let alpha: UInt64
        var spans: [(Int, Int)] { Warp.rowSpans(region.dest, rect: Self.rect) }
        /// The texture and its levels.
        func release() { for l in levels { cairo_surface_destroy(l.surface) } }
    }

    func randomWarpCase(width: Int, height: Int, random: inout Random, halving: (MipLevel) -> Bool) throws -> WarpCase?
    {
        let surface = texture(width: width, height: height, random: &random)
        let toTarget = randomMap(width: width, height: height, random: &random)
        guard
            let region = ProjectedRegion(
                Rect(0, 0, Double(width), Double(height)), through: toTarget,
                viewport: DeviceBox(minX: 0, minY: 0, maxX: 160, maxY: 120)),
            var hinv = toTarget.inverse
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        let c = region.dest.reduce(Vec2(0, 0)) {
            Vec2($0.x + $1.x / Double(region.dest.count), $0.y + $1.y / Double(region.dest.count))
        }
        if hinv.apply(c.x, c.y).w < 0 { hinv = hinv.scaled(by: -1) }
        var levels = [MipLevel(surface: surface, owned: false, base: width, baseHeight: height)]
        let levelCount = 1 + Int(random.next() % 4)
        while levels.count < levelCount, let last = levels.last, halving(last) {
            do {
                levels.append(try last.halved(baseWidth: width, baseHeight: height, surfaces: SurfacePool()))
            } catch {
                for l in levels { cairo_surface_destroy(l.surface) }
                throw error
            }
        }
        let alpha = [UInt64(256), 256, 128, 37][Int(random.next() % 4)]
        return WarpCase(width: width, height: height, levels: levels, hinv: hinv, region: region, alpha: alpha)
    }

    /// Each channel within 3 of the scalar sampler, and no drift: the fixed-point path rounds
    /// differently in three places, each worth at most one step of a channel (the blend order,
    /// vertical before horizontal: one rounding; the point rounded to 1/65536 texel instead
    /// of truncated to 1/256: a weight one step off, |Δtexel|/256 < 1; the clamp one step short
    /// of the last texel center: 255/256 of it), so 3 bounds any pixel, and the signed
    /// differences average out.
    @Test func fastSamplerStaysWithinThreeStepsOfThePerPixelSampler() throws {
        var random = Random(state: 2026)
        var cases = 0, trilinear = 0, worst = 0, signedSum = 0, channels = 0
        for _ in 0..<60 {
            let width = 8 + Int(random.next() % 120), height = 8 + Int(random.next() % 90)
            guard
                let warp = try randomWarpCase(
                    width: width, height: height, random: &random,
                    halving: { $0.width > 1 || $0.height > 1 })
            else { continue }
            defer { warp.release() }
            let (levels, hinv, alpha, rect, spans) = (warp.levels, warp.hinv, warp.alpha, WarpCase.rect, warp.spans)
            if levels.count > 1 { trilinear += 1 }

            var fast = [UInt32](repeating: 0, count: 160 * 120), reference = fast
            fast.withUnsafeMutableBufferPointer { out in
                Sampler(levels: levels.map(\.view), hinv: hinv, alpha: alpha).run(
                    into: out.baseAddress!, stride: 160, rect: rect, spans: spans)
            }
            let referenceLevels = levels.map { l in
                ReferenceSampler.Level(
                    base: UnsafeRawPointer(cairo_image_surface_get_data(l.surface)!).assumingMemoryBound(
                        to: UInt32.self),
                    stride: Int(cairo_image_surface_get_stride(l.surface)) / 4, width: l.width, height: l.height,
                    scaleX: l.scaleX, scaleY: l.scaleY)
            }
            reference.withUnsafeMutableBufferPointer { out in
                ReferenceSampler(levels: referenceLevels, hinv: hinv, alpha: alpha).run(
                    into: out.baseAddress!, stride: 160, rect: rect, spans: spans)
            }
            var largest = 0
            for (a, b) in zip(fast, reference) where a != b {
                for shift in stride(from: 0, to: 32, by: 8) {
                    let d = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
                    largest = max(largest, d)
                    signedSum += Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)
                }
            }
            channels += fast.count * 4
            worst = max(worst, largest)
            #expect(
                largest <= 3,
                "a channel differs by \(largest) (texture \(width)×\(height), \(levels.count) levels, alpha \(alpha))")
            #expect(fast.contains { $0 != 0 }, "the map should put some of the texture on the target")
            cases += 1
        }
        #expect(cases >= 40, "most random maps should be usable (\(cases))")
        #expect(trilinear >= 20, "mip levels should be exercised (\(trilinear))")
        #expect(worst >= 1, "the two samplers should round differently somewhere, or this test checks nothing")
        #expect(
            abs(Double(signedSum) / Double(channels)) < 0.01,
            "a drift of \(Double(signedSum) / Double(channels)) a channel")
    }

    /// The AVX2 kernel gives the Swift fixed-point path's bytes, pixel for pixel: random
    /// textures (odd widths, so rows end mid-vector), random maps through 1–4 levels (bilinear
    /// and trilinear chunks, clamped edges), four opacities.
    @Test(.enabled(if: Sampler.hasVectorKernel, "this CPU has no AVX2: the kernel is never used"))
    func vectorKernelGivesTheSwiftPathsBytes() throws {
        var random = Random(state: 4242)
        var cases = 0, trilinear = 0, covered = 0
        for _ in 0..<80 {
            let width = 2 + Int(random.next() % 140), height = 2 + Int(random.next() % 100)
            // Levels of at least 2×2: the fixed-point path's.
            guard
                let warp = try randomWarpCase(
                    width: width, height: height, random: &random,
                    halving: { $0.width > 3 && $0.height > 3 })
            else { continue }
            defer { warp.release() }
            let (levels, hinv, alpha, rect, spans) = (warp.levels, warp.hinv, warp.alpha, WarpCase.rect, warp.spans)
            if levels.count > 1 { trilinear += 1 }
            var vector = [UInt32](repeating: 0, count: 160 * 120), swift = vector
            var sampler = Sampler(levels: levels.map(\.view), hinv: hinv, alpha: alpha)
            sampler.vectorKernel = true
            vector.withUnsafeMutableBufferPointer {
                sampler.runFixed(into: $0.baseAddress!, stride: 160, rect: rect, spans: spans)
            }
            sampler.vectorKernel = false
            swift.withUnsafeMutableBufferPointer {
                sampler.runFixed(into: $0.baseAddress!, stride: 160, rect: rect, spans: spans)
            }
            let differing = zip(vector, swift).filter { $0 != $1 }.count
            #expect(
                differing == 0,
                "\(differing) pixels differ (texture \(width)×\(height), \(levels.count) levels, alpha \(alpha))")
            covered += swift.filter { $0 != 0 }.count
            cases += 1
        }
        #expect(cases >= 50 && trilinear >= 20, "\(cases) maps, \(trilinear) through mip levels")
        #expect(covered > 100_000, "the maps should put the textures on many pixels (\(covered))")
    }

    /// The kernel's chunks that cross a level boundary give `Sampler.pixel`'s bytes: random
    /// points all over and beyond random textures (edges clamped), random levels of detail
    /// across 1–5 levels, chunks of 1–16 pixels, four opacities.
    @Test(.enabled(if: Sampler.hasVectorKernel, "this CPU has no AVX2: the kernel is never used"))
    func vectorKernelGivesThePerPixelPathsBytesAcrossLevels() throws {
        var random = Random(state: 99)
        var compared = 0, edges = 0
        for _ in 0..<60 {
            let width = 2 + Int(random.next() % 70), height = 2 + Int(random.next() % 50)
            let surface = texture(width: width, height: height, random: &random)
            defer { cairo_surface_destroy(surface) }
            var levels = [MipLevel(surface: surface, owned: false, base: width, baseHeight: height)]
            defer { for l in levels where l.owned { cairo_surface_destroy(l.surface) } }
            let levelCount = 1 + Int(random.next() % 5)
            while levels.count < levelCount, let last = levels.last, last.width > 1 || last.height > 1 {
                levels.append(try last.halved(baseWidth: width, baseHeight: height, surfaces: SurfacePool()))
            }
            let views = levels.map(\.view), top = Double(views.count - 1)
            let kernelLevels = views.map(\.kernel)
            for _ in 0..<40 {
                let n = 1 + Int(random.next() % 16)
                let alpha = [UInt64(256), 256, 200, 37][Int(random.next() % 4)]
                // A point and steps that wander from well outside the texture to well inside it.
                var uv = SIMD2(random.range(-10, Double(width) + 10), random.range(-10, Double(height) + 10))
                var q = random.range(0.5, 2)
                uv *= q
                let step = SIMD2(random.range(-3, 3), random.range(-3, 3)), stepQ = random.range(-0.02, 0.02)
                let la = min(top, random.range(0, top + 0.5)), lb = min(top, random.range(0, top + 0.5))
                var vector = [UInt32](repeating: 7, count: n), swift = vector
                vector.withUnsafeMutableBufferPointer { out in
                    kernelLevels.withUnsafeBufferPointer { k in
                        animatic_warp_per_pixel_levels(
                            k.baseAddress!, k.count, out.baseAddress!, n, uv.x, uv.y, q,
                            step.x, step.y, stepQ, la, lb, UInt32(alpha))
                    }
                }
                views.withUnsafeBufferPointer { exact in
                    for k in 0..<n {
                        if q > 1e-300 {
                            let p = uv * (1 / q)
                            if p.x < 0 || p.y < 0 || p.x > Double(width) || p.y > Double(height) { edges += 1 }
                            swift[k] = Sampler.pixel(
                                exact, p.x, p.y, lod: la + (lb - la) * Double(k) / Double(n), alpha: alpha)
                        }
                        uv += step
                        q += stepQ
                    }
                }
                #expect(
                    vector == swift,
                    "texture \(width)×\(height), \(views.count) levels, \(n) pixels, lod \(la)…\(lb), alpha \(alpha)")
                compared += n
            }
        }
        #expect(compared > 10_000 && edges > 1_000, "\(compared) pixels compared, \(edges) beyond an edge")
    }

    /// A mip level is the 2×2 box average of the level below, each channel (sum + 2) / 4
    /// rounded down, the last row and column repeated when a side is odd: worked out here
    /// texel by texel on random textures of odd and even sides.
    @Test func mipLevelIsTheRoundedBoxAverageWithEdgesRepeated() throws {
        var random = Random(state: 77)
        for (width, height) in [(9, 7), (16, 10), (5, 1), (1, 6), (33, 18), (2, 2)] {
            let surface = texture(width: width, height: height, random: &random)
            defer { cairo_surface_destroy(surface) }
            let level0 = MipLevel(surface: surface, owned: false, base: width, baseHeight: height)
            let level1 = try level0.halved(baseWidth: width, baseHeight: height, surfaces: SurfacePool())
            defer { cairo_surface_destroy(level1.surface) }
            #expect(level1.width == (width + 1) / 2 && level1.height == (height + 1) / 2)
            let src = level0.view, dst = level1.view
            var wrong = 0
            for y in 0..<level1.height {
                for x in 0..<level1.width {
                    let xs = [min(2 * x, width - 1), min(2 * x + 1, width - 1)],
                        ys = [min(2 * y, height - 1), min(2 * y + 1, height - 1)]
                    var expected: UInt32 = 0
                    for shift in stride(from: UInt32(0), to: 32, by: 8) {
                        var sum: UInt32 = 0
                        for sy in ys { for sx in xs { sum += (src.base[sy * src.stride + sx] >> shift) & 0xFF } }
                        expected |= ((sum + 2) / 4) << shift
                    }
                    if dst.base[y * dst.stride + x] != expected { wrong += 1 }
                }
            }
            #expect(
                wrong == 0, "\(wrong) texels of the \(width)×\(height) texture's next level are not the box average")
        }
    }

    /// Spans cover exactly the pixels within `margin` of the polygon: every pixel a
    /// straightforward test finds near the polygon is inside its row's span, and the span has
    /// no pixel farther than the margin from the polygon's row band.
    @Test func rowSpansCoverThePolygonGrownByTheMarginAndNoMore() {
        var random = Random(state: 12)
        let m = Double(Warp.margin)
        for _ in 0..<40 {
            // A random convex quad: a rectangle through a random projective map.
            let h = randomMap(width: 60, height: 40, random: &random)
            guard
                let region = ProjectedRegion(
                    Rect(0, 0, 60, 40), through: h, viewport: DeviceBox(minX: 0, minY: 0, maxX: 160, maxY: 120))
            else { continue }
            let rect = Polygon.bounds(region.dest).outset(m).intersection(
                DeviceBox(minX: 0, minY: 0, maxX: 160, maxY: 120)
            ).pixelRect
            guard !rect.isEmpty else { continue }
            let spans = Warp.rowSpans(region.dest, rect: rect)
            for row in 0..<rect.height {
                let y = rect.y0 + row
                // The polygon clipped to the band [y − m, y + 1 + m]: its x range.
                var band = Polygon.clip(region.dest, a: 0, b: 1, c: -(Double(y) - m))
                band = Polygon.clip(band, a: 0, b: -1, c: Double(y) + 1 + m)
                let (start, end) = spans[row]
                guard !band.isEmpty else {
                    #expect(start >= end || band.isEmpty, "row \(y): a span where the polygon is not near")
                    continue
                }
                let lo = band.map(\.x).min()!, hi = band.map(\.x).max()!
                let first = max(rect.x0, Int((lo - m).rounded(.down))), last = min(rect.x1, Int((hi + m).rounded(.up)))
                #expect(
                    rect.x0 + start == first && rect.x0 + end == last,
                    "row \(y): span \(rect.x0 + start)..<\(rect.x0 + end), expected \(first)..<\(last)")
            }
        }
    }
}
