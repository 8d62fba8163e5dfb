import AnimaticCore
import Testing
@testable import AnimaticRender

/// A worker reuses its canvas, frame bytes and PNG buffer from frame to frame: nothing of one
/// frame may show in the next, whatever the order, sizes or content.
@Suite struct FrameBuffersTests {
    /// 2D and 3D frames of different sizes and backgrounds (one transparent, so a canvas that
    /// was not painted over would show the last frame through it).
    var trees: [PresentationTree] {
        var translucent = tree(
            width: 120, height: 90, background: Color(red: 0, green: 0, blue: 0, alpha: 0),
            [layer("a", frame: Rect(10, 10, 40, 30), color: red)])
        translucent.root.sublayers.append(
            layer("b", frame: Rect(60, 40, 50, 40), color: Color(red: 0, green: 0, blue: 1, alpha: 0.5)))
        return [
            Scenes3D.cardFlip(degrees: 35),
            Scenes3D.cube(yaw: 30, pitch: 20),
            translucent,
            Scenes3D.door(degrees: 60),
            tree([layer("c", frame: Rect(20, 20, 160, 160), color: green)]),
            Scenes3D.cardFlip(degrees: 120, preserves3D: true),
        ]
    }

    @Test func framesRenderedWithReusedBuffersInAnyOrderAreTheFreshFrames() throws {
        let trees = self.trees
        let fresh = try trees.map { try Rasterizer().render($0) }
        let fresh_png = try fresh.map { try PNGEncoder.encode($0) }
        for order in [Array(trees.indices), Array(trees.indices.reversed()), [3, 0, 5, 2, 1, 4, 3, 3, 0]] {
            let buffers = FrameBuffers()
            var frame = Frame(width: 0, height: 0, rgba: [])
            for i in order {
                try Rasterizer().render(trees[i], into: &frame, buffers: buffers)
                #expect(frame == fresh[i], "frame \(i) in order \(order) differs from a fresh render")
                try PNGEncoder.encode(frame, into: &buffers.png)
                #expect(buffers.png == fresh_png[i], "PNG of frame \(i) in order \(order) differs")
            }
        }
    }

    @Test func aFrameStillSharedWithTheCallerIsNotOverwritten() throws {
        let trees = self.trees
        let buffers = FrameBuffers()
        var frame = Frame(width: 0, height: 0, rgba: [])
        try Rasterizer().render(trees[4], into: &frame, buffers: buffers)
        let kept = frame  // shares the bytes: the next render must copy, not write through
        try Rasterizer().render(Scenes3D.cardFlip(degrees: 10), into: &frame, buffers: buffers)
        #expect(kept == (try Rasterizer().render(trees[4])))
        #expect(frame == (try Rasterizer().render(Scenes3D.cardFlip(degrees: 10))))
    }
}
