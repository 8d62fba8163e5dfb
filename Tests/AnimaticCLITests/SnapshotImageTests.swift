import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import Foundation
import Testing

/// A snapshot's content is an image of its original at the canvas scale (as on iOS), drawn
/// once per worker and shared by everything cut from it.
@Suite struct SnapshotImageTests {
    /// A 2×1 pt rect of the card at scale 1, across the green stripe's right edge, is one
    /// green pixel and one red. Its snapshot, stretched to 200×40 pt (100× across), shows
    /// those two pixels sampled bilinearly, as kCAFilterLinear does: device pixel x has its
    /// center at u = (x + 0.5) / 100 image pixels; the texel centers are at 0.5 (green) and
    /// 1.5 (red), so red's weight is u − 0.5 between them, 0 before, 1 after. Redrawn as
    /// layers at that size, the edge would be sharp at x = 100 instead.
    @Test func aStretchedSnapshotShowsItsPixelsBlended() throws {
        let yaml = snapshotScene(
            """
            - resizableSnapshot: {of: card, rect: [9, 0, 2, 1]}
              as: snap
            - add: snap
            - set: {snap.frame: [0, 50, 200, 40]}
            """)
        let frame = try renderFrame(yaml, at: 0)
        for x in [0, 10, 49, 74, 99, 100, 124, 150, 199] {
            let u = (Double(x) + 0.5) / 100
            let redWeight = min(1, max(0, u - 0.5))
            let p = frame.pixel(x: x, y: 70)
            // pixman weighs with 7-bit fractions: within 2 levels of the exact blend.
            #expect(abs(Double(p.r) - 255 * redWeight) <= 2.5, "x \(x): red \(p.r), expected \(255 * redWeight)")
            #expect(
                abs(Double(p.g) - 255 * (1 - redWeight)) <= 2.5,
                "x \(x): green \(p.g), expected \(255 * (1 - redWeight))")
            #expect(p.b == 0 && p.a == 255, "x \(x)")
        }
    }

    /// At its original's size on whole pixels, a snapshot shows its original's pixels exactly,
    /// at scale 2 too (its image has 2 pixels a point).
    @Test func aSnapshotOnWholePixelsCopiesItsOriginal() throws {
        let yaml = snapshotScene(
            """
            - snapshot: card
              as: snap
              afterScreenUpdates: true
            - add: snap
            - set: {snap.frame.origin.y: 50}
            """
        ).replacingOccurrences(of: "scale: 1", with: "scale: 2")
        let frame = try renderFrame(yaml, at: 0)
        for y in 0..<80 {
            for x in stride(from: 0, to: 200, by: 3) {
                let original = frame.pixel(x: x, y: y), copy = frame.pixel(x: x, y: y + 100)
                #expect(same(original, copy), "(\(x), \(y)): \(original) vs \(copy)")
                if !same(original, copy) { return }
            }
        }
    }

    /// The explode's pattern at small scale: one snapshot, never added, cut into four pieces
    /// that turn and fade. A worker draws five images for the first frame (the snapshot and each
    /// piece) and none for later frames; frames drawn that way are byte-identical to frames
    /// drawn on their own with nothing kept.
    @Test func piecesCutFromOneSnapshotShareItsImage() throws {
        let yaml = snapshotScene(
            """
            - snapshot: card
              as: whole
            - repeat: {count: 4, as: i}
              steps:
                - resizableSnapshot: {of: whole, rect: ["${i * 25}", 0, 25, 40]}
                  as: "piece${i}"
                - add: "piece${i}"
                - set: {"piece${i}.frame": ["${i * 25}", 50, 25, 40]}
            - animate:
                duration: 1
                set:
                  - repeat: {count: 4, as: i}
                    set:
                      "piece${i}.transform": [{rotate: "${(i + 1) * 30}"}, {scale: [0.5, 0.5]}]
                      "piece${i}.alpha": 0.2
            """
        ).replacingOccurrences(of: "duration: 0\n", with: "duration: 1\n")
        let timeline = try Timeline.compile(SceneLoader.parse(yaml, file: "inline.yaml"))
        let buffers = FrameBuffers()
        var kept = Frame(width: 0, height: 0, rgba: [])
        for (n, time) in [0.5, 0.25, 0.75].enumerated() {
            try Rasterizer().render(timeline.presentation(at: time), into: &kept, buffers: buffers)
            #expect(buffers.snapshots.drawnCount == 5, "after \(n + 1) frames")
            let alone = try Rasterizer().render(timeline.presentation(at: time))
            #expect(kept.rgba == alone.rgba, "t \(time)")
        }
        // Each piece shows its own quarter: the first one the green stripe, turned about its center.
        let frame = try Rasterizer().render(timeline.presentation(at: 0))
        #expect(same(frame.pixel(x: 5, y: 70), green))
        #expect(same(frame.pixel(x: 40, y: 70), red))
        #expect(same(frame.pixel(x: 95, y: 70), blue))
    }

    /// A fold's strip: a plain view holding a snapshot and a gradient over the same bounds,
    /// turned in perspective. Core Animation samples the snapshot's image once under the
    /// transform, so the strip looks as the snapshot turned on its own does, under a shade of
    /// 1 % black (at most 3 levels darker). A texture magnified to the nearest point's scale
    /// would blend the image twice: the stripes' edges move by tens of levels (the fold's
    /// separators by up to 93).
    @Test func aContainerOfASnapshotAndAGradientWarpsLikeTheSnapshotAlone() throws {
        let turn = "[{perspective: 100}, {rotate: [70, 0, 1, 0]}]"
        let alone = snapshotScene(
            """
            - snapshot: card
              as: snap
              afterScreenUpdates: true
            - add: snap
            - set: {snap.frame.origin: [120, 30], snap.layer.transform: \(turn)}
            """
        ).replacingOccurrences(of: "scale: 1", with: "scale: 2")
        let strip = snapshotScene(
            """
            - snapshot: card
              as: snap
              afterScreenUpdates: true
            - create: {id: strip}
              in: null
            - set: {strip.frame: [120, 30, 100, 40]}
            - create: {id: shade, kind: gradient, layer: {colors: [[0, 0, 0, 0.01], [0, 0, 0, 0.01]], startPoint: [0, 0], endPoint: [1, 0]}}
              in: strip
            - set: {shade.frame: [0, 0, 100, 40], snap.frame: [0, 0, 100, 40]}
            - add: snap
              to: strip
            - add: strip
            - set: {strip.layer.transform: \(turn)}
            """
        ).replacingOccurrences(of: "scale: 1", with: "scale: 2")
        let expected = try renderFrame(alone, at: 0), actual = try renderFrame(strip, at: 0)
        // The turn brings the green stripe toward the eye (magnified, 2.2× as tall as the card
        // at scale 2) and takes the blue one away (minified).
        #expect(same(expected.pixel(x: 285, y: 100), green))
        #expect(same(expected.pixel(x: 285, y: 40), green), "the near edge spans y 25…175")
        #expect(expected.pixel(x: 361, y: 100).b > 200)
        var largest = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let e = expected.pixel(x: x, y: y), a = actual.pixel(x: x, y: y)
                largest = max(
                    largest, abs(Int(e.r) - Int(a.r)), abs(Int(e.g) - Int(a.g)), abs(Int(e.b) - Int(a.b)),
                    abs(Int(e.a) - Int(a.a)))
            }
        }
        #expect(largest <= 4, "a channel differs by \(largest)")
    }
}
