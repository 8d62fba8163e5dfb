@testable import AnimaticSourceRewrite
import Testing

/// The rewrite's rules, on source text: what changes, what must not (comments, strings,
/// identifiers), and that every line stays where it was.
struct SourceRewriteTests {
    func body(_ source: String) -> String {
        let rewritten = SourceRewrite.rewrite(source, path: "App/Fold.swift")
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "#sourceLocation(file: \"App/Fold.swift\", line: 1)")
        return lines.dropFirst().joined(separator: "\n")
    }

    @Test func attributesAndDynamicBecomeSpacesInPlace() {
        let source = """
            @objc(FoldAnimator) final class Fold: NSObject {
                @IBOutlet weak var card: UIView!
                @objc dynamic var progress = 0.0
                @IBAction func tap(_ sender: Any) {}
            }
            """
        // Each removed word leaves as many spaces: the code after it keeps its column.
        func pad(_ n: Int) -> String { String(repeating: " ", count: n) }
        let expected = [
            pad(19) + " final class Fold: NSObject {",
            pad(4) + pad(9) + " weak var card: UIView!",
            pad(4) + pad(5) + " " + pad(7) + " var progress = 0.0",
            pad(4) + pad(9) + " func tap(_ sender: Any) {}",
            "}",
        ].joined(separator: "\n")
        #expect(body(source) == expected)
    }

    @Test func importsOfUIKitAndFoundationBecomeAnimaticUIKit() {
        #expect(
            body("import UIKit\nimport Foundation\nimport UIKit.UIGestureRecognizerSubclass\nimport os\nimport SnapKit")
                == "import AnimaticUIKit\nimport AnimaticUIKit\nimport AnimaticUIKit\nimport os\nimport SnapKit")
    }

    @Test func osSubmoduleImportsBecomeTheOSShimInPlace() {
        #expect(
            body("import os.log\nimport os.signpost // timing\nimport os\nimport osmium")
                == "import os    \nimport os          // timing\nimport os\nimport osmium")
    }

    @Test func iOSPlatformConditionsAreTrueAndLinuxFalseInConditionsOnly() {
        let source = """
            #if os(iOS) || targetEnvironment(simulator) // os(iOS) stays in a comment
            let a = 1
            #elseif os(Linux)
            let b = "os(iOS)"
            #endif
            #if canImport(UIKit) && !os(Linux)
            #endif
            let os = 1; let c = os(iOS)
            """
        let expected = """
            #if true    || true                         // os(iOS) stays in a comment
            let a = 1
            #elseif false    
            let b = "os(iOS)"
            #endif
            #if true             && !false    
            #endif
            let os = 1; let c = os(iOS)
            """
        #expect(body(source) == expected)
    }

    @Test func selectorsKeepTheirMethodAndKeyPathsBecomeStrings() {
        #expect(
            body("addTarget(self, action: #selector(handlePan(_:)))")
                == "addTarget(self, action: Selector(\"handlePan(_:)\", handlePan(_:)))")
        #expect(body("#selector(Menu.close)") == "Selector(\"close\", Menu.close)")
        #expect(body("#selector(getter: UIView.frame)") == "Selector(\"frame\")")
        #expect(
            body("CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))")
                == "CABasicAnimation(keyPath: \"strokeEnd\")")
        #expect(body("#keyPath(layer.position.y)") == "\"layer.position.y\"")
    }

    @Test func commentsStringsAndIdentifiersAreLeftAlone() {
        let source = """
            // @objc dynamic var x, #selector(y)
            /* nested /* @objc */ #selector(z) */
            let text = "@objc \\(value) #selector(a)"
            let raw = #"import UIKit "@objc" "#
            let block = \"""
                @IBOutlet dynamic
                \"""
            let dynamic = objcBridge.dynamicType
            view.dynamic = true
            """
        #expect(body(source) == source)
    }

    @Test func everyLineStaysOnItsLine() {
        let source =
            "@objc\nfinal class A: NSObject {\n  @objc(tick:)\n  func tick(_ t: Timer) { _ = #selector(\n    tick(_:)) }\n}\n"
        let rewritten = body(source)
        func lines(_ text: String) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count }
        #expect(lines(rewritten) == lines(source))
        #expect(rewritten.contains("Selector(\"tick(_:)\", \n    tick(_:))"))
        #expect(rewritten.contains("final class A: NSObject {\n"))
        #expect(rewritten.hasPrefix("     \nfinal class A"))
    }
}
