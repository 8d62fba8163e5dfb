import Animatic
import AnimaticCore
import AnimaticRender
@testable import AnimaticReview
import Foundation
import Testing

@Suite struct MotionPicturesTests {
    /// A card rotated 90° holds a dot that slides along the card's x axis: on the canvas the
    /// dot moves down, not right.
    let rotatedCard = """
        canvas: {size: [100, 100], scale: 1, fps: 10, background: "#FFFFFF"}
        from:
          id: home
          subviews:
            - id: card
              frame: [20, 20, 60, 60]
              transform: [{rotate: 90}]
              subviews:
                - {id: dot, frame: [0, 25, 10, 10], backgroundColor: "#000000"}
        to: {id: detail}
        transition:
          duration: 1
          steps:
            - animate: {duration: 1, curve: linear, set: {dot.center.x: 55}}
            - completeTransition: true
        """

    @Test func placementsFollowTheSuperlayersTransforms() throws {
        let t = try timeline(rotatedCard)
        for k in [0, 5, 10] {
            let placed = MotionPictures.placements(t.presentation(at: t.time(ofFrame: k)))
            let dot = try #require(placed["dot"])
            // In the card: (5 + 5k, 30). The card's center (50, 50) is its anchor; rotating
            // (x, y) about it by +90° (clockwise on screen) gives (50 − (y − 30), 50 + (x − 30)).
            let x = 5.0 + 5 * Double(k), y = 30.0
            #expect(
                abs(dot.center.x - (50 - (y - 30))) < 1e-9 && abs(dot.center.y - (50 + (x - 30))) < 1e-9,
                "frame \(k): \(dot.center)")
            #expect(dot.anchor == dot.center)
        }
    }

    @Test func trailsDrawTheDotsPathAndOnionAveragesWithGrowingWeights() throws {
        let t = try timeline(rotatedCard)
        let last = try Rasterizer().render(t.presentation(at: 1))
        let trails = try MotionPictures.trails(t, lastFrame: last)
        let blue = (0x4E, 0x79, 0xA7)
        // The path runs down x = 50 from y = 25 to 75, a dot per frame.
        for y in stride(from: 30.0, through: 70, by: 10) {
            let onPath = near(trails, x: 50, y: y, radius: 1, color: blue)
            #expect(onPath, "path at y \(y)")
        }
        let offPath = near(trails, x: 70, y: 50, radius: 2, color: blue, tolerance: 60)
        #expect(!offPath)

        let a = Frame(width: 1, height: 1, rgba: [0, 0, 0, 255]),
            b = Frame(width: 1, height: 1, rgba: [255, 90, 30, 255])
        // Weights 1 and 2: two thirds of the later frame.
        #expect(try MotionPictures.onion([a, b]).rgba == [170, 60, 20, 255])
    }
}

/// Trails keep paths that leave the canvas and names that would collide readable.
@Suite struct TrailLayoutTests {
    @Test func aPathPastTheCanvasGrowsThePictureUpToACanvasASide() {
        // A 100 × 60 canvas; a point at (150, 30) needs 150 + 16 of width; one at (−500, 30) only
        // a canvas's width to the left.
        let a = TrailArea(canvas: Size(100, 60), points: [Point(150, 30)])
        #expect(a.origin == Point(0, 0) && a.size == Size(166, 60) && a.extends)
        let b = TrailArea(canvas: Size(100, 60), points: [Point(-500, 30)])
        #expect(b.origin == Point(-100, 0) && b.size == Size(200, 60))
        let inside = TrailArea(canvas: Size(100, 60), points: [Point(50, 30)])
        #expect(inside.size == Size(100, 60) && !inside.extends)
    }

    @Test func namesEndingAtOnePointDoNotOverlapOrCoverIt() {
        var labels = TrailLabels(bounds: Rect(0, 0, 300, 200))
        let end = Point(150, 100)
        let boxes = (0..<4).map { _ in labels.place(Size(60, 16), near: end) }
        for i in boxes.indices {
            #expect(
                !(boxes[i].minX <= end.x && end.x <= boxes[i].maxX && boxes[i].minY <= end.y && end.y <= boxes[i].maxY))
            for j in boxes.indices where j > i { #expect(TrailLabels.overlapArea(boxes[i], boxes[j]) == 0) }
        }
    }

    @Test func theArrowPointsTheWayThePathLastMoved() throws {
        let head = try #require(TrailLabels.arrowHead([Point(0, 0), Point(10, 0)], length: 7))
        // Moving right: both strokes start 7 · cos 30° = 6.06 to the left of the end, ±3.5 apart.
        #expect(head[1] == Point(10, 0))
        #expect(abs(head[0].x - (10 - 7 * 0.866)) < 1e-9 && abs(head[2].x - head[0].x) < 1e-9)
        #expect(abs(abs(head[0].y - head[2].y) - 7) < 1e-9)
    }
}
