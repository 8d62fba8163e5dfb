import Animatic
import AnimaticUIKit
import Testing

/// Shape and gradient layers, paths and masks as Swift builds them, mapped onto the model;
/// expected numbers are derived by hand in each test.
@MainActor
struct LayerMappingTests {
    /// The shape path of the recorded view `id` at t = 0.
    private func path(_ scene: Scene, _ id: String) throws -> [ShapePath.Element] {
        try #require(try Timeline.compile(scene).model(at: 0).views[id]?.shape?.path.elements)
    }

    private func expectPoint(
        _ p: Point, _ x: Double, _ y: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9, "\(p) is not (\(x), \(y))", sourceLocation: sourceLocation)
    }

    @Test func aQuarterArcInRadiansIsOneCubicWithKappaHandles() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let shape = CAShapeLayer()
            shape.path =
                UIBezierPath(
                    arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0, endAngle: .pi / 2, clockwise: true
                ).cgPath
            to.layer.addSublayer(shape)
            context.completeTransition(true)
        }
        // From angle 0, (150, 100), clockwise on screen (y down) to π/2, (100, 150); the handles
        // are 4/3·tan(π/8)·50 = 27.614237… long along the tangents.
        let h = 4.0 / 3.0 * 0.41421356237309503 * 50
        let elements = try path(scene, "CAShapeLayer-1")
        try #require(elements.count == 2)
        guard case .move(let start) = elements[0], case .cubic(let c1, let c2, let end) = elements[1] else {
            Issue.record("expected a move and a cubic, got \(elements)")
            return
        }
        expectPoint(start, 150, 100)
        expectPoint(c1, 150, 100 + h)
        expectPoint(c2, 100 + h, 150)
        expectPoint(end, 100, 150)
    }

    @Test func counterclockwiseGoesTheLongWayAndCGPathClockwiseIsYUp() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let uikit = CAShapeLayer()
            uikit.path =
                UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false).cgPath
            to.layer.addSublayer(uikit)
            // Core Graphics' clockwise is in its y-up space: the same arc on a y-down screen.
            let coreGraphics = CAShapeLayer()
            let path = CGMutablePath()
            path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            coreGraphics.path = path
            to.layer.addSublayer(coreGraphics)
            context.completeTransition(true)
        }
        // 0 → −90° → −180° → −270° (= 90°): three quarter cubics through (0, −10), (−10, 0), (0, 10).
        for id in ["CAShapeLayer-1", "CAShapeLayer-2"] {
            let ends = try path(scene, id).compactMap { $0.points.last }
            try #require(ends.count == 4, "\(id): \(ends)")
            expectPoint(ends[0], 10, 0)
            expectPoint(ends[1], 0, -10)
            expectPoint(ends[2], -10, 0)
            expectPoint(ends[3], 0, 10)
        }
    }

    @Test func aGradientSublayerBecomesAGradientViewInItsLayer() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let shade = CAGradientLayer()
            shade.type = .radial
            shade.colors = [UIColor.black.cgColor, UIColor.white.withAlphaComponent(0).cgColor]
            shade.locations = [0.25, 1]
            shade.startPoint = CGPoint(x: 0, y: 0.5)
            shade.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            to.layer.insertSublayer(shade, at: 0)
            to.layer.maskedCorners = [.layerMinXMinYCorner]
            to.layer.cornerCurve = .continuous
            context.completeTransition(true)
        }
        let model = try Timeline.compile(scene).model(at: 0)
        let shade = try #require(model.views["CAGradientLayer-1"])
        #expect(shade.kind == .gradient)
        #expect(model.parent["CAGradientLayer-1"] == "to" && model.children["to"]?.first == "CAGradientLayer-1")
        #expect(shade.gradient?.type == .radial)
        #expect(
            shade.gradient?.colors == [Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 1, blue: 1, alpha: 0)])
        #expect(shade.gradient?.locations == [0.25, 1])
        #expect(shade.gradient?.startPoint == Point(0, 0.5))
        #expect(shade.bounds == Rect(0, 0, 100, 50) && shade.position == Point(50, 25))
        #expect(model.views["to"]?.maskedCorners == .minXMinY && model.views["to"]?.cornerCurve == .continuous)
    }

    @Test func aViewWhoseLayerClassIsCAShapeLayerIsAShapeView() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let ring = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let layer = try! #require(ring.layer as? CAShapeLayer)
            layer.path = UIBezierPath(ovalIn: ring.bounds).cgPath
            layer.fillColor = nil
            layer.strokeColor = UIColor.red.cgColor
            layer.lineWidth = 4
            layer.lineCap = .round
            layer.strokeEnd = 0.25
            to.addSubview(ring)
            context.completeTransition(true)
        }
        let ring = try #require(try Timeline.compile(scene).model(at: 0).views["RingView-1"])
        #expect(ring.kind == .shape)
        #expect(ring.shape?.path == ShapePath.oval(Rect(0, 0, 40, 40)))
        #expect(
            ring.shape?.fillColor == .clear && ring.shape?.lineWidth == 4 && ring.shape?.lineCap == .round
                && ring.shape?.strokeEnd == 0.25)
    }

    @Test func aMaskSetBeforeAddingTravelsWithTheViewAndItsPathAnimates() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let hole = CAShapeLayer()
            hole.path = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20)).cgPath
            card.layer.mask = hole
            card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
            to.addSubview(card)
            let grow = CABasicAnimation(keyPath: "path")
            grow.toValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
            grow.duration = 1
            hole.add(grow, forKey: nil)
            context.completeTransition(true)
        }
        let timeline = try Timeline.compile(scene)
        let card = try #require(timeline.model(at: 0).views["UIView-1"])
        #expect(card.maskID == "CAShapeLayer-1")
        #expect(card.shadowPath == ShapePath.rect(Rect(0, 0, 100, 100)))
        // Half way (linear) the oval is [20, 20, 60, 60]: its right end is at (80, 50).
        guard case .path(let half)? = timeline.presentationValue(of: .path, view: "CAShapeLayer-1", at: 0.5),
            case .move(let start)? = half.elements.first
        else {
            Issue.record("no path half way")
            return
        }
        #expect(abs(start.x - 80) < 1e-9 && abs(start.y - 50) < 1e-9)
    }

    @Test func aMaskSetAfterTheFirstCallIsReported() throws {
        #expect(throws: RecordingError.self) {
            _ = try record { context in
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    to.layer.mask = CAShapeLayer()
                    context.completeTransition(true)
                }
            }
        }
    }

    @Test func gradientSublayerAndShapeMaskDrawTheirPixels() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            // Black to white across x = 0…100 pt.
            let shade = CAGradientLayer()
            shade.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
            shade.startPoint = CGPoint(x: 0, y: 0.5)
            shade.endPoint = CGPoint(x: 1, y: 0.5)
            shade.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            to.layer.insertSublayer(shade, at: 0)
            // A red square at (100, 100) masked by a circle inscribed in it.
            let dot = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
            dot.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            let circle = CAShapeLayer()
            circle.path = UIBezierPath(ovalIn: dot.bounds).cgPath
            dot.layer.mask = circle
            to.addSubview(dot)
            context.completeTransition(true)
        }
        let frame = try Rasterizer().render(try Timeline.compile(scene).presentation(at: 0))
        // Scale 2: pixel column p has its center at (p + 0.5)/2 pt, so column 50 samples
        // x = 25.25 pt, 25.25 % of the way: 0.2525 · 255 = 64.4; column 150, 0.7525 · 255 = 191.9.
        let dark = frame.pixel(x: 50, y: 50), light = frame.pixel(x: 150, y: 50)
        #expect(abs(Int(dark.r) - 64) <= 1 && dark.r == dark.g && dark.g == dark.b, "\(dark)")
        #expect(abs(Int(light.r) - 192) <= 1 && light.r == light.g && light.g == light.b, "\(light)")
        // The dot's center (130, 130) pt is red; its corner (102, 102) pt is outside the circle,
        // so it shows `to`'s systemBlue (0, 122, 255).
        let center = frame.pixel(x: 260, y: 260), corner = frame.pixel(x: 204, y: 204)
        #expect(center.r == 255 && center.g == 0 && center.b == 0, "\(center)")
        #expect(corner.r == 0 && corner.g == 122 && corner.b == 255, "\(corner)")
    }
}

final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}
