import AnimaticCore
import Testing
@testable import AnimaticRender

@Suite struct GeometryTests {
    @Test func canvasSizeAndBackground() throws {
        let f = try render(tree(width: 30, height: 20, scale: 3, background: Color(red: 0, green: 0.5, blue: 1), []))
        #expect(f.width == 90 && f.height == 60)
        #expect(f.rgba.count == 90 * 60 * 4)
        #expect(f.pixel(x: 0, y: 0) == (0, 128, 255, 255))
        #expect(f.pixel(x: 89, y: 59) == (0, 128, 255, 255))
    }

    @Test func knownRectAtScale1() throws {
        let f = try render(tree([layer("r", frame: Rect(10, 20, 100, 50), color: red)]))
        look(f, "rect")
        #expect(f.width == 200 && f.height == 200)
        #expect(f.pixel(x: 10, y: 20) == redPixel)
        #expect(f.pixel(x: 109, y: 69) == redPixel)
        #expect(f.pixel(x: 110, y: 70) == whitePixel)
        #expect(f.pixel(x: 9, y: 19) == whitePixel)
        #expect(f.pixel(x: 110, y: 20) == whitePixel)
        #expect(f.pixel(x: 10, y: 70) == whitePixel)
    }

    @Test func knownRectAtScale2() throws {
        let f = try render(tree(scale: 2, [layer("r", frame: Rect(10, 20, 100, 50), color: red)]))
        #expect(f.width == 400 && f.height == 400)
        #expect(f.pixel(x: 20, y: 40) == redPixel)
        #expect(f.pixel(x: 219, y: 139) == redPixel)
        #expect(f.pixel(x: 220, y: 140) == whitePixel)
        #expect(f.pixel(x: 19, y: 39) == whitePixel)
    }

    @Test func fractionalCanvasRoundsAndHalfPixelEdgesGoByPixelCentres() throws {
        // 100.4 × 50.6 points → 100 × 51 pixels. A left edge at x = 10.5 passes through pixel 10's
        // centre: a left edge takes it (top-left rule); the right edge at 30.5 leaves pixel 30.
        var l = layer("r", frame: Rect(10.5, 0, 20, 20), color: .black)
        let f = try render(tree(width: 100.4, height: 50.6, [l]))
        #expect(f.width == 100 && f.height == 51)
        #expect(f.pixel(x: 9, y: 5) == whitePixel)
        #expect(f.pixel(x: 10, y: 5) == blackPixel)
        #expect(f.pixel(x: 29, y: 5) == blackPixel)
        #expect(f.pixel(x: 30, y: 5) == whitePixel)
        // With allowsEdgeAntialiasing the edge half covers pixel 10.
        l.allowsEdgeAntialiasing = true
        let smooth = try render(tree(width: 100.4, height: 50.6, [l])).pixel(x: 10, y: 5)
        #expect(smooth.r >= 126 && smooth.r <= 129, "\(describe(smooth))")
    }

    @Test func anchorPointPositionAndRotation() throws {
        // Bounds 40×20, anchor (0,0) at (50,50), rotated 90° clockwise on screen:
        // (x, y) → (50 − y, 50 + x), so the layer covers x 30…50, y 50…90.
        var l = layer("l", frame: Rect(0, 0, 40, 20), color: red)
        l.anchorPoint = Point(0, 0)
        l.position = Point(50, 50)
        l.transform = .rotation(.pi / 2, 0, 0, 1)
        // A marker in the layer's top-left 10×10 corner lands at x 40…50, y 50…60.
        l.sublayers = [layer("m", frame: Rect(0, 0, 10, 10), color: blue)]
        let f = try render(tree([l]))
        look(f, "rotation")
        #expect(f.pixel(x: 35, y: 80) == redPixel)
        #expect(f.pixel(x: 30, y: 89) == redPixel)
        #expect(f.pixel(x: 49, y: 89) == redPixel)
        #expect(f.pixel(x: 45, y: 55) == bluePixel)
        #expect(f.pixel(x: 35, y: 55) == redPixel)
        #expect(f.pixel(x: 29, y: 70) == whitePixel)
        #expect(f.pixel(x: 50, y: 70) == whitePixel)
        #expect(f.pixel(x: 40, y: 49) == whitePixel)
        #expect(f.pixel(x: 40, y: 90) == whitePixel)
    }

    @Test func transformScalesAboutTheAnchorPoint() throws {
        // 40×40 at (80,80), scale 2 about its center (100,100) → covers 60…140.
        var l = layer("l", frame: Rect(80, 80, 40, 40), color: red)
        l.transform = .scale(2, 2)
        let f = try render(tree([l]))
        #expect(f.pixel(x: 60, y: 60) == redPixel)
        #expect(f.pixel(x: 139, y: 139) == redPixel)
        #expect(f.pixel(x: 59, y: 100) == whitePixel)
        #expect(f.pixel(x: 140, y: 100) == whitePixel)
    }

    @Test func boundsOriginShiftsSublayers() throws {
        // bounds.origin (30, 0) scrolls the content: a sublayer at x 40 shows at x 10.
        var parent = layer("p", frame: Rect(0, 0, 100, 100))
        parent.bounds.origin = Point(30, 0)
        parent.sublayers = [layer("c", frame: Rect(40, 0, 10, 10), color: red)]
        let f = try render(tree([parent]))
        #expect(f.pixel(x: 10, y: 5) == redPixel)
        #expect(f.pixel(x: 19, y: 5) == redPixel)
        #expect(f.pixel(x: 9, y: 5) == whitePixel)
        #expect(f.pixel(x: 45, y: 5) == whitePixel)
    }

    @Test func sublayerTransformAppliesAboutTheAnchorToSublayersOnly() throws {
        // Parent 100×100 at the origin, sublayerTransform scale 2 about (50,50):
        // a child at (50,50,10,10) covers 50…70; the parent's own background is unscaled.
        var parent = layer("p", frame: Rect(0, 0, 100, 100), color: Color(white: 0.5))
        parent.sublayerTransform = .scale(2, 2)
        parent.sublayers = [layer("c", frame: Rect(50, 50, 10, 10), color: red)]
        let f = try render(tree([parent]))
        #expect(f.pixel(x: 65, y: 65) == redPixel)
        #expect(f.pixel(x: 50, y: 50) == redPixel)
        #expect(f.pixel(x: 70, y: 60) == (128, 128, 128, 255))
        #expect(f.pixel(x: 99, y: 99) == (128, 128, 128, 255))
        #expect(f.pixel(x: 100, y: 100) == whitePixel)
    }

    @Test func nestedTransformsCompose() throws {
        // Parent translated by (20, 0); child rotated 90° about its center keeps a square in place.
        var parent = layer("p", frame: Rect(0, 0, 100, 100))
        parent.transform = .translation(20, 0)
        var child = layer("c", frame: Rect(10, 10, 20, 20), color: red)
        child.transform = .rotation(.pi / 2, 0, 0, 1)
        parent.sublayers = [child]
        let f = try render(tree([parent]))
        #expect(f.pixel(x: 30, y: 10) == redPixel)
        #expect(f.pixel(x: 49, y: 29) == redPixel)
        #expect(f.pixel(x: 29, y: 10) == whitePixel)
        #expect(f.pixel(x: 50, y: 29) == whitePixel)
    }
}

@Suite struct OpacityTests {
    @Test func halfOpaqueBlackOnWhite() throws {
        var l = layer("l", frame: Rect(0, 0, 50, 50), color: .black)
        l.opacity = 0.5
        let p = try render(tree([l])).pixel(x: 25, y: 25)
        #expect(p.r >= 127 && p.r <= 128 && p.r == p.g && p.g == p.b && p.a == 255, "\(describe(p))")
    }

    @Test func groupOpacityDoesNotDoubleBlendOverlaps() throws {
        var parent = layer("p", frame: Rect(0, 0, 200, 200))
        parent.opacity = 0.5
        parent.sublayers = [
            layer("a", frame: Rect(20, 20, 100, 100), color: .black),
            layer("b", frame: Rect(70, 70, 100, 100), color: .black),
        ]
        let f = try render(tree([parent]))
        look(f, "group-opacity")
        let single = f.pixel(x: 40, y: 40), overlap = f.pixel(x: 100, y: 100)
        #expect(single == overlap, "single \(describe(single)) overlap \(describe(overlap))")
        #expect(single.r >= 127 && single.r <= 128)
        #expect(f.pixel(x: 10, y: 10) == whitePixel)
    }

    @Test func leafWithBackgroundAndBorderFadesAsOne() throws {
        // A half-opaque layer whose border covers its background: the border region shows
        // the border color at half strength, not background showing through.
        var l = layer("l", frame: Rect(0, 0, 100, 100), color: red)
        l.borderWidth = 10
        l.borderColor = blue
        l.opacity = 0.5
        let f = try render(tree([l]))
        // Blue at 50 % over white is (128, 128, 255); fading red and blue separately would
        // give about (128, 64, 191).
        let border = f.pixel(x: 5, y: 50)
        #expect(
            border.r >= 127 && border.r <= 128 && border.g >= 127 && border.g <= 128 && border.b == 255,
            "\(describe(border))")
        let inside = f.pixel(x: 50, y: 50)
        #expect(inside.r == 255 && inside.g >= 127 && inside.g <= 128 && inside.b == inside.g, "\(describe(inside))")
    }

    @Test func hiddenAndTransparentLayersSkipTheirSubtrees() throws {
        var hidden = layer("h", frame: Rect(0, 0, 50, 50), color: red)
        hidden.isHidden = true
        hidden.sublayers = [layer("hc", frame: Rect(0, 0, 10, 10), color: blue)]
        var clear = layer("z", frame: Rect(100, 0, 50, 50), color: red)
        clear.opacity = 0
        clear.sublayers = [layer("zc", frame: Rect(0, 0, 10, 10), color: blue)]
        let f = try render(tree([hidden, clear]))
        #expect(f.pixel(x: 5, y: 5) == whitePixel)
        #expect(f.pixel(x: 25, y: 25) == whitePixel)
        #expect(f.pixel(x: 105, y: 5) == whitePixel)
        #expect(f.pixel(x: 125, y: 25) == whitePixel)
    }

    @Test func transparentCanvasStaysStraightAlpha() throws {
        var l = layer("l", frame: Rect(0, 0, 10, 10), color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.4))
        l.opacity = 1
        let f = try render(tree(width: 20, height: 20, background: .clear, [l]))
        #expect(f.pixel(x: 15, y: 15) == (0, 0, 0, 0))
        let p = f.pixel(x: 5, y: 5)
        #expect(p.a == 102, "\(describe(p))")
        #expect(p.r == 255 && p.b == 0, "\(describe(p))")
        // cairo stores green as 51 at alpha 102; 51·255/102 = 127.5 rounds to 128.
        #expect(p.g == 128, "\(describe(p))")
    }

    @Test func unpremultiplyRoundsToNearest() {
        #expect(Rasterizer.unpremultiply(51, alpha: 102) == 128)
        #expect(Rasterizer.unpremultiply(1, alpha: 2) == 128)
        #expect(Rasterizer.unpremultiply(1, alpha: 3) == 85)
        #expect(Rasterizer.unpremultiply(2, alpha: 3) == 170)
        #expect(Rasterizer.unpremultiply(100, alpha: 151) == 169)  // 168.87
        #expect(Rasterizer.unpremultiply(7, alpha: 7) == 255)
        #expect(Rasterizer.unpremultiply(200, alpha: 255) == 200)
        #expect(Rasterizer.unpremultiply(0, alpha: 0) == 0)
    }
}

@Suite struct OrderTests {
    @Test func zPositionOrdersSiblingsStably() throws {
        var a = layer("a", frame: Rect(0, 0, 60, 60), color: red)
        a.zPosition = 1
        let b = layer("b", frame: Rect(30, 30, 60, 60), color: blue)
        let c = layer("c", frame: Rect(40, 40, 60, 60), color: green)
        let f = try render(tree([a, b, c]))
        // a (z 1) is on top of b and c; c (after b, same z) is on top of b.
        #expect(f.pixel(x: 45, y: 45) == redPixel)
        #expect(f.pixel(x: 70, y: 70) == greenPixel)
        #expect(f.pixel(x: 35, y: 85) == bluePixel)
    }

    @Test func degenerateAndPerspectiveTransformsDoNotCrash() throws {
        var flat = layer("flat", frame: Rect(0, 0, 50, 50), color: red)
        flat.transform = .scale(0, 0)
        flat.sublayers = [layer("fc", frame: Rect(0, 0, 50, 50), color: blue)]
        var edge = layer("edge", frame: Rect(100, 0, 50, 50), color: red)
        edge.transform = .rotation(.pi / 2, 0, 1, 0)
        var persp = layer("persp", frame: Rect(50, 100, 100, 80), color: green)
        persp.transform = Transform3D.rotation(0.6, 0, 1, 0).concatenating(.perspective(500))
        var nan = layer("nan", frame: Rect(0, 150, 20, 20), color: red)
        nan.transform = .scale(.nan, 1)
        let f = try render(tree([flat, edge, persp, nan]))
        look(f, "degenerate")
        #expect(f.pixel(x: 25, y: 25) == whitePixel)
        #expect(f.pixel(x: 125, y: 25) == whitePixel)
        #expect(f.pixel(x: 100, y: 140) == greenPixel)
        #expect(f.pixel(x: 10, y: 160) == whitePixel)
    }

    @Test func backFacingSingleSidedLayerIsHidden() throws {
        var back = layer("back", frame: Rect(0, 0, 50, 50), color: red)
        back.transform = .rotation(.pi, 0, 1, 0)
        back.isDoubleSided = false
        var shown = layer("shown", frame: Rect(100, 0, 50, 50), color: red)
        shown.transform = .rotation(.pi, 0, 1, 0)
        var mirrored = layer("mirrored", frame: Rect(0, 100, 50, 50), color: red)
        mirrored.transform = .scale(-1, 1)
        mirrored.isDoubleSided = false
        let f = try render(tree([back, shown, mirrored]))
        #expect(f.pixel(x: 25, y: 25) == whitePixel)
        #expect(f.pixel(x: 125, y: 25) == redPixel)
        #expect(f.pixel(x: 25, y: 125) == redPixel)  // a 2D mirror is not the back face
    }

    @Test func cardFlipShowsTheBackFaceWhenTheContainerIsTurned() throws {
        // The classic flip: a container turned half a revolution about y; its front face
        // (single-sided) turns away, the back face (pre-turned, single-sided) turns to us.
        func card(turned: Bool) -> RenderLayer {
            var container = layer("container", frame: Rect(50, 50, 100, 100))
            if turned { container.transform = .rotation(.pi, 0, 1, 0) }
            var front = layer("front", frame: Rect(0, 0, 100, 100), color: red)
            front.isDoubleSided = false
            var back = layer("back", frame: Rect(0, 0, 100, 100), color: blue)
            back.transform = .rotation(.pi, 0, 1, 0)
            back.isDoubleSided = false
            container.sublayers = [front, back]
            return container
        }
        #expect(try render(tree([card(turned: false)])).pixel(x: 100, y: 100) == redPixel)
        #expect(try render(tree([card(turned: true)])).pixel(x: 100, y: 100) == bluePixel)
    }

    @Test func renderingTwiceIsIdentical() throws {
        let t = richTree()
        let a = try render(t), b = try render(t)
        look(a, "rich")
        #expect(a == b)
    }

    @Test func concurrentRendersAreIdentical() async throws {
        let t = richTree()
        let reference = try render(t)
        let frames = try await withThrowingTaskGroup(of: Frame.self) { group in
            for _ in 0..<4 { group.addTask { try Rasterizer().render(t) } }
            var all: [Frame] = []
            for try await f in group { all.append(f) }
            return all
        }
        #expect(frames.count == 4)
        #expect(frames.allSatisfy { $0 == reference })
    }
}

/// Text, shadows, groups, clipping, borders: everything that could go nondeterministic.
func richTree() -> PresentationTree {
    var card = layer("card", frame: Rect(20, 20, 160, 100), color: .white)
    card.cornerRadius = 12
    card.shadow = Shadow(opacity: 0.3, radius: 10, offset: Size(0, 4))
    var label = layer("label", frame: Rect(10, 10, 140, 30))
    label.content = .text(TextContent(text: "Settings", font: Font(size: 22, weight: .bold)))
    var body = layer("body", frame: Rect(10, 45, 140, 50))
    body.content = .text(
        TextContent(
            text: "The quick brown fox jumps over the lazy dog", font: Font(size: 13), color: Color(white: 0.4),
            numberOfLines: 0))
    card.sublayers = [label, body]
    var dim = layer("dim", frame: Rect(0, 100, 200, 100), color: Color(red: 0.2, green: 0.4, blue: 0.9))
    dim.opacity = 0.6
    dim.borderWidth = 3
    dim.borderColor = .black
    dim.cornerRadius = 20
    dim.masksToBounds = true
    dim.sublayers = [layer("inner", frame: Rect(150, 50, 100, 100), color: red)]
    return tree(scale: 2, [dim, card])
}
