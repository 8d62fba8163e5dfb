import AnimaticSourceRewrite
import Testing

/// The census's fifth measure: which body encloses a compiler error (braces in code only), and
/// the text that replaces it, line for line, by a call that reports or stops when reached.
struct MemberBodiesTests {
    // Line numbers below are counted by hand from this text (line 1 is `import UIKit`).
    let source = """
        import UIKit
        import SomePod

        final class PhotoCell: UICollectionViewCell {
            let loader = SomePodLoader(label: "{")
            var url: URL? {
                didSet { loader.load(url) }
            }
            var caption: String { SomePod.caption(for: url) }

            override init(frame: CGRect) {
                super.init(frame: frame)
                loader.attach(self)
            }

            override func layoutSubviews() {
                super.layoutSubviews()
                let title = "} not a brace {"
                loader.each { item in
                    item.layout(title)
                }
            }

            func height(for width: CGFloat) -> CGFloat {
                func scaled(_ x: CGFloat) -> CGFloat { x * SomePod.scale }
                return scaled(width)
            }

            struct Badge {
                var count: Int {
                    get { SomePod.count }
                    set { SomePod.count = newValue }
                }
                func reset() -> Void { SomePod.reset() }
            }
        }

        func describe(_ cell: PhotoCell) -> String {
            cell.caption
        }
        """

    func replaced(at locations: [(line: Int, column: Int)]) -> (text: String, members: [String]) {
        MemberBodies.replacing(in: source, at: locations, file: "Gallery/PhotoCell.swift", modules: "SomePod")
    }

    func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    @Test func eachBodyIsFoundWithItsMemberAndWhetherItMustProduceAValue() {
        let bodies = MemberBodies(source).bodies.map { "\($0.member) \($0.producesValue ? "value" : "void")" }
        // In file order; the local function `scaled` and the closures are parts of their bodies;
        // `loader`'s initial value and the accessor blocks are not bodies.
        #expect(
            bodies == [
                "PhotoCell.url.didSet void", "PhotoCell.caption value", "PhotoCell.init value",
                "PhotoCell.layoutSubviews void", "PhotoCell.height value", "PhotoCell.Badge.count.get value",
                "PhotoCell.Badge.count.set void", "PhotoCell.Badge.reset void", "describe value",
            ])
    }

    @Test func anErrorInANestedClosureReplacesTheWholeOverrideBodyLineForLine() {
        // `item.layout` is line 20, inside the closure inside layoutSubviews (lines 16–22).
        let result = replaced(at: [(20, 17)])
        #expect(result.members == ["PhotoCell.layoutSubviews"])
        let out = lines(result.text), original = lines(source)
        #expect(out.count == original.count)
        #expect(
            out[15]
                == "    override func layoutSubviews() { animaticReportUncompiledBody(\"PhotoCell.layoutSubviews\", "
                + "file: \"Gallery/PhotoCell.swift\", needs: \"SomePod\")")
        // Lines 17–21 (the string's braces among them) are empty; the closing brace stays on line 22.
        let emptied = out[16...20].allSatisfy { $0.isEmpty }
        #expect(emptied)
        #expect(out[21] == "    }")
        // Every other line is as written.
        let untouched = original.indices.filter { !(15...21).contains($0) }
        #expect(untouched.map { out[$0] } == untouched.map { original[$0] })
    }

    @Test func anInitializerWithSuperInitAndAComputedPropertyStop() {
        // `loader.attach` (line 13) in the initializer; `SomePod.caption` (line 9, column 27).
        let result = replaced(at: [(13, 9), (9, 27)])
        #expect(result.members == ["PhotoCell.caption", "PhotoCell.init"])
        let out = lines(result.text)
        #expect(
            out[8]
                == "    var caption: String { animaticStopAtUncompiledBody(\"PhotoCell.caption\", "
                + "file: \"Gallery/PhotoCell.swift\", needs: \"SomePod\") }")
        #expect(
            out[10]
                == "    override init(frame: CGRect) { animaticStopAtUncompiledBody(\"PhotoCell.init\", "
                + "file: \"Gallery/PhotoCell.swift\", needs: \"SomePod\")")
        #expect(out[11].isEmpty && out[12].isEmpty && out[13] == "    }")
    }

    @Test func accessorsAreReplacedOneByOneAndAVoidResultReports() {
        // didSet (line 7), set (line 32), `-> Void` (line 34): each reports; get (line 31) stops.
        let result = replaced(at: [(7, 18), (32, 19), (34, 32), (31, 19)])
        #expect(
            result.members == [
                "PhotoCell.url.didSet", "PhotoCell.Badge.count.get", "PhotoCell.Badge.count.set",
                "PhotoCell.Badge.reset",
            ])
        let out = lines(result.text)
        let call = { (function: String, member: String) in
            "\(function)(\"\(member)\", file: \"Gallery/PhotoCell.swift\", needs: \"SomePod\")"
        }
        #expect(out[6] == "        didSet { " + call("animaticReportUncompiledBody", "PhotoCell.url.didSet") + " }")
        #expect(
            out[30] == "            get { " + call("animaticStopAtUncompiledBody", "PhotoCell.Badge.count.get") + " }")
        #expect(
            out[31] == "            set { " + call("animaticReportUncompiledBody", "PhotoCell.Badge.count.set") + " }")
        #expect(
            out[33]
                == "        func reset() -> Void { " + call("animaticReportUncompiledBody", "PhotoCell.Badge.reset")
                + " }")
    }

    @Test func anErrorInALocalFunctionOrAtTheClosingBraceReplacesTheEnclosingMember() {
        // `SomePod.scale` in the local function (line 25); "missing return" at `describe`'s `}` (line 40).
        let result = replaced(at: [(25, 55), (40, 1)])
        #expect(result.members == ["PhotoCell.height", "describe"])
        #expect(lines(result.text)[39] == "}")
        #expect(lines(result.text)[38].isEmpty)
    }

    @Test func errorsInNoBodyAndNoInitialValueChangeNothing() {
        // The class's inheritance clause (line 4), an import (line 2), a line past the end.
        let result = replaced(at: [(4, 24), (2, 1), (99, 1)])
        #expect(result.members.isEmpty)
        #expect(result.text == source)
    }

    @Test func anUntypedInitialValueStopsAndTakesTheStandInType() {
        // `SomePodLoader` in `loader`'s initial value (line 5, its "{" a string).
        let result = replaced(at: [(5, 18)])
        #expect(result.members == ["PhotoCell.loader"])
        let out = lines(result.text), original = lines(source)
        #expect(
            out[4]
                == "    let loader: any AnimaticMissingModuleType = { animaticStopAtUncompiledBody(\"PhotoCell.loader\", "
                + "file: \"Gallery/PhotoCell.swift\", needs: \"SomePod\") }()")
        #expect(out.count == original.count && out[5] == original[5] && out[3] == original[3])
    }

    @Test func anInitialValueCallingInitByNameIsReplacedWhole() {
        // Line 3: a value that calls `.init` by name, once cut there (the rest left after the stop).
        let source = """
            import UIKit
            final class LoginViewController: UIViewController {
                private let signInConfig = GIDConfiguration.init(clientID: "app.id")
                let plain = 1
            }
            """
        // Column 32 is `GIDConfiguration` (the value once ended before `init`), column 54 `clientID:`.
        for column in [32, 54] {
            let result = MemberBodies.replacing(
                in: source, at: [(3, column)], file: "Login.swift", modules: "GoogleSignIn")
            #expect(result.members == ["LoginViewController.signInConfig"])
            #expect(
                lines(result.text)[2]
                    == "    private let signInConfig: any AnimaticMissingModuleType = { animaticStopAtUncompiledBody("
                    + "\"LoginViewController.signInConfig\", file: \"Login.swift\", needs: \"GoogleSignIn\") }()")
            #expect(lines(result.text)[3] == "    let plain = 1")
        }
    }

    // Line numbers counted by hand (line 1 is `import UIKit`).
    let storedValues = """
        import UIKit
        let shared = SomePod.Shared()
        final class Feed: UIViewController {
            private lazy var provider: SomePodProvider<FeedAPI> = {
                let p = SomePodProvider<FeedAPI>()
                return p
            }()
            static let log = SomePod.Log
                .configured()
                .verbose
            var count = SomePod.start { didSet { print(count) } }
            let plain = 1
            func go() {}
        }
        """

    @Test func typedMultilineChainedAndObservedInitialValuesStopLineForLine() {
        // Line 5 (inside the typed closure), line 9 (a chained line), line 11 (before the observers),
        // line 2 (top level); line 12 is a value with no error.
        let result = MemberBodies.replacing(
            in: storedValues, at: [(5, 21), (9, 10), (11, 17), (2, 14)], file: "Feed.swift", modules: "SomePod")
        #expect(result.members == ["shared", "Feed.provider", "Feed.log", "Feed.count"])
        let out = lines(result.text), original = lines(storedValues)
        #expect(out.count == original.count)
        let stop = { (member: String) in
            "{ animaticStopAtUncompiledBody(\"\(member)\", file: \"Feed.swift\", needs: \"SomePod\") }()"
        }
        #expect(out[1] == "let shared: any AnimaticMissingModuleType = " + stop("shared"))
        #expect(out[3] == "    private lazy var provider: SomePodProvider<FeedAPI> = " + stop("Feed.provider"))
        #expect(out[4].isEmpty && out[5].isEmpty && out[6].isEmpty)
        #expect(out[7] == "    static let log: any AnimaticMissingModuleType = " + stop("Feed.log"))
        #expect(out[8].isEmpty && out[9].isEmpty)
        #expect(
            out[10] == "    var count: any AnimaticMissingModuleType = " + stop("Feed.count")
                + " { didSet { print(count) } }")
        #expect(out[11...] == original[11...])
    }
}
