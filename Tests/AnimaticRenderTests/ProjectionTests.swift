import AnimaticCore
import Foundation
import Testing
@testable import AnimaticRender

/// Coverage of a dark layer on a white background, 0…1, from the red channel.
func darkness(_ f: Frame, _ x: Int, _ y: Int) -> Double { 1 - Double(f.pixel(x: x, y: y).r) / 255 }

/// Where a rising edge (outside at `from`, inside before `to`) crosses 50 % along a row:
/// the window's start plus its uncovered area.
func risingEdge(_ f: Frame, row y: Int, from x0: Int, to x1: Int) -> Double {
    Double(x0) + (x0..<x1).reduce(0) { $0 + (1 - darkness(f, $1, y)) }
}

/// Where a falling edge (inside at `from`, outside before `to`) crosses 50 % along a row.
func fallingEdge(_ f: Frame, row y: Int, from x0: Int, to x1: Int) -> Double {
    Double(x0) + (x0..<x1).reduce(0) { $0 + darkness(f, $1, y) }
}

func risingEdge(_ f: Frame, column x: Int, from y0: Int, to y1: Int) -> Double {
    Double(y0) + (y0..<y1).reduce(0) { $0 + (1 - darkness(f, x, $1)) }
}

func fallingEdge(_ f: Frame, column x: Int, from y0: Int, to y1: Int) -> Double {
    Double(y0) + (y0..<y1).reduce(0) { $0 + darkness(f, x, $1) }
}

@Suite struct ProjectionTests {
    /// A 200×200 black layer centered on a 400×400 white canvas.
    func centeredLayer(_ transform: Transform3D) -> RenderLayer {
        var l = RenderLayer(id: "card", bounds: Rect(0, 0, 200, 200), position: Point(200, 200))
        l.backgroundColor = .black
        l.transform = transform
        return l
    }

    func stage(perspective d: Double?, _ layers: [RenderLayer], scale: Double = 1) -> PresentationTree {
        Scenes3D.tree(
            width: 400, height: 400, scale: scale, root: Scenes3D.stage(width: 400, height: 400, perspective: d, layers)
        )
    }

    /// Turned θ about y (CATransform3DMakeRotation(θ, 0, 1, 0): a point (x, y, 0) of the
    /// layer, relative to its anchor, goes to (x·cos θ, y, −x·sin θ)), then seen with
    /// m34 = −1/d about the same center: w = 1 − z/d = 1 + x·sin θ/d, and the screen point
    /// is (200 + x·cos θ/w, 200 + y/w).
    func rotateYCorner(_ x: Double, _ y: Double, degrees: Double, d: Double) -> (x: Double, y: Double) {
        let t = degrees * .pi / 180
        let w = 1 + x * sin(t) / d
        return (200 + x * cos(t) / w, 200 + y / w)
    }

    /// Checks the four edges of a projected square whose left and right edges are the
    /// vertical lines through the corners (rotation about y).
    func checkRotateYEdges(_ f: Frame, degrees: Double, d: Double, scale: Double = 1) {
        let tl = rotateYCorner(-100, -100, degrees: degrees, d: d),
            tr = rotateYCorner(100, -100, degrees: degrees, d: d)
        let bl = rotateYCorner(-100, 100, degrees: degrees, d: d)
        // Left and right edges on the middle row.
        let row = Int(200 * scale)
        let left = tl.x * scale, right = tr.x * scale
        let measuredLeft = risingEdge(f, row: row, from: Int(left) - 4, to: Int(left) + 5)
        let measuredRight = fallingEdge(f, row: row, from: Int(right) - 4, to: Int(right) + 5)
        #expect(abs(measuredLeft - left) <= 0.5, "left edge \(measuredLeft) vs \(left)")
        #expect(abs(measuredRight - right) <= 0.5, "right edge \(measuredRight) vs \(right)")
        // Top and bottom edges on two columns: straight lines between the corners.
        for u in [0.25, 0.6] {
            let x = tl.x + (tr.x - tl.x) * u
            let column = Int(x * scale)
            let cx = (Double(column) + 0.5) / scale
            let v = (cx - tl.x) / (tr.x - tl.x)
            let top = (tl.y + (tr.y - tl.y) * v) * scale
            let bottom = (bl.y + (rotateYCorner(100, 100, degrees: degrees, d: d).y - bl.y) * v) * scale
            let measuredTop = risingEdge(f, column: column, from: Int(top) - 4, to: Int(top) + 5)
            let measuredBottom = fallingEdge(f, column: column, from: Int(bottom) - 4, to: Int(bottom) + 5)
            #expect(abs(measuredTop - top) <= 0.5, "top edge at column \(column): \(measuredTop) vs \(top)")
            #expect(
                abs(measuredBottom - bottom) <= 0.5, "bottom edge at column \(column): \(measuredBottom) vs \(bottom)")
        }
    }

    @Test func rotateYUnderParentPerspectiveLandsOnHandComputedCorners() throws {
        let f = try render(stage(perspective: 500, [centeredLayer(.rotation(40 * .pi / 180, 0, 1, 0))]))
        look(f, "projection-rotate-y-40")
        // By hand: right edge at 200 + 76.60/1.1286 = 267.87, left at 200 − 76.60/0.8714 = 112.10.
        #expect(abs(rotateYCorner(100, 0, degrees: 40, d: 500).x - 267.87) < 0.01)
        #expect(abs(rotateYCorner(-100, 0, degrees: 40, d: 500).x - 112.10) < 0.01)
        checkRotateYEdges(f, degrees: 40, d: 500)
    }

    @Test func rotateYAtScale2() throws {
        let f = try render(stage(perspective: 500, [centeredLayer(.rotation(-55 * .pi / 180, 0, 1, 0))], scale: 2))
        checkRotateYEdges(f, degrees: -55, d: 500, scale: 2)
    }

    @Test func perspectiveInTheLayersOwnTransformMatches() throws {
        // m34 in the layer's own transform, after the rotation: the same projection about
        // the layer's center, which is the canvas center.
        let t = Transform3D.rotation(40 * .pi / 180, 0, 1, 0).concatenating(.perspective(500))
        let f = try render(stage(perspective: nil, [centeredLayer(t)]))
        checkRotateYEdges(f, degrees: 40, d: 500)
    }

    @Test func rotateXUnderParentPerspective() throws {
        // About x: (x, y, 0) → (x, y·cos θ, y·sin θ); w = 1 − y·sin θ/d.
        let degrees = 30.0, d = 400.0
        let f = try render(stage(perspective: d, [centeredLayer(.rotation(degrees * .pi / 180, 1, 0, 0))]))
        look(f, "projection-rotate-x-30")
        let t = degrees * .pi / 180
        func corner(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let w = 1 - y * sin(t) / d
            return (200 + x / w, 200 + y * cos(t) / w)
        }
        // Top and bottom edges are horizontal lines.
        let top = corner(0, -100).y, bottom = corner(0, 100).y
        let measuredTop = risingEdge(f, column: 200, from: Int(top) - 4, to: Int(top) + 5)
        let measuredBottom = fallingEdge(f, column: 200, from: Int(bottom) - 4, to: Int(bottom) + 5)
        #expect(abs(measuredTop - top) <= 0.5, "top \(measuredTop) vs \(top)")
        #expect(abs(measuredBottom - bottom) <= 0.5, "bottom \(measuredBottom) vs \(bottom)")
        // The slanted side edges, on rows between.
        for v in [0.3, 0.7] {
            let row = Int(top + (bottom - top) * v)
            let cy = Double(row) + 0.5
            let s = (cy - top) / (bottom - top)
            let left = corner(-100, -100).x + (corner(-100, 100).x - corner(-100, -100).x) * s
            let right = corner(100, -100).x + (corner(100, 100).x - corner(100, -100).x) * s
            let measuredLeft = risingEdge(f, row: row, from: Int(left) - 4, to: Int(left) + 5)
            let measuredRight = fallingEdge(f, row: row, from: Int(right) - 4, to: Int(right) + 5)
            #expect(abs(measuredLeft - left) <= 0.5, "left on row \(row): \(measuredLeft) vs \(left)")
            #expect(abs(measuredRight - right) <= 0.5, "right on row \(row): \(measuredRight) vs \(right)")
        }
    }

    @Test func seed004ModalShrinksAboutItsCenter() throws {
        // [{perspective: 1000}, {translate: [0, 0, -100]}] on a full-screen layer: the point
        // moves to z = −100, then w = 1 − (−100)(−1/1000)… = 1.1, so it shrinks by 1000/1100
        // about its center.
        var modal = RenderLayer(id: "modal", bounds: Rect(0, 0, 320, 568), position: Point(160, 284))
        modal.backgroundColor = .black
        modal.transform = Transform3D.translation(0, 0, -100).concatenating(.perspective(1000))
        let f = try render(
            Scenes3D.tree(
                width: 320, height: 568, scale: 2,
                root: Scenes3D.stage(width: 320, height: 568, perspective: nil, [modal])))
        look(f, "seed-004-modal")
        let k = 1000.0 / 1100
        let left = (160 - 160 * k) * 2, right = (160 + 160 * k) * 2
        let top = (284 - 284 * k) * 2, bottom = (284 + 284 * k) * 2
        #expect(abs(risingEdge(f, row: 568, from: Int(left) - 4, to: Int(left) + 5) - left) <= 0.5)
        #expect(abs(fallingEdge(f, row: 568, from: Int(right) - 4, to: Int(right) + 5) - right) <= 0.5)
        #expect(abs(risingEdge(f, column: 320, from: Int(top) - 4, to: Int(top) + 5) - top) <= 0.5)
        #expect(abs(fallingEdge(f, column: 320, from: Int(bottom) - 4, to: Int(bottom) + 5) - bottom) <= 0.5)
    }

    @Test func backFaceOfASingleSidedLayerLeavesTheBackgroundUntouched() throws {
        func turned(doubleSided: Bool) -> RenderLayer {
            var l = centeredLayer(.rotation(120 * .pi / 180, 0, 1, 0))
            l.backgroundColor = red
            l.isDoubleSided = doubleSided
            // A marker in the layer's left half: seen from the back it shows on the right.
            l.sublayers = [layer("marker", frame: Rect(10, 80, 40, 40), color: blue)]
            return l
        }
        let hidden = try render(stage(perspective: 500, [turned(doubleSided: false)]))
        #expect(hidden.rgba.allSatisfy { $0 == 255 }, "a back-facing single-sided layer drew something")
        let shown = try render(stage(perspective: 500, [turned(doubleSided: true)]))
        look(shown, "projection-back-face")
        #expect(shown.pixel(x: 200, y: 150) == redPixel)
        // The marker (layer x −90…−50) lands at 200 − x·cos 120°/w, right of the center.
        let t = 120 * Double.pi / 180
        let markerX = 200 + (-70) * cos(t) / (1 + (-70) * sin(t) / 500)
        #expect(markerX > 220)
        #expect(shown.pixel(x: Int(markerX), y: 200) == bluePixel, "\(describe(shown.pixel(x: Int(markerX), y: 200)))")
    }

    @Test func checkerboardUnderStrongPerspectiveStaysInsideItsQuad() throws {
        let n = 8, side = 240.0, d = 300.0, degrees = 65.0
        var board = Scenes3D.checkerboard(side: side, cells: n)
        board.position = Point(200, 200)
        board.transform = .rotation(degrees * .pi / 180, 1, 0, 0)
        let background = Color(red: 0.6, green: 0.8, blue: 0.6)
        let f = try render(
            Scenes3D.tree(
                width: 400, height: 400, background: background,
                root: Scenes3D.stage(width: 400, height: 400, perspective: d, [board])))
        look(f, "projection-checkerboard")
        let t = degrees * .pi / 180
        // (x, y) relative to the board's center → (x, y·cos θ, y·sin θ), w = 1 − z/d.
        func project(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let w = 1 - y * sin(t) / d
            return (200 + x / w, 200 + y * cos(t) / w)
        }
        let quad = [project(-120, -120), project(120, -120), project(120, 120), project(-120, 120)]
        // Distance outside the (clockwise on screen) convex quad; negative inside.
        func outside(_ px: Double, _ py: Double) -> Double {
            var d = -Double.infinity
            for i in 0..<4 {
                let a = quad[i], b = quad[(i + 1) % 4]
                let ex = b.x - a.x, ey = b.y - a.y
                let length = (ex * ex + ey * ey).squareRoot()
                d = max(d, (ex * (py - a.y) - ey * (px - a.x)) / length * -1)
            }
            return d
        }
        #expect(outside(200, 200) < 0)
        let bg = (r: UInt8(153), g: UInt8(204), b: UInt8(153))
        var stray = 0
        for y in 0..<400 {
            for x in 0..<400 where outside(Double(x) + 0.5, Double(y) + 0.5) > 1 {
                let p = f.pixel(x: x, y: y)
                if p.r != bg.r || p.g != bg.g || p.b != bg.b { stray += 1 }
            }
        }
        #expect(stray == 0, "\(stray) pixels changed outside the projected quad")
        // Cell centers: black where row + column is even.
        let cell = side / Double(n)
        for r in 0..<n {
            for c in 0..<n {
                let p = project(-120 + (Double(c) + 0.5) * cell, -120 + (Double(r) + 0.5) * cell)
                let value = Int(f.pixel(x: Int(p.x), y: Int(p.y)).r)
                let expected = (r + c) % 2 == 0 ? 0 : 255
                #expect(abs(value - expected) <= 16, "cell \(r),\(c) at \(p): \(value)")
            }
        }
    }

    @Test func geometryBehindTheEyeIsNotDrawnMirrored() throws {
        // A tall layer tipped 80° about x under perspective 200: its lower part (layer
        // y > d / sin 80° ≈ 203) passes behind the eye (w ≤ 0). Mirrored through the eye it
        // would land above the visible part (screen y ≤ 128.5 for the layer's bottom edge,
        // toward −∞ near the eye plane); the visible part spans screen y ≥ 176.6 (its top
        // edge, y = −400: w = 2.97) down past the canvas.
        var l = RenderLayer(id: "floor", bounds: Rect(0, 0, 400, 800), position: Point(200, 200))
        l.backgroundColor = .black
        l.transform = .rotation(80 * .pi / 180, 1, 0, 0)
        let f = try render(stage(perspective: 200, [l]))
        look(f, "projection-behind-eye")
        let t = 80 * Double.pi / 180
        let topEdge = 200 + (-400) * cos(t) / (1 + 400 * sin(t) / 200)
        #expect(abs(topEdge - 176.6) < 0.1)
        for y in 0..<170 {
            for x in 0..<400 where f.pixel(x: x, y: y) != whitePixel {
                Issue.record("pixel (\(x), \(y)) drawn above the visible part: \(describe(f.pixel(x: x, y: y)))")
                return
            }
        }
        #expect(f.pixel(x: 200, y: 190) == blackPixel)
        #expect(f.pixel(x: 5, y: 399) == blackPixel)
        let measuredTop = risingEdge(f, column: 200, from: Int(topEdge) - 4, to: Int(topEdge) + 5)
        #expect(abs(measuredTop - topEdge) <= 0.5, "top \(measuredTop) vs \(topEdge)")
    }

    @Test func layerAlmostAtTheEyeStaysBounded() throws {
        // w ≈ 0.0002 at the layer: magnified about 5000×. The visible part is a sliver of
        // the layer; the texture stays bounded and the frame shows the layer's color around
        // the blue marker's edge, nothing garbled.
        var l = centeredLayer(Transform3D.rotation(3 * .pi / 180, 0, 1, 0).concatenating(.translation(0, 0, 499.9)))
        l.backgroundColor = red
        l.sublayers = [layer("marker", frame: Rect(100, 0, 100, 200), color: blue)]
        let f = try render(stage(perspective: 500, [l]))
        look(f, "projection-near-eye")
        #expect(f.pixel(x: 5, y: 200) == redPixel, "\(describe(f.pixel(x: 5, y: 200)))")
        #expect(f.pixel(x: 395, y: 200) == bluePixel, "\(describe(f.pixel(x: 395, y: 200)))")
        // Entirely behind the eye: nothing.
        let behind = try render(stage(perspective: 500, [centeredLayer(.translation(0, 0, 600))]))
        #expect(behind.rgba.allSatisfy { $0 == 255 })
    }

    @Test func nestedPerspectiveIsWarpedIntoTheParentsPlane() throws {
        // A door (own perspective) inside a card turned under the parent's perspective: each
        // level flattens into its parent's plane. Compared with the door's plane computed by
        // hand through both levels at its center.
        var card = centeredLayer(.rotation(30 * .pi / 180, 0, 1, 0))
        card.backgroundColor = Color(white: 0.8)
        var inner = layer("inner", frame: Rect(50, 50, 100, 100), color: .black)
        inner.transform = Transform3D.rotation(40 * .pi / 180, 1, 0, 0).concatenating(.perspective(300))
        card.sublayers = [inner]
        let f = try render(stage(perspective: 500, [card]))
        look(f, "projection-nested")
        // The inner layer's center is the card's center (its rotation keeps the center),
        // which is the canvas center.
        #expect(f.pixel(x: 200, y: 200) == blackPixel)
        // Its top edge (inner y = −50) in the card's plane: about x, (0, −50·cos 40°) with
        // z = −50·sin 40° (tipped away), and w = 1 − z/300 = 1 + 50·sin 40°/300 ≈ 1.107.
        let t = 40 * Double.pi / 180
        let yCard = -50 * cos(t) / (1 + 50 * sin(t) / 300)
        // On the card's center line (x = 0) the outer rotation about y changes nothing: w = 1.
        let top = 200 + yCard
        // The card's gray is 0.8 (204): coverage between gray and black.
        let gray = 1 - 204.0 / 255
        let coverageTop =
            Double(Int(top) - 4)
            + (Int(top) - 4..<Int(top) + 5).reduce(0) { $0 + (1 - (darkness(f, 200, $1) - gray) / (1 - gray)) }
        #expect(abs(coverageTop - top) <= 0.5, "top \(coverageTop) vs \(top)")
    }

    @Test func magnifiedLayerKeepsHardEdges() throws {
        // A label card pushed toward the eye (w ≈ 0.25: about 4× magnified) and turned a
        // little so the map is projective. The edge of a solid square inside it must go from
        // 10 % to 90 % within 2 pixels: a texture at the layer's own resolution would smear
        // it over 4 × 0.8 = 3.2 pixels.
        var card = RenderLayer(id: "card", bounds: Rect(0, 0, 100, 60), position: Point(200, 200))
        card.backgroundColor = .white
        var label = layer("label", frame: Rect(0, 0, 100, 12))
        label.content = .text(TextContent(text: "Hello", font: Font(size: 10), color: .black, alignment: .center))
        card.sublayers = [label, layer("square", frame: Rect(30, 14, 40, 40), color: .black)]
        card.transform = Transform3D.rotation(8 * .pi / 180, 0, 1, 0).concatenating(.translation(0, 0, 375))
        let f = try render(stage(perspective: 500, [card]))
        look(f, "projection-magnified")
        // Find the square's left edge on the middle row and measure its 10–90 % width.
        let row = 210
        var x = 60
        while x < 200 && darkness(f, x, row) < 0.5 { x += 1 }
        #expect(x > 60 && x < 200, "no edge found")
        var x10 = Double(x), x90 = Double(x)
        for i in stride(from: x, through: x - 8, by: -1) where darkness(f, i, row) >= 0.1 { x10 = Double(i) }
        for i in x...(x + 8) where darkness(f, i, row) < 0.9 { x90 = Double(i) }
        #expect(x90 - x10 + 1 <= 2, "10–90 % transition spans \(x90 - x10 + 1) px")
        // It really is magnified about 4×: the square is over 140 px wide.
        var end = x
        while end < 400 && darkness(f, end, row) >= 0.5 { end += 1 }
        #expect(end - x > 140, "square \(end - x) px wide")
    }
}
