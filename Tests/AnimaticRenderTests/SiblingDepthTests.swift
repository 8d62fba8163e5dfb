import AnimaticCore
import Foundation
import Testing
@testable import AnimaticRender

/// Siblings under a plain layer are ordered by depth (iOS 6 and later), not by tree order,
/// once one of them leaves the parent's plane; see SiblingDepth.
@Suite struct SiblingDepthTests {
    /// Red (earlier) and blue (later) 200×200 squares on one 200×200 canvas.
    func pair(
        blueTransform: Transform3D = .identity, redTransform: Transform3D = .identity, redZ: Double = 0,
        blueFirst: Bool = false
    ) -> PresentationTree {
        var r = layer("red", frame: Rect(0, 0, 200, 200), color: red)
        r.transform = redTransform
        r.zPosition = redZ
        var b = layer("blue", frame: Rect(0, 0, 200, 200), color: blue)
        b.transform = blueTransform
        return tree(blueFirst ? [b, r] : [r, b])
    }

    /// The seed-004 snapshot: `m34 = −1/1000` then `CATransform3DTranslate(…, 0, 0, −100)`.
    /// A layer point (x, y, 0) goes to (x, y, −100, 1 + 100/1000), so the layer shrinks by
    /// 1/1.1 about its center and lies at depth −100/1.1 ≈ −90.9, behind its earlier sibling.
    let pushedBack = Transform3D.translation(0, 0, -100).concatenating(.perspective(1000))

    @Test func aLaterSiblingPushedBackDrawsBehind() throws {
        let f = try render(pair(blueTransform: pushedBack))
        look(f, "sibling-pushed-back")
        #expect(f.pixel(x: 100, y: 100) == redPixel, "\(describe(f.pixel(x: 100, y: 100)))")
        // In its plane it is still where the math puts it: 200/1.1 ≈ 181.8 wide about the
        // center, so nothing of it shows outside the red square either.
        #expect(f.pixel(x: 5, y: 100) == redPixel)
    }

    @Test func zPositionBelowTheDepthIsTheWorkaround() throws {
        // zPosition moves the red layer to z = −200, farther than −90.9: blue comes back on top.
        let f = try render(pair(blueTransform: pushedBack, redZ: -200))
        #expect(f.pixel(x: 100, y: 100) == bluePixel, "\(describe(f.pixel(x: 100, y: 100)))")
        // Outside the shrunken blue square (x < 9.1) red still shows.
        #expect(f.pixel(x: 4, y: 100) == redPixel)
    }

    @Test func parallelSiblingsAtEqualDepthKeepTreeOrder() throws {
        #expect(try render(pair()).pixel(x: 100, y: 100) == bluePixel)
        #expect(try render(pair(blueFirst: true)).pixel(x: 100, y: 100) == redPixel)
        // zPosition alone still orders, as it always has.
        #expect(try render(pair(redZ: 1)).pixel(x: 100, y: 100) == redPixel)
    }

    /// Blue turned 60° about y through its center, without perspective: a layer point x
    /// from the center lands at screen X = 100 + x·cos 60° = 100 + x/2 and depth
    /// z = −x·sin 60°. Left of the center (x < 0) blue is in front of red (z = 0); right of
    /// it, behind. So the flat red square cuts the tilted blue one in half.
    @Test func aTiltedSiblingIsCutWhereItPassesBehind() throws {
        let turned = Transform3D.rotation(60 * .pi / 180, 0, 1, 0)
        let x = -40.0, screenX = 100 + x * cos(60 * .pi / 180)
        #expect(-x * sin(60 * .pi / 180) > 0 && screenX == 80)
        for blueFirst in [false, true] {
            let f = try render(pair(blueTransform: turned, blueFirst: blueFirst))
            look(f, "sibling-tilted-\(blueFirst)")
            // Independent of tree order: depth decides.
            #expect(f.pixel(x: 80, y: 100) == bluePixel, "blueFirst \(blueFirst): \(describe(f.pixel(x: 80, y: 100)))")
            #expect(f.pixel(x: 120, y: 100) == redPixel, "blueFirst \(blueFirst): \(describe(f.pixel(x: 120, y: 100)))")
            // Outside blue's projected width (50…150) red shows either way.
            #expect(f.pixel(x: 40, y: 100) == redPixel)
        }
    }

    @Test func theOrderIsTheParentsSpaceThroughItsSublayerTransform() throws {
        // Depth is measured in the parent's space, through its sublayerTransform: a half turn
        // about y negates every z, so red's zPosition 50 ends up at z = −50, behind blue.
        var r = layer("red", frame: Rect(50, 50, 100, 100), color: red)
        r.zPosition = 50
        let b = layer("blue", frame: Rect(50, 50, 100, 100), color: blue)
        var stage = layer("stage", frame: Rect(0, 0, 200, 200))
        stage.sublayers = [r, b]
        // Flat siblings at different depths: zPosition 50 is nearer, red on top.
        #expect(try render(tree([stage])).pixel(x: 100, y: 100) == redPixel)
        stage.sublayerTransform = .rotation(.pi, 0, 1, 0)
        // After a half turn red's z is −50: it is behind blue now.
        #expect(try render(tree([stage])).pixel(x: 100, y: 100) == bluePixel)
    }

    /// Red A fills x 0…100; blue B hangs on A's right edge (anchor (0, 0.5) at x = 100) and is
    /// folded 150° about y, back over A: its point x lands at X = 100 + x·cos 150° < 100 and
    /// z = −x·sin 150° ≤ 0, behind A. The hinge is the outline: nothing may show right of it.
    @Test func aFaceFoldedOverAnotherDoesNotSpillPastTheirSharedEdge() throws {
        let a = layer("A", frame: Rect(0, 0, 100, 200), color: red)
        var b = RenderLayer(id: "B", bounds: Rect(0, 0, 100, 200), position: Point(100, 100))
        b.anchorPoint = Point(0, 0.5)
        b.backgroundColor = blue
        b.transform = .rotation(150 * .pi / 180, 0, 1, 0)
        for layers in [[a, b], [b, a]] {
            let f = try render(tree(layers))
            look(f, "fold-over-hinge")
            for y in stride(from: 0, to: 200, by: 7) {
                for x in 100..<104 {
                    #expect(f.pixel(x: x, y: y) == whitePixel, "(\(x), \(y)): \(describe(f.pixel(x: x, y: y)))")
                }
                #expect(f.pixel(x: 99, y: y) == redPixel)
            }
        }
    }

    /// Two half-transparent planes turned ±45° about y through the same center line
    /// X = 100.5 (orthographic): left of it A (red) is in front, right of it B (blue). Each
    /// side is one flat color; the crossing line must not be darker than either side (a
    /// spill under the other half of a translucent face would be blended twice).
    @Test func translucentPlanesCrossWithoutADarkLine() throws {
        func plane(_ id: String, _ color: Color, _ degrees: Double) -> RenderLayer {
            var l = RenderLayer(id: id, bounds: Rect(0, 0, 200, 200), position: Point(100.5, 100))
            l.backgroundColor = color
            l.transform = .rotation(degrees * .pi / 180, 0, 1, 0)
            return l
        }
        let f = try render(
            tree([
                plane("A", Color(red: 1, green: 0, blue: 0, alpha: 0.5), 45),
                plane("B", Color(red: 0, green: 0, blue: 1, alpha: 0.5), -45),
            ]))
        look(f, "translucent-crossing")
        let left = f.pixel(x: 90, y: 100), right = f.pixel(x: 111, y: 100)
        // Nearer color dominates: red over blue on the left, blue over red on the right.
        #expect(left.r > left.b && right.b > right.r, "\(describe(left)) \(describe(right))")
        for y in stride(from: 40, to: 160, by: 10) {
            for x in [97, 98, 99] {
                #expect(
                    f.pixel(x: x, y: y) == left, "(\(x), \(y)): \(describe(f.pixel(x: x, y: y))) vs \(describe(left))")
            }
            for x in [101, 102, 103] {
                #expect(
                    f.pixel(x: x, y: y) == right, "(\(x), \(y)): \(describe(f.pixel(x: x, y: y))) vs \(describe(right))"
                )
            }
        }
    }
}
