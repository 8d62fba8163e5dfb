import AnimaticCore
@testable import AnimaticSceneFile
import Foundation
import Testing

/// The mistakes UIKit habits and YAML make easy get an error that says what was meant.
@Suite struct CommonMistakesTests {
    func errors(_ yaml: String) -> [SceneError] {
        do {
            _ = try SceneLoader.parse(yaml, file: "m.yaml")
            return []
        } catch {
            return error.all
        }
    }

    let base = """
        canvas: {size: [100, 100], scale: 1}
        from: {id: a}
        to: {id: b}
        transition:
          duration: 0.2
          steps:

        """

    @Test func anUnquotedHexColorIsAComment() {
        let e = errors(
            base.replacingOccurrences(of: "from: {id: a}", with: "from: {id: a, backgroundColor: #F2F2F7}")
                + "    - set: {a.alpha: 1}\n")
        #expect(e.count == 1)
        #expect(e.first?.location.line == 2 && e.first?.location.column == 32)
        #expect(e.first?.message.contains("quote it, '#F2F2F7'") == true)
        // Block style, where YAML would read the key as empty, and a quoted color is fine.
        let block = errors(base + "    - set:\n        a.backgroundColor: #FFF\n")
        #expect(block.first?.location.line == 8 && block.first?.message.contains("'#FFF'") == true)
        #expect(errors(base + "    - set: {a.backgroundColor: '#FFF'}  # a comment #123\n").isEmpty)
    }

    @Test func uikitCurveSpellingsSuggestTheSceneName() {
        for (spelling, meant) in [
            (".curveEaseInOut", "easeInOut"), ("UIViewAnimationOptionCurveEaseIn", "easeIn"),
            ("kCAMediaTimingFunctionEaseOut", "easeOut"), ("CAMediaTimingFunctionName.linear", "linear"),
        ] {
            let e = errors(base + "    - animate: {duration: 0.2, curve: \(spelling), set: {a.alpha: 0}}\n")
            #expect(e.first?.message.contains("did you mean '\(meant)'") == true, "\(spelling): \(e)")
        }
    }

    @Test func swiftGeometryGetsTheSceneLiteral() {
        let e = errors(base + "    - set: {a.frame: CGRectMake(0, 0, 10, 20.5)}\n")
        #expect(e.count == 1 && e.first?.message == "CGRectMake(…) is Swift; in a scene write [0, 0, 10, 20.5]")
        #expect(e.first?.location.column == 22)
        let labeled = errors(base + "    - set: {a.center: CGPoint(x: 5, y: 6)}\n")
        #expect(labeled.first?.message.contains("[5, 6]") == true)
        // In a label's quoted text it is just text.
        #expect(
            errors(
                base.replacingOccurrences(
                    of: "to: {id: b}",
                    with: "to: {id: b, subviews: [{id: t, kind: label, text: \"CGRectMake(0, 0, 1, 1)\"}]}")
                    + "    - set: {a.alpha: 1}\n"
            ).isEmpty)
    }

    @Test func aProblemWithTheWholeFileHasNoFakeLineAndColumn() {
        #expect(
            "\(SceneError("no such file or directory", at: SourceLocation(file: "x.yaml", line: 0, column: 0)))"
                == "x.yaml: error: no such file or directory")
    }
}
