import Animatic
import AnimaticUIKit
import Testing

/// A view that fills a red circle of radius 20 at the centre of its bounds, as an app's badge.
private final class DotView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        UIBezierPath(ovalIn: CGRect(x: c.x - 20, y: c.y - 20, width: 40, height: 40)).fill()
    }
}

/// The dot drawn by overriding CALayerDelegate's `draw(_:in:)`, as some apps draw a view: a
/// 20 pt square at the bounds' origin in Core Graphics, then UIKit's path through `draw(_:)`.
private final class LayerDelegateDotView: UIView {
    override func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    override func draw(_ rect: CGRect) { Issue.record("draw(_:) is reached only through super.draw(_:in:)") }
}

/// The dot in a colour of its own, drawn again when it changes, as apps write it.
private final class TintedDotView: UIView {
    var color = UIColor.red {
        didSet { setNeedsDisplay() }
    }
    override func draw(_ rect: CGRect) {
        color.setFill()
        UIBezierPath(ovalIn: CGRect(x: bounds.midX - 20, y: bounds.midY - 20, width: 40, height: 40)).fill()
    }
}

/// A layer that draws a green disc of radius 20 at its centre in `draw(in:)`, redrawn on a bounds
/// change as `needsDisplayOnBoundsChange` asks.
private final class DiscLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fillEllipse(in: CGRect(x: bounds.midX - 20, y: bounds.midY - 20, width: 40, height: 40))
    }
}

private final class DiscView: UIView {
    override class var layerClass: AnyClass { DiscLayer.self }
}

/// A red shape with its top-left corner rounded by `addArc(tangent1End:tangent2End:radius:)`:
/// from (0, 50) up towards (0, 0), round a circle of radius 20 about (20, 20), on to (50, 0),
/// down to (50, 50).
private final class RoundedCornerView: UIView {
    override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.move(to: CGPoint(x: 0, y: 50))
        ctx.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 50, y: 0), radius: 20)
        ctx.addLine(to: CGPoint(x: 50, y: 0))
        ctx.addLine(to: CGPoint(x: 50, y: 50))
        ctx.closePath()
        ctx.fillPath()
    }
}

/// A badge that draws its count as text, centred by its measured size: neither is modelled.
private final class CountBadgeView: UIView {
    var lines: [Int] = []
    override func draw(_ rect: CGRect) {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.white, .paragraphStyle: style,
        ]
        lines.append(#line + 1)
        let size = "12".size(withAttributes: attributes)
        lines.append(#line + 1)
        "12".draw(
            at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), withAttributes: attributes)
    }
}

/// Right-aligned red 20 pt bold text drawn in a box (TextDrawing's `draw(in:withAttributes:)`).
private final class TextBoxView: UIView {
    override func draw(_ rect: CGRect) {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        "WWWW".draw(
            in: CGRect(x: 20, y: 10, width: 200, height: 40),
            withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: style,
            ])
    }
}

/// Text drawn at a point with no attributes.
private final class TextPointView: UIView {
    override func draw(_ rect: CGRect) { "Hi".draw(at: CGPoint(x: 30, y: 5)) }
}

/// UIKit's rect functions: a 1 pt frame inside (10, 10, 40, 40) in black, a blue square
/// (60, 10, 30, 30) filled with blend mode normal, a hole cleared in it with blend mode clear. A shadow set with a nil colour is off (Apple,
/// `setShadow(offset:blur:color:)`: "If NULL, then shadowing is disabled"): nothing to report.
private final class RectFunctionsView: UIView {
    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()!.setShadow(offset: CGSize(width: 2, height: 2), blur: 3, color: nil)
        UIColor.black.setFill()
        UIRectFrame(CGRect(x: 10, y: 10, width: 40, height: 40))
        UIColor.blue.setFill()
        UIRectFillUsingBlendMode(CGRect(x: 60, y: 10, width: 30, height: 30), .normal)
        // A hole cut through the blue: clear blend mode.
        UIRectFillUsingBlendMode(CGRect(x: 70, y: 20, width: 10, height: 10), .clear)
    }
}

/// A view that strokes the square (20, 20, 60, 60) 4 pt wide in blue.
private final class FramedView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.blue.setStroke()
        let square = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60))
        square.lineWidth = 4
        square.stroke()
    }
}

/// A view that fills its whole bounds green under an oval clip of its bounds: a green disc.
private final class ClippedView: UIView {
    override func draw(_ rect: CGRect) {
        UIBezierPath(ovalIn: bounds).addClip()
        UIColor.green.setFill()
        UIRectFill(bounds)
    }
}

/// Core Graphics path calls through the context: a red triangle filled and a black 2 pt line
/// across it, inside a saved and restored translation.
private final class TriangleView: UIView {
    override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        ctx.saveGState()
        ctx.translateBy(x: 10, y: 0)
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.move(to: CGPoint(x: 0, y: 0))
        ctx.addLine(to: CGPoint(x: 80, y: 0))
        ctx.addLine(to: CGPoint(x: 0, y: 80))
        ctx.closePath()
        ctx.fillPath()
        ctx.restoreGState()
        ctx.setStrokeColor(UIColor.black.cgColor)
        ctx.setLineWidth(2)
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 90), CGPoint(x: 100, y: 90)])
    }
}

/// Gradients across a 100 × 100 view: linear red → blue from (25, 0) to (75, 0) (extended past
/// both ends when `extended`), in the top half; radial red → blue from radius 0 to 40 about
/// (50, 75) in the bottom half, clipped to y ≥ 50, not extended.
private final class GradientView: UIView {
    var extended = false
    override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)!
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 100, height: 50))
        let options: CGGradientDrawingOptions = extended ? [.drawsBeforeStartLocation, .drawsAfterEndLocation] : []
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
        ctx.restoreGState()
        ctx.clip(to: CGRect(x: 0, y: 50, width: 100, height: 50))
        ctx.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 50, y: 75), startRadius: 0, endCenter: CGPoint(x: 50, y: 75),
            endRadius: 40, options: [])
    }
}

/// A gradient from red to clear (transparent black) down the view, with the given options.
private final class FadingGradientView: UIView {
    var options: CGGradientDrawingOptions = []
    /// The line of the gradient call, where it is reported.
    var callLine = 0
    override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        let colors = [UIColor.red.cgColor, UIColor.clear.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)!
        callLine = #line + 1
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 100), options: options)
    }
}

/// A view's `draw(_:)` and an image context's fills and strokes are drawn as iOS draws them.
///
/// The canvas: 240 × 120 pt at scale 2 (480 × 240 px), black behind white screens. A pixel
/// (x, y) covers [x, x + 1) × [y, y + 1) px, its centre at (x + 0.5, y + 0.5) px, which is
/// ((x + 0.5) / 2, (y + 0.5) / 2) pt. Points checked are at least a pixel from every edge, so
/// antialiasing leaves them exactly one colour.
@MainActor
struct ViewDrawingTests {
    static let canvas = Canvas(size: Size(240, 120), scale: 2, fps: 10, background: .black)
    static let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
    static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)

    /// `from` holds `drawn` (already on screen, so drawn before the transition starts).
    func record(
        from drawn: UIView? = nil, _ animate: @escaping @MainActor (UIViewControllerContextTransitioning) -> Void
    ) throws -> Timeline {
        let from = UIViewController(), to = UIViewController()
        from.view.frame = CGRect(x: 0, y: 0, width: 240, height: 120)
        to.view.frame = from.view.frame
        from.view.backgroundColor = .white
        to.view.backgroundColor = .white
        if let drawn { from.view.addSubview(drawn) }
        let scene = try TransitionScene(
            from: from, to: to, animator: ClosureAnimator(duration: 1, animate), operation: .present,
            canvas: Self.canvas
        ).scene
        return try Timeline.compile(scene)
    }

    func frame(_ timeline: Timeline, at t: Double) throws -> Frame {
        try Rasterizer().render(timeline.presentation(at: t))
    }

    /// The dot view at (10, 10), 100 × 100: the circle's centre is (60, 60) pt = (120, 120) px,
    /// its radius 40 px. (120, 120) is 0.7 px from the centre; (155, 120) 35.5 px, inside;
    /// (165, 120) 45.5 px, outside; on the diagonal (145, 145) is 25.5·√2 = 36.1 px, inside,
    /// and (151, 151) 31.5·√2 = 44.5 px, outside (a square of the same size would cover it).
    @Test func aViewsDrawingIsDrawn() throws {
        let timeline = try record(from: DotView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))) { ctx in
            ctx.completeTransition(true)
        }
        let f = try frame(timeline, at: 0)
        for (x, y) in [(120, 120), (155, 120), (120, 155), (145, 145), (85, 120)] {
            #expect(f.pixel(x: x, y: y) == Self.red, "(\(x), \(y))")
        }
        for (x, y) in [(165, 120), (120, 165), (151, 151), (75, 120), (30, 30)] {
            #expect(f.pixel(x: x, y: y) == Self.white, "(\(x), \(y))")
        }
    }

    /// A view drawing in its `draw(_:in:)` override: the square spans (10, 10)…(30, 30) pt, pixels
    /// 20…60 at scale 2; (25, 25) and (55, 55) are inside, (65, 25) and (25, 65) outside.
    @Test func aLayerDelegateDrawingOverrideIsWhatDraws() throws {
        let view = LayerDelegateDotView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let timeline = try record(from: view) { ctx in ctx.completeTransition(true) }
        let f = try frame(timeline, at: 0)
        for (x, y) in [(25, 25), (55, 55)] { #expect(f.pixel(x: x, y: y) == Self.red, "(\(x), \(y))") }
        for (x, y) in [(65, 25), (25, 65)] { #expect(f.pixel(x: x, y: y) == Self.white, "(\(x), \(y))") }
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
    }

    /// The dot view's frame animates from (10, 10, 100, 100) to (10, 10, 200, 100) over 1 s. At
    /// the end the view spans x 10…210 pt, its centre (110, 60) pt = (220, 120) px.
    /// - Default contentMode (`.scaleToFill`): the backing store drawn at 100 × 100 is stretched
    ///   twice as wide: an ellipse of semi-axes 80 px × 40 px. (290, 120) is 70.5 px right of the
    ///   centre: (70.5 / 80)² = 0.78 < 1, inside, red.
    /// - `.redraw`: drawn again at 200 × 100, a circle of radius 40 px: (290, 120) is outside, white.
    /// Both: (220, 150) is 30.5 px below the centre, inside either shape.
    @Test func theBackingStoreStretchesUnlessTheViewRedraws() throws {
        for redraws in [false, true] {
            let dot = DotView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            if redraws { dot.contentMode = .redraw }
            let timeline = try record(from: dot) { ctx in
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    dot.frame = CGRect(x: 10, y: 10, width: 200, height: 100)
                } completion: { _ in
                    ctx.completeTransition(true)
                }
            }
            let f = try frame(timeline, at: 1)
            #expect(f.pixel(x: 290, y: 120) == (redraws ? Self.white : Self.red), "redraws: \(redraws)")
            #expect(f.pixel(x: 220, y: 150) == Self.red, "redraws: \(redraws)")
            #expect(f.pixel(x: 310, y: 120) == Self.white, "redraws: \(redraws)")
        }
    }

    /// `.center` keeps the backing store's size: at 200 × 100 the 100 × 100 drawing sits in the
    /// middle, the circle still of radius 40 px about (220, 120) px: (290, 120) is white.
    @Test func aContentModeThatKeepsTheSizePlacesTheDrawingUnscaled() throws {
        let dot = DotView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        dot.contentMode = .center
        let timeline = try record(from: dot) { ctx in
            dot.frame = CGRect(x: 10, y: 10, width: 200, height: 100)
            ctx.completeTransition(true)
        }
        let f = try frame(timeline, at: 0)
        #expect(f.pixel(x: 290, y: 120) == Self.white)
        #expect(f.pixel(x: 250, y: 120) == Self.red)  // 30.5 px from the centre
        #expect(f.pixel(x: 220, y: 150) == Self.red)
    }

    /// The frame changes at once 0.5 s in (a scheduled block), to (10, 10, 200, 100): a `.redraw`
    /// view draws again at the commit that ends that block, the default one is stretched. At
    /// t = 0.6 the same pixels as in the animated case tell them apart: (290, 120) is inside the
    /// stretched ellipse, outside the redrawn circle. At t = 0.2 both are the first circle.
    @Test func aRedrawViewDrawsAgainAtTheCommitAfterItsBoundsChange() throws {
        for redraws in [false, true] {
            let dot = DotView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            if redraws { dot.contentMode = .redraw }
            let timeline = try record(from: dot) { ctx in
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    dot.frame = CGRect(x: 10, y: 10, width: 200, height: 100)
                    ctx.completeTransition(true)
                }
            }
            let before = try frame(timeline, at: 0.2), after = try frame(timeline, at: 0.6)
            #expect(before.pixel(x: 155, y: 120) == Self.red, "redraws: \(redraws)")
            #expect(before.pixel(x: 165, y: 120) == Self.white, "redraws: \(redraws)")
            #expect(after.pixel(x: 290, y: 120) == (redraws ? Self.white : Self.red), "redraws: \(redraws)")
            #expect(after.pixel(x: 220, y: 150) == Self.red, "redraws: \(redraws)")
        }
    }

    /// A view made and added in the animator has not drawn yet when it is snapshotted in the same
    /// turn; `afterScreenUpdates: true` draws it first, as iOS renders pending updates. The
    /// snapshot moved to (130, 10) shows the circle about (360, 120) px.
    @Test func aSnapshotAfterScreenUpdatesDrawsTheViewFirst() throws {
        let timeline = try record { ctx in
            let to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            let dot = DotView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            to.addSubview(dot)
            let snapshot = dot.snapshotView(afterScreenUpdates: true)!
            snapshot.frame.origin = CGPoint(x: 130, y: 10)
            ctx.containerView.addSubview(snapshot)
            ctx.completeTransition(true)
        }
        let f = try frame(timeline, at: 0)
        #expect(f.pixel(x: 360, y: 120) == Self.red)
        #expect(f.pixel(x: 405, y: 120) == Self.white)
        #expect(f.pixel(x: 120, y: 120) == Self.red)
    }

    /// `setNeedsDisplay()` draws the view again at the next commit: the dot turns blue when its
    /// colour changes 0.5 s in; the centre (120, 120) px is red at 0.2 s, blue at 0.6 s.
    @Test func setNeedsDisplayDrawsAgainAtTheNextCommit() throws {
        let dot = TintedDotView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let timeline = try record(from: dot) { ctx in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                dot.color = .blue
                ctx.completeTransition(true)
            }
        }
        #expect(try frame(timeline, at: 0.2).pixel(x: 120, y: 120) == Self.red)
        #expect(try frame(timeline, at: 0.6).pixel(x: 120, y: 120) == (0, 0, 255, 255))
    }

    /// `needsDisplayOnBoundsChange` redraws a layer's `draw(in:)` as `.redraw` does: after the
    /// frame becomes (10, 10, 200, 100) 0.5 s in, the disc is a circle of radius 40 px about
    /// (220, 120) px: (290, 120) is white, where the stretched drawing would be green.
    @Test func aLayerThatRedrawsOnBoundsChangeDrawsAgain() throws {
        for redraws in [false, true] {
            let disc = DiscView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            disc.layer.needsDisplayOnBoundsChange = redraws
            let timeline = try record(from: disc) { ctx in
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    disc.frame = CGRect(x: 10, y: 10, width: 200, height: 100)
                    ctx.completeTransition(true)
                }
            }
            let after = try frame(timeline, at: 0.6)
            #expect(after.pixel(x: 290, y: 120) == (redraws ? Self.white : (0, 255, 0, 255)), "redraws: \(redraws)")
            #expect(after.pixel(x: 220, y: 150) == (0, 255, 0, 255), "redraws: \(redraws)")
        }
    }

    /// A layer made on its own (`DiscLayer()`) draws its `draw(in:)` only once asked with
    /// `setNeedsDisplay()` (Apple, `CALayer.setNeedsDisplay()`: "Calling this method causes the
    /// layer to recache its content"); a view's layer draws when the view appears. The disc at
    /// (10, 10, 100, 100): its centre (120, 120) px is green when asked, white when not.
    @Test func aLayerOfItsOwnDrawsWhenAskedTo() throws {
        for asked in [false, true] {
            let timeline = try record { ctx in
                let to = ctx.view(forKey: .to)!
                ctx.containerView.addSubview(to)
                let disc = DiscLayer()
                disc.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
                to.layer.addSublayer(disc)
                if asked { disc.setNeedsDisplay() }
                ctx.completeTransition(true)
            }
            let centre = try frame(timeline, at: 0).pixel(x: 120, y: 120)
            #expect(centre == (asked ? (0, 255, 0, 255) : Self.white), "asked: \(asked)")
        }
    }

    /// A snapshot of a view that draws itself shows its drawing: the dot view's snapshot moved to
    /// (130, 10) has its circle's centre at (180, 60) pt = (360, 120) px, radius 40 px.
    @Test func aSnapshotShowsTheDrawing() throws {
        let dot = DotView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let timeline = try record(from: dot) { ctx in
            let snapshot = dot.snapshotView(afterScreenUpdates: false)!
            snapshot.frame.origin = CGPoint(x: 130, y: 10)
            ctx.containerView.addSubview(snapshot)
            ctx.completeTransition(true)
        }
        let f = try frame(timeline, at: 0)
        #expect(f.pixel(x: 360, y: 120) == Self.red)
        #expect(f.pixel(x: 395, y: 120) == Self.red)
        #expect(f.pixel(x: 405, y: 120) == Self.white)
        #expect(f.pixel(x: 120, y: 120) == Self.red)
    }

    /// The square's left edge at x = 20 pt, stroked 4 pt wide: x 18…22 pt = 36…44 px is blue,
    /// 34 and 45 px are white (at y = 100 px = 50 pt, mid-height).
    @Test func aStrokeHasItsWidthAndColor() throws {
        let timeline = try record(from: FramedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))) { ctx in
            ctx.completeTransition(true)
        }
        let f = try frame(timeline, at: 0)
        for x in [37, 40, 42] { #expect(f.pixel(x: x, y: 100) == (0, 0, 255, 255), "x \(x)") }
        for x in [34, 45, 100] { #expect(f.pixel(x: x, y: 100) == Self.white, "x \(x)") }
    }

    /// The frame's strips are 1 pt inside the rect: x 10…11 pt = 20…22 px and 49…50 pt = 98…100 px
    /// are black at y = 60 px (30 pt); 23 and 97 px, inside, and 19 and 100 px, outside, are
    /// white. The blue square covers 120…180 px across, 20…80 px down.
    @Test func rectFunctionsDraw() throws {
        let view = RectFunctionsView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let f = try frame(try record(from: view) { ctx in ctx.completeTransition(true) }, at: 0)
        for x in [20, 21, 98, 99] { #expect(f.pixel(x: x, y: 60) == (0, 0, 0, 255), "x \(x)") }
        for x in [19, 23, 60, 97, 100] { #expect(f.pixel(x: x, y: 60) == Self.white, "x \(x)") }
        #expect(f.pixel(x: 60, y: 21) == (0, 0, 0, 255))
        #expect(f.pixel(x: 121, y: 21) == (0, 0, 255, 255))
        #expect(f.pixel(x: 178, y: 78) == (0, 0, 255, 255))
        #expect(f.pixel(x: 182, y: 50) == Self.white)
        // The hole (70…80, 20…30) pt = 140…160 px shows the white screen through the view.
        #expect(f.pixel(x: 142, y: 42) == Self.white)
        #expect(f.pixel(x: 158, y: 58) == Self.white)
        #expect(f.pixel(x: 138, y: 42) == (0, 0, 255, 255))
    }

    /// The rounded corner: pixel (10, 10) is at (5.25, 5.25) pt, 20.9 pt from the circle's centre
    /// (20, 20), outside the radius 20: white (a square corner would be red); (20, 20) px is
    /// 13.8 pt from it: red; (4, 80) px, (2.25, 40.25) pt, below the arc on the straight edge: red;
    /// (60, 2) px, (30.25, 1.25) pt, right of the arc on the top edge: red.
    @Test func aCornerRoundedByTangentsIsDrawn() throws {
        let view = RoundedCornerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let f = try frame(try record(from: view) { ctx in ctx.completeTransition(true) }, at: 0)
        #expect(f.pixel(x: 10, y: 10) == Self.white)
        #expect(f.pixel(x: 20, y: 20) == Self.red)
        #expect(f.pixel(x: 4, y: 80) == Self.red)
        #expect(f.pixel(x: 60, y: 2) == Self.red)
        #expect(f.pixel(x: 102, y: 50) == Self.white)
    }

    /// The disc: the clip is the oval of the 100 × 100 bounds, radius 50 pt = 100 px about
    /// (100, 100) px. (100, 100) is green; (4, 4) px is 135 px from the centre, outside the clip
    /// though UIRectFill covered it: white. (100, 3) is 96.5 px above the centre: green.
    @Test func drawingIsClipped() throws {
        let timeline = try record(from: ClippedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))) { ctx in
            ctx.completeTransition(true)
        }
        let f = try frame(timeline, at: 0)
        #expect(f.pixel(x: 100, y: 100) == (0, 255, 0, 255))
        #expect(f.pixel(x: 100, y: 3) == (0, 255, 0, 255))
        #expect(f.pixel(x: 4, y: 4) == Self.white)
        #expect(f.pixel(x: 195, y: 195) == Self.white)
    }

    /// The triangle (0, 0), (80, 0), (0, 80) moved right by 10 pt: (10…90, 0) and (10, 80) pt.
    /// (30, 10) pt = (60, 20) px is inside (x + y = 20 + 10 < 80 after the move); (12, 70) pt is
    /// inside; (80, 30) pt is outside (70 + 30 > 80), as is (5, 10) pt (left of the moved edge).
    /// The line y = 90 pt, 2 pt wide without the translation: y 89…91 pt = 178…182 px, black.
    @Test func coreGraphicsPathsAreFilledAndStroked() throws {
        let timeline = try record(from: TriangleView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))) { ctx in
            ctx.completeTransition(true)
        }
        let f = try frame(timeline, at: 0)
        #expect(f.pixel(x: 60, y: 20) == Self.red)
        #expect(f.pixel(x: 24, y: 140) == Self.red)
        #expect(f.pixel(x: 160, y: 60) == Self.white)
        #expect(f.pixel(x: 10, y: 20) == Self.white)
        #expect(f.pixel(x: 100, y: 180) == (0, 0, 0, 255))
        #expect(f.pixel(x: 100, y: 176) == Self.white)
    }

    /// An image renderer of 40 × 40 pt (scale 2, the screen's) fills its left half red and its
    /// right half blue; an image view (framed to the image's size) at (30, 30) shows it: the
    /// red half at x 30…50 pt = 60…100 px, the blue half at 100…140 px, y 60…140 px.
    /// The right half cut with `cropping(to:)` (pixels 40…80 of 80) as a layer's contents at
    /// (150, 30, 20, 40) shows blue there (x 300…340 px).
    @Test func anImageDrawnInARendererIsShown() throws {
        let timeline = try record { ctx in
            let to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { c in
                UIColor.red.setFill()
                c.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
                UIColor.blue.setFill()
                c.fill(CGRect(x: 20, y: 0, width: 20, height: 40))
            }
            let imageView = UIImageView(image: image)
            imageView.frame.origin = CGPoint(x: 30, y: 30)
            to.addSubview(imageView)
            let piece = UIView(frame: CGRect(x: 150, y: 30, width: 20, height: 40))
            piece.layer.contents = image.cgImage!.cropping(to: CGRect(x: 40, y: 0, width: 40, height: 80))
            to.addSubview(piece)
            ctx.completeTransition(true)
        }
        let f = try frame(timeline, at: 0)
        #expect(f.pixel(x: 62, y: 62) == Self.red)
        #expect(f.pixel(x: 98, y: 138) == Self.red)
        #expect(f.pixel(x: 102, y: 62) == (0, 0, 255, 255))
        #expect(f.pixel(x: 138, y: 100) == (0, 0, 255, 255))
        #expect(f.pixel(x: 57, y: 100) == Self.white)
        #expect(f.pixel(x: 143, y: 100) == Self.white)
        #expect(f.pixel(x: 302, y: 62) == (0, 0, 255, 255))
        #expect(f.pixel(x: 338, y: 138) == (0, 0, 255, 255))
        #expect(f.pixel(x: 297, y: 100) == Self.white)
    }

    /// The linear gradient (top half, scale 2): pixel x is at (x + 0.5) / 2 pt, t = (pt − 25) / 50,
    /// red = 255 (1 − t), blue = 255 t. x = 100: t = 0.505, (126, 0, 129) within 2. Before the
    /// start (x = 20 px, 10.25 pt) and after the end (x = 180 px, 90.25 pt): white when not
    /// extended, red and blue when extended. The radial one (bottom half) about (50, 75) pt =
    /// (100, 150) px: at its centre pixel t = 0.35 / 40, (253, 0, 2); 20.75 pt right (x = 141 px),
    /// t = 20.75 / 40 = 0.52, (123, 0, 132) within 2; 45.75 pt right, past radius 40, white. Its clip (y ≥ 50 pt) keeps it
    /// out of the top half: (100, 80) px (40.25 pt) is the linear gradient's mid colour.
    @Test func gradientsAreDrawn() throws {
        for extended in [false, true] {
            let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.extended = extended
            let f = try frame(try record(from: view) { ctx in ctx.completeTransition(true) }, at: 0)
            func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ b: Int) -> Bool {
                abs(Int(p.r) - r) <= 2 && p.g == 0 && abs(Int(p.b) - b) <= 2 && p.a == 255
            }
            #expect(near(f.pixel(x: 100, y: 20), 126, 129), "\(f.pixel(x: 100, y: 20))")
            #expect(near(f.pixel(x: 100, y: 80), 126, 129), "\(f.pixel(x: 100, y: 80))")
            #expect(f.pixel(x: 20, y: 20) == (extended ? Self.red : Self.white))
            #expect(f.pixel(x: 180, y: 20) == (extended ? (0, 0, 255, 255) : Self.white))
            #expect(near(f.pixel(x: 100, y: 150), 253, 2), "\(f.pixel(x: 100, y: 150))")
            #expect(near(f.pixel(x: 141, y: 150), 123, 132), "\(f.pixel(x: 141, y: 150))")
            #expect(f.pixel(x: 191, y: 150) == Self.white)
        }
    }

    /// A drawn image drawn into another renderer keeps its drawing: a 20 × 20 image (red left
    /// half, blue right half) drawn at (20, 0, 40, 40) over a green 60 × 40 fill, shown at
    /// (30, 30): green x 30…50 pt = 60…100 px, red 50…70 pt = 100…140 px, blue 70…90 pt =
    /// 140…180 px, y 60…140 px; white from 180 px.
    @Test func aDrawnImageDrawnIntoAnotherContextKeepsItsDrawing() throws {
        let timeline = try record { ctx in
            let to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            let small = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { c in
                UIColor.red.setFill()
                c.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
                UIColor.blue.setFill()
                c.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
            }
            let big = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { c in
                UIColor.green.setFill()
                c.fill(CGRect(x: 0, y: 0, width: 60, height: 40))
                small.draw(in: CGRect(x: 20, y: 0, width: 40, height: 40))
            }
            let imageView = UIImageView(image: big)
            imageView.frame.origin = CGPoint(x: 30, y: 30)
            to.addSubview(imageView)
            ctx.completeTransition(true)
        }
        let f = try frame(timeline, at: 0)
        #expect(f.pixel(x: 62, y: 62) == (0, 255, 0, 255))
        #expect(f.pixel(x: 98, y: 138) == (0, 255, 0, 255))
        #expect(f.pixel(x: 102, y: 62) == Self.red)
        #expect(f.pixel(x: 138, y: 138) == Self.red)
        #expect(f.pixel(x: 142, y: 100) == (0, 0, 255, 255))
        #expect(f.pixel(x: 178, y: 138) == (0, 0, 255, 255))
        #expect(f.pixel(x: 182, y: 100) == Self.white)
    }

    /// Red to clear (transparent black), interpolated in straight RGBA: at pixel y = 100 (50.25 pt,
    /// t = 0.5025) the colour is (1 − t) red, alpha 1 − t = 0.4975, over white
    /// r = 0.4975² + 0.5025 = 0.750 → 191, g = b = 0.5025 → 128 (premultiplied interpolation
    /// would give r = 255: no darkening).
    @Test func aTranslucentGradientInterpolatesStraight() throws {
        let view = FadingGradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let f = try frame(try record(from: view) { ctx in ctx.completeTransition(true) }, at: 0)
        let p = f.pixel(x: 50, y: 100)
        #expect(abs(Int(p.r) - 191) <= 2 && abs(Int(p.g) - 128) <= 2 && abs(Int(p.b) - 128) <= 2, "\(p)")
    }

    /// An opaque image context has no alpha channel: covered first by an opaque fill of the whole
    /// context it is drawn as drawn; otherwise what iOS shows where nothing opaque was drawn is
    /// not modelled, and reported.
    @Test func anOpaqueContextNotCoveredIsReported() throws {
        _ = try record { ctx in
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 0)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 6, height: 6)).fill()
            _ = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            ctx.completeTransition(true)
        }
        let error = #expect(throws: RecordingError.self) {
            _ = try record { ctx in
                let format = UIGraphicsImageRendererFormat()
                format.opaque = true
                _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
                    UIColor.blue.setFill()
                    UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 6, height: 6)).fill()
                }
                ctx.completeTransition(true)
            }
        }
        #expect(error?.problems.first?.message.contains("an opaque image context (opaque: true)") == true)
    }

    /// Text measured and drawn in `draw(_:)`: "12" in 14 pt bold white, centred by its measured
    /// size in a 40 × 40 blue view at (0, 0), @2x. Inter Bold (its tables, read with fontTools):
    /// 2 816 units per em, ascent 2 728, descent 680, cap height 2 048, so the digits' ink spans
    /// from (2 728 − 2 048) / 2 816 em below the line's top to the baseline at 2 728 / 2 816 em,
    /// which puts its middle at the line's middle (680 above the caps, 680 below the baseline):
    /// the ink is centred at the view's centre (20, 20) pt = (40, 40) px, within the digits' side
    /// bearings horizontally (about a pixel). Nothing is reported.
    @Test func textMeasuredAndDrawnIsCentredByItsSize() throws {
        let view = CountBadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .blue
        let f = try frame(try record(from: view) { ctx in ctx.completeTransition(true) }, at: 0)
        let box = try #require(inkBounds(f, in: 0..<80, 0..<80) { $0.r > 128 })
        let centre = (Double(box.minX + box.maxX + 1) / 2, Double(box.minY + box.maxY + 1) / 2)
        #expect(abs(centre.0 - 40) <= 1.5 && abs(centre.1 - 40) <= 1, "\(box)")
        // 14 pt cap height = 2 048 / 2 816 × 14 = 10.2 pt = 20.4 px of ink.
        #expect(abs(Double(box.maxY - box.minY + 1) - 20.4) <= 1.5, "\(box)")
    }

    /// `"WWWW".draw(in: (20, 10, 200, 40), withAttributes: [font: 20 pt bold, colour: red,
    /// alignment: right])` in a 240 × 60 view at (0, 0), on white, @2x. Wrapped at 200 pt it is one
    /// line, flush right: its ink ends at the box's right edge, x 220 pt (440 px), within a
    /// W's side bearing (under 2 pt), and starts at least three W widths to the left; its top is
    /// the line's top at y 10 pt plus the font's ascent less the capitals' height: below 10 pt
    /// and above 10 + 20 = 30 pt. Nothing is drawn outside the box, and the ink is pure red.
    @Test func textDrawnInARectIsLaidOutFromItsTopWithTheParagraphsAlignment() throws {
        let view = TextBoxView(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        view.backgroundColor = .white
        let f = try frame(try record(from: view) { ctx in ctx.completeTransition(true) }, at: 0)
        let ink = inkBounds(f, in: 0..<480, 0..<120) { $0.g < 128 }
        let box = try #require(ink)
        #expect(box.maxX > 436 && box.maxX <= 440, "\(box)")
        #expect(box.minX < 440 - 3 * 20 && box.minX >= 40, "\(box)")
        #expect(box.minY > 20 && box.minY < 60 && box.maxY <= 100, "\(box)")
        let darkest = (box.minX...box.maxX).flatMap { x in (box.minY...box.maxY).map { f.pixel(x: x, y: $0) } }
            .min { $0.g < $1.g }!
        #expect(darkest == (255, 0, 0, 255))
    }

    /// `"Hi".draw(at: (30, 5))` with no attributes: UIKit's defaults, a 12 pt font in black, one
    /// line from the point: the ink starts right of x 30 pt (60 px) by at most the H's side
    /// bearing and lies between y 5 pt and 5 + 12 pt (10 … 34 px), no wider than two 12 pt em
    /// squares (24 pt). The ink is black.
    @Test func textDrawnAtAPointUsesUIKitsDefaultsFromThatPoint() throws {
        let view = TextPointView(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        view.backgroundColor = .white
        let f = try frame(try record(from: view) { ctx in ctx.completeTransition(true) }, at: 0)
        let box = try #require(inkBounds(f, in: 0..<480, 0..<120) { $0.r < 128 })
        #expect(box.minX >= 60 && box.minX < 66, "\(box)")
        #expect(box.minY >= 10 && box.maxY <= 34 && box.maxX - box.minX <= 48, "\(box)")
        let darkest = (box.minX...box.maxX).flatMap { x in (box.minY...box.maxY).map { f.pixel(x: x, y: $0) } }
            .min { $0.r < $1.r }!
        #expect(darkest == (0, 0, 0, 255))
    }

    /// Attributes the model has no place for (a kern) are reported at the call, and the text is
    /// drawn without them.
    @Test func anAttributeTheModelLacksIsReportedAtTheCall() throws {
        final class KernedView: UIView {
            var line = 0
            override func draw(_ rect: CGRect) {
                line = #line + 1
                "Hi".draw(at: .zero, withAttributes: [.kern: 2])
            }
        }
        let view = KernedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let error = #expect(throws: RecordingError.self) {
            _ = try record(from: view) { ctx in ctx.completeTransition(true) }
        }
        #expect(error?.problems.map(\.location.line) == [view.line])
        #expect(error?.problems.first?.message.contains("NSKern attribute of String.draw(at:withAttributes:)") == true)
    }

    /// The bounds (inclusive, in pixels) of the pixels `isInk` picks in a region, or nil.
    func inkBounds(
        _ f: Frame, in xs: Range<Int>, _ ys: Range<Int>, _ isInk: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool
    ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var found: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in ys {
            for x in xs where isInk(f.pixel(x: x, y: y)) {
                let b = found ?? (x, y, x, y)
                found = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
            }
        }
        return found
    }

    /// What is not modelled is still reported at its call: a gradient extended past one end only.
    @Test func aGradientExtendedPastOneEndIsReportedAtItsCall() throws {
        let view = FadingGradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.options = .drawsAfterEndLocation
        let error = #expect(throws: RecordingError.self) {
            _ = try record(from: view) { ctx in
                ctx.completeTransition(true)
            }
        }
        #expect(error?.problems.count == 1)
        let problem = error?.problems.first
        #expect(
            problem?.message.contains(
                "drawLinearGradient(_:start:end:options:) extended past one end only in FadingGradientView.draw(_:)")
                == true, "\(String(describing: problem))")
        #expect(problem?.location.line == view.callLine && view.callLine > 0)
    }
}
