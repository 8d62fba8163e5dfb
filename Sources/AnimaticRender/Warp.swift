import AnimaticCore
import CCairo
import CWarpKernel
import Foundation

/// Projective layers: a layer whose map to its target is not affine is rendered flat, in
/// its own plane, to an offscreen texture, then warped onto the target with the exact
/// homography.
///
/// - Resolution: the texture's scale (texture pixels per point of the layer's plane) follows
///   the largest magnification of the map over the part of the layer that is visible: per
///   axis of the layer's plane, the maximum over the visible polygon's vertices and edge
///   midpoints of the Jacobian's column lengths (grown when the axes shear on screen, so
///   no texel ever covers more than a pixel; see `Homography.axisScales`), in target
///   pixels, so the device scale is included. Square texels when a shadow is flattened in
///   (blurs are isotropic). Clamped so no side exceeds `maxSide`, the texture stays within
///   `maxPixels`, and cairo's fixed point cannot overflow. Only the visible part of the
///   layer is rendered.
/// - Sampling: an inverse-mapping sampler, each pixel's texture point computed in double
///   precision (the homography is never stepped in fixed point, so sub-pixel accuracy holds
///   across any canvas) and only then rounded to 1/65536 of a texel; bilinear, and trilinear between box-
///   filtered mip levels where the projection minifies the texture by more than 1.5×
///   (level of detail from the inverse's Jacobian, every 16 pixels, interpolated);
///   samples are clamped to the texture's edge texels.
/// - Coverage: the warped image is composited through the analytically rasterized,
///   antialiased projected polygon (cairo fills it), clipped beforehand against w = ε in
///   homogeneous coordinates and against the target's clip box, so nothing lands outside
///   the quad and nothing behind the eye is drawn mirrored.
enum Warp {
    static let maxSide = 4096
    static let maxPixels = 8 * 1024 * 1024

    /// A layer rendered into its own plane: texture pixel = (plane point − origin) · scale.
    struct Texture {
        var surface: OpaquePointer
        var width: Int, height: Int
        /// Texture pixels → target pixels.
        var toTarget: Homography

        func release() { cairo_surface_destroy(surface) }
    }

    /// A warped image in target pixels, covering `rect`.
    struct Image {
        var surface: OpaquePointer
        var rect: PixelRect

        func release() { cairo_surface_destroy(surface) }
    }

    /// The texture for `layer` (whose plane region `extent` maps to the target through
    /// `toTarget`, visible as `region`), drawn with opacity 1 (the caller composites with
    /// the opacity). Nil when nothing is visible.
    static func renderTexture(
        _ layer: RenderLayer, extent: Rect, region: ProjectedRegion, toTarget h: Homography, flipped: Bool,
        painter: LayerPainter
    ) throws -> Texture? {
        if let image = try snapshotTexture(layer, toTarget: h, painter: painter) { return image }
        // The largest magnification over the visible part, per axis of the layer's plane
        // (a layer turned about y is compressed across and magnified along: separate
        // scales keep both sharp without wasting texels).
        var scaleX = 0.0, scaleY = 0.0
        let n = region.source.count
        for i in 0..<n {
            let p = region.source[i], q = region.source[(i + 1) % n]
            let a = h.axisScales(at: p.x, p.y), b = h.axisScales(at: (p.x + q.x) / 2, (p.y + q.y) / 2)
            scaleX = max(scaleX, a.x, b.x)
            scaleY = max(scaleY, a.y, b.y)
        }
        guard scaleX > 0, scaleY > 0, scaleX.isFinite, scaleY.isFinite else { return nil }
        if layer.subtreeHasShadow {
            // Shadow blurs are isotropic: keep the texels square so they stay round.
            scaleX = max(scaleX, scaleY)
            scaleY = scaleX
        }
        // Images and smooth fills only: no finer than the images' own pixels, and on their
        // grid (`snapX`, `snapY`), so the texture holds them texel for pixel.
        var snapX = false, snapY = false
        if let density = ContentDensity.limit(of: layer, screenScale: painter.screenScale) {
            let onGrid = { (side: Double) in abs(side * density - (side * density).rounded()) < 1e-6 }
            if scaleX >= density {
                scaleX = density
                snapX = onGrid(extent.width)
            }
            if scaleY >= density {
                scaleY = density
                snapY = onGrid(extent.height)
            }
        }
        let fullExtent = DeviceBox(minX: extent.minX, minY: extent.minY, maxX: extent.maxX, maxY: extent.maxY)
        let visible = Polygon.bounds(region.source)
        let clipped = visible.intersection(fullExtent)
        guard !clipped.isEmpty else { return nil }
        let w0 = max(clipped.maxX - clipped.minX, 1e-9), h0 = max(clipped.maxY - clipped.minY, 1e-9)
        // Bounded memory: no side over maxSide, no more than maxPixels (one factor for both
        // axes, so the aspect of the texels is kept).
        // And cairo's 24.8 fixed point: the whole extent drawn at this scale stays well
        // inside ±2²³ texture pixels (a layer almost at the eye is magnified without bound).
        let span = max(extent.width, extent.height, 1)
        let k = min(
            1, Double(maxSide - 4) / (w0 * scaleX), Double(maxSide - 4) / (h0 * scaleY),
            (Double(maxPixels) / (w0 * scaleX * h0 * scaleY)).squareRoot(),
            2e6 / (span * max(scaleX, scaleY)))
        scaleX *= k
        scaleY *= k
        if k < 1 {
            snapX = false
            snapY = false
        }
        // Two texels of margin so bilinear samples near the visible edge read real texels.
        var region = DeviceBox(
            minX: visible.minX - 2 / scaleX, minY: visible.minY - 2 / scaleY,
            maxX: visible.maxX + 2 / scaleX, maxY: visible.maxY + 2 / scaleY
        ).intersection(fullExtent)
        // Whole texels of the extent's grid (the extent is whole texels long on a snapped axis).
        func snapped(_ lo: Double, _ hi: Double, origin: Double, scale: Double) -> (Double, Double) {
            (
                (origin + ((lo - origin) * scale + 1e-9).rounded(.down) / scale),
                (origin + ((hi - origin) * scale - 1e-9).rounded(.up) / scale)
            )
        }
        if snapX { (region.minX, region.maxX) = snapped(region.minX, region.maxX, origin: extent.minX, scale: scaleX) }
        if snapY { (region.minY, region.maxY) = snapped(region.minY, region.maxY, origin: extent.minY, scale: scaleY) }
        let rw = region.maxX - region.minX, rh = region.maxY - region.minY
        guard rw > 1e-9, rh > 1e-9 else { return nil }
        let width = min(maxSide, max(1, Int(saturating: rw * scaleX - 1e-6, rounding: .up)))
        let height = min(maxSide, max(1, Int(saturating: rh * scaleY - 1e-6, rounding: .up)))
        // Per-axis scales that put the region's edges exactly on texel edges.
        let sx = Double(width) / rw, sy = Double(height) / rh
        try painter.budget.spend(FrameBudget.area(width, height), on: .warp, of: layer)

        let surface = try painter.surfaces.surface(width: width, height: height, purpose: "3D texture")
        do {
            guard let cr = cairo_create(surface) else { throw RenderError("cannot create a cairo context") }
            defer { cairo_destroy(cr) }
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, sx, 0, 0, sy, -region.minX * sx, -region.minY * sy)
            var flat = layer
            flat.opacity = 1
            try painter.paint(flat, at: LayerPlacement(affine: m, flipped: flipped), cr: cr)
            try checkStatus(cr)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        let fromTexture = Homography(
            h11: 1 / sx, h12: 0, h13: 0, h21: 0, h22: 1 / sy, h23: 0, h31: region.minX, h32: region.minY, h33: 1)
        return Texture(surface: surface, width: width, height: height, toTarget: fromTexture.concatenating(h))
    }

    /// A snapshot view that draws nothing but its image (no caps stretched apart, nothing
    /// else in it) has that image as its texture: Core Animation samples a snapshot's pixels
    /// under a 3D transform once, not after drawing them flat again. Clamped sampling at its
    /// edges and the outline's coverage give the edges.
    static func snapshotTexture(_ layer: RenderLayer, toTarget h: Homography, painter: LayerPainter) throws -> Texture?
    {
        guard isPlainSnapshot(layer), case .snapshot(let snapshot) = layer.content else { return nil }
        let image = try painter.snapshotImage(snapshot, of: layer)
        let width = Int(cairo_image_surface_get_width(image)), height = Int(cairo_image_surface_get_height(image))
        let b = layer.bounds
        let fromTexture = Homography(
            h11: b.width / Double(width), h12: 0, h13: 0, h21: 0, h22: b.height / Double(height), h23: 0,
            h31: b.minX, h32: b.minY, h33: 1)
        return Texture(surface: image, width: width, height: height, toTarget: fromTexture.concatenating(h))
    }

    /// A snapshot view that draws its image and nothing else, the image covering its bounds
    /// in one part (no caps stretched apart).
    static func isPlainSnapshot(_ layer: RenderLayer) -> Bool {
        guard case .snapshot(let snapshot) = layer.content, !layer.hasBackground, !layer.hasBorder, !layer.hasShadow,
            layer.mask == nil, !(layer.masksToBounds && layer.clampedCornerRadius > 0),
            !layer.sublayers.contains(where: { !$0.isSkipped })
        else { return false }
        return snapshot.coversWhole(layer.bounds)
    }

    /// Samples reach this far (pixels) beyond the outline: antialiased edge pixels and
    /// edges spilled under a neighbor (`SharedEdges.spill`) find texels there.
    static let margin = 3

    /// Warps `texture` onto the target pixels covered by `polygon` (target pixels), dilated
    /// by `margin`, within `viewport`; opacity multiplies.
    static func warp(
        _ texture: Texture, covering polygon: [Vec2], viewport: DeviceBox, opacity: Double, surfaces: SurfacePool
    ) throws -> Image? {
        let rect = Polygon.bounds(polygon).outset(Double(margin)).intersection(viewport).pixelRect
        guard !rect.isEmpty, let inverse = texture.toTarget.inverse else { return nil }
        // Orient the inverse so its w is positive over the visible polygon.
        var hinv = inverse
        var cx = 0.0, cy = 0.0
        for p in polygon {
            cx += p.x
            cy += p.y
        }
        cx /= Double(polygon.count)
        cy /= Double(polygon.count)
        if hinv.apply(cx, cy).w < 0 { hinv = hinv.scaled(by: -1) }

        let surface = try surfaces.surface(width: rect.width, height: rect.height, purpose: "warp surface")
        cairo_surface_flush(surface)

        // The footprint of one target pixel in texels decides whether mip levels are needed.
        var maxFootprint = 0.0
        for p in polygon { maxFootprint = max(maxFootprint, footprint(hinv, p.x, p.y)) }
        let levelCount = maxFootprint > 1.5 ? Int(min(14, log2(maxFootprint))) + 2 : 1

        var levels = [MipLevel(surface: texture.surface, owned: false, base: texture.width, baseHeight: texture.height)]
        defer { for l in levels where l.owned { cairo_surface_destroy(l.surface) } }
        while levels.count < levelCount, let last = levels.last, last.width > 1 || last.height > 1 {
            do {
                levels.append(try last.halved(baseWidth: texture.width, baseHeight: texture.height, surfaces: surfaces))
            } catch {
                cairo_surface_destroy(surface)  // not returned, so not the caller's to free
                throw error
            }
        }

        let spans = rowSpans(polygon, rect: rect)
        let alpha = UInt64(max(0, min(256, (opacity * 256).rounded())))
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        data.withMemoryRebound(to: UInt32.self, capacity: stride * rect.height) { out in
            Sampler(levels: levels.map(\.view), hinv: hinv, alpha: alpha)
                .run(into: out, stride: stride, rect: rect, spans: spans)
        }
        cairo_surface_mark_dirty(surface)
        return Image(surface: surface, rect: rect)
    }

    /// Composites `image` through the coverage of `polygon` (target pixels), antialiased or by
    /// pixel centres (`antialias`), respecting the target's clip.
    static func fill(_ image: Image, polygon: [Vec2], antialias: cairo_antialias_t, cr: OpaquePointer) {
        guard polygon.count >= 3 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_set_antialias(cr, antialias)
        if antialias == CAIRO_ANTIALIAS_NONE {
            cairo_new_path(cr)
            PixelCentreRule.addPixels(of: polygon, rows: PixelCentreRule.clipRows(cr), cr: cr)
        } else {
            path(polygon, cr: cr)
        }
        cairo_set_source_surface(cr, image.surface, Double(image.rect.x0), Double(image.rect.y0))
        cairo_fill(cr)
    }

    /// A closed polygon as cairo's path (in the current user space).
    static func path(_ polygon: [Vec2], cr: OpaquePointer) {
        cairo_new_path(cr)
        guard let first = polygon.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for p in polygon.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
    }

    /// Texels of level 0 per target pixel at a target point (the larger axis).
    static func footprint(_ hinv: Homography, _ x: Double, _ y: Double) -> Double {
        let p = hinv.apply(x, y)
        guard p.w > 0 else { return 0 }
        let u = p.x / p.w, v = p.y / p.w
        let dux = (hinv.h11 - u * hinv.h13) / p.w, dvx = (hinv.h12 - v * hinv.h13) / p.w
        let duy = (hinv.h21 - u * hinv.h23) / p.w, dvy = (hinv.h22 - v * hinv.h23) / p.w
        return max(dux * dux + dvx * dvx, duy * duy + dvy * dvy).squareRoot()
    }

    /// For each row of `rect`, the columns [start, end) within `margin` pixels of the polygon.
    static func rowSpans(_ polygon: [Vec2], rect: PixelRect) -> [(Int, Int)] {
        var spans = [(Int, Int)](repeating: (0, 0), count: rect.height)
        let n = polygon.count
        let m = Double(margin)
        for row in 0..<rect.height {
            let ya = Double(rect.y0 + row) - m, yb = Double(rect.y0 + row) + 1 + m
            var lo = Double.infinity, hi = -Double.infinity
            for i in 0..<n {
                let p = polygon[i], q = polygon[(i + 1) % n]
                if (p.y < ya && q.y < ya) || (p.y > yb && q.y > yb) { continue }
                // The segment's part inside the band.
                var t0 = 0.0, t1 = 1.0
                let dy = q.y - p.y
                if dy != 0 {
                    let ta = (ya - p.y) / dy, tb = (yb - p.y) / dy
                    t0 = max(t0, min(ta, tb))
                    t1 = min(t1, max(ta, tb))
                }
                guard t0 <= t1 else { continue }
                let xa = p.x + (q.x - p.x) * t0, xb = p.x + (q.x - p.x) * t1
                lo = min(lo, xa, xb)
                hi = max(hi, xa, xb)
            }
            guard lo <= hi else { continue }
            let start = max(rect.x0, Int(max(-1e8, (lo - m).rounded(.down)))) - rect.x0
            let end = min(rect.x1, Int(min(1e8, (hi + m).rounded(.up)))) - rect.x0
            if start < end { spans[row] = (start, end) }
        }
        return spans
    }
}

/// One mip level of a texture (premultiplied ARGB32).
struct MipLevel {
    var surface: OpaquePointer
    var owned: Bool
    var width: Int, height: Int
    /// This level's pixels per level-0 pixel, per axis.
    var scaleX: Double, scaleY: Double

    init(surface: OpaquePointer, owned: Bool, base: Int, baseHeight: Int) {
        self.surface = surface
        self.owned = owned
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        scaleX = Double(width) / Double(base)
        scaleY = Double(height) / Double(baseHeight)
    }

    var view: Sampler.Level {
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        return Sampler.Level(
            base: data, stride: Int(cairo_image_surface_get_stride(surface)) / 4, width: width, height: height,
            scaleX: scaleX, scaleY: scaleY)
    }

    /// The next level: each pixel the box average of 2×2 (edge pixels repeated).
    func halved(baseWidth: Int, baseHeight: Int, surfaces: SurfacePool) throws -> MipLevel {
        let w = (width + 1) / 2, h = (height + 1) / 2
        // Every pixel is written below.
        let s = try surfaces.surface(width: w, height: h, purpose: "mip level", cleared: false)
        cairo_surface_flush(s)
        let src = view
        let data = cairo_image_surface_get_data(s)!
        let stride = Int(cairo_image_surface_get_stride(s)) / 4
        data.withMemoryRebound(to: UInt32.self, capacity: stride * h) { out in
            for y in 0..<h {
                let r0 = src.base + min(2 * y, height - 1) * src.stride
                let r1 = src.base + min(2 * y + 1, height - 1) * src.stride
                let o = out + y * stride
                // Two output pixels at a time from four texels of each row, in 16-bit lanes:
                // the same sums and rounding as the per-pixel loop below.
                var x = 0
                while 2 * x + 3 < width {
                    let top = UnsafeRawPointer(r0 + 2 * x).loadUnaligned(as: SIMD16<UInt8>.self)
                    let bottom = UnsafeRawPointer(r1 + 2 * x).loadUnaligned(as: SIMD16<UInt8>.self)
                    let a =
                        SIMD8<UInt16>(truncatingIfNeeded: top.lowHalf)
                        &+ SIMD8<UInt16>(truncatingIfNeeded: bottom.lowHalf)
                    let b =
                        SIMD8<UInt16>(truncatingIfNeeded: top.highHalf)
                        &+ SIMD8<UInt16>(truncatingIfNeeded: bottom.highHalf)
                    let sum = SIMD8(lowHalf: a.lowHalf &+ a.highHalf, highHalf: b.lowHalf &+ b.highHalf)
                    let mean = SIMD8<UInt8>(truncatingIfNeeded: (sum &+ 2) &>> 2)
                    UnsafeMutableRawPointer(o + x).storeBytes(of: mean, as: SIMD8<UInt8>.self)
                    x += 2
                }
                for x in x..<w {
                    let x0 = min(2 * x, width - 1), x1 = min(2 * x + 1, width - 1)
                    let sum =
                        Sampler.spread(r0[x0]) &+ Sampler.spread(r0[x1]) &+ Sampler.spread(r1[x0])
                        &+ Sampler.spread(r1[x1])
                    o[x] = Sampler.pack(((sum &+ 0x0002_0002_0002_0002) >> 2) & Sampler.laneMask)
                }
            }
        }
        cairo_surface_mark_dirty(s)
        return MipLevel(surface: s, owned: true, base: baseWidth, baseHeight: baseHeight)
    }
}

/// The inverse-mapping sampler: for each target pixel center, the texture point through
/// the inverse homography (double precision, stepped incrementally along a row), then a
/// bilinear (or trilinear) premultiplied sample with clamped edges, 8-bit weights rounded at
/// each step. Two paths: fixed point in vectors (`SamplerFixed.swift`), and per pixel with
/// channels as four 16-bit lanes of one 64-bit word (`runExact`, `SamplerSpans.swift`).
struct Sampler {
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

        /// This level as the AVX2 kernel's per-pixel path reads it.
        var kernel: AnimaticExactLevel {
            AnimaticExactLevel(
                base: base, stride: Int32(stride), width: Int32(width), height: Int32(height),
                scaleX: scaleX, scaleY: scaleY, maxU: maxU, maxV: maxV)
        }
    }

    var levels: [Level]
    var hinv: Homography
    /// Opacity in 0…256.
    var alpha: UInt64
    /// Whether the fixed-point path runs its chunks through the AVX2 kernel (the same bytes);
    /// tests turn it off to compare the two.
    var vectorKernel = Sampler.hasVectorKernel

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

    /// One pixel sampled on its own at level-0 point (u, v) and level of detail `lod` (at most
    /// the top level): bilinear at the top level, else trilinear between the two levels around it.
    @inline(__always)
    static func pixel(_ levels: UnsafeBufferPointer<Level>, _ u: Double, _ v: Double, lod: Double, alpha: UInt64)
        -> UInt32
    {
        let top = levels.count - 1
        let m = Int(lod)
        var p: UInt64
        if m >= top {
            p = bilinear(levels[top], u, v)
        } else {
            let w = UInt64(truncatingIfNeeded: Int((lod - Double(m)) * 256))
            p = lerp(bilinear(levels[m], u, v), bilinear(levels[m + 1], u, v), w)
        }
        if alpha < 256 { p = ((p &* alpha &+ half) >> 8) & laneMask }
        return pack(p)
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
        if levels.allSatisfy({ $0.width >= 2 && $0.height >= 2 }) {
            runFixed(into: out, stride: stride, rect: rect, spans: spans)
        } else {
            runExact(into: out, stride: stride, rect: rect, spans: spans)
        }
    }

    /// Every pixel with its own division; for levels narrower than 2 texels.
    func runExact(into out: UnsafeMutablePointer<UInt32>, stride: Int, rect: PixelRect, spans: [(Int, Int)]) {
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
                if top == 0 {
                    // One level: the level of detail is not needed, the span runs in one loop.
                    Self.bilinearSpan(level0, line + start, count: end - start, &U, &V, &Q, h, alpha: alpha)
                    continue
                }
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
                        Self.bilinearSpan(level, line + i, count: n, &U, &V, &Q, h, alpha: alpha)
                    } else if l == Int(lb) || (Int(lb) == l + 1 && lb == Double(l + 1)) {
                        // Between levels l and l + 1 throughout: trilinear with the blend
                        // interpolated across the chunk (8.8 fixed point).
                        let a = levels[l], b = levels[l + 1]
                        let t = Int((la - Double(l)) * 65536)
                        let dt = Int((lb - la) * 65536 / dn)
                        Self.trilinearSpan(a, b, line + i, count: n, &U, &V, &Q, h, t: t, dt: dt, alpha: alpha)
                    } else {
                        // A level boundary inside the chunk: the level per pixel.
                        for k in i..<(i + n) {
                            if Q > 1e-300 {
                                let iq = 1 / Q
                                let u = U * iq, v = V * iq
                                line[k] = Self.pixel(
                                    levels, u, v, lod: la + (lb - la) * Double(k - i) / dn, alpha: alpha)
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
