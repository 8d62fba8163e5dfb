import AnimaticCore
@testable import AnimaticSceneFile
import Foundation
import Testing

/// Two screens: `cell` in the list (inside `list`, itself offset by 50 pt) and `header` in the
/// detail, both of transition type `goal` unless a test says otherwise.
func matchedScene(_ use: String, cellType: String = "goal", headerType: String = "goal") -> String {
    """
    canvas: {size: [200, 400], scale: 1, fps: 10}
    operation: push
    from:
      id: home
      subviews:
        - id: list
          frame: [0, 50, 200, 350]
          subviews:
            - {id: cell, transitionType: \(cellType), frame: [10, 20, 180, 40], backgroundColor: "#FF0000"}
    to:
      id: detail
      subviews:
        - {id: header, transitionType: \(headerType), frame: [0, 100, 200, 120], backgroundColor: "#0000FF"}
    transition:
      duration: 1
      steps:
    \(use.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
    """
}

@Suite struct TemplateTests {
    @Test func matchedViewFliesFromSourceFrameToTargetFrame() throws {
        let t = try timeline(
            matchedScene("- {use: matched-view, source: cell, target: header, duration: 1, curve: linear}"))
        func frame(at time: Double) -> Rect? {
            guard let v = t.presentationState(of: "cellFlight", at: time, model: t.model(at: time)) else { return nil }
            return v.frame
        }
        // The source frame in the container: the list is 50 pt down.
        #expect(frame(at: 0) == Rect(10, 70, 180, 40))
        let mid = try #require(frame(at: 0.5))
        #expect(
            abs(mid.minX - 5) < 1e-9 && abs(mid.minY - 85) < 1e-9 && abs(mid.width - 190) < 1e-9
                && abs(mid.height - 80) < 1e-9)
        #expect(t.model(at: 0.999).views["cellFlight"]?.frame == Rect(0, 100, 200, 120))
        // Hidden during the flight, restored and the copy removed at the end.
        #expect(t.model(at: 0.5).views["cell"]?.opacity == 0)
        #expect(t.model(at: 1).views["cell"]?.opacity == 1)
        #expect(!t.model(at: 1).isInHierarchy("cellFlight"))
        #expect(t.completions.map(\.time) == [1])
    }

    @Test func mismatchedTypesAreAClearError() throws {
        let e = try #require(
            error(matchedScene("- {use: matched-view, source: cell, target: header}", headerType: "lesson")))
        #expect(e.message.contains("matched-view: 'cell' (type 'goal') and 'header' (type 'lesson') do not match"))
        #expect(e.location.line == 17)  // the use, since a built-in template has no file to open
    }

    @Test func parameterErrors() throws {
        let typo = try #require(error(matchedScene("- {use: matched-view, source: cell, traget: header}")))
        #expect(typo.message.contains("has no parameter 'traget'") && typo.message.contains("did you mean 'target'"))
        let missing = try #require(error(matchedScene("- {use: matched-view, source: cell}")))
        #expect(missing.message.contains("needs 'target'"))
        let unknown = try #require(error(matchedScene("- {use: matched-veiw, source: cell, target: header}")))
        #expect(unknown.message.contains("did you mean 'matched-view'"))
        let badType = try #require(
            error(matchedScene("- {use: matched-view, source: cell, target: header, duration: soon}")))
        #expect(badType.message.contains("expected a number"))
    }

    @Test func templatesFromFilesBesideTheScene() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tpl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try """
        template: fade
        parameters:
          view: {type: view}
          to: {type: number, default: 0}
        steps:
          - animate: {duration: 1, curve: linear, set: {$view.alpha: $to}}
        """.write(to: dir.appendingPathComponent("templates/fade.yaml"), atomically: true, encoding: .utf8)
        let yaml = matchedScene("- {use: fade, view: cell, to: 0.5}")
        let t = try Timeline.compile(SceneLoader.parse(yaml, file: "s.yaml", baseDirectory: dir.path))
        #expect(abs(number(t, "cell", .opacity, at: 0.5)! - 0.75) < 1e-9)
        // An error inside a template file points into that file.
        try "template: bad\nsteps:\n  - set: {$view.alpah: 1}\nparameters: {view: {type: view}}\n"
            .write(to: dir.appendingPathComponent("templates/bad.yaml"), atomically: true, encoding: .utf8)
        let e = try #require(error(matchedScene("- {use: bad, view: cell}"), baseDirectory: dir.path))
        #expect(e.location.file.hasSuffix("templates/bad.yaml") && e.location.line == 3)
    }
}

@Suite struct GeometryReferenceTests {
    @Test func frameOfConvertsIntoTheAssignedViewsSuperview() throws {
        let steps = """
            - add: to
            - create: {id: marker, frame: {frameOf: cell}}
            - create: {id: inner, frame: {frameOf: cell}}
              in: header
            - set: {header.center: {centerOf: cell}}
            """
        let t = try timeline(matchedScene(steps))
        let m = t.model(at: 0)
        #expect(m.views["marker"]?.frame == Rect(10, 70, 180, 40))  // in the container
        #expect(m.views["header"]?.position == Point(100, 90))  // the cell's center
        // `inner` was placed in header's coordinates while header was at y 100: 70 − 100.
        #expect(m.views["inner"]?.frame == Rect(10, -30, 180, 40))
        let wrong = try #require(error(matchedScene("- set: {header.center: {frameOf: cell}}")))
        #expect(wrong.message.contains("frameOf gives a rect"))
    }
}

@Suite struct GeometryReferencePlacementTests {
    @Test func referencesOnlyPlaceViews() throws {
        let e = try #require(error(matchedScene("- set: {header.layer.anchorPoint: {centerOf: cell}}")))
        #expect(e.message.contains("go with frame, bounds and center"))
    }
}
