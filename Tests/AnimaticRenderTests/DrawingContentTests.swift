import AnimaticCore
import Testing

@testable import AnimaticRender

/// A layer's recorded Core Graphics drawing (`LayerContent.drawing`), at scale 1 on white: placed by
/// its gravity, clipped to its own extent, composited as one image under the layer's opacity.
@Suite struct DrawingContentTests {
    /// A 50 × 50 drawing: red (0, 0, 30, 50), then blue (20, 0, 30, 50) over it.
    func twoBars() -> RecordedDrawing {
        RecordedDrawing(
            size: Size(50, 50),
            operations: [
                DrawingOperation(paint: .fill(.nonZero), path: .rect(Rect(0, 0, 30, 50)), color: red),
                DrawingOperation(paint: .fill(.nonZero), path: .rect(Rect(20, 0, 30, 50)), color: blue),
            ])
    }

    func frame(_ drawn: DrawnContent, opacity: Double = 1, bounds: Size = Size(100, 100)) throws -> Frame {
        var l = layer("drawn", frame: Rect(0, 0, bounds.width, bounds.height))
        l.content = .drawing(drawn)
        l.opacity = opacity
        return try render(tree([l]))
    }

    /// Stretched twice by the default gravity: red x 0…40, blue 40…100 (its own x 20…50, doubled).
    @Test func theDefaultGravityStretchesTheDrawing() throws {
        let f = try frame(DrawnContent(drawing: twoBars()))
        #expect(f.pixel(x: 10, y: 90) == redPixel)
        #expect(f.pixel(x: 38, y: 10) == redPixel)
        #expect(f.pixel(x: 41, y: 10) == bluePixel)
        #expect(f.pixel(x: 99, y: 99) == bluePixel)
    }

    /// `center` keeps the 50 × 50 size in the middle (25…75): red x 25…45, blue 45…75, white
    /// outside, and nothing beyond the drawing's extent.
    @Test func centerKeepsTheSize() throws {
        var drawn = DrawnContent(drawing: twoBars())
        drawn.display.gravity = .center
        let f = try frame(drawn)
        #expect(f.pixel(x: 26, y: 50) == redPixel)
        #expect(f.pixel(x: 44, y: 50) == redPixel)
        #expect(f.pixel(x: 46, y: 50) == bluePixel)
        #expect(f.pixel(x: 74, y: 74) == bluePixel)
        #expect(f.pixel(x: 24, y: 50) == whitePixel)
        #expect(f.pixel(x: 50, y: 24) == whitePixel)
        #expect(f.pixel(x: 76, y: 50) == whitePixel)
    }

    /// At opacity 0.5 the drawing is one image: where blue covers red, blue at half over white,
    /// (255 · 0.5, 255 · 0.5, 255) ≈ (128, 128, 255) ± 1, no red showing through; red alone is
    /// (255, 128, 128).
    @Test func opacityAppliesToTheDrawingAsAWhole() throws {
        let f = try frame(DrawnContent(drawing: twoBars()), opacity: 0.5)
        let overlap = f.pixel(x: 50, y: 50), redAlone = f.pixel(x: 10, y: 50)
        #expect(abs(Int(overlap.r) - 128) <= 1 && abs(Int(overlap.g) - 128) <= 1 && overlap.b == 255, "\(overlap)")
        #expect(redAlone.r == 255 && abs(Int(redAlone.g) - 128) <= 1 && abs(Int(redAlone.b) - 128) <= 1)
    }

    /// A stroke 10 wide in a user space scaled by 2 (the transform painted under) is 20 wide:
    /// the line x = 25 from the drawing's top to bottom covers x 15…35 (no gravity stretch: the
    /// drawing is 100 × 100 in 100 × 100 bounds). A clip to y ≤ 40 cuts it there. A clear of
    /// (0, 60, 100, 10) over a full green fill leaves white there.
    @Test func strokesMeasureTheirWidthInTheirUserSpaceUnderTheirClips() throws {
        var style = StrokeStyle()
        style.lineWidth = 10
        let drawing = RecordedDrawing(
            size: Size(100, 100),
            operations: [
                DrawingOperation(paint: .fill(.nonZero), path: .rect(Rect(50, 0, 50, 100)), color: green),
                DrawingOperation(
                    paint: .stroke(style), path: ShapePath([.move(Point(25, 0)), .line(Point(25, 100))]), color: red,
                    transform: Transform3D(affine: 2, 0, 0, 2, 0, 0),
                    clips: [DrawingClip(path: .rect(Rect(0, 0, 100, 40)))]),
                DrawingOperation(paint: .clear, path: .rect(Rect(0, 60, 100, 10)), color: .clear),
            ])
        let f = try frame(DrawnContent(drawing: drawing))
        #expect(f.pixel(x: 16, y: 20) == redPixel)
        #expect(f.pixel(x: 33, y: 20) == redPixel)
        #expect(f.pixel(x: 13, y: 20) == whitePixel)
        #expect(f.pixel(x: 37, y: 20) == whitePixel)
        #expect(f.pixel(x: 25, y: 45) == whitePixel)
        #expect(f.pixel(x: 75, y: 50) == greenPixel)
        #expect(f.pixel(x: 75, y: 65) == whitePixel)
    }
}
