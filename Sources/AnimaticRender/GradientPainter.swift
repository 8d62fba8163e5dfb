import AnimaticCore
import CCairo
import Foundation

/// Draws a `CAGradientLayer`'s gradient over its bounds.
///
/// Colors interpolate in straight (not premultiplied) RGBA between stops, as Core Animation
/// does (so a stop of `UIColor.clear`, transparent black, darkens the colors next to it), and
/// the end colors extend past the first and last stops.
/// - axial: along the line from `startPoint` to `endPoint` in the unit square, stretched to the bounds;
/// - radial: from `startPoint` out to the ellipse through `endPoint` (radii |Δx|·width and
///   |Δy|·height), as `kCAGradientLayerRadial`;
/// - conic: around `startPoint`, starting in the direction of `endPoint`, clockwise on screen.
enum GradientPainter {
    static func draw(_ g: GradientContent, in bounds: Rect, cr: OpaquePointer, alpha: Double, surfaces: SurfacePool)
        throws
    {
        let stops = g.stops
        guard !stops.isEmpty, bounds.width > 0, bounds.height > 0, alpha > 0 else { return }
        let start = Point(bounds.minX + g.startPoint.x * bounds.width, bounds.minY + g.startPoint.y * bounds.height)
        let end = Point(bounds.minX + g.endPoint.x * bounds.width, bounds.minY + g.endPoint.y * bounds.height)
        if g.type == .conic {
            try drawConic(stops, center: start, toward: end, in: bounds, cr: cr, alpha: alpha, surfaces: surfaces)
            return
        }
        let pattern: OpaquePointer?
        switch g.type {
        case .radial:
            // Radii past a billion points differ from a billion by nothing a pixel shows, and
            // cairo runs out of memory on an ellipse 1e-300 by 1e300: past those bounds the
            // ellipse is a billion points across, or no ellipse at all.
            let rx = min(abs(end.x - start.x), 1e9), ry = min(abs(end.y - start.y), 1e9)
            guard rx > 1e-6, ry > 1e-6 else {
                // A zero radius: everything lies outside the ellipse, in the last color.
                fill(bounds, color: stops[stops.count - 1].color, cr: cr, alpha: alpha)
                return
            }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            // User space → the unit circle of the ellipse.
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, 1 / rx, 0, 0, 1 / ry, -start.x / rx, -start.y / ry)
            cairo_pattern_set_matrix(pattern, &m)
        default:
            guard start != end else {
                fill(bounds, color: stops[stops.count - 1].color, cr: cr, alpha: alpha)
                return
            }
            try drawAxial(
                stops, from: start, unitDelta: Point(g.endPoint.x - g.startPoint.x, g.endPoint.y - g.startPoint.y),
                in: bounds, cr: cr, alpha: alpha, surfaces: surfaces)
            return
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, clamp01(stop.location), clamp01(c.red), clamp01(c.green), clamp01(c.blue),
                clamp01(c.alpha * alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    static func fill(_ bounds: Rect, color: Color, cr: OpaquePointer, alpha: Double) {
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        setSource(cr, color, alpha: alpha)
        cairo_fill(cr)
    }

    /// The color at `f` in 0…1 between the stops, straight RGBA.
    static func color(at f: Double, _ stops: [(location: Double, color: Color)]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if f <= first.location { return first.color }
        if f >= last.location { return last.color }
        var i = 0
        while i + 1 < stops.count - 1, f >= stops[i + 1].location { i += 1 }
        let a = stops[i], b = stops[i + 1]
        let span = b.location - a.location
        let t = span > 0 ? (f - a.location) / span : 1
        let (ca, cb) = (a.color, b.color)
        return Color(
            red: ca.red + (cb.red - ca.red) * t, green: ca.green + (cb.green - ca.green) * t,
            blue: ca.blue + (cb.blue - ca.blue) * t, alpha: ca.alpha + (cb.alpha - ca.alpha) * t)
    }

    /// Entries of the axial gradient's color table: t in 0…1 in steps of 1/1023, finer than a
    /// channel's 1/255, so a table color is within 1/8 of a level of the exact one.
    static let axialTableSize = 1024

    /// An axial gradient computed per device pixel (`drawPerPixel`). t is affine in the
    /// device pixel, so a row steps it by one addition (16.16 fixed point of table entries)
    /// and looks its color up; pixman's gradient walker, which cairo would use, costs a
    /// function call a pixel on a slanted axis. Colors interpolate in straight RGBA, then are
    /// premultiplied; PAD beyond the ends.
    ///
    /// The gradient is laid out in the layer's unit square and stretched to its bounds (Apple: the
    /// points are "mapped to the layer's bounds rectangle when drawn"; measured on iOS screenshots,
    /// and compensated for in public code, StackOverflow 43176174's LinearGradientFixer): t is
    /// the projection onto start → end in unit coordinates, so on a non-square layer the bands
    /// are not perpendicular to start → end in points. `unitDelta` is end − start in unit
    /// coordinates.
    static func drawAxial(
        _ stops: [(location: Double, color: Color)], from start: Point, unitDelta u: Point, in bounds: Rect,
        cr: OpaquePointer, alpha: Double, surfaces: SurfacePool
    ) throws {
        let n = axialTableSize
        var table = [UInt32](repeating: 0, count: n)
        for i in 0..<n { table[i] = premultipliedWord(color(at: Double(i) / Double(n - 1), stops), alpha: alpha) }
        try drawPerPixel(in: bounds, cr: cr, surfaces: surfaces) { inverse, r, pixels, stride in
            // t of a device pixel center (dx, dy) = tx·dx + ty·dy + t0, in table entries.
            // t per point along x and y: (u.x / width, u.y / height) / |u|².
            let d = Point(u.x / bounds.width, u.y / bounds.height)
            let scale = Double(n - 1) / (u.x * u.x + u.y * u.y)
            let tx = (inverse.xx * d.x + inverse.yx * d.y) * scale
            let ty = (inverse.xy * d.x + inverse.yy * d.y) * scale
            let t0 = ((inverse.x0 - start.x) * d.x + (inverse.y0 - start.y) * d.y) * scale
            guard tx.isFinite, ty.isFinite, t0.isFinite else { return }
            // Fixed point within ±2⁴⁷ table entries: beyond, every pixel of the box is padded anyway.
            func fixed(_ v: Double) -> Int { Int(max(-1.4e14, min(1.4e14, v * 65536))) }
            let step = fixed(tx)
            table.withUnsafeBufferPointer { table in
                for y in 0..<r.height {
                    let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                    let dy = Double(r.y0 + y) + 0.5, dx = Double(r.x0) + 0.5
                    // Rounded to the nearest entry: + ½ entry before the shift floors.
                    var t = fixed(tx * dx + ty * dy + t0) &+ 32768
                    for x in 0..<r.width {
                        row[x] = table[min(max(t &>> 16, 0), n - 1)]
                        t &+= step
                    }
                }
            }
        }
    }

    /// A straight color at `alpha` as CAIRO_FORMAT_ARGB32: premultiplied, one native-endian word.
    static func premultipliedWord(_ c: Color, alpha: Double) -> UInt32 {
        let a = clamp01(c.alpha * alpha)
        func byte(_ v: Double) -> UInt32 { UInt32((clamp01(v) * a * 255).rounded()) }
        return UInt32((a * 255).rounded()) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
    }

    /// cairo 1.16 has no conic gradient: the colors are computed per device pixel, its center
    /// mapped back into the layer (`drawPerPixel`).
    static func drawConic(
        _ stops: [(location: Double, color: Color)], center: Point, toward end: Point, in bounds: Rect,
        cr: OpaquePointer, alpha: Double, surfaces: SurfacePool
    ) throws {
        let angle0 = atan2(end.y - center.y, end.x - center.x)
        let twoPi = 2 * Double.pi
        try drawPerPixel(in: bounds, cr: cr, surfaces: surfaces) { inverse, r, pixels, stride in
            for y in 0..<r.height {
                for x in 0..<r.width {
                    let dx = Double(r.x0 + x) + 0.5, dy = Double(r.y0 + y) + 0.5
                    let ux = inverse.xx * dx + inverse.xy * dy + inverse.x0,
                        uy = inverse.yx * dx + inverse.yy * dy + inverse.y0
                    var a = atan2(uy - center.y, ux - center.x) - angle0
                    a = a.truncatingRemainder(dividingBy: twoPi)
                    if a < 0 { a += twoPi }
                    pixels.storeBytes(
                        of: premultipliedWord(color(at: a / twoPi, stops), alpha: alpha),
                        toByteOffset: y * stride + 4 * x, as: UInt32.self)
                }
            }
        }
    }

    /// A gradient computed per device pixel: `shade` writes the premultiplied ARGB32 words of
    /// the device pixels `r` the bounds cover within the clip, given the device → user map;
    /// that image then fills the bounds, antialiased.
    static func drawPerPixel(
        in bounds: Rect, cr: OpaquePointer, surfaces: SurfacePool,
        shade: (_ inverse: cairo_matrix_t, _ r: PixelRect, _ pixels: UnsafeMutableRawPointer, _ stride: Int) -> Void
    ) throws {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var inverse = m
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        var box = DeviceBox()
        box.add(bounds, through: m)
        let clip = deviceClipExtents(cr)
        let r = box.intersection(clip).pixelRect
        guard !r.isEmpty else { return }
        let surface = try surfaces.surface(width: r.width, height: r.height, purpose: "gradient surface")
        defer { cairo_surface_destroy(surface) }
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError("cannot create a \(r.width)×\(r.height) gradient surface")
        }
        shade(inverse, r, UnsafeMutableRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, Double(r.x0), Double(r.y0))
        cairo_set_matrix(cr, &m)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
