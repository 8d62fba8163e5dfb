import AnimaticCore
import Foundation
import Testing
@testable import AnimaticSceneFile

/// One path grammar for shapes, masks, shadow paths and keyframe paths (`PathParser`): the
/// elements `UIBezierPath` builds (move, line, quad, curve, arc, rect, oval, close), and the
/// keyframe paths' earlier spelling, which still reads with a lint hint.
@Suite struct PathGrammarTests {
    let views = "[{id: card, frame: [0, 0, 100, 100]}]"

    func keyframeScene(_ path: String, mode: String = "linear") -> String {
        scene(
            subviews: views,
            steps: "- addAnimation: {to: card, keyframe: {keyPath: position, path: \(path), "
                + "calculationMode: \(mode), duration: 1}}")
    }

    @Test func theEarlierKeyframeSpellingIsTheSameCurveWithAHint() throws {
        let old = try timeline(
            keyframeScene(
                "[{move: [0, 0]}, {cubic: [[40, 0], [60, 100], [100, 100]]}, {quad: [[150, 100], [150, 50]]}]"))
        let new = try timeline(
            keyframeScene("[{move: [0, 0]}, {curve: [40, 0, 60, 100, 100, 100]}, {quad: [150, 100, 150, 50]}]"))
        for t in stride(from: 0.0, through: 0.95, by: 0.05) {
            #expect(point(old, "card", at: t) == point(new, "card", at: t), "t = \(t)")
        }
        // The cubic's midpoint by hand: ⅛·(0, 0) + ⅜·(40, 0) + ⅜·(60, 100) + ⅛·(100, 100) = (50, 50).
        let mid = try #require(point(new, "card", at: 0.25))
        #expect(abs(mid.x - 50) < 1e-9 && abs(mid.y - 50) < 1e-9)
        let hints = old.diagnostics.filter { $0.rule == "old-path-spelling" }
        #expect(hints.count == 2)
        #expect(hints.first?.message.contains("write {curve:") == true)
        #expect(hints.first?.location.line == 8)  // the step, the eighth line of `scene(…)`
        #expect(new.diagnostics.filter { $0.rule == "old-path-spelling" }.isEmpty)
    }

    /// An arc in a keyframe path is followed as Core Animation follows a CGPath's arc: paced
    /// along a quarter circle of radius 100 about the origin, clockwise on screen from 0° to
    /// 90°, the halfway point is at 45°: (100·cos 45°, 100·sin 45°).
    @Test func aKeyframePathFollowsAnArc() throws {
        let t = try timeline(
            keyframeScene(
                "[{arc: {center: [0, 0], radius: 100, startAngle: 0, endAngle: 90, clockwise: true}}]", mode: "paced"))
        let half = try #require(point(t, "card", at: 0.5))
        let expected = 100 * 0.5.squareRoot()
        // A quarter circle as one cubic is within 0.03 % of the radius of the true circle.
        #expect(abs(half.x - expected) < 0.05 && abs(half.y - expected) < 0.05, "\(half)")
        let start = try #require(point(t, "card", at: 0))
        #expect(abs(start.x - 100) < 1e-9 && abs(start.y) < 1e-9)
    }

    /// A close is the line back to the subpath's start: one more segment.
    @Test func aKeyframePathCloses() throws {
        let t = try timeline(keyframeScene("[{move: [0, 0]}, {line: [100, 0]}, close]"))
        #expect(point(t, "card", at: 0.25) == Point(50, 0))
        #expect(point(t, "card", at: 0.75) == Point(50, 0))
        let square = try timeline(keyframeScene("[{rect: [0, 0, 100, 100]}]"))
        // A rect is move, three lines and a close: four segments, each a quarter of the time.
        #expect(point(square, "card", at: 0.125) == Point(50, 0))
        #expect(point(square, "card", at: 0.875) == Point(0, 50))
    }

    @Test func aKeyframePathMustStartWithAMove() throws {
        #expect(throws: SceneError.self) { try timeline(keyframeScene("[{line: [10, 10]}]")) }
        #expect(throws: SceneError.self) { try timeline(keyframeScene("[{move: [0, 0]}, {quad: [[1, 2]]}]")) }
    }

    /// Shapes, masks and shadow paths take the same elements: an oval or rect in a list is its
    /// own closed subpath, as `UIBezierPath.append` adds one.
    @Test func shapePathsTakeOvalAndRectElements() throws {
        let t = try timeline(
            scene(
                subviews: "[{id: s, frame: [0, 0, 100, 100], layer: {shadowPath: [{move: [0, 0]}, "
                    + "{line: [10, 0]}, {oval: [20, 20, 40, 40]}, {rect: [0, 50, 10, 10]}]}}]",
                steps: "- completeTransition: true"))
        let path = try #require(t.snapshots.first?.tree.views["s"]?.shadowPath)
        let expected =
            [ShapePath.Element.move(Point(0, 0)), .line(Point(10, 0))]
            + ShapePath.oval(Rect(20, 20, 40, 40)).elements + ShapePath.rect(Rect(0, 50, 10, 10)).elements
        #expect(path.elements == expected)
        #expect(path.elements.filter { $0 == .close }.count == 2)
    }
}

/// The docs and the schema list every key path `addAnimation` accepts (they had left out the
/// shape and gradient ones): derived from the resolver's own table, so a new property that is
/// not documented fails here.
@Suite struct KeyPathDocsTests {
    static func root() -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    @Test func everyLayerKeyPathIsDocumentedAndInTheSchema() throws {
        let schema = try String(
            contentsOf: Self.root().appendingPathComponent("docs/scene.schema.json"), encoding: .utf8)
        let docs = try String(contentsOf: Self.root().appendingPathComponent("docs/scene-format.md"), encoding: .utf8)
        let section = try #require(
            docs.range(of: "**Key paths** are CALayer's").map { docs[$0.lowerBound...].prefix(2000) })
        let description = try #require(
            schema.range(of: "A CALayer key path, as addAnimation takes it").map {
                schema[$0.lowerBound...].prefix(3000)
            })
        let accepted = PropertyPath.layerKeyPaths
            .filter { spelling in
                // Fields of a rect, point or size (`bounds.size.width`) come with their root.
                !["bounds.", "position.", "anchorPoint.", "shadowOffset.", "startPoint.", "endPoint.", "contentsRect."]
                    .contains { spelling.hasPrefix($0) }
            }
        #expect(accepted.count > 40)
        for spelling in accepted {
            #expect(section.contains("`\(spelling)`"), "docs/scene-format.md leaves out `\(spelling)`")
            #expect(description.contains("`\(spelling)`"), "the schema's layerKeyPath leaves out `\(spelling)`")
        }
    }
}
