import AnimaticCore
import Foundation
import Testing
@testable import AnimaticRender

/// Group opacity, clipping and shadows on a layer drawn through the projective warp.
@Suite struct WarpedLayerTests {
    /// A 200×200 layer centered on a 400×400 canvas, turned 30° about y under perspective
    /// 500; a point (x, y) of its bounds lands at 200 + u·cos θ/w, 200 + v/w with
    /// (u, v) = (x − 100, y − 100) and w = 1 + u·sin θ/500.
    func screenPoint(_ x: Double, _ y: Double) -> (x: Int, y: Int) {
        let t = 30 * Double.pi / 180
        let u = x - 100, v = y - 100
        let w = 1 + u * sin(t) / 500
        return (Int(200 + u * cos(t) / w), Int(200 + v / w))
    }

    func turned(_ l: RenderLayer) -> PresentationTree {
        var l = l
        l.position = Point(200, 200)
        l.transform = .rotation(30 * .pi / 180, 0, 1, 0)
        return Scenes3D.tree(
            width: 400, height: 400, root: Scenes3D.stage(width: 400, height: 400, perspective: 500, [l]))
    }

    @Test func groupOpacityCompositesTheFlattenedLayerOnce() throws {
        var l = layer("group", frame: Rect(0, 0, 200, 200))
        l.opacity = 0.5
        l.sublayers = [
            layer("a", frame: Rect(20, 20, 100, 100), color: .black),
            layer("b", frame: Rect(70, 70, 100, 100), color: .black),
        ]
        let f = try render(turned(l))
        look(f, "warped-group-opacity")
        let single = screenPoint(40, 40), overlap = screenPoint(95, 95)
        let s = f.pixel(x: single.x, y: single.y), o = f.pixel(x: overlap.x, y: overlap.y)
        #expect(s == o, "single \(describe(s)) overlap \(describe(o))")
        #expect(abs(Int(s.r) - 128) <= 1, "\(describe(s))")
    }

    @Test func roundedMasksToBoundsClipsInTheLayersPlane() throws {
        var l = layer("clip", frame: Rect(0, 0, 200, 200), color: blue)
        l.cornerRadius = 40
        l.masksToBounds = true
        l.sublayers = [layer("overflow", frame: Rect(150, 80, 200, 40), color: red)]
        let f = try render(turned(l))
        look(f, "warped-masks-to-bounds")
        let inside = screenPoint(180, 100), outside = screenPoint(260, 100), corner = screenPoint(4, 4)
        #expect(f.pixel(x: inside.x, y: inside.y) == redPixel)
        #expect(f.pixel(x: outside.x, y: outside.y) == whitePixel)
        #expect(f.pixel(x: corner.x, y: corner.y) == whitePixel)  // outside the rounded corner
        let nearCorner = screenPoint(30, 30)
        #expect(f.pixel(x: nearCorner.x, y: nearCorner.y) == bluePixel)
    }

    @Test func projectiveSublayerOfAShadowedLayer() throws {
        // The parent draws offscreen for its shadow; its turned child is warped into that
        // offscreen surface and casts through the parent's shadow too.
        var parent = layer("parent", frame: Rect(100, 100, 200, 200))
        parent.sublayerTransform = .perspective(500)
        parent.shadow = Shadow(color: .black, opacity: 1, radius: 0, offset: Size(60, 0))
        var child = layer("child", frame: Rect(0, 0, 200, 200), color: red)
        child.transform = .rotation(30 * .pi / 180, 0, 1, 0)
        parent.sublayers = [child]
        let f = try render(
            Scenes3D.tree(
                width: 400, height: 400, root: Scenes3D.stage(width: 400, height: 400, perspective: nil, [parent])))
        look(f, "warped-in-shadowed-parent")
        // The same projection as `screenPoint` (the parent's center is the canvas center).
        let center = screenPoint(100, 100), inside = screenPoint(6, 100), edge = screenPoint(0, 100),
            right = screenPoint(195, 100)
        #expect(f.pixel(x: center.x, y: center.y) == redPixel)
        #expect(f.pixel(x: inside.x, y: inside.y) == redPixel)
        #expect(f.pixel(x: edge.x - 1, y: edge.y) == whitePixel)  // the left edge is at 103.77
        // The shadow: the child's outline moved 60 to the right, behind it.
        #expect(f.pixel(x: right.x + 30, y: right.y) == blackPixel)
        #expect(f.pixel(x: right.x + 70, y: right.y) == whitePixel)
    }

    @Test func shadowIsCastInTheLayersPlane() throws {
        var l = layer("shadowed", frame: Rect(0, 0, 200, 200), color: red)
        l.shadow = Shadow(color: .black, opacity: 1, radius: 0, offset: Size(0, 20))
        let f = try render(turned(l))
        look(f, "warped-shadow")
        // The shadow is the layer moved 20 points down its own plane, drawn behind it.
        let below = screenPoint(100, 210), beyond = screenPoint(100, 225), body = screenPoint(100, 190)
        #expect(f.pixel(x: below.x, y: below.y) == blackPixel)
        #expect(f.pixel(x: beyond.x, y: beyond.y) == whitePixel)
        #expect(f.pixel(x: body.x, y: body.y) == redPixel)
        // Near the far (right) edge the offset shrinks with the plane: 20 points at u = 90
        // is 20/w pixels.
        let farBelow = screenPoint(190, 215)
        #expect(f.pixel(x: farBelow.x, y: farBelow.y) == blackPixel)
    }
}
