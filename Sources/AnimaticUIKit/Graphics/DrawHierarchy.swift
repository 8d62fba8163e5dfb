import AnimaticCore

extension UIView {
    /// `drawHierarchy(in:afterScreenUpdates:)`: draws this view's subtree, its bounds placed at
    /// `rect`, into the current image context. The image is a snapshot of the view at this
    /// moment (as `snapshotView(afterScreenUpdates:)` takes one), of the part the context
    /// covers. False without a current context, or when the drawing is not modelled.
    @discardableResult
    public func drawHierarchy(
        in rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        return drawImage(
            into: context, at: rect.core, afterScreenUpdates: afterUpdates,
            call: "drawHierarchy(in:afterScreenUpdates:)",
            callSite(file, line, column))
    }

    /// Takes the snapshot the context holds: of the rect of this view's bounds that lands on it.
    func drawImage(
        into context: CGContext, at rect: Rect, afterScreenUpdates: Bool, call: String, _ location: SourceLocation
    ) -> Bool {
        guard let recorder = recorder ?? Recording.recorder else { return false }
        recorder.location = location
        guard let region = context.captured(call, sourceRect: state.bounds, userRect: rect, at: location) else {
            return false
        }
        recorder.adopt(self)
        if afterScreenUpdates { recorder.displayViews(including: animaticID) }
        let name = recorder.freshID("\(animaticID)Image")
        recorder.perform(
            Step(
                .snapshot(
                    of: animaticID, name: name, afterScreenUpdates: afterScreenUpdates, rect: region, capInsets: .zero),
                at: location))
        guard recorder.state(of: name)?.snapshot != nil else { return false }
        // The snapshot view's bounds are the captured rect moved to 0; the pixel size is the
        // context's, set when the image is made.
        context.hold(
            ImageSource(origin: .snapshot(name), region: Rect(0, 0, region.width, region.height), width: 0, height: 0))
        return true
    }
}

extension CALayer {
    /// `render(in:)`: draws the layer's tree (its model values, as Core Animation renders
    /// them) in its own coordinate space into `ctx`: a snapshot of its view, as
    /// `drawHierarchy(in: bounds, afterScreenUpdates: true)` takes.
    public func render(in ctx: CGContext, file: String = #fileID, line: Int = #line, column: Int = #column) {
        _ = view.drawImage(
            into: ctx, at: view.state.bounds, afterScreenUpdates: true, call: "render(in:)",
            callSite(file, line, column))
    }
}

extension UIImage {
    /// `draw(in:)`: this image stretched onto `rect` of the current context. The context's
    /// image is then the part of this one it covers (cutting a piece out of an image, as a
    /// shatter animator does with `draw(at: -origin)`). `@preconcurrency`, as the image context
    /// functions are: apps' image helpers (`extension UIImage { func resized() … }`) are
    /// nonisolated, and UIKit's drawing is callable from them; in Swift 5 mode a warning.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, file: String = #fileID, line: Int = #line, column: Int = #column) {
        draw(rect.core, call: "UIImage.draw(in:)", callSite(file, line, column))
    }
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, file: String = #fileID, line: Int = #line, column: Int = #column) {
        draw(Rect(origin: point.core, size: size.core), call: "UIImage.draw(at:)", callSite(file, line, column))
    }
    @preconcurrency @MainActor
    public func draw(
        in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        guard checkDrawn(blendMode: blendMode, alpha: alpha, callSite(file, line, column)) else { return }
        draw(rect.core, call: "UIImage.draw(in:blendMode:alpha:)", callSite(file, line, column))
    }
    @preconcurrency @MainActor
    public func draw(
        at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        guard checkDrawn(blendMode: blendMode, alpha: alpha, callSite(file, line, column)) else { return }
        draw(
            Rect(origin: point.core, size: size.core), call: "UIImage.draw(at:blendMode:alpha:)",
            callSite(file, line, column))
    }

    @MainActor
    private func checkDrawn(blendMode: CGBlendMode, alpha: CGFloat, _ location: SourceLocation) -> Bool {
        guard blendMode != .normal || alpha < 1, let context = UIGraphicsGetCurrentContext() else { return true }
        context.notModelled("UIImage.draw with a blend mode or alpha", location)
        return false
    }

    @MainActor
    private func draw(_ rect: Rect, call: String, _ location: SourceLocation) {
        guard let context = UIGraphicsGetCurrentContext(), let source = cgImage?.source, source.width > 0,
            source.height > 0
        else { return }
        if case .blank = source.origin { return }  // transparent pixels change nothing
        if case .drawing(let drawing) = source.origin {
            return context.replay(drawing, region: source.region, in: rect, call: call, location)
        }
        let points = Rect(0, 0, size.core.width, size.core.height)
        guard let region = context.captured(call, sourceRect: points, userRect: rect, at: location) else { return }
        // Where the context reaches past the image its pixels stay transparent: not a cut.
        let e = 1e-6 * max(points.width, points.height)
        guard region.minX >= -e, region.minY >= -e, region.maxX <= points.width + e, region.maxY <= points.height + e
        else {
            context.notModelled("\(call) not covering the whole context", location)
            return
        }
        let kx = source.region.width / points.width, ky = source.region.height / points.height
        var cut = source
        cut.region = Rect(
            source.region.minX + max(0, region.minX) * kx, source.region.minY + max(0, region.minY) * ky,
            min(region.width, points.width) * kx, min(region.height, points.height) * ky)
        context.hold(cut)
    }
}
