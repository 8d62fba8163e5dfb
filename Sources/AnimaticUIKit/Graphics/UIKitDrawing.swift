import AnimaticCore

// UIKit's drawing calls that go through the current context (a view's `draw(_:)`, an image
// context): they set its graphics state or paint through it (CGContextDrawing.swift).

extension UIColor {
    /// The current context's fill colour.
    @preconcurrency @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// The current context's stroke colour.
    @preconcurrency @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Both.
    @preconcurrency @MainActor public func set() {
        setFill()
        setStroke()
    }
}

/// Apple: "Fills the specified rectangle using the fill color of the current graphics context
/// and the kCGBlendModeCopy blend mode": the rect's pixels are replaced, so it is cleared, then
/// filled.
@MainActor
public func UIRectFill(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.copyFill(ShapePath.rect(rect.core), call: "UIRectFill(_:)", callSite(file, line, column))
}

/// Apple: "draws a frame around the inside of rect … using the kCGBlendModeCopy blend mode. The
/// width is equal to 1.0 in the current coordinate system." `UIRectFrame`'s page names the stroke
/// colour and `UIRectFrameUsingBlendMode`'s the fill colour ("Because this function doesn't draw
/// directly on the line, but rather inside it, it uses the current fill color"), as AppKit's
/// `NSFrameRect` does: the fill colour is used.
@MainActor
public func UIRectFrame(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized.core
    // Four strips that do not overlap (the whole rect when it is 2 points or less across).
    let w = min(1, r.width / 2), h = min(1, r.height / 2)
    let strips = [
        Rect(r.minX, r.minY, r.width, h), Rect(r.minX, r.maxY - h, r.width, h),
        Rect(r.minX, r.minY + h, w, r.height - 2 * h), Rect(r.maxX - w, r.minY + h, w, r.height - 2 * h),
    ]
    let frame = ShapePath(strips.filter { $0.width > 0 && $0.height > 0 }.flatMap { ShapePath.rect($0).elements })
    context.copyFill(frame, call: "UIRectFrame(_:)", callSite(file, line, column))
}

/// "Fills a rectangle with the current fill color using the specified blend mode" (Apple): normal
/// and copy are drawn, other blend modes reported (drawn as normal).
@MainActor
public func UIRectFillUsingBlendMode(
    _ rect: CGRect, _ blendMode: CGBlendMode, file: String = #fileID, line: Int = #line, column: Int = #column
) {
    guard blendMode != .copy else { return UIRectFill(rect, file: file, line: line, column: column) }
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect, file: file, line: line, column: column)
    context.restoreGState()
}

extension CGContext {
    /// Fills a user-space path with the copy blend mode: what it covers is cleared, then filled.
    func copyFill(_ userPath: ShapePath, call: String, _ location: SourceLocation) {
        guard canPaint(call, location) else { return }
        let mapped = userPath.applying(gstate.ctm)
        record(.clear, mapped, color: .clear)
        record(.fill(.nonZero), mapped, color: gstate.fillColor)
    }
}

extension UIBezierPath {
    /// Apple: "This method fills the path using the current fill color and drawing properties";
    /// the even-odd rule when `usesEvenOddFillRule`. Open subpaths are closed by the fill.
    public func fill(file: String = #fileID, line: Int = #line, column: Int = #column) {
        fill(with: .normal, alpha: 1, file: file, line: line, column: column)
    }
    public func fill(
        with blendMode: CGBlendMode, alpha: CGFloat, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.path = shape.applying(context.ctm)
        context.paintPath(
            fill: usesEvenOddFillRule ? .evenOdd : .winding, stroke: false, "UIBezierPath.fill()",
            callSite(file, line, column))
        context.restoreGState()
    }
    /// Apple: "This method applies the current drawing properties to the rendered path" (the
    /// path's line width, cap, join, miter limit and dash, the context's stroke colour), saving
    /// and restoring the graphics state around it.
    public func stroke(file: String = #fileID, line: Int = #line, column: Int = #column) {
        stroke(with: .normal, alpha: 1, file: file, line: line, column: column)
    }
    public func stroke(
        with blendMode: CGBlendMode, alpha: CGFloat, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: lineDashPhase, lengths: lineDashPattern)
        context.path = shape.applying(context.ctm)
        context.paintPath(fill: nil, stroke: true, "UIBezierPath.stroke()", callSite(file, line, column))
        context.restoreGState()
    }
    /// Intersects the current context's clip with the path (by `usesEvenOddFillRule`).
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.gstate.clips.append(
            DrawingClip(path: shape.applying(context.ctm), rule: usesEvenOddFillRule ? .evenOdd : .nonZero))
    }
    /// `setLineDash(_:count:phase:)`: the first `count` lengths of `pattern` (nil: solid).
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        lineDashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        lineDashPhase = phase
    }
    public func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, length) in lineDashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = lineDashPattern.count
        phase?.pointee = lineDashPhase
    }
}
