import AnimaticCore
import Foundation
import Testing

/// The layer-to-superlayer formula, checked against points projected by hand:
/// T(−(bounds.origin + anchorPoint·size), −anchorPointZ) · transform · T(position, zPosition).
@Suite struct LayerGeometryTests {
    @Test func anchorPointAndPositionPlaceTheBounds() {
        var layer = RenderLayer(id: "a", bounds: Rect(10, 20, 100, 50), position: Point(200, 300))
        layer.anchorPoint = Point(0, 1)
        // The anchor (bounds.origin + (0, 1)·size) = (10, 70) lands on the position.
        let p = layer.transformToSuperlayer.apply(Point(10, 70))
        #expect(p == Point(200, 300))
        #expect(layer.transformToSuperlayer.apply(Point(110, 20)) == Point(300, 250))
    }

    @Test func rotationAboutTheAnchorUnderPerspective() {
        // A 200-wide layer turned 40° about y, perspective 500 in its own transform (the iOS
        // idiom m34 then rotate), anchored at its center placed at (300, 200).
        var layer = RenderLayer(id: "a", bounds: Rect(0, 0, 200, 100), position: Point(300, 200))
        let theta = 40 * Double.pi / 180, d = 500.0
        layer.transform = Transform3D.rotation(theta, 0, 1, 0).concatenating(.perspective(d))
        // By hand: a point (x, y) relative to the anchor turns to (x·cosθ, y, x·sinθ·s) where
        // CATransform3DMakeRotation about y gives z = x·sinθ (row vectors: m13 = −sinθ·… see
        // below), then w = 1 − z/d and the screen point is anchor + (x', y)/w.
        for (x, y) in [(100.0, 50.0), (-100.0, -50.0), (100.0, -50.0)] {
            let r = Transform3D.rotation(theta, 0, 1, 0)
            let zRotated = x * r[1, 3]  // z of the rotated point (y has no z part)
            #expect(abs(r[1, 3] - (-sin(theta))) < 1e-12)  // CA: m13 = −sinθ for a rotation about y
            let w = 1 - zRotated / d
            let expected = Point(300 + x * cos(theta) / w, 200 + y / w)
            let p = layer.transformToSuperlayer.apply(Point(100 + x, 50 + y))
            #expect(abs(p.x - expected.x) < 1e-9 && abs(p.y - expected.y) < 1e-9)
        }
    }

    @Test func zPositionAndAnchorPointZShiftDepth() {
        var layer = RenderLayer(id: "a", bounds: Rect(0, 0, 10, 10), position: Point(0, 0))
        layer.zPosition = 30
        layer.anchorPointZ = 5
        let p = layer.transformToSuperlayer.project(x: 5, y: 5, z: 0)
        #expect(p.z == 25)  // −anchorPointZ, then +zPosition
    }

    @Test func sublayerTransformActsAboutTheAnchor() {
        var parent = RenderLayer(id: "p", bounds: Rect(0, 0, 400, 400), position: Point(200, 200))
        parent.sublayerTransform = .scale(2, 2)
        // The anchor (200, 200) stays put; a point 10 to its right moves to 20.
        #expect(parent.sublayerTransformAboutAnchor.apply(Point(200, 200)) == Point(200, 200))
        #expect(parent.sublayerTransformAboutAnchor.apply(Point(210, 200)) == Point(220, 200))
        // The seed-004 modal: perspective 1000 then z −100 shrinks about the center by 1000/1100.
        var modal = RenderLayer(id: "m", bounds: Rect(0, 0, 320, 568), position: Point(160, 284))
        modal.transform = Transform3D.perspective(1000).translated(0, 0, -100)
        let corner = modal.transformToSuperlayer.apply(Point(0, 0))
        #expect(abs(corner.x - (160 - 160 * 1000 / 1100)) < 1e-9 && abs(corner.y - (284 - 284 * 1000 / 1100)) < 1e-9)
    }
}
