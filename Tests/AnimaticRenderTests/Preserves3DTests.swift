import AnimaticCore
import Foundation
import Testing
@testable import AnimaticRender

@Suite struct Preserves3DTests {
    /// Two 200×200 planes crossing at the center of a container: A (red) turned +45° about
    /// y, B (blue) turned −45°, in that order, under perspective 500. With `shortA`, A is
    /// only 100 tall, so the line splitting B runs on above and below it.
    func crossingPlanes(preserves3D: Bool, shortA: Bool = false, dx: Double = 0) -> PresentationTree {
        var container = RenderLayer(id: "container", bounds: Rect(0, 0, 200, 200), position: Point(200 + dx, 200))
        container.preserves3D = preserves3D
        var a = layer("A", frame: shortA ? Rect(0, 50, 200, 100) : Rect(0, 0, 200, 200), color: red)
        a.transform = .rotation(45 * .pi / 180, 0, 1, 0)
        var b = layer("B", frame: Rect(0, 0, 200, 200), color: blue)
        b.transform = .rotation(-45 * .pi / 180, 0, 1, 0)
        container.sublayers = [a, b]
        return Scenes3D.tree(
            width: 400, height: 400, root: Scenes3D.stage(width: 400, height: 400, perspective: 500, [container]))
    }

    /// A plane turned θ about y through the center: layer point x (from the center) is at
    /// z = −x·sin θ and screen X = 200 + x·cos θ / (1 − z/500). Returns x and z for a screen X.
    func pointOnPlane(screenX: Double, degrees: Double) -> (x: Double, z: Double) {
        let t = degrees * .pi / 180
        // X − 200 = x·cos θ / (1 + x·sin θ/500)  ⇒  x = (X − 200) / (cos θ − (X − 200)·sin θ/500)
        let u = screenX - 200
        let x = u / (cos(t) - u * sin(t) / 500)
        return (x, -x * sin(t))
    }

    @Test func intersectingPlanesSortByDepthNotTreeOrder() throws {
        let sorted = try render(crossingPlanes(preserves3D: true))
        let flat = try render(crossingPlanes(preserves3D: false))
        look(sorted, "preserves3d-crossing")
        look(flat, "preserves3d-crossing-flat")
        // Left of the crossing line, A is nearer; right of it, B.
        let left = 150.5, right = 250.5
        let aLeft = pointOnPlane(screenX: left, degrees: 45), bLeft = pointOnPlane(screenX: left, degrees: -45)
        let aRight = pointOnPlane(screenX: right, degrees: 45), bRight = pointOnPlane(screenX: right, degrees: -45)
        #expect(abs(aLeft.x) < 100 && abs(bLeft.x) < 100 && abs(aRight.x) < 100 && abs(bRight.x) < 100)
        #expect(aLeft.z > bLeft.z)  // A in front on the left
        #expect(bRight.z > aRight.z)  // B in front on the right
        #expect(sorted.pixel(x: 150, y: 200) == redPixel, "\(describe(sorted.pixel(x: 150, y: 200)))")
        #expect(sorted.pixel(x: 250, y: 200) == bluePixel, "\(describe(sorted.pixel(x: 250, y: 200)))")
        // A plain container flattens its siblings by depth too (iOS 6 and later: see
        // SiblingDepthTests), in its own orthographic space, where A is also nearer on the left.
        #expect(flat.pixel(x: 150, y: 200) == redPixel, "\(describe(flat.pixel(x: 150, y: 200)))")
        #expect(flat.pixel(x: 250, y: 200) == bluePixel)
    }

    @Test func theSplitLineHasNoSeam() throws {
        // B is split along the crossing line (at x ≈ 200.37, between pixel edges); around it
        // every pixel is red and blue only: the white background would add green. Above and
        // below the short A, B's two pieces meet with nothing between them.
        let f = try render(crossingPlanes(preserves3D: true, shortA: true, dx: 0.37))
        look(f, "preserves3d-split-seam")
        #expect(f.pixel(x: 150, y: 200) == redPixel)
        #expect(f.pixel(x: 150, y: 120) == bluePixel)
        for y in 110..<290 {
            for x in 190..<211 {
                let p = f.pixel(x: x, y: y)
                #expect(p.g <= 2 && Int(p.r) + Int(p.b) >= 252, "(\(x), \(y)): \(describe(p))")
                if p.g > 2 { return }
            }
        }
    }

    @Test func cubeFacesShowNoSeamAlongSharedEdges() throws {
        // Adjacent faces meet on an edge: pixels along it mix the two faces' borders (near
        // black), never the light background.
        let f = try render(Scenes3D.cube(yaw: 30, pitch: -20, scale: 2))
        look(f, "preserves3d-cube")
        var checked = 0
        for y in stride(from: 300, to: 560, by: 10) {
            // The shared edge is where the yellow face (left) meets the red one.
            var x = 250
            while x < 500 && !(f.pixel(x: x, y: y).r > 200 && f.pixel(x: x, y: y).b < 60 && f.pixel(x: x, y: y).g > 150)
            { x += 1 }
            while x < 500 && f.pixel(x: x, y: y).g > 100 { x += 1 }
            guard x < 500 else { continue }
            // Between yellow and red everything is border (≤ 60) or face colors; the
            // background (238) would lift the darkest channel.
            for i in x..<(x + 8) {
                let p = f.pixel(x: i, y: y)
                #expect(min(p.r, p.g, p.b) < 60, "(\(i), \(y)): \(describe(p))")
            }
            checked += 1
        }
        #expect(checked > 10)
    }

    @Test func foldedSiblingsShowNoSeamAlongTheFold() throws {
        // A page folded across y ≈ 200.4 from two flat siblings under perspective: the top
        // half turned about its bottom edge, the bottom half about its top edge. Along the
        // fold only the halves' colors may show, never the white background.
        func half(_ id: String, top: Bool, color: Color) -> RenderLayer {
            var l = RenderLayer(id: id, bounds: Rect(0, 0, 240, 120), position: Point(200, 200.4))
            l.anchorPoint = Point(0.5, top ? 1 : 0)
            l.backgroundColor = color
            l.transform = .rotation((top ? 35 : -35) * .pi / 180, 1, 0, 0)
            return l
        }
        let dark = Color(red: 0.1, green: 0.2, blue: 0.5), darker = Color(red: 0.05, green: 0.1, blue: 0.3)
        let f = try render(
            Scenes3D.tree(
                width: 400, height: 400,
                root: Scenes3D.stage(
                    width: 400, height: 400, perspective: 500,
                    [half("top", top: true, color: dark), half("bottom", top: false, color: darker)])))
        look(f, "fold-seam")
        for x in 100..<300 {
            for y in 198..<203 {
                let p = f.pixel(x: x, y: y)
                #expect(p.r <= 26 && p.g <= 51, "(\(x), \(y)): \(describe(p))")
                if p.r > 26 { return }
            }
        }
    }

    @Test func cardFlipWithPreserves3DMatchesTheFlattenedFlip() throws {
        // One face at a time: the same picture either way, front before 90°, back after.
        for degrees in [30.0, 150.0] {
            let flat = try render(Scenes3D.cardFlip(degrees: degrees))
            let deep = try render(Scenes3D.cardFlip(degrees: degrees, preserves3D: true))
            let center = flat.pixel(x: 200, y: 120)
            #expect(center == deep.pixel(x: 200, y: 120))
            let expected = degrees < 90 ? Scenes3D.orange : Scenes3D.purple
            #expect(abs(Int(center.r) - Int((expected.red * 255).rounded())) <= 1, "\(degrees)°: \(describe(center))")
            var differing = 0
            for i in stride(from: 0, to: flat.rgba.count, by: 4) where abs(Int(flat.rgba[i]) - Int(deep.rgba[i])) > 24 {
                differing += 1
            }
            #expect(differing < 200, "\(differing) pixels differ at \(degrees)°")
        }
    }

    @Test func transformLayerOpacityAppliesToEachFace() throws {
        // No group: two overlapping faces at 50 % each show through each other.
        var container = RenderLayer(id: "t", bounds: Rect(0, 0, 200, 200), position: Point(100, 100))
        container.preserves3D = true
        container.opacity = 0.5
        container.backgroundColor = red  // a transform layer draws nothing itself
        var near = layer("near", frame: Rect(0, 0, 120, 120), color: .black)
        near.zPosition = 10
        let far = layer("far", frame: Rect(60, 60, 120, 120), color: .black)
        container.sublayers = [near, far]
        let f = try render(tree([container]))
        let single = f.pixel(x: 20, y: 20), overlap = f.pixel(x: 90, y: 90)
        #expect(abs(Int(single.r) - 128) <= 1 && single.g == single.r, "\(describe(single))")
        #expect(abs(Int(overlap.r) - 64) <= 2, "\(describe(overlap))")
        #expect(f.pixel(x: 190, y: 10) == whitePixel)
    }

    @Test func singleSidedFacesCullByTheirAccumulatedTransform() throws {
        // In a context the faces' facing is judged by their full 3D transform: a cube turned
        // 180° shows its back face (which was facing away), not the front.
        let shown = try render(Scenes3D.cube(yaw: 180, pitch: 0))
        let p = shown.pixel(x: 200, y: 150)
        // Face 3 ("3", blue) was at the back.
        #expect(p.b > 200 && p.r < 80, "\(describe(p))")
    }
}

@Suite struct BSPTests {
    func quad(_ points: [(Double, Double, Double)], face: Int) -> BSPPolygon {
        BSPPolygon(points: points.map { SIMD3($0.0, $0.1, $0.2) }, face: face)!
    }

    @Test func backToFrontOrdersByDepth() {
        let near = quad([(0, 0, 10), (10, 0, 10), (10, 10, 10), (0, 10, 10)], face: 0)
        let far = quad([(0, 0, -5), (10, 0, -5), (10, 10, -5), (0, 10, -5)], face: 1)
        #expect(BSPTree.backToFront([near, far]).map(\.face) == [1, 0])
        #expect(BSPTree.backToFront([far, near]).map(\.face) == [1, 0])
    }

    @Test func coplanarKeepTreeOrder() {
        let a = quad([(0, 0, 0), (10, 0, 0), (10, 10, 0), (0, 10, 0)], face: 0)
        let b = quad([(5, 5, 0), (15, 5, 0), (15, 15, 0), (5, 15, 0)], face: 1)
        #expect(BSPTree.backToFront([a, b]).map(\.face) == [0, 1])
        #expect(BSPTree.backToFront([b, a]).map(\.face) == [1, 0])
    }

    @Test func crossingPolygonIsSplitAndItsPiecesBracketTheNode() {
        // Node: the plane x = 0 tilted so its normal has +z; the other crosses it.
        let node = quad([(0, -10, 0), (0, 10, 0), (1, 10, 10), (1, -10, 10)].map { ($0.0, $0.1, $0.2) }, face: 0)
        let other = quad([(-10, -5, 5), (10, -5, 5), (10, 5, 5), (-10, 5, 5)], face: 1)
        let order = BSPTree.backToFront([node, other])
        #expect(order.count == 3)
        #expect(order.map(\.face) == [1, 0, 1])
        // Each piece has exactly one split edge: the first drawn spills, the last is exact.
        #expect(order[0].edges.filter { $0 == .spill }.count == 1 && !order[0].edges.contains(.exact))
        #expect(order[2].edges.filter { $0 == .exact }.count == 1 && !order[2].edges.contains(.spill))
        // The pieces' areas add up to the whole.
        func area(_ p: BSPPolygon) -> Double {
            var s = SIMD3<Double>(0, 0, 0)
            for i in 0..<p.points.count {
                let a = p.points[i], b = p.points[(i + 1) % p.points.count]
                s += SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
            }
            return (s * s).sum().squareRoot() / 2
        }
        #expect(abs(area(order[0]) + area(order[2]) - 200) < 1e-9)
    }
}

@Suite struct Determinism3DTests {
    func scene() -> PresentationTree {
        var cube = Scenes3D.cube(yaw: 25, pitch: -15, scale: 2)
        cube.root.sublayers.append(contentsOf: Scenes3D.door(degrees: 35).root.sublayers)
        var board = Scenes3D.checkerboard(side: 120, cells: 6)
        board.position = Point(300, 320)
        board.transform = .rotation(50 * .pi / 180, 1, 0, 0)
        board.opacity = 0.8
        cube.root.sublayers.append(board)
        return cube
    }

    @Test func threeDFramesAreByteIdentical() async throws {
        let t = scene()
        let reference = try render(t)
        look(reference, "determinism-3d")
        #expect(try render(t) == reference)
        let frames = try await withThrowingTaskGroup(of: Frame.self) { group in
            for _ in 0..<3 { group.addTask { try Rasterizer().render(t) } }
            var all: [Frame] = []
            for try await f in group { all.append(f) }
            return all
        }
        #expect(frames.allSatisfy { $0 == reference })
    }
}

/// Core Animation's order of a depth-sorted group, from Stagehand's recordings (docs/fidelity.md,
/// "Depth-sorted groups"): the first layer turned out of the group's plane is the first splitting
/// plane; on each side of a plane the polygons it did not cut come first, in tree order, and the
/// pieces it cut follow, in the order they were cut.
@Suite struct BSPOrderTests {
    func quad(_ points: [(Double, Double, Double)], face: Int) -> BSPPolygon {
        BSPPolygon(points: points.map { SIMD3($0.0, $0.1, $0.2) }, face: face)!
    }

    @Test func theFirstTurnedPolygonSplitsFirstAndWholePolygonsPrecedeCutPieces() {
        // ScaleAndRotation@10 in small: a grid, then a target turned about y through the middle,
        // then two coplanar squares, one cut by the target's plane (red) and one not (blue).
        let grid = quad([(-20, -20, 0), (20, -20, 0), (20, 20, 0), (-20, 20, 0)], face: 0)
        // The plane x + z = 0: at z = 0 the line x = 0; the viewer (z = +∞) is on its x > 0 side.
        let turned = quad([(0, -10, 0), (0, 10, 0), (-5, 10, 5), (-5, -10, 5)], face: 1)
        let cut = quad([(-5, -5, 0), (5, -5, 0), (5, 5, 0), (-5, 5, 0)], face: 2)
        let whole = quad([(-10, -2, 0), (-2, -2, 0), (-2, 2, 0), (-10, 2, 0)], face: 3)
        let order = BSPTree.backToFront([grid, turned, cut, whole])
        // Far side (x < 0): the whole square under the grid's piece, the cut square's piece over
        // it; then the turned target; then the near side's pieces. (Tree order kept as one flat
        // plane would put the blue square over the grid, as Animatic did; iOS draws it under.)
        #expect(order.map(\.face) == [3, 0, 2, 1, 0, 2])
        #expect(order.map(\.isSplit) == [false, true, true, false, true, true])
        // The same with the squares listed first: the turned target is still the first plane.
        #expect(BSPTree.backToFront([whole, cut, grid, turned]).map(\.face) == [3, 2, 0, 1, 2, 0])
    }

    @Test func withoutATurnedPolygonCoplanarOnesKeepTreeOrder() {
        let a = quad([(0, 0, 0), (10, 0, 0), (10, 10, 0), (0, 10, 0)], face: 0)
        let b = quad([(5, 5, 0), (15, 5, 0), (15, 15, 0), (5, 15, 0)], face: 1)
        let c = quad([(5, 5, -3), (15, 5, -3), (15, 15, -3), (5, 15, -3)], face: 2)
        #expect(BSPTree.backToFront([a, b, c]).map(\.face) == [2, 0, 1])
    }
}

/// A plain layer that draws nothing itself and whose sublayers lie in its plane (QuadrantView):
/// with a 2D transform Core Animation draws its sublayers straight into the depth-sorted group,
/// each sorted and cut on its own (ScaleAndRotation@10: the quadrant's cut squares are drawn over
/// the coplanar target, its whole ones under it); with a 3D transform it is one face of the sort
/// (ZeroScale frames 1…9, uniform scales with m33 ≠ 1: all four squares over the grid), drawn as
/// its sublayers' own quads (their shared edges aliased, not a warped texture's).
@Suite struct TrivialFlatteningTests {
    func group(_ transform: Transform3D, background: Color? = nil) -> RenderLayer {
        var quadrant = RenderLayer(id: "quadrant", bounds: Rect(0, 0, 20, 20), position: Point(50, 50))
        quadrant.transform = transform
        quadrant.backgroundColor = background ?? .clear
        quadrant.sublayers = [
            Scenes3D.card("left", center: Point(5, 10), size: Size(10, 20), color: Scenes3D.orange),
            Scenes3D.card("right", center: Point(15, 10), size: Size(10, 20), color: Scenes3D.purple),
        ]
        var root = RenderLayer(id: "root", bounds: Rect(0, 0, 100, 100), position: Point(50, 50))
        root.preserves3D = true
        root.sublayers = [quadrant]
        return root
    }

    func faces(_ root: RenderLayer) -> [ContextFace] {
        Context3D.faces(root: root, level: .identity, parentFlipped: false)
    }

    @Test func withA2DTransformItsSublayersAreFacesOfTheGroup() {
        let faces = faces(group(Transform3D.rotation(.pi / 4, 0, 0, 1).scaled(2, 2)))
        #expect(faces.map(\.layer.id) == ["left", "right"])
        #expect(faces.allSatisfy { $0.members.isEmpty })
    }

    @Test func withA3DTransformItIsOneFaceDrawnAsItsSublayers() {
        for transform in [Transform3D.scale(0.9, 0.9, 0.9), .rotation(.pi / 3, 0, 1, 0)] {
            let faces = faces(group(transform))
            #expect(faces.map(\.layer.id) == ["quadrant"])
            #expect(faces.first?.members.map(\.layer.id) == ["left", "right"])
        }
    }

    @Test func aLayerThatDrawsItselfIsOneFaceFlattenedAsUsual() {
        let faces = faces(group(.identity, background: .white))
        #expect(faces.map(\.layer.id) == ["quadrant"])
        #expect(faces.first?.members.isEmpty == true)
    }
}
