import AnimaticCore
import Foundation
import Testing

/// Setting `frame` on a transformed view: bounds and position chosen so that the frame
/// (the bounding box of the transformed bounds) reads back as set.
@Suite struct FrameUnderTransformTests {
    func view(transform: Transform3D) -> ViewState {
        var v = ViewState(id: "v")
        v.bounds = Rect(0, 0, 100, 50)
        v.position = Point(50, 25)
        v.transform = transform
        return v
    }

    func write(_ path: String, _ value: AnimatableValue, _ v: inout ViewState) {
        _ = PropertyPath.resolve(path)!.write(value, to: &v)
    }

    func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test func underAScaleTheBoundsGrowByTheInverseScale() {
        // The portal animator: a snapshot scaled to 0.8 gets the screen's frame.
        var v = view(transform: .scale(0.8, 0.8))
        write("frame", .rect(Rect(0, 0, 320, 568)), &v)
        #expect(abs(v.bounds.width - 400) < 1e-9 && abs(v.bounds.height - 710) < 1e-9)
        #expect(abs(v.position.x - 160) < 1e-9 && abs(v.position.y - 284) < 1e-9)
        #expect(close(v.frame, Rect(0, 0, 320, 568)))
    }

    @Test func underAQuarterTurnWidthAndHeightSwap() {
        var v = view(transform: .rotation(.pi / 2, 0, 0, 1))
        write("frame", .rect(Rect(10, 20, 100, 200)), &v)
        #expect(abs(v.bounds.width - 200) < 1e-9 && abs(v.bounds.height - 100) < 1e-9)
        #expect(abs(v.position.x - 60) < 1e-9 && abs(v.position.y - 120) < 1e-9)
        #expect(close(v.frame, Rect(10, 20, 100, 200)))
    }

    @Test func underARotationAndScaleTheFrameReadsBack() {
        // 30° and scale 1.5: |a| = 1.5·cos 30°, |c| = 1.5·sin 30° … a 2×2 system with a solution.
        var v = view(transform: Transform3D.rotation(.pi / 6, 0, 0, 1).concatenating(.scale(1.5, 1.5)))
        v.anchorPoint = Point(0, 0)
        write("frame", .rect(Rect(5, 7, 300, 260)), &v)
        let k = 1.5, c = cos(Double.pi / 6), s = sin(Double.pi / 6)
        // W = k(c·w + s·h), H = k(s·w + c·h)  ⇒  w = (c·W − s·H) / (k(c² − s²)), h = (c·H − s·W) / (k(c² − s²))
        let w = (c * 300 - s * 260) / (k * (c * c - s * s)), h = (c * 260 - s * 300) / (k * (c * c - s * s))
        #expect(abs(v.bounds.width - w) < 1e-9 && abs(v.bounds.height - h) < 1e-9)
        #expect(close(v.frame, Rect(5, 7, 300, 260)))
    }

    @Test func aFieldOfTheFrameMovesTheTransformedBox() {
        var v = view(transform: .scale(0.5, 0.5))
        let before = v.frame  // 50×25 about (50, 25)
        #expect(close(before, Rect(25, 12.5, 50, 25)))
        write("frame.origin.y", .number(100), &v)
        #expect(close(v.frame, Rect(25, 100, 50, 25)))
        #expect(v.bounds.size == Size(100, 50))
    }

    @Test func withoutATransformNothingChanges() {
        var v = view(transform: .identity)
        v.anchorPoint = Point(0.5, 0)
        write("frame", .rect(Rect(0, 0, 320, 568)), &v)
        #expect(v.bounds.size == Size(320, 568) && v.position == Point(160, 0))
    }
}
