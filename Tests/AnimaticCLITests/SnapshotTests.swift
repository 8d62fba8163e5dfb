import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import Foundation
import Testing

/// Renders one frame of a scene written inline.
func renderFrame(_ yaml: String, at time: Double) throws -> Frame {
    let timeline = try Timeline.compile(SceneLoader.parse(yaml, file: "inline.yaml"))
    return try Rasterizer().render(timeline.presentation(at: time))
}

/// A 300×100 white canvas at scale 1 with `card`: 100×40 at (0, 0), a 10 pt green stripe on
/// its left, a 10 pt blue stripe on its right, red between.
func snapshotScene(_ steps: String) -> String {
    """
    canvas: {size: [300, 100], scale: 1, background: "#FFFFFF"}
    from:
      id: home
      subviews:
        - id: card
          frame: [0, 0, 100, 40]
          backgroundColor: "#FF0000"
          subviews:
            - {id: leftCap, frame: [0, 0, 10, 40], backgroundColor: "#00FF00"}
            - {id: rightCap, frame: [90, 0, 10, 40], backgroundColor: "#0000FF"}
    to: {id: detail}
    transition:
      duration: 0
      steps:
    \(steps.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
    """
}

typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
func same(_ a: RGBA, _ b: RGBA) -> Bool { a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a }
let red: RGBA = (255, 0, 0, 255), green: RGBA = (0, 255, 0, 255), blue: RGBA = (0, 0, 255, 255),
    white: RGBA = (255, 255, 255, 255)

@Suite struct SnapshotTests {
    /// The explode animator's pattern: one snapshot, never added, cut into pieces with
    /// resizable snapshots (afterScreenUpdates: NO). A snapshot view is content, so each piece
    /// shows its part of the card: here the left 50 pt (green stripe, then red), put at x 200.
    @Test func piecesCutFromASnapshotNeverOnScreenShowItsContent() throws {
        let frame = try renderFrame(
            snapshotScene(
                """
                - snapshot: card
                  as: whole
                - resizableSnapshot: {of: whole, rect: [0, 0, 50, 40]}
                  as: piece
                - add: piece
                - set: {piece.frame: [200, 50, 50, 40]}
                """), at: 0)
        #expect(same(frame.pixel(x: 205, y: 70), green), "\(frame.pixel(x: 205, y: 70))")
        #expect(same(frame.pixel(x: 230, y: 70), red))
        #expect(same(frame.pixel(x: 255, y: 70), white))
        // A plain view that was never on screen still snapshots empty, as on iOS.
        let plain = try renderFrame(
            snapshotScene(
                """
                - create: {id: offscreen, frame: [0, 0, 50, 40], backgroundColor: "#00FF00"}
                  in: container
                - snapshot: offscreen
                  as: piece
                - add: piece
                - set: {piece.frame: [200, 50, 50, 40]}
                """), at: 0)
        #expect(same(plain.pixel(x: 205, y: 70), white), "\(plain.pixel(x: 205, y: 70))")
    }

    @Test func aSnapshotKeepsItsContentAfterTheOriginalChanges() throws {
        let frame = try renderFrame(
            snapshotScene(
                """
                - snapshot: card
                  as: snap
                  afterScreenUpdates: true
                - add: snap
                - set: {snap.frame.origin.y: 50, card.backgroundColor: "#000000"}
                """), at: 0)
        #expect(same(frame.pixel(x: 50, y: 20), (0, 0, 0, 255)))  // the original changed
        #expect(same(frame.pixel(x: 50, y: 70), red))  // the snapshot did not
        #expect(same(frame.pixel(x: 5, y: 70), green))
    }

    @Test func afterScreenUpdatesFalseShowsWhatWasOnScreen() throws {
        let steps = """
            - set: {card.backgroundColor: "#000000"}
            - snapshot: card
              as: snap
              afterScreenUpdates: AFTER
            - add: snap
            - set: {snap.frame.origin.y: 50}
            """
        let before = try renderFrame(snapshotScene(steps.replacingOccurrences(of: "AFTER", with: "false")), at: 0)
        #expect(same(before.pixel(x: 50, y: 70), red))
        let after = try renderFrame(snapshotScene(steps.replacingOccurrences(of: "AFTER", with: "true")), at: 0)
        #expect(same(after.pixel(x: 50, y: 70), (0, 0, 0, 255)))
    }

    @Test func aViewNotOnScreenSnapshotsEmptyWithoutScreenUpdates() throws {
        let steps = """
            - snapshot: to
              as: snap
            - add: snap
            """
        let yaml = snapshotScene(steps).replacingOccurrences(
            of: "to: {id: detail}", with: "to: {id: detail, backgroundColor: \"#00FFFF\"}")
        let frame = try renderFrame(yaml, at: 0)
        #expect(same(frame.pixel(x: 200, y: 80), white))
        let updated = try renderFrame(
            yaml.replacingOccurrences(of: "  as: snap", with: "  as: snap\n      afterScreenUpdates: true"), at: 0)
        #expect(same(updated.pixel(x: 200, y: 80), (0, 255, 255, 255)))
    }

    /// The caps keep their size (their pixels are the original's) while the middle stretches.
    @Test func capInsetsKeepCapsWhileTheMiddleStretches() throws {
        let frame = try renderFrame(
            snapshotScene(
                """
                - resizableSnapshot: {of: card, rect: [0, 0, 100, 40], capInsets: [0, 10, 0, 10]}
                  as: snap
                - add: snap
                - set: {snap.frame: [0, 50, 300, 40]}
                """), at: 0)
        for x in [0, 5, 9] { #expect(same(frame.pixel(x: x, y: 70), green), "x \(x)") }
        for x in [10, 150, 289] { #expect(same(frame.pixel(x: x, y: 70), red), "x \(x)") }
        for x in [290, 295, 299] { #expect(same(frame.pixel(x: x, y: 70), blue), "x \(x)") }
        // The original's caps, pixel for pixel, at the same rows.
        for y in [50, 70, 89] { #expect(same(frame.pixel(x: 3, y: y), frame.pixel(x: 3, y: y - 50))) }
    }

    @Test func aSnapshotLandsOnItsOriginalsFrame() throws {
        let yaml = snapshotScene(
            """
            - set: {card.center: [150, 50]}
            - snapshot: card
              as: snap
              afterScreenUpdates: true
            - add: snap
            """)
        let timeline = try Timeline.compile(SceneLoader.parse(yaml, file: "inline.yaml"))
        #expect(timeline.model(at: 0).views["snap"]?.frame == Rect(100, 30, 100, 40))
    }
}
