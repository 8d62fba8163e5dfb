import AnimaticCore
import AnimaticSceneFile
import Foundation
import Testing

/// scenes/nav-swipe-push.yaml: a percent-driven push whose navigation bar follows the gesture.
@Suite struct NavSwipeTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("scenes/nav-swipe-push.yaml")

    func timeline(_ edit: (String) -> String = { $0 }) throws -> Timeline {
        let text = edit(try String(contentsOf: Self.file, encoding: .utf8))
        return try Timeline.compile(
            SceneLoader.parse(
                text, file: Self.file.path, name: "nav-swipe-push",
                baseDirectory: Self.file.deletingLastPathComponent().path))
    }

    /// The same push running by itself: no interaction key.
    func plain() throws -> Timeline {
        try timeline { text in
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let start = lines.firstIndex { $0.hasPrefix("interaction:") }!
            let end = lines[(start + 1)...].firstIndex { !$0.hasPrefix(" ") }!
            lines.removeSubrange(start..<end)
            return lines.joined(separator: "\n")
        }
    }

    @Test func theBarIsScrubbedWithTheTransition() throws {
        let (driven, free) = (try timeline(), try plain())
        // 128 pt of 320 in 0.4 s is 1/s; finish() at completionSpeed 0.5 linearly keeps 1/s:
        // progress = t, and the 0.5 s transition shows layer time t / 2.
        let parts = [
            "navigationBar_from_title", "navigationBar_to_title", "navigationBar_to_back_title",
            "navigationBar_to_back_chevron", "navigationBar_to_right1", "navigationBar_from_right1", "inbox",
            "mailboxes",
        ]
        for t in [0.1, 0.3, 0.4, 0.55, 0.8] {
            for id in parts {
                for property in [LayerProperty.position, .opacity] {
                    let a = driven.presentationValue(of: property, view: id, at: t),
                        b = free.presentationValue(of: property, view: id, at: t / 2)
                    #expect(
                        a != nil && a == b || close(a, b),
                        "\(id).\(property) at \(t): \(String(describing: a)) vs \(String(describing: b))")
                }
            }
        }
        #expect(abs(driven.endTime - 1.0) < 1e-9)
    }

    @Test func aCancelledPushPutsTheOldBarItemBack() throws {
        let t = try timeline {
            $0.replacingOccurrences(of: "release: {finish: true}", with: "release: {finish: false}")
        }
        let end = t.model(at: t.endTime)
        #expect(!end.isInHierarchy("inbox"), "UIKit removes the pushed view")
        #expect(end.views["navigationBar_from_title"]?.opacity == 1)
        #expect(end.views["navigationBar_to_title"]?.opacity == 0)
        #expect(t.completions.map(\.didComplete) == [false])
    }

    func close(_ a: AnimatableValue?, _ b: AnimatableValue?) -> Bool {
        guard let x = a?.components, let y = b?.components, x.count == y.count else { return false }
        return zip(x, y).allSatisfy { abs($0 - $1) < 1e-9 }
    }
}
