import Animatic
import AnimaticUIKit
import Testing

/// A shape layer that draws its own path in `display()`, from a property that redraws it, as
/// DeckTransition's corner layer does: a `side` × `side` square at the top left.
private final class SquareLayer: CAShapeLayer {
    @CAManaged var side: CGFloat
    var inset: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    private(set) var displays = 0

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "side" ? true : super.needsDisplay(forKey: key)
    }

    override func display() {
        displays += 1
        path = CGPath(rect: CGRect(x: inset, y: inset, width: side, height: side), transform: nil)
    }
}

private final class SquareView: UIView {
    override class var layerClass: AnyClass { SquareLayer.self }
    var square: SquareLayer { layer as! SquareLayer }
}

/// A view that fills a bezier path in `draw(_:)`, as SPStorkController's close button does.
private final class CrossView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIBezierPath(rect: rect.insetBy(dx: 2, dy: 2)).fill()
    }
}

/// A layer that strokes its bounds in `draw(in:)`.
private final class StrokedLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.stroke(bounds)
    }
}

private final class StrokedView: UIView {
    override class var layerClass: AnyClass { StrokedLayer.self }
}

/// Custom layers (`display()`, `needsDisplay(forKey:)`, `@NSManaged`, key-value coding) and a
/// view's own drawing: what is modelled is drawn, what is not is reported at its call.
@MainActor
struct CustomLayersTests {
    static let canvas = Canvas(size: Size(100, 100), scale: 1, fps: 10, background: .black)

    func record(_ animate: @escaping @MainActor (UIViewControllerContextTransitioning) -> Void) throws -> Timeline {
        let from = UIViewController(), to = UIViewController()
        from.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        to.view.frame = from.view.frame
        from.view.backgroundColor = .white
        to.view.backgroundColor = .white
        let scene = try TransitionScene(
            from: from, to: to, animator: ClosureAnimator(duration: 1, animate), operation: .present,
            canvas: Self.canvas
        ).scene
        return try Timeline.compile(scene)
    }

    @Test func aManagedPropertyIsZeroUntilSetAndReadByKey() {
        let layer = SquareLayer()
        #expect(layer.side == 0)
        #expect(layer.value(forKey: "side") as? CGFloat == 0)
        layer.side = 12
        #expect(layer.side == 12)
        #expect(layer.value(forKey: "side") as? CGFloat == 12)
        #expect(layer.value(forKey: "inset") as? CGFloat == 0)
        layer.opacity = 0.5
        #expect(layer.value(forKey: "opacity") as? Float == 0.5)
        #expect(layer.value(forKey: "nothing") == nil)
        #expect(layer.action(forKey: "side") == nil)
    }

    @Test func writingAKeyThatNeedsDisplayRunsDisplay() {
        let layer = SquareLayer()
        layer.side = 20
        #expect(layer.displays == 1)
        #expect(layer.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 20))
        layer.inset = 5
        #expect(layer.displays == 2)
        #expect(layer.path?.boundingBoxOfPath == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    /// Outside an animation the square is drawn where `display()` put it: black pixels at
    /// (10…30) on the white screen, white beyond.
    @Test func theDisplayedPathIsDrawn() throws {
        let timeline = try record { ctx in
            let to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            let view = SquareView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.square.fillColor = UIColor.black.cgColor
            to.addSubview(view)
            view.square.inset = 10
            view.square.side = 20
            ctx.completeTransition(true)
        }
        let frame = try Rasterizer().render(timeline.presentation(at: 0))
        #expect(frame.pixel(x: 20, y: 20) == (0, 0, 0, 255))
        #expect(frame.pixel(x: 5, y: 5) == (255, 255, 255, 255))
        #expect(frame.pixel(x: 35, y: 20) == (255, 255, 255, 255))
    }

    /// Inside an animation Core Animation would redraw the square every frame: reported.
    @Test func aManagedKeyWrittenInsideAnAnimationIsReported() throws {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { ctx in
                let to = ctx.view(forKey: .to)!
                ctx.containerView.addSubview(to)
                let view = SquareView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                to.addSubview(view)
                UIView.animate(withDuration: 1, animations: { view.square.side = 40 }) { _ in
                    ctx.completeTransition(true)
                }
            }
        }
        #expect(error?.problems.count == 1)
        #expect(error?.problems.first?.message.contains("side of SquareLayer is a custom animatable property") == true)
    }

    /// A view on screen whose `draw(_:)` fills a path is drawn: CrossView at (10, 10), 30 × 30,
    /// fills its bounds inset by 2 red, so (12…38) pt is red at scale 1; (11, 11) stays white.
    /// One off screen (never drawn by UIKit) or of zero size draws nothing and reports nothing.
    @Test func aViewsOwnDrawingIsDrawn() throws {
        let timeline = try record { ctx in
            let to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            to.addSubview(CrossView(frame: CGRect(x: 10, y: 10, width: 30, height: 30)))
            _ = CrossView(frame: CGRect(x: 50, y: 50, width: 30, height: 30))
            to.addSubview(CrossView(frame: .zero))
            ctx.completeTransition(true)
        }
        let frame = try Rasterizer().render(timeline.presentation(at: 0))
        #expect(frame.pixel(x: 12, y: 12) == (255, 0, 0, 255))
        #expect(frame.pixel(x: 37, y: 37) == (255, 0, 0, 255))
        #expect(frame.pixel(x: 11, y: 11) == (255, 255, 255, 255))
        #expect(frame.pixel(x: 38, y: 38) == (255, 255, 255, 255))
        #expect(frame.pixel(x: 60, y: 60) == (255, 255, 255, 255))
    }

    /// A layer's `draw(in:)` stroking its bounds (black, 1 pt: Core Graphics' defaults) draws the
    /// inner half of the line, x 10…10.5 pt at scale 1: pixel 10 is half covered, grey
    /// (255 · 0.5 ≈ 128, within antialiasing's rounding); pixel 11 is white.
    @Test func aLayersOwnDrawingIsDrawn() throws {
        let timeline = try record { ctx in
            let to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            to.addSubview(StrokedView(frame: CGRect(x: 10, y: 10, width: 30, height: 30)))
            ctx.completeTransition(true)
        }
        let frame = try Rasterizer().render(timeline.presentation(at: 0))
        let edge = frame.pixel(x: 10, y: 25)
        #expect((124...132).contains(edge.r) && edge.r == edge.g && edge.g == edge.b, "\(edge)")
        #expect(frame.pixel(x: 11, y: 25) == (255, 255, 255, 255))
        #expect(frame.pixel(x: 9, y: 25) == (255, 255, 255, 255))
    }

    @Test func gradientsKeepTheirColors() {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1])
        #expect(gradient?.colors.count == 2)
        #expect(gradient?.locations == [0, 1])
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [1] as CFArray, locations: nil) == nil)
    }
}
