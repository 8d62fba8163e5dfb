import AnimaticCore

// Core Graphics' path construction and painting: recorded as the context's `RecordedDrawing`.

extension CGContext {
    // MARK: The current path (mapped by the current transform as it is built, as Core Graphics does)

    /// Appends a piece built in user space, mapped into the drawing's space; a piece that
    /// starts with a line (an arc) starts with a move on an empty path.
    private func append(_ piece: ShapePath) {
        var mapped = piece.applying(gstate.ctm).elements
        if path.isEmpty, case .line(let p)? = mapped.first { mapped[0] = .move(p) }
        path.elements += mapped
    }

    /// The current point in user space (Core Graphics keeps it mapped; it reads it back).
    private var userCurrentPoint: Point {
        CGPoint(path.currentPoint).applying(gstate.ctm.inverted()).core
    }

    public func beginPath() { path = ShapePath() }
    public func move(to point: CGPoint) { append(ShapePath([.move(point.core)])) }
    public func addLine(to point: CGPoint) { append(ShapePath([.line(point.core)])) }
    public func addLines(between points: [CGPoint]) {
        for (i, p) in points.enumerated() { i == 0 ? move(to: p) : addLine(to: p) }
    }
    public func addRect(_ rect: CGRect) { append(.rect(rect.core)) }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in rect: CGRect) { append(.oval(rect.core)) }
    public func addPath(_ path: CGPath) { append(path.shape) }
    /// `clockwise` as Core Graphics means it in its y-up space: on a y-down context (UIKit's)
    /// it runs the other way, so `clockwise: true` is UIBezierPath's `clockwise: false`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Built after a move to the user-space current point, so the arc is joined to it by a line.
        var arc = ShapePath(path.isEmpty ? [] : [.move(userCurrentPoint)])
        arc.addArc(
            center: center.core, radius: Double(radius), startAngle: Double(startAngle) * 180 / .pi,
            endAngle: Double(endAngle) * 180 / .pi, clockwise: !clockwise)
        append(ShapePath(path.isEmpty ? arc.elements : Array(arc.elements.dropFirst())))
    }
    /// `addArc(tangent1End:tangent2End:radius:)`: a line from the current point to where a
    /// circle of `radius` touches the line to `tangent1End`, then the arc along that circle to
    /// where it touches the line from `tangent1End` to `tangent2End` (the short way round). Points
    /// in one line, or a zero radius, give the line to `tangent1End`.
    public func addArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat) {
        guard !path.isEmpty else { return move(to: t1) }
        let p0 = userCurrentPoint, c = t1.core, r = Double(radius)
        let (ux, uy) = (p0.x - c.x, p0.y - c.y), (vx, vy) = (Double(t2.x) - c.x, Double(t2.y) - c.y)
        let (lu, lv) = ((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
        let cross = ux * vy - uy * vx
        guard r > 0, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else { return addLine(to: t1) }
        let (ax, ay, bx, by) = (ux / lu, uy / lu, vx / lv, vy / lv)
        let half = acos(max(-1, min(1, ax * bx + ay * by))) / 2
        let reach = r / tan(half), toCentre = r / sin(half)
        let (mx, my) = (ax + bx, ay + by)
        let lm = (mx * mx + my * my).squareRoot()
        let centre = Point(c.x + mx / lm * toCentre, c.y + my / lm * toCentre)
        let a = Point(c.x + ax * reach, c.y + ay * reach), b = Point(c.x + bx * reach, c.y + by * reach)
        let a0 = atan2(a.y - centre.y, a.x - centre.x), a1 = atan2(b.y - centre.y, b.x - centre.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        var arc = ShapePath([.move(p0)])
        arc.addArc(
            center: centre, radius: r, startAngle: a0 * 180 / .pi, endAngle: (a0 + sweep) * 180 / .pi,
            clockwise: sweep > 0)
        append(ShapePath(Array(arc.elements.dropFirst())))
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(ShapePath([.cubic(control1.core, control2.core, end.core)]))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        append(ShapePath([.quad(control.core, end.core)]))
    }
    public func closePath() { if !path.isEmpty { path.elements.append(.close) } }
    public var isPathEmpty: Bool { path.isEmpty }
    public var currentPointOfPath: CGPoint { CGPoint(userCurrentPoint) }

    // MARK: Clipping

    /// Intersects the clip with the current path (then cleared, as Core Graphics clears it).
    public func clip(using rule: CGPathFillRule = .winding) {
        gstate.clips.append(DrawingClip(path: path, rule: rule == .evenOdd ? .evenOdd : .nonZero))
        path = ShapePath()
    }
    public func clip(to rect: CGRect) {
        gstate.clips.append(DrawingClip(path: ShapePath.rect(rect.core).applying(gstate.ctm)))
    }
    public func clip(to rects: [CGRect]) {
        var union = ShapePath()
        for rect in rects { union.elements += ShapePath.rect(rect.core).applying(gstate.ctm).elements }
        gstate.clips.append(DrawingClip(path: union))
    }
    public func resetClip() { gstate.clips = [] }

    // MARK: Painting

    public func fillPath(
        using rule: CGPathFillRule = .winding, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        paintPath(fill: rule, stroke: false, "fillPath()", callSite(file, line, column))
    }
    public func strokePath(file: String = #fileID, line: Int = #line, column: Int = #column) {
        paintPath(fill: nil, stroke: true, "strokePath()", callSite(file, line, column))
    }
    public func drawPath(
        using mode: CGPathDrawingMode, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        let fill: CGPathFillRule? =
            switch mode {
            case .fill, .fillStroke: .winding
            case .eoFill, .eoFillStroke: .evenOdd
            case .stroke: nil
            }
        let stroke = [.stroke, .fillStroke, .eoFillStroke].contains(mode)
        paintPath(fill: fill, stroke: stroke, "drawPath(using:)", callSite(file, line, column))
    }
    public func fill(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        fill([rect], file: file, line: line, column: column)
    }
    public func fill(_ rects: [CGRect], file: String = #fileID, line: Int = #line, column: Int = #column) {
        path = ShapePath()
        addRects(rects)
        paintPath(fill: .winding, stroke: false, "fill(_:)", callSite(file, line, column))
    }
    public func stroke(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        path = ShapePath()
        addRect(rect)
        paintPath(fill: nil, stroke: true, "stroke(_:)", callSite(file, line, column))
    }
    public func stroke(
        _ rect: CGRect, width: CGFloat, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        saveGState()
        setLineWidth(width)
        stroke(rect, file: file, line: line, column: column)
        restoreGState()
    }
    public func fillEllipse(in rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        path = ShapePath()
        addEllipse(in: rect)
        paintPath(fill: .winding, stroke: false, "fillEllipse(in:)", callSite(file, line, column))
    }
    public func strokeEllipse(in rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        path = ShapePath()
        addEllipse(in: rect)
        paintPath(fill: nil, stroke: true, "strokeEllipse(in:)", callSite(file, line, column))
    }
    /// Pairs of points, each a segment of its own.
    public func strokeLineSegments(
        between points: [CGPoint], file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        path = ShapePath()
        for i in stride(from: 0, to: points.count - 1, by: 2) {
            move(to: points[i])
            addLine(to: points[i + 1])
        }
        paintPath(fill: nil, stroke: true, "strokeLineSegments(between:)", callSite(file, line, column))
    }
    /// Makes the rect transparent (a bitmap context's pixels cleared to zero).
    public func clear(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        guard canPaint("clear(_:)", callSite(file, line, column)) else { return }
        record(.clear, ShapePath.rect(rect.core).applying(gstate.ctm), color: .clear)
    }
    /// Core Graphics' own `draw(_:in:)` draws y-up (an image lands upside down in a UIKit
    /// context unless flipped first): not modelled; `UIImage.draw(in:)` is.
    public func draw(
        _ image: CGImage, in rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        notModelled("draw(_:in:)", callSite(file, line, column))
    }
    /// Tiled or not, as `draw(_:in:)`: not modelled, reported.
    public func draw(
        _ image: CGImage, in rect: CGRect, byTiling: Bool, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        notModelled(byTiling ? "draw(_:in:byTiling: true)" : "draw(_:in:)", callSite(file, line, column))
    }

    /// Fills (by `fill`'s rule) and then strokes the current path, which is then cleared.
    func paintPath(fill: CGPathFillRule?, stroke: Bool, _ call: String, _ location: SourceLocation) {
        defer { path = ShapePath() }
        // A nonzero fill alone under `.copy` replaces what it covers (cleared, then filled; a
        // pixel on its edge mixes a little differently), under `.clear` clears it.
        let mode = gstate.blendMode
        if fill == .winding, !stroke, mode == .copy || mode == .clear {
            guard canPaint(call, location, blendModes: [.normal, .copy, .clear]) else { return }
            record(.clear, path, color: .clear)
            if mode == .copy { record(.fill(.nonZero), path, color: gstate.fillColor) }
            return
        }
        guard canPaint(call, location) else { return }
        if let fill {
            record(.fill(fill == .evenOdd ? .evenOdd : .nonZero), path, color: gstate.fillColor)
        }
        if stroke { record(.stroke(gstate.stroke), path, color: gstate.strokeColor) }
    }

    /// Whether a paint call is drawn: not over a snapshot the image holds (reported); under
    /// state that is not modelled it is drawn without it, reported.
    func canPaint(_ call: String, _ location: SourceLocation, blendModes: [CGBlendMode] = [.normal]) -> Bool {
        if content != nil {
            notModelled("\(call) over a drawn view hierarchy or image", location)
            return false
        }
        if !blendModes.contains(gstate.blendMode) {
            notModelled("\(call) with blend mode .\(gstate.blendMode) (drawn as .normal)", location)
        }
        if gstate.shadowed { notModelled("the shadow of \(call) (setShadow)", location) }
        if !gstate.antialiased { notModelled("\(call) without antialiasing (drawn antialiased)", location) }
        return true
    }

    func record(_ paint: DrawingOperation.Paint, _ path: ShapePath, color: Color) {
        guard !path.isEmpty else { return }
        var color = color
        color.alpha *= Double(max(0, min(1, gstate.alpha)))
        let m = gstate.ctm
        operations.append(
            DrawingOperation(
                paint: paint, path: path, color: color,
                transform: Transform3D(affine: m.a, m.b, m.c, m.d, m.tx, m.ty), clips: gstate.clips))
    }
}

extension CGContext {
    /// Draws a drawn image's operations: `region` of its drawing's space placed on `rect` of
    /// user space, clipped to it, under this context's clips, transform and alpha.
    func replay(_ drawing: RecordedDrawing, region: Rect, in rect: Rect, call: String, _ location: SourceLocation) {
        guard canPaint(call, location), region.width > 0, region.height > 0 else { return }
        let placed = CGAffineTransform(translationX: -region.minX, y: -region.minY)
            .concatenating(CGAffineTransform(scaleX: rect.width / region.width, y: rect.height / region.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
            .concatenating(gstate.ctm)
        let toContext = Transform3D(affine: placed.a, placed.b, placed.c, placed.d, placed.tx, placed.ty)
        let bound = DrawingClip(path: ShapePath.rect(rect).applying(gstate.ctm))
        for var op in drawing.operations {
            if op.paint == .clear, !operations.isEmpty {
                // The image's own pixels were cleared; here it would clear what is under it.
                notModelled("\(call) of an image with cleared areas over other drawing", location)
                continue
            }
            op.path = op.path.applying(placed)
            op.transform = op.transform.concatenating(toContext)
            op.clips =
                gstate.clips + [bound] + op.clips.map { DrawingClip(path: $0.path.applying(placed), rule: $0.rule) }
            op.color.alpha *= Double(max(0, min(1, gstate.alpha)))
            operations.append(op)
        }
    }
}

extension CGLineCap {
    var core: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension CGLineJoin {
    var core: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
