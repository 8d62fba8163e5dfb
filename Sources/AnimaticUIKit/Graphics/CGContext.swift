import AnimaticCore

/// `CGContext`: an image context (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext…`).
///
/// What is modelled is what snapshot-style animators draw: one view's hierarchy
/// (`drawHierarchy(in:afterScreenUpdates:)`, `layer.render(in:)`) or one image (`UIImage.draw`),
/// through a transform that only moves and scales, so the image made is a snapshot of that view
/// at that moment, or a cut of that image. Everything else that would change pixels (fills,
/// strokes, a second drawing, a clip or alpha under a drawing) is reported at its call, once per
/// call site: the recording cannot show it.
@preconcurrency @MainActor
public final class CGContext {
    /// The context's size in points and its pixels per point.
    let size: Size
    let scale: Double
    private struct GState {
        var ctm = CGAffineTransform.identity
        var clipped = false
        var alpha: CGFloat = 1
    }
    private var gstate = GState()
    private var saved: [GState] = []
    /// What has been drawn: the image the context holds.
    private(set) var content: ImageSource?
    private var unmodelled = false
    private var reported: Set<SourceLocation> = []
    /// The class of the view whose `draw(_:)` this context is for (CustomLayers.swift), or nil
    /// for an image context.
    var drawingView: String?

    init(size: Size, scale: Double, origin: Point = Point(0, 0)) {
        self.size = size
        self.scale = scale
        gstate.ctm = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    }

    /// `makeImage()`: the image it holds now (see `image()`).
    public func makeImage() -> CGImage? { image() }

    /// The image it holds now: what was drawn, or transparent pixels of its size.
    func image() -> CGImage {
        let width = max(0, Int((size.width * scale).rounded())), height = max(0, Int((size.height * scale).rounded()))
        guard var content else {
            return CGImage(
                ImageSource(origin: .blank, region: Rect(0, 0, size.width, size.height), width: width, height: height))
        }
        content.width = width
        content.height = height
        return CGImage(content)
    }

    // MARK: State (changes no pixels)

    public var ctm: CGAffineTransform { gstate.ctm }
    public func saveGState() { saved.append(gstate) }
    public func restoreGState() { if let last = saved.popLast() { gstate = last } }
    public func translateBy(x: CGFloat, y: CGFloat) { gstate.ctm = gstate.ctm.translatedBy(x: x, y: y) }
    public func scaleBy(x: CGFloat, y: CGFloat) { gstate.ctm = gstate.ctm.scaledBy(x: x, y: y) }
    public func rotate(by angle: CGFloat) { gstate.ctm = gstate.ctm.rotated(by: angle) }
    public func concatenate(_ transform: CGAffineTransform) { gstate.ctm = transform.concatenating(gstate.ctm) }
    public func setAlpha(_ alpha: CGFloat) { gstate.alpha = alpha }
    public func clip(to rect: CGRect) { gstate.clipped = true }
    public func clip(to rects: [CGRect]) { gstate.clipped = true }
    public func clip(using rule: CGPathFillRule = .winding) { gstate.clipped = true }
    public func resetClip() { gstate.clipped = false }
    public func setFillColor(_ color: CGColor) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {}
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor? = nil) {}
    public var interpolationQuality: CGInterpolationQuality = .default

    // MARK: Paths (kept out of the model: only filling or stroking them draws)

    public func beginPath() {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addLines(between points: [CGPoint]) {}
    public func addRect(_ rect: CGRect) {}
    public func addRects(_ rects: [CGRect]) {}
    public func addEllipse(in rect: CGRect) {}
    public func addPath(_ path: CGPath) {}
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public func closePath() {}

    // MARK: Drawing that is not modelled

    public func fill(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        notModelled("fill(_:)", callSite(file, line, column))
    }
    public func fill(_ rects: [CGRect], file: String = #fileID, line: Int = #line, column: Int = #column) {
        notModelled("fill(_:)", callSite(file, line, column))
    }
    public func fillPath(
        using rule: CGPathFillRule = .winding, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        notModelled("fillPath()", callSite(file, line, column))
    }
    public func strokePath(file: String = #fileID, line: Int = #line, column: Int = #column) {
        notModelled("strokePath()", callSite(file, line, column))
    }
    public func drawPath(
        using mode: CGPathDrawingMode, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        notModelled("drawPath(using:)", callSite(file, line, column))
    }
    public func stroke(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        notModelled("stroke(_:)", callSite(file, line, column))
    }
    public func stroke(
        _ rect: CGRect, width: CGFloat, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        notModelled("stroke(_:width:)", callSite(file, line, column))
    }
    public func fillEllipse(in rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        notModelled("fillEllipse(in:)", callSite(file, line, column))
    }
    public func strokeEllipse(in rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        notModelled("strokeEllipse(in:)", callSite(file, line, column))
    }
    public func strokeLineSegments(
        between points: [CGPoint], file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        notModelled("strokeLineSegments(between:)", callSite(file, line, column))
    }
    public func clear(_ rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        notModelled("clear(_:)", callSite(file, line, column))
    }
    /// Core Graphics' own `draw(_:in:)` draws y-up (an image lands upside down in a UIKit
    /// context unless flipped first): not modelled; `UIImage.draw(in:)` is.
    public func draw(
        _ image: CGImage, in rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        notModelled("draw(_:in:)", callSite(file, line, column))
    }

    /// Reports drawing the recording cannot show, once per call site, and marks the image.
    func notModelled(_ call: String, _ location: SourceLocation) {
        unmodelled = true
        guard let recorder = Recording.recorder, reported.insert(location).inserted else { return }
        if let drawingView {
            return recorder.report(
                "a view's own drawing is not modelled: \(call) in \(drawingView).draw(_:) would draw its content, and "
                    + "the view would be drawn without it", at: location)
        }
        recorder.report(
            "drawing into an image context is not modelled: \(call) would change the image's pixels; "
                + "an image context records one view's hierarchy (drawHierarchy, layer.render(in:)) or one image",
            at: location)
    }

    // MARK: What is modelled

    /// Where the current transform puts user space in the context's points, if it only moves
    /// and scales (a scale ≤ 0 flips, and a turn is not an axis-aligned cut of the source).
    private var axisAligned: (sx: Double, sy: Double, tx: Double, ty: Double)? {
        let m = gstate.ctm
        guard m.b == 0, m.c == 0, m.a > 0, m.d > 0, m.tx.isFinite, m.ty.isFinite else { return nil }
        return (Double(m.a), Double(m.d), Double(m.tx), Double(m.ty))
    }

    /// The rect of a source space the context covers when `sourceRect` of it is drawn at
    /// `userRect` of user space: the context's bounds mapped back. Nil (reported) when what
    /// the drawing would make is not a cut of the source.
    func captured(_ call: String, sourceRect: Rect, userRect: Rect, at location: SourceLocation) -> Rect? {
        guard content == nil, !unmodelled else {
            notModelled("a second drawing (\(call))", location)
            return nil
        }
        guard !gstate.clipped, gstate.alpha >= 1 else {
            notModelled("\(call) under a clip or alpha", location)
            return nil
        }
        guard let m = axisAligned, sourceRect.width > 0, sourceRect.height > 0, userRect.width > 0,
            userRect.height > 0
        else {
            notModelled("\(call) through a turned, flipped or empty transform", location)
            return nil
        }
        // context = m · (userRect.origin + (p − sourceRect.origin) · k), per axis.
        let kx = m.sx * userRect.width / sourceRect.width, ky = m.sy * userRect.height / sourceRect.height
        let ox = m.sx * userRect.minX + m.tx - kx * sourceRect.minX
        let oy = m.sy * userRect.minY + m.ty - ky * sourceRect.minY
        return Rect(-ox / kx, -oy / ky, size.width / kx, size.height / ky)
    }

    /// Records what the context now holds.
    func hold(_ source: ImageSource) { content = source }
}

public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
    case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
