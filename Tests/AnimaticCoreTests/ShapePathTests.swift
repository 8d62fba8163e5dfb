import AnimaticCore
import Foundation
import Testing

@Suite struct ShapePathTests {
    @Test func trimmingARectWalksItsPerimeter() {
        // 100 × 50: perimeter 300. Half of it ends 150 along: across the top (100), down the
        // right side (50), so at the bottom-right corner; 0.6 (180) is 30 along the bottom.
        let rect = ShapePath.rect(Rect(0, 0, 100, 50))
        #expect(abs(rect.length - 300) < 1e-9)
        #expect(rect.trimmed(from: 0, to: 0.5).elements.last?.points.last == Point(100, 50))
        let piece = rect.trimmed(from: 0.1, to: 0.6)
        #expect(piece.elements.first == .move(Point(30, 0)))
        #expect(piece.elements.last?.points.last == Point(70, 50))
    }

    @Test func anOvalIsFourQuarterCubicsStartingAtItsRightEnd() {
        let oval = ShapePath.oval(Rect(0, 0, 100, 100))
        #expect(oval.elements.count == 6 && oval.elements.first == .move(Point(100, 50)))
        // The first quarter ends at the bottom (y down: clockwise on screen).
        #expect(oval.elements[1].points.last == Point(50, 100))
        // A cubic quarter circle's midpoint lies within 0.03 % of the radius of the circle.
        let half = oval.trimmed(from: 0, to: 0.125)
        let end = half.elements.last!.points.last!
        #expect(abs(hypot(end.x - 50, end.y - 50) - 50) < 0.02)
        #expect(abs(oval.length - .pi * 100) < 0.05)
    }

    @Test func pathsOfOneStructureInterpolatePointByPoint() {
        let small = AnimatableValue.path(.oval(Rect(40, 40, 20, 20)))
        let big = AnimatableValue.path(.oval(Rect(0, 0, 100, 100)))
        guard case .path(let mid) = small.interpolated(to: big, fraction: 0.5) else {
            Issue.record("not a path")
            return
        }
        #expect(mid == .oval(Rect(20, 20, 60, 60)))
        // Different structures do not interpolate: they switch at the end, as Core Animation's
        // undefined case is best read.
        let square = AnimatableValue.path(.rect(Rect(0, 0, 10, 10)))
        #expect(small.interpolated(to: square, fraction: 0.5) == small)
        #expect(small.interpolated(to: square, fraction: 1) == square)
    }

    @Test func keyframesOverPathsOfDifferentStructuresDoNotTrap() {
        let track = KeyframeTrack(
            keyTimes: [0, 0.5, 1],
            values: [
                .path(.oval(Rect(0, 0, 10, 10))), .path(.rect(Rect(0, 0, 10, 10))), .path(.oval(Rect(0, 0, 20, 20))),
            ], mode: .cubic)
        #expect(track.value(at: 0.25) == .path(.oval(Rect(0, 0, 10, 10))))
    }

    @Test func anArcOfNinetyDegreesIsOneCubicOnTheCircle() {
        var p = ShapePath()
        p.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: 90, clockwise: true)
        #expect(p.elements.count == 2)
        let end = p.elements[1].points.last!
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        // Counterclockwise from 0 to 90 goes the long way: 270°, three cubics.
        var q = ShapePath()
        q.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: 90, clockwise: false)
        #expect(q.elements.count == 4)
    }

    /// As CGPath's addArc (and the HTML canvas arc, which WebKit draws with it): a sweep of more
    /// than one turn in the arc's direction is one full circle from the start angle.
    @Test func anArcSweepingMoreThanATurnIsOneFullCircle() {
        for (start, end, clockwise) in [
            (0.0, 720.0, true), (30.0, 30.0 + 3600, true), (0.0, -720.0, false), (10.0, 1e12, true),
        ] {
            var p = ShapePath()
            p.addArc(center: Point(0, 0), radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
            #expect(p.elements.count == 5, "\(start)…\(end): \(p.elements.count) elements")
            let first = p.elements[0].points.last!, last = p.elements.last!.points.last!
            #expect(
                abs(first.x - last.x) < 1e-6 && abs(first.y - last.y) < 1e-6, "\(start)…\(end) ends where it starts")
        }
    }

    /// Angles too large to turn through one step at a time (1e300° would take forever) wrap as
    /// a smaller angle would: within one turn of the start, in the arc's direction.
    @Test func hugeStartAnglesWrapWithoutLooping() {
        for (start, end, clockwise) in [
            (1e300, 0.0, true), (-1e300, 0.0, false), (1e308, -1e308, true), (0.0, 1e308, false),
        ] {
            var p = ShapePath()
            p.addArc(center: Point(0, 0), radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
            #expect((2...5).contains(p.elements.count), "\(start)…\(end): \(p.elements.count) elements")
            #expect(p.components.allSatisfy { $0.isFinite }, "\(start)…\(end)")
        }
    }
}
