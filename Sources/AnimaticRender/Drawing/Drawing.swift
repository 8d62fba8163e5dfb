import AnimaticCore
import CCairo

/// A small 2D drawing surface for what Animatic draws about frames rather than in them: contact
/// sheets, timing plots, overlays. The same calls draw into a bitmap (`image()`) or an SVG
/// document (`svg()`), so a plot's PNG and SVG come from one piece of drawing code.
///
/// Coordinates are in points; `scale` maps them to pixels for bitmaps. Text is Pango with Inter,
/// laid out unhinted as frames are, so sheets and plots are deterministic too.
public final class Drawing {
    public enum Output: Sendable { case bitmap, svg }

    public let width: Double
    public let height: Double
    public let scale: Double
    let output: Output
    let surface: OpaquePointer
    let cr: OpaquePointer
    private let svgSink: ByteSink?
    private var finished = false
    /// `<text>` elements of an SVG drawing, added over the rest when it ends.
    private var svgTexts: [String] = []

    public init(width: Double, height: Double, scale: Double = 1, output: Output = .bitmap, background: Color? = .white)
        throws
    {
        guard width >= 1, height >= 1, scale > 0, width * scale <= 32767, height * scale <= 32767 else {
            throw RenderError("cannot draw a \(width)×\(height) picture at scale \(scale)")
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.output = output
        let made: OpaquePointer?
        switch output {
        case .bitmap:
            svgSink = nil
            made = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32((width * scale).rounded()), Int32((height * scale).rounded()))
        case .svg:
            let sink = ByteSink()
            svgSink = sink
            made = cairo_svg_surface_create_for_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                        contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque(), width, height)
        }
        guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let context = cairo_create(made) else {
            throw RenderError("cannot create a \(width)×\(height) drawing surface")
        }
        surface = made
        cr = context
        if output == .bitmap { cairo_scale(cr, scale, scale) }
        if let background {
            setSource(cr, background, alpha: 1)
            cairo_paint(cr)
        }
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: Shapes

    public func fill(_ rect: Rect, _ color: Color, cornerRadius: Double = 0) {
        path(rect, cornerRadius: cornerRadius)
        setSource(cr, color, alpha: 1)
        cairo_fill(cr)
    }

    public func stroke(_ rect: Rect, _ color: Color, width: Double = 1, cornerRadius: Double = 0) {
        path(rect, cornerRadius: cornerRadius)
        setSource(cr, color, alpha: 1)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    /// A polyline; `dash` lengths in points (empty: solid).
    public func line(_ points: [Point], _ color: Color, width: Double = 1, dash: [Double] = [], roundJoins: Bool = true)
    {
        guard points.count > 1 else { return }
        cairo_new_path(cr)
        cairo_move_to(cr, points[0].x, points[0].y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        setSource(cr, color, alpha: 1)
        cairo_set_line_width(cr, width)
        cairo_set_line_join(cr, roundJoins ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
        cairo_set_line_cap(cr, roundJoins ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    public func circle(_ center: Point, radius: Double, fill: Color?, stroke: Color? = nil, width: Double = 1) {
        cairo_new_path(cr)
        cairo_arc(cr, center.x, center.y, radius, 0, 2 * .pi)
        if let fill {
            setSource(cr, fill, alpha: 1)
            if stroke != nil { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
        }
        if let stroke {
            setSource(cr, stroke, alpha: 1)
            cairo_set_line_width(cr, width)
            cairo_stroke(cr)
        }
    }

    /// A filled polygon (markers such as keyframe diamonds).
    public func polygon(_ points: [Point], fill: Color) {
        guard points.count > 2 else { return }
        cairo_new_path(cr)
        cairo_move_to(cr, points[0].x, points[0].y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
        setSource(cr, fill, alpha: 1)
        cairo_fill(cr)
    }

    /// Draws `body` clipped to `rect`.
    public func clipped(to rect: Rect, _ body: () throws -> Void) rethrows {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        try body()
    }

    /// A frame scaled into `rect` (box-filtered when shrinking), at `alpha`.
    public func image(_ frame: Frame, in rect: Rect, alpha: Double = 1) throws {
        guard frame.width > 0, frame.height > 0, rect.width > 0, rect.height > 0, alpha > 0 else { return }
        let source = try PremultipliedSurface(frame)
        guard let pattern = cairo_pattern_create_for_surface(source.surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var m = cairo_matrix_t()
        let sx = Double(frame.width) / rect.width, sy = Double(frame.height) / rect.height
        cairo_matrix_init(&m, sx, 0, 0, sy, -rect.minX * sx, -rect.minY * sy)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, min(1, alpha))
    }

    private func path(_ r: Rect, cornerRadius: Double) {
        cairo_new_path(cr)
        let radius = min(cornerRadius, r.width / 2, r.height / 2)
        guard radius > 0 else { return cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    // MARK: Output

    /// The bitmap, straight RGBA. Ends the drawing.
    public func image() throws -> Frame {
        precondition(output == .bitmap && !finished, "image() ends a bitmap drawing once")
        finished = true
        try checkStatus(cr)
        cairo_surface_flush(surface)
        return Rasterizer.straightRGBA(
            surface, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)))
    }

    /// The SVG document's bytes. Ends the drawing.
    public func svg() throws -> [UInt8] {
        precondition(output == .svg && !finished, "svg() ends an SVG drawing once")
        finished = true
        try checkStatus(cr)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo: \(String(cString: cairo_status_to_string(status)))")
        }
        var document = Self.renumberingSurfaces(svgSink?.bytes ?? [])
        if !svgTexts.isEmpty, let end = document.lastIndex(of: UInt8(ascii: "<")) {
            let texts =
                "<g font-family=\"Inter, -apple-system, Helvetica, Arial, sans-serif\">\n"
                + svgTexts.joined(separator: "\n") + "\n</g>\n"
            document.insert(contentsOf: Array(texts.utf8), at: end)
        }
        return document
    }

    /// A line of text as an SVG `<text>` element at `point` (a baseline point, or the centre of
    /// a `vertical` line), through the current transformation.
    func addSVGText(
        _ string: String, at point: Point, size: Double, weight: Int, color: Color, anchor: String,
        vertical: Bool = false
    ) {
        var x = point.x, y = point.y
        cairo_user_to_device(cr, &x, &y)
        func n(_ v: Double) -> String { String(format: "%.2f", v) }
        let escaped = string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        let hex = String(
            format: "#%02X%02X%02X", Int((clamp01(color.red) * 255).rounded()),
            Int((clamp01(color.green) * 255).rounded()), Int((clamp01(color.blue) * 255).rounded()))
        var attributes =
            "x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" font-weight=\"\(weight)\" fill=\"\(hex)\""
            + " text-anchor=\"\(anchor)\""
        if color.alpha < 1 { attributes += " fill-opacity=\"\(n(clamp01(color.alpha)))\"" }
        if vertical { attributes += " dominant-baseline=\"central\" transform=\"rotate(-90 \(n(x)) \(n(y)))\"" }
        svgTexts.append("<text \(attributes)>\(escaped)</text>")
    }

    /// cairo numbers SVG surfaces from a counter shared by the whole process; renumbered in
    /// order of appearance, the same drawing gives the same bytes however many came before.
    static func renumberingSurfaces(_ bytes: [UInt8]) -> [UInt8] {
        let marker = Array("surface".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        var i = 0
        while i < bytes.count {
            if bytes[i] == marker[0], i + marker.count < bytes.count, bytes[i..<i + marker.count].elementsEqual(marker)
            {
                var j = i + marker.count
                while j < bytes.count, (48...57).contains(bytes[j]) { j += 1 }
                if j > i + marker.count {
                    let number = numbers[bytes[i + marker.count..<j], default: numbers.count + 1]
                    numbers[bytes[i + marker.count..<j]] = number
                    out += marker + Array(String(number).utf8)
                    i = j
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }
}

/// Collects a cairo stream's output.
final class ByteSink {
    var bytes: [UInt8] = []
}

/// A straight-RGBA frame as a premultiplied cairo image surface.
final class PremultipliedSurface {
    let surface: OpaquePointer

    init(_ frame: Frame) throws {
        guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(frame.width), Int32(frame.height)),
            cairo_surface_status(made) == CAIRO_STATUS_SUCCESS
        else {
            throw RenderError("cannot create a \(frame.width)×\(frame.height) surface")
        }
        surface = made
        cairo_surface_flush(made)
        let data = cairo_image_surface_get_data(made)!
        let stride = Int(cairo_image_surface_get_stride(made))
        frame.rgba.withUnsafeBufferPointer { src in
            for y in 0..<frame.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<frame.width {
                    let i = (y * frame.width + x) * 4
                    let a = UInt32(src[i + 3])
                    func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] =
                        a << 24 | premultiplied(src[i]) << 16 | premultiplied(src[i + 1]) << 8
                        | premultiplied(src[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(made)
    }

    deinit { cairo_surface_destroy(surface) }
}
