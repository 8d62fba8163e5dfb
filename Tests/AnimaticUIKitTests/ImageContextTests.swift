import Animatic
import AnimaticUIKit
import Testing

/// Offscreen drawing as UIKit and Core Graphics do it: an image made by drawing a view's
/// hierarchy is a snapshot of the view at that moment; cut with `cropping(to:)` and set as a
/// layer's contents (or an image view's image) it shows that piece.
///
/// The screens: 100 × 100 pt at scale 2 (200 × 200 px). `from` is white with a red square
/// across the middle (30, 30, 40, 40), a green bar (0, 10, 100, 10) and a blue bar
/// (80, 0, 10, 100), so every quarter holds something different and the square spans all four.
@MainActor
struct ImageContextTests {
    static let canvas = Canvas(size: Size(100, 100), scale: 2, fps: 10, background: .black)

    func screens() -> (UIViewController, UIViewController) {
        let from = UIViewController(), to = UIViewController()
        from.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        to.view.frame = from.view.frame
        from.view.backgroundColor = .white
        let parts: [(CGRect, UIColor)] = [
            (CGRect(x: 30, y: 30, width: 40, height: 40), .red),
            (CGRect(x: 0, y: 10, width: 100, height: 10), .green),
            (CGRect(x: 80, y: 0, width: 10, height: 100), .blue),
        ]
        for (frame, color) in parts {
            let part = UIView(frame: frame)
            part.backgroundColor = color
            from.view.addSubview(part)
        }
        to.view.backgroundColor = .black
        return (from, to)
    }

    func record(_ animate: @escaping @MainActor (UIViewControllerContextTransitioning) -> Void) throws -> Timeline {
        let (from, to) = screens()
        let scene = try TransitionScene(
            from: from, to: to, animator: ClosureAnimator(duration: 1, animate), operation: .present,
            canvas: Self.canvas
        ).scene
        return try Timeline.compile(scene)
    }

    func frame(_ timeline: Timeline, at t: Double) throws -> Frame {
        try Rasterizer().render(timeline.presentation(at: t))
    }

    /// `from` as it is, untouched: the pixels the pieces must reproduce.
    func reference() throws -> Frame {
        try frame(
            record { ctx in
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ctx.completeTransition(true) }
            }, at: 0)
    }

    /// Pixels of `actual` in `rect` (pixels) that differ from `expected` moved by `offset`.
    func differing(_ actual: Frame, _ expected: Frame, in rect: (x: Range<Int>, y: Range<Int>), offset: (Int, Int))
        -> Int
    {
        var count = 0
        for y in rect.y {
            for x in rect.x where actual.pixel(x: x + offset.0, y: y + offset.1) != expected.pixel(x: x, y: y) {
                count += 1
            }
        }
        return count
    }

    /// The tiles animator: `from` rendered into an image, cut into a 2 × 2 grid of CGImages,
    /// each the contents of a 50 × 50 pt tile at its place; the tiles then move apart by
    /// (±20, ±20) pt, linearly over 1 s, `from` hidden beneath them.
    @Test func tilesReassembleTheViewAndMoveApart() throws {
        let timeline = try record { ctx in
            let from = ctx.view(forKey: .from)!, to = ctx.view(forKey: .to)!
            ctx.containerView.insertSubview(to, belowSubview: from)
            let image = UIGraphicsImageRenderer(bounds: from.bounds).image { c in from.layer.render(in: c.cgContext) }
            let cg = image.cgImage!
            let (w, h) = (cg.width / 2, cg.height / 2)
            var tiles: [(UIView, CGPoint)] = []
            for row in 0..<2 {
                for col in 0..<2 {
                    let piece = cg.cropping(to: CGRect(x: col * w, y: row * h, width: w, height: h))!
                    let size = CGSize(width: CGFloat(w) / image.scale, height: CGFloat(h) / image.scale)
                    let tile = UIView(
                        frame: CGRect(
                            origin: CGPoint(x: CGFloat(col) * size.width, y: CGFloat(row) * size.height), size: size))
                    tile.layer.contents = piece
                    ctx.containerView.addSubview(tile)
                    tiles.append((tile, CGPoint(x: col == 0 ? -20 : 20, y: row == 0 ? -20 : 20)))
                }
            }
            from.isHidden = true
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                for (tile, offset) in tiles {
                    tile.center = CGPoint(x: tile.center.x + offset.x, y: tile.center.y + offset.y)
                }
            } completion: { _ in
                ctx.completeTransition(true)
            }
        }
        let reference = try reference()
        let start = try frame(timeline, at: 0)
        // t = 0: the four pieces put `from` back together, pixel for pixel.
        #expect(start == reference)
        #expect(start.pixel(x: 100, y: 100) == (255, 0, 0, 255))  // the square's middle, where all four meet

        // t = 1: each quarter moved by its (±20, ±20) pt, 40 px at scale 2, its pixels unchanged.
        let end = try frame(timeline, at: 1)
        for (qx, qy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            let x0 = qx * 100, y0 = qy * 100
            // The part of the quarter that stays on the canvas once moved.
            let xs = qx == 0 ? (x0 + 40)..<(x0 + 100) : x0..<(x0 + 60)
            let ys = qy == 0 ? (y0 + 40)..<(y0 + 100) : y0..<(y0 + 60)
            let moved = differing(end, reference, in: (xs, ys), offset: (qx == 0 ? -40 : 40, qy == 0 ? -40 : 40))
            #expect(moved == 0, "quarter (\(qx), \(qy)): \(moved) pixels differ")
        }
        // The gap the tiles left in the middle shows `to` (black).
        #expect(end.pixel(x: 100, y: 100) == (0, 0, 0, 255))
        // The red square's top-left corner, pt (30, 30), is now at (10, 10): 20 px in at scale 2.
        #expect(end.pixel(x: 21, y: 21) == (255, 0, 0, 255))
        #expect(end.pixel(x: 19, y: 19) != (255, 0, 0, 255))
    }

    /// `UIGraphicsBeginImageContextWithOptions` at the screen's scale, a translated context and
    /// `drawHierarchy`: the image is the 50 × 50 pt middle of `from`; `UIImageView(image:)` is
    /// that size and shows it where it is put.
    @Test func imageContextDrawHierarchyInAnImageView() throws {
        var imageSize = CGSize.zero
        var imageScale: CGFloat = 0
        let timeline = try record { ctx in
            let from = ctx.view(forKey: .from)!, to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 50, height: 50), false, 0)
            UIGraphicsGetCurrentContext()!.translateBy(x: -25, y: -25)
            from.drawHierarchy(in: from.bounds, afterScreenUpdates: true)
            let image = UIGraphicsGetImageFromCurrentImageContext()!
            UIGraphicsEndImageContext()
            imageSize = image.size
            imageScale = image.scale
            let imageView = UIImageView(image: image)
            imageView.frame.origin = CGPoint(x: 5, y: 40)
            ctx.containerView.addSubview(imageView)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ctx.completeTransition(true) }
        }
        #expect(imageSize == CGSize(width: 50, height: 50) && imageScale == 2)
        let reference = try reference()
        let shown = try frame(timeline, at: 0)
        // from's (25, 25, 50, 50) pt is now at (5, 40): 100 × 100 px moved by (−40, +30) px.
        let moved = differing(shown, reference, in: (50..<150, 50..<150), offset: (-40, 30))
        #expect(moved == 0, "\(moved) pixels differ")
        #expect(shown.pixel(x: 5, y: 5) == (0, 0, 0, 255))  // `to` around it
    }

    /// A shatter's cut: the whole view drawn into one image, then `image.draw(at: -origin)` into
    /// a smaller renderer gives the piece at that origin, the same pixels as drawing the view
    /// there directly.
    @Test func drawingAnImageCutsAPiece() throws {
        let timeline = try record { ctx in
            let from = ctx.view(forKey: .from)!, to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            let whole = UIGraphicsImageRenderer(bounds: from.bounds).image { _ in
                from.drawHierarchy(in: from.bounds, afterScreenUpdates: true)
            }
            let piece = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { _ in
                whole.draw(at: CGPoint(x: -25, y: -25))
            }
            let imageView = UIImageView(image: piece)
            imageView.frame.origin = CGPoint(x: 5, y: 40)
            ctx.containerView.addSubview(imageView)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ctx.completeTransition(true) }
        }
        let moved = differing(try frame(timeline, at: 0), try reference(), in: (50..<150, 50..<150), offset: (-40, 30))
        #expect(moved == 0, "\(moved) pixels differ")
    }

    /// A piece turned in 3D (a flip-tiles animator) is drawn through the 3D path: turned 60°
    /// about y, the 50 pt tile spans 25 pt about its center and shows its square there.
    @Test func aPieceTurnedIn3D() throws {
        let timeline = try record { ctx in
            let from = ctx.view(forKey: .from)!, to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            let image = UIGraphicsImageRenderer(bounds: CGRect(x: 25, y: 25, width: 50, height: 50)).image { c in
                from.layer.render(in: c.cgContext)
            }
            let tile = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
            tile.layer.contents = image.cgImage
            var turn = CATransform3DIdentity
            turn.m34 = -1 / 500
            tile.layer.transform = CATransform3DRotate(turn, .pi / 3, 0, 1, 0)
            ctx.containerView.addSubview(tile)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ctx.completeTransition(true) }
        }
        let f = try frame(timeline, at: 0)
        #expect(f.pixel(x: 90, y: 100) == (255, 0, 0, 255))  // pt (45, 50): the square
        #expect(f.pixel(x: 60, y: 100) == (0, 0, 0, 255))  // pt (30, 50): past the turned tile
    }

    /// A second drawing into one context is reported, once, at its call.
    @Test func aSecondDrawingIsReported() throws {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { ctx in
                let from = ctx.view(forKey: .from)!
                _ = UIGraphicsImageRenderer(bounds: from.bounds).image { c in
                    from.layer.render(in: c.cgContext)
                    from.layer.render(in: c.cgContext)
                }
                ctx.completeTransition(true)
            }
        }
        #expect(error?.problems.count == 1)
        #expect(error?.problems.first?.message.contains("a second drawing (render(in:))") == true)
    }

    /// `contentsGravity`, `contentsScale` and `contentsRect` place the image as Core Animation
    /// does. The image: `from`'s (25, 25, 50, 50) pt at scale 2 (100 × 100 px), the red square
    /// inside a 5 pt white border.
    @Test func gravityScaleAndContentsRect() throws {
        let timeline = try record { ctx in
            let from = ctx.view(forKey: .from)!, to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            let image = UIGraphicsImageRenderer(bounds: CGRect(x: 25, y: 25, width: 50, height: 50)).image { c in
                from.layer.render(in: c.cgContext)
            }
            // Centered at its natural size: 100 px at contentsScale 2 is 50 pt, so (25…75).
            let centered = CALayer()
            centered.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            centered.contents = image.cgImage
            centered.contentsScale = 2
            centered.contentsGravity = .center
            ctx.containerView.layer.addSublayer(centered)
            // The right half of the image stretched over 100 × 50 pt: x pt → image 25 + x / 4.
            let half = CALayer()
            half.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
            half.contents = image.cgImage
            half.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
            ctx.containerView.layer.addSublayer(half)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ctx.completeTransition(true) }
        }
        let f = try frame(timeline, at: 0)
        func at(_ x: Double, _ y: Double) -> (UInt8, UInt8, UInt8) {
            let p = f.pixel(x: Int(x * 2), y: Int(y * 2))
            return (p.r, p.g, p.b)
        }
        #expect(at(10, 25) == (0, 0, 0))  // left of the centered image: `to`
        #expect(at(27, 25) == (255, 255, 255))  // its border (image pt 2)
        #expect(at(35, 25) == (255, 0, 0))  // the square (image pt 10)
        #expect(at(80, 25) == (0, 0, 0))
        #expect(at(70, 70) == (255, 0, 0))  // image x 42.5, y 20
        #expect(at(90, 70) == (255, 255, 255))  // image x 47.5: the border
        #expect(at(70, 51) == (255, 255, 255))  // image y 1: the border
    }

    /// Pixels and points, as UIKit counts them (no recording needed).
    @Test func scaleAndSizeArithmetic() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        var madeWidth: Int?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format).image { c in
            madeWidth = c.cgContext.makeImage()?.width
        }
        #expect(madeWidth == 90)
        #expect(image.scale == 3 && image.size == CGSize(width: 30, height: 20))
        #expect(image.cgImage?.width == 90 && image.cgImage?.height == 60)
        // cropping(to:) is in pixels, made integral and clipped to the image.
        let piece = image.cgImage!.cropping(to: CGRect(x: 10.5, y: 0, width: 20, height: 70))!
        #expect(piece.width == 21 && piece.height == 60)
        #expect(image.cgImage!.cropping(to: CGRect(x: 100, y: 0, width: 5, height: 5)) == nil)
        // copy(): the same pixels, a new object.
        let copied = piece.copy()
        #expect(copied !== piece && copied?.width == 21 && copied?.height == 60)
        let scaled = UIImage(cgImage: piece, scale: 3, orientation: .up)
        #expect(scaled.size == CGSize(width: 7, height: 20))
        #expect(UIImage(cgImage: piece).scale == 1 && UIImage(cgImage: piece).size == CGSize(width: 21, height: 60))
        #expect(UIImage().size == .zero && UIImage().cgImage == nil)
    }

    /// A shadow under a fill would change pixels the recording does not draw: reported at the fill.
    @Test func drawingUnderAShadowIsReportedAtItsCall() throws {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { ctx in
                _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { c in
                    UIColor.red.setFill()
                    c.cgContext.setShadow(offset: CGSize(width: 2, height: 2), blur: 3)
                    c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                }
                ctx.completeTransition(true)
            }
        }
        let problem = error?.problems.first
        #expect(
            problem?.message.contains("drawing into an image context is not fully modelled: the shadow of fill(_:)")
                == true, "\(String(describing: problem))")
        #expect(problem?.location.file.hasSuffix("ImageContextTests.swift") == true)
    }

    /// A highlighted image view shows `highlightedImage` in place of `image`, which keeps its value;
    /// unhighlighted half way through, it shows `image` again.
    @Test func aHighlightedImageViewShowsItsHighlightedImage() throws {
        func filled(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { c in
                color.setFill()
                c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        var keptImage = false
        let timeline = try record { ctx in
            ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            let red = filled(.red)
            let imageView = UIImageView(image: red)
            imageView.frame.origin = CGPoint(x: 40, y: 40)
            imageView.highlightedImage = filled(.green)
            imageView.isHighlighted = true
            keptImage = imageView.image === red
            ctx.containerView.addSubview(imageView)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { imageView.isHighlighted = false }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ctx.completeTransition(true) }
        }
        #expect(keptImage)
        // The view's middle, pt (50, 50), is pixel (100, 100) at scale 2.
        #expect(try frame(timeline, at: 0.2).pixel(x: 100, y: 100) == (0, 255, 0, 255))
        #expect(try frame(timeline, at: 0.8).pixel(x: 100, y: 100) == (255, 0, 0, 255))
    }

    /// An image drawn before the transition (a controller's `viewDidLoad`), outside any recording:
    /// the renderer's context is current in its block, so `setFill()` fills with red, not black.
    @Test func anImageRenderedBeforeTheRecordingUsesTheCurrentFill() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        let timeline = try record { context in
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            context.containerView.addSubview(view)
            context.completeTransition(true)
        }
        let c = try frame(timeline, at: 0).pixel(x: 20 * 2, y: 20 * 2)  // the canvas's scale is 2
        #expect(c.r == 255 && c.g == 0 && c.b == 0, "\(c)")
    }
}
