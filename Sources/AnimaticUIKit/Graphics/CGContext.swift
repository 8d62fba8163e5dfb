import AnimaticCore

/// `CGContext`: a view's or layer's drawing context (`draw(_:)`, `draw(in:)`) or an image context
/// (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext…`).
///
/// Fills, strokes, clears and gradients are recorded as a `RecordedDrawing`
/// (AnimaticCore/RecordedDrawing.swift) with the graphics state they were drawn under: colours,
/// alpha, line settings, clips and the current transform. Drawing a view's hierarchy (`drawHierarchy(in:afterScreenUpdates:)`,
/// `layer.render(in:)`) or an image (`UIImage.draw`) into an empty context makes the image a
/// snapshot of that view at that moment, or a cut of that image. What would change pixels and
/// is not modelled (gradients extended past one end only, shadows, blend modes other than normal, Core Graphics' y-up
/// `draw(_:in:)`, a snapshot mixed with fills) is reported at its call, once per call site.
@preconcurrency @MainActor
public final class CGContext {
    /// The context's size in points and its pixels per point.
    let size: Size
    let scale: Double
    struct GState {
        var ctm = CGAffineTransform.identity
        /// The clips in force, in the drawing's space (the context's points).
        var clips: [DrawingClip] = []
        var alpha: CGFloat = 1
        var fillColor = Color.black
        var strokeColor = Color.black
        var stroke = StrokeStyle()
        var blendMode = CGBlendMode.normal
        var shadowed = false
        var antialiased = true
    }
    var gstate = GState()
    private var saved: [GState] = []
    /// The path being built, in the drawing's space: Core Graphics maps each point by the
    /// transform current when it is added. Not part of the graphics state.
    var path = ShapePath()
    /// What has been drawn as a view's hierarchy or an image: the snapshot the image holds.
    private(set) var content: ImageSource?
    /// The fills, strokes and clears drawn, in order.
    var operations: [DrawingOperation] = []
    private var unmodelled = false
    private var reported: Set<SourceLocation> = []
    /// An image context without an alpha channel (`opaque: true`, a renderer format's `opaque`).
    var opaque = false
    private var reportedUncovered = false
    /// The drawing method this context is for (`CrossView.draw(_:)`, `DotLayer.draw(in:)`;
    /// CustomLayers.swift), or nil for an image context.
    var drawingView: String?

    init(size: Size, scale: Double, origin: Point = Point(0, 0)) {
        self.size = size
        self.scale = scale
        gstate.ctm = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    }

    /// `makeImage()`: the image it holds now (see `image()`).
    public func makeImage() -> CGImage? { image() }

    /// What was drawn: the operations over the context's extent.
    var drawing: RecordedDrawing { RecordedDrawing(size: size, operations: operations) }

    /// The image it holds now: the snapshot drawn into it, the operations drawn, or
    /// transparent pixels of its size.
    func image() -> CGImage {
        let width = max(0, Int((size.width * scale).rounded())), height = max(0, Int((size.height * scale).rounded()))
        let whole = Rect(0, 0, size.width, size.height)
        guard var content else {
            if opaque { checkCovered() }
            let origin: ImageSource.Origin = operations.isEmpty ? .blank : .drawing(drawing)
            return CGImage(ImageSource(origin: origin, region: whole, width: width, height: height))
        }
        content.width = width
        content.height = height
        return CGImage(content)
    }

    /// An opaque context has no alpha channel: what iOS shows where nothing opaque was drawn is
    /// not documented (transparent pixels have nowhere to go), so unless an opaque fill without
    /// clips covers the whole context first, that is reported; the image is drawn transparent there.
    private func checkCovered() {
        guard !reportedUncovered, let recorder = Recording.recorder else { return }
        // Clears before it (UIRectFill's copy blend mode) change nothing on an opaque context.
        if let first = operations.first(where: { $0.paint != .clear }), case .fill = first.paint, first.clips.isEmpty,
            first.color.alpha >= 1,
            let box = first.path.controlBox, box.minX <= 0, box.minY <= 0, box.maxX >= size.width,
            box.maxY >= size.height, Self.isRectangle(first.path, box)
        {
            return
        }
        reportedUncovered = true
        recorder.report(
            "an opaque image context (opaque: true) whose drawing does not first cover it with an opaque fill: "
                + "what iOS shows in pixels without alpha is not modelled; they are drawn transparent")
    }

    /// A path of straight edges whose every point is a corner of `box`: the axis-aligned rect.
    private static func isRectangle(_ path: ShapePath, _ box: Rect) -> Bool {
        path.elements.allSatisfy {
            switch $0 {
            case .move(let p), .line(let p):
                (p.x == box.minX || p.x == box.maxX) && (p.y == box.minY || p.y == box.maxY)
            case .close: true
            default: false
            }
        }
    }

    // MARK: State (changes no pixels)

    public var ctm: CGAffineTransform { gstate.ctm }
    public func saveGState() { saved.append(gstate) }
    public func restoreGState() { if let last = saved.popLast() { gstate = last } }
    /// Apple: drawing until `endTransparencyLayer()` is composited into a transparent backdrop,
    /// and the result onto the context "using the global alpha and shadow state". With an alpha of 1,
    /// no shadow and normal blending, that is the same as drawing directly, which is what is done;
    /// otherwise the layer is not modelled and is reported.
    public func beginTransparencyLayer(
        auxiliaryInfo: [String: Any]?, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        if gstate.alpha < 1 || gstate.shadowed || gstate.blendMode != .normal {
            notModelled(
                "beginTransparencyLayer with an alpha below 1, a shadow or a blend mode",
                callSite(file, line, column))
        }
        saveGState()
    }
    public func beginTransparencyLayer(
        in rect: CGRect, auxiliaryInfo: [String: Any]?, file: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo, file: file, line: line, column: column)
    }
    public func endTransparencyLayer() { restoreGState() }
    public func translateBy(x: CGFloat, y: CGFloat) { gstate.ctm = gstate.ctm.translatedBy(x: x, y: y) }
    public func scaleBy(x: CGFloat, y: CGFloat) { gstate.ctm = gstate.ctm.scaledBy(x: x, y: y) }
    public func rotate(by angle: CGFloat) { gstate.ctm = gstate.ctm.rotated(by: angle) }
    public func concatenate(_ transform: CGAffineTransform) { gstate.ctm = transform.concatenating(gstate.ctm) }
    public func setAlpha(_ alpha: CGFloat) { gstate.alpha = alpha }
    public func setFillColor(_ color: CGColor) { gstate.fillColor = color.color }
    public func setStrokeColor(_ color: CGColor) { gstate.strokeColor = color.color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { gstate.fillColor = Color(white: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { gstate.strokeColor = Color(white: gray, alpha: alpha) }
    public func setLineWidth(_ width: CGFloat) { gstate.stroke.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { gstate.stroke.lineCap = cap.core }
    public func setLineJoin(_ join: CGLineJoin) { gstate.stroke.lineJoin = join.core }
    public func setMiterLimit(_ limit: CGFloat) { gstate.stroke.miterLimit = limit }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        gstate.stroke.dashPattern = lengths.map { Double($0) }
        gstate.stroke.dashPhase = phase
    }
    /// Kept; drawing under a blend mode other than normal is reported there.
    public func setBlendMode(_ mode: CGBlendMode) { gstate.blendMode = mode }
    public func setShouldAntialias(_ shouldAntialias: Bool) { gstate.antialiased = shouldAntialias }
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    /// Kept; drawing under a shadow is reported there. Without a colour, Core Graphics' default
    /// shadow colour (black at one third) casts one.
    public func setShadow(offset: CGSize, blur: CGFloat) { gstate.shadowed = true }
    /// Apple (`CGContextSetShadowWithColor`): a NULL colour turns shadowing off; a clear one casts
    /// nothing either.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        gstate.shadowed = (color?.color.alpha ?? 0) > 0
    }
    public var interpolationQuality: CGInterpolationQuality = .default

    /// Reports drawing the recording cannot show, once per call site, and marks the image.
    func notModelled(_ call: String, _ location: SourceLocation) {
        unmodelled = true
        guard let recorder = Recording.recorder, reported.insert(location).inserted else { return }
        if let drawingView {
            return recorder.report(
                "a view's or layer's own drawing is not fully modelled: \(call) in \(drawingView) is not drawn, "
                    + "and the view would be drawn without it", at: location)
        }
        recorder.report(
            "drawing into an image context is not fully modelled: \(call) would change the image's pixels and is "
                + "not drawn; an image context records fills, strokes and clears, or one view's hierarchy "
                + "(drawHierarchy, layer.render(in:)) or image", at: location)
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
        guard content == nil, operations.isEmpty, !unmodelled else {
            notModelled("a second drawing (\(call))", location)
            return nil
        }
        guard gstate.clips.isEmpty, gstate.alpha >= 1 else {
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
