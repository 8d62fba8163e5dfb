import AnimaticCore
import Foundation
import Testing
@testable import AnimaticRender

@Suite struct ImageTests {
    /// Writes a PNG of `pixels` (rows of RGBA tuples) and returns its path.
    func writePNG(_ name: String, _ rows: [[RGBA]]) throws -> String {
        let bytes = rows.flatMap { $0.flatMap { [$0.r, $0.g, $0.b, $0.a] } }
        let png = try PNGEncoder.encode(Frame(width: rows[0].count, height: rows.count, rgba: bytes))
        let path = temporaryPath(name)
        try Data(png).write(to: URL(fileURLWithPath: path))
        return path
    }

    func imageLayer(_ path: String, _ mode: ContentMode, frame: Rect) -> RenderLayer {
        var l = layer("image", frame: frame)
        l.content = .image(ImageContent(path: path, contentMode: mode))
        return l
    }

    @Test func scaleToFillStretches() throws {
        let path = try writePNG("quad.png", [[redPixel, greenPixel], [bluePixel, whitePixel]])
        let f = try render(
            tree(
                width: 100, height: 100, background: .black,
                [imageLayer(path, .scaleToFill, frame: Rect(0, 0, 100, 100))]))
        look(f, "image-fill")
        // Each source pixel covers a 50×50 quadrant; away from the middle, the color is exact.
        #expect(f.pixel(x: 10, y: 10) == redPixel)
        #expect(f.pixel(x: 0, y: 0) == redPixel)  // edges are clamped, not faded
        #expect(f.pixel(x: 89, y: 10) == greenPixel)
        #expect(f.pixel(x: 99, y: 0) == greenPixel)
        #expect(f.pixel(x: 10, y: 89) == bluePixel)
        #expect(f.pixel(x: 89, y: 89) == whitePixel)
        // Bilinear in between: the center mixes all four.
        let mid = f.pixel(x: 50, y: 50)
        #expect(mid.r > 50 && mid.g > 50 && mid.b > 50 && mid.r < 250, "\(describe(mid))")
    }

    @Test func aspectFitLetterboxes() throws {
        let path = try writePNG("wide.png", [[redPixel, greenPixel]])
        let f = try render(
            tree(
                width: 100, height: 100, background: .black,
                [imageLayer(path, .scaleAspectFit, frame: Rect(0, 0, 100, 100))]))
        look(f, "image-fit")
        // 2×1 into 100×100 → 100×50 at y 25…75.
        #expect(f.pixel(x: 10, y: 24) == blackPixel)
        #expect(f.pixel(x: 10, y: 25) == redPixel)
        #expect(f.pixel(x: 10, y: 74) == redPixel)
        #expect(f.pixel(x: 89, y: 50) == greenPixel)
        #expect(f.pixel(x: 10, y: 75) == blackPixel)
    }

    @Test func aspectFillOverflowsUnlessMasked() throws {
        let path = try writePNG("wide2.png", [[redPixel, greenPixel]])
        // 2×1 into a 100×100 layer at x 50 → 200×100 centered: x 0…200 on the canvas.
        let free = imageLayer(path, .scaleAspectFill, frame: Rect(50, 0, 100, 100))
        var masked = free
        masked.masksToBounds = true
        let f = try render(tree(width: 200, height: 100, background: .black, [free]))
        let m = try render(tree(width: 200, height: 100, background: .black, [masked]))
        #expect(f.pixel(x: 10, y: 50) == redPixel)
        #expect(f.pixel(x: 190, y: 50) == greenPixel)
        #expect(m.pixel(x: 10, y: 50) == blackPixel)
        #expect(m.pixel(x: 49, y: 50) == blackPixel)
        let inside = m.pixel(x: 52, y: 50)  // source x 0.525: 2.5 % toward green
        #expect(inside.r > 240 && inside.g < 15, "\(describe(inside))")
        #expect(m.pixel(x: 190, y: 50) == blackPixel)
    }

    @Test func centerUsesPixelsAsPoints() throws {
        let rows = [[RGBA]](repeating: [RGBA](repeating: redPixel, count: 10), count: 10)
        let path = try writePNG("ten.png", rows)
        // A 10×10 image centered in 100×100 at scale 2: 10×10 points = 20×20 pixels at 90…110.
        let f = try render(
            tree(
                width: 100, height: 100, scale: 2, background: .black,
                [imageLayer(path, .center, frame: Rect(0, 0, 100, 100))]))
        #expect(f.pixel(x: 90, y: 90) == redPixel)
        #expect(f.pixel(x: 109, y: 109) == redPixel)
        #expect(f.pixel(x: 89, y: 100) == blackPixel)
        #expect(f.pixel(x: 110, y: 100) == blackPixel)
    }

    @Test func aTwoXImageIsHalfItsPixelsInPoints() throws {
        let rows = [[RGBA]](repeating: [RGBA](repeating: redPixel, count: 10), count: 10)
        let path = try writePNG("ten@2x.png", rows)
        // 10×10 px at scale 2 is 5×5 points, centered in 100×100: 47.5…52.5 pt, at canvas
        // scale 2 pixels 95…105, one image pixel to one canvas pixel.
        var layer = imageLayer(path, .center, frame: Rect(0, 0, 100, 100))
        layer.content = .image(ImageContent(path: path, contentMode: .center, scale: 2))
        let f = try render(tree(width: 100, height: 100, scale: 2, background: .black, [layer]))
        #expect(f.pixel(x: 95, y: 95) == redPixel)
        #expect(f.pixel(x: 104, y: 104) == redPixel)
        #expect(f.pixel(x: 94, y: 100) == blackPixel)
        #expect(f.pixel(x: 105, y: 100) == blackPixel)
        #expect(f.pixel(x: 100, y: 105) == blackPixel)
    }

    @Test func semiTransparentImageKeepsItsAlpha() throws {
        let path = try writePNG("half.png", [[(0, 0, 255, 128)]])
        let f = try render(tree(width: 10, height: 10, [imageLayer(path, .scaleToFill, frame: Rect(0, 0, 10, 10))]))
        let p = f.pixel(x: 5, y: 5)
        #expect(abs(Int(p.r) - 127) <= 1 && p.r == p.g && p.b == 255, "\(describe(p))")
    }

    @Test func missingImageThrows() throws {
        let t = tree([imageLayer("/nonexistent/animatic.png", .scaleToFill, frame: Rect(0, 0, 10, 10))])
        #expect {
            try render(t)
        } throws: { error in
            (error as? RenderError)?.message.contains("cannot read image") == true
        }
    }

    @Test func contentsRectShowsPartOfTheImage() throws {
        // A 2×1 image, red then blue; contentsRect (0.5, 0, 0.5, 1) is its right half only,
        // stretched over the whole view.
        let path = try writePNG("halves.png", [[redPixel, bluePixel]])
        var l = imageLayer(path, .scaleToFill, frame: Rect(0, 0, 100, 100))
        if case .image(var image) = l.content {
            image.contentsRect = Rect(0.5, 0, 0.5, 1)
            l.content = .image(image)
        }
        let f = try render(tree(width: 100, height: 100, background: .black, [l]))
        #expect(f.pixel(x: 1, y: 50) == bluePixel)
        #expect(f.pixel(x: 50, y: 50) == bluePixel)
        #expect(f.pixel(x: 98, y: 50) == bluePixel)
    }

    @Test func edgeModesAlignTheNaturalSize() throws {
        // A 10×10 image (one point a pixel) in a 100×100 view: topLeft at (0, 0), bottom at
        // the bottom edge, centered across.
        let path = try writePNG("red10.png", Array(repeating: Array(repeating: redPixel, count: 10), count: 10))
        let topLeft = try render(
            tree(width: 100, height: 100, background: .black, [imageLayer(path, .topLeft, frame: Rect(0, 0, 100, 100))])
        )
        #expect(topLeft.pixel(x: 5, y: 5) == redPixel && topLeft.pixel(x: 15, y: 5) == blackPixel)
        let bottom = try render(
            tree(width: 100, height: 100, background: .black, [imageLayer(path, .bottom, frame: Rect(0, 0, 100, 100))]))
        #expect(
            bottom.pixel(x: 50, y: 95) == redPixel && bottom.pixel(x: 50, y: 85) == blackPixel
                && bottom.pixel(x: 40, y: 95) == blackPixel)
    }

    @Test func contentsGravityTopIsTheBottomEdgeOnIOS() {
        // CALayer's gravities are named in its y-up sense; a UIView's layer has y down.
        #expect(ContentMode.gravities.first { $0.0 == "top" }?.1 == .bottom)
        #expect(ContentMode.gravities.first { $0.0 == "bottomLeft" }?.1 == .topLeft)
        #expect(ContentMode.gravities.first { $0.0 == "resizeAspectFill" }?.1 == .scaleAspectFill)
    }
}
