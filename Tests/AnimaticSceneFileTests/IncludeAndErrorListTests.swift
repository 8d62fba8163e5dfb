import AnimaticCore
@testable import AnimaticSceneFile
import Foundation
import Testing

/// A fresh directory with the given files (relative paths), for scenes that include others.
private func directory(_ files: [String: String]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-include-\(UUID().uuidString)")
        .path
    for (path, text) in files {
        let full = (dir as NSString).appendingPathComponent(path)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return dir
}

private func loadError(_ path: String) -> SceneError? {
    do {
        _ = try Timeline.compile(SceneLoader.load(path: path))
        return nil
    } catch { return error }
}

@Suite struct IncludeAndErrorListTests {
    @Test func aFileWithThreeMistakesReportsThreeLocatedErrors() throws {
        let yaml = """
            from: {id: home, subviews: [{id: card, frame: [0, 0, 100, 100], backgroundColour: red}]}
            to: {id: detail}
            transition:
              duration: 1
              steps:
                - set: {card.alpah: 0}
                - animate: {duration: 1, set: {card.alpha: 0}, curv: linear}
            """
        let e = try #require(error(yaml))
        let all = e.all
        #expect(all.count == 3)
        #expect(all.map(\.location.line) == [1, 6, 7])
        #expect(all.map(\.location.column) == [65, 13, 52])
        #expect(all[0].message.contains("'backgroundColour'"))
        #expect(all[1].message.contains("'alpah'"))
        #expect(all[2].message.contains("'curv'"))
        // Printed one a line, each with its place, as the CLI shows them.
        #expect(e.description.split(separator: "\n").count == 3)
        #expect(
            e.description.split(separator: "\n").allSatisfy { $0.hasPrefix("bad.yaml:") && $0.contains(": error: ") })
    }

    @Test func mistakesInOneViewAndOneSetAreAllReported() throws {
        let yaml = """
            from: {id: home, subviews: [{id: card, alpah: 1, frame: [0, 0, -5, 10], backgroundColour: red}]}
            to: {id: detail}
            transition:
              duration: 1
              steps:
                - set: {card.alpah: 0, card.center: [1, 2, 3], card: 4}
            """
        let all = try #require(error(yaml)).all
        #expect(all.count == 6)
        #expect(all.map(\.location.line) == [1, 1, 1, 6, 6, 6])
        #expect(all[1].message == "a size cannot be negative, got -5.0 in frame")
        #expect(all[5].message == "expected VIEW.keyPath (like card.frame.origin.y), got 'card'")
    }

    @Test func includedScreensBecomeTheViewTree() throws {
        let dir = try directory([
            "screens/inbox.yaml":
                "id: inbox\nbackgroundColor: white\nsubviews:\n  - {id: row, frame: [0, 64, 200, 44]}\n",
            "scene.yaml": """
            canvas: {size: [200, 400], scale: 1}
            from: {include: screens/inbox.yaml}
            to: {include: screens/inbox.yaml, id: copy}
            transition: {duration: 1, steps: [{set: {row.alpha: 0.5}}]}
            """,
        ])
        let scene = try SceneLoader.load(path: dir + "/scene.yaml")
        #expect(scene.from.id == "inbox")
        #expect(scene.from.subviews.map(\.id) == ["row"])
        #expect(scene.to.id == "copy")
    }

    @Test func anErrorInAnIncludedFileNamesBothPlaces() throws {
        let dir = try directory([
            "screens/inbox.yaml": "id: inbox\nsubviews:\n  - {id: row, alpah: 1}\n",
            "scene.yaml":
                "from: {include: screens/inbox.yaml}\nto: {id: detail}\ntransition: {duration: 1, steps: []}\n",
        ])
        let e = try #require(loadError(dir + "/scene.yaml"))
        #expect(e.location.file.hasSuffix("screens/inbox.yaml"))
        #expect(e.location.line == 3 && e.location.column == 15)
        #expect(e.notes.count == 1)
        #expect(e.notes.first?.location == SourceLocation(file: dir + "/scene.yaml", line: 1, column: 17))
        #expect(e.description.contains("scene.yaml:1:17: note: included here"))
    }

    @Test func includeCyclesAreErrors() throws {
        let dir = try directory([
            "a.yaml": "id: a\nsubviews: [{include: b.yaml}]\n",
            "b.yaml": "id: b\nsubviews: [{include: a.yaml}]\n",
            "scene.yaml": "from: {include: a.yaml}\nto: {id: detail}\ntransition: {duration: 1, steps: []}\n",
        ])
        let e = try #require(loadError(dir + "/scene.yaml"))
        #expect(e.message == "a.yaml includes itself (through scene.yaml → a.yaml → b.yaml → a.yaml)")
        #expect(e.location.file.hasSuffix("/b.yaml"))
        #expect(e.notes.count == 2)
    }

    @Test func anErrorInATemplateNamesTheTemplateLineAndTheUse() throws {
        let template = """
            template: slide
            parameters:
              view: {type: view}
              distance: {type: number, default: 30}
            steps:
              - animate: {duration: 0.3, set: {$view.center.x: "${$view.center.x + distance * 2}", $view.alpha: "${distanse}"}}
            """
        let dir = try directory([
            "templates/slide.yaml": template,
            "scene.yaml": """
            canvas: {size: [200, 400], scale: 1}
            from: {id: home, subviews: [{id: card, frame: [0, 0, 100, 100]}]}
            to: {id: detail}
            transition:
              duration: 1
              steps:
                - use: slide
                  view: card
                  distance: 10
            """,
        ])
        let e = try #require(loadError(dir + "/scene.yaml"))
        let line = template.split(separator: "\n")[5]
        let column = line.distance(from: line.startIndex, to: line.range(of: "distanse")!.lowerBound) + 1
        #expect(e.location.file.hasSuffix("templates/slide.yaml"))
        #expect(e.location.line == 6 && e.location.column == column)
        #expect(e.message == "unknown name 'distanse' in expression (did you mean 'distance'?)")
        #expect(e.notes.map(\.location) == [SourceLocation(file: dir + "/scene.yaml", line: 7, column: 7)])
    }

    @Test func templateNumbersAndViewsWorkInsideExpressions() throws {
        let dir = try directory([
            "templates/slide.yaml": """
            template: slide
            parameters:
              view: {type: view}
              distance: {type: number, default: 30}
            steps:
              - set: {$view.center.x: "${$view.center.x + distance * 2}", $view.center.y: "${view.center.y - distance}"}
            """,
            "scene.yaml": """
            canvas: {size: [200, 400], scale: 1}
            from: {id: home, subviews: [{id: card, frame: [0, 0, 100, 100]}]}
            to: {id: detail}
            transition: {duration: 1, steps: [{use: slide, view: card, distance: -10}]}
            """,
        ])
        let t = try Timeline.compile(SceneLoader.load(path: dir + "/scene.yaml"))
        let card = try #require(t.model(at: 0).views["card"])
        #expect(card.position == Point(50 - 20, 50 + 10))
    }
}

@Suite struct TemplateListTests {
    /// A staggered fade written once: a list of views, a transform and numbers as parameters.
    @Test func templatesTakeListsTransformsAndNumbers() throws {
        let dir = try directory([
            "templates/stagger.yaml": """
            template: stagger
            parameters:
              views: {type: list}
              spin: {type: transform}
              step: {type: number, default: 0.1}
            steps:
              - repeat: {over: $views, as: v}
                steps:
                  - animate: {duration: 0.2, delay: "${index * step}", curve: linear, set: {"${v}.alpha": 0, "${v}.transform": $spin, "${v}.center.y": "${v.center.y + 10 * index}"}}
            """,
            "scene.yaml": """
            canvas: {size: [200, 400], scale: 1}
            from:
              id: home
              subviews:
                - repeat: {count: 3, as: n}
                  subviews:
                    - {id: "row${n}", frame: [0, "${n * 50}", 200, 40]}
            to: {id: detail}
            transition:
              duration: 1
              steps:
                - use: stagger
                  views: [row0, row1, row2]
                  spin: [{rotate: 90deg}]
                  step: 0.25
            """,
        ])
        let t = try Timeline.compile(SceneLoader.load(path: dir + "/scene.yaml"))
        let model = t.model(at: 0)
        for n in 0..<3 {
            let row = try #require(model.views["row\(n)"])
            // Made by the repeat in subviews: 50 pt apart; moved 10 pt per place in the list.
            #expect(row.position.y == Double(n) * 50 + 20 + 10 * Double(n))
            #expect(row.opacity == 0)
        }
        // Row 2 starts fading at 2 × 0.25 s and is halfway (linear) at 0.6 s.
        #expect(abs((number(t, "row2", .opacity, at: 0.6) ?? -1) - 0.5) < 1e-9)
        #expect(number(t, "row2", .opacity, at: 0.45) == 1)
    }
}
