import AnimaticSourceRewrite
import Testing

/// The census's declaration finder: which lines a top-level declaration spans as written, with
/// its comments and attributes, never fooled by braces in strings or comments.
struct TopLevelDeclarationsTests {
    // Line numbers below are counted by hand from this text (line 1 is `import UIKit`).
    let source = """
        import UIKit
        @testable import Kingfisher
        import class RxSwift.Observable

        private let inset: CGFloat = 8 // "{ not a brace"

        /// A frame.
        @available(iOS 13, *)
        struct PhotoFrame {
            let corner = "}"
            func f(a: () -> Void = {}) {
                a()
            }
        }

        let table = [
            "a": 1,
        ]

        final class Loader: NSObject {
            class func load() {}
        }

        extension UIView {
            static let shared = 1
            @objc func pinned(to other: UIView) {
                let x = { 1 }()
            }
            class var two: Int { 2 }
        }

        func helper() -> Int { 1 }
        func helper(_ x: Int) -> Int {
            x
        }
        """

    func lines(_ declarations: [TopLevelDeclarations.Declaration]) -> [ClosedRange<Int>] {
        declarations.map(\.lines)
    }

    @Test func importsNameTheirModules() {
        let imports = TopLevelDeclarations(source).imports
        #expect(imports.map(\.line) == [1, 2, 3])
        #expect(imports.map(\.module) == ["UIKit", "Kingfisher", "RxSwift"])
    }

    @Test func aTypeSpansItsDocCommentAttributesAndBody() {
        // The "}" in a string and the `{}` default argument do not end it; the body's brace does.
        #expect(lines(TopLevelDeclarations(source).declarations(named: "PhotoFrame")) == [7...14])
        #expect(lines(TopLevelDeclarations(source).declarations(named: "Loader")) == [20...22])
    }

    @Test func aConstantEndsWhereItsBracketsClose() {
        let file = TopLevelDeclarations(source)
        #expect(lines(file.declarations(named: "inset")) == [5...5])
        #expect(lines(file.declarations(named: "table")) == [16...18])
    }

    @Test func aBlockCommentWithABlankLineIsTakenWhole() {
        let source = """
            let before = 1

            /**
             What a type is.

             See the docs.
             */
            public enum Kind: Int {
                case number
            }
            """
        // Lines 3…7 are the comment (line 5 blank inside it), 8…10 the enum; line 2 is outside.
        #expect(lines(TopLevelDeclarations(source).declarations(named: "Kind")) == [3...10])
    }

    @Test func everyOverloadIsTaken() {
        #expect(lines(TopLevelDeclarations(source).declarations(named: "helper")) == [32...32, 33...35])
    }

    @Test func anExtensionIsFoundByItsMembersOnly() {
        let file = TopLevelDeclarations(source)
        for member in ["pinned", "two", "shared"] {
            #expect(lines(file.extensions(declaringMember: member)) == [24...30], "\(member)")
        }
        // A type's member (Loader.load) and a local inside a member (x) are not an extension's.
        #expect(file.extensions(declaringMember: "load").isEmpty)
        #expect(file.extensions(declaringMember: "x").isEmpty)
        #expect(file.declarations(named: "load").isEmpty)
    }

    @Test func aTypeNestedInAnExtensionIsItsMember() {
        let source = """
            import UIKit
            extension CALayer {
                enum ShadowDirection { case top, center }
                struct Corner {}
                class func make() -> CALayer { CALayer() }
            }
            """
        let file = TopLevelDeclarations(source)
        for member in ["ShadowDirection", "Corner", "make"] {
            #expect(lines(file.extensions(declaringMember: member)) == [2...6], "\(member)")
        }
        // A case of the nested enum is at another depth: not the extension's.
        #expect(file.extensions(declaringMember: "top").isEmpty)
    }

    /// The twenty-first step: `UIColor(hex: 0x1B1B1B)` without the app's extension fails with
    /// "extra argument 'hex' in call"; the extension is found by its initializers' labels.
    @Test func anExtensionIsFoundByItsInitializersLabels() {
        let source = """
            import UIKit
            extension UIColor {
                @objc public convenience init(hex: Int, alpha: CGFloat = 1) {
                    self.init(white: 1, alpha: alpha)
                }
                convenience init?(named name: String,
                                  in bundle: Bundle?, using map: (String) -> UIColor?) { nil }
                init(_ white: Int, tap: () -> Void, later: Int) { self.init(white: 1, alpha: 1) }
                func initial(hexString: String) {}
            }
            struct Palette {
                init(theme: Int) {}
            }
            extension UIStoryboard {
                convenience init<T>(controllerType: T.Type) { self.init(name: "Feed", bundle: nil) }
            }
            """
        let file = TopLevelDeclarations(source)
        // A label after a closure's arrow (`tap: () -> Void, later:`) is still in the clause.
        for label in ["hex", "alpha", "named", "in", "using", "tap", "later"] {
            #expect(lines(file.extensions(declaringInitializerLabeled: label)) == [2...10], "\(label)")
        }
        #expect(lines(file.extensions(declaringInitializerLabeled: "controllerType")) == [14...16])
        // A parameter's inner name, an unlabelled parameter, a method's label and a type's own
        // initializer are not labels an extension's initializer has.
        for label in ["name", "bundle", "map", "_", "white", "hexString", "theme"] {
            #expect(file.extensions(declaringInitializerLabeled: label).isEmpty, "\(label)")
        }
    }

    /// The fourteenth step: a protocol comes with its file's extensions of it (the default `==`
    /// that makes its conformers Equatable); a struct does not bring its extensions.
    @Test func aProtocolComesWithItsExtensionsAndOtherTypesAlone() {
        let source = """
            import Foundation

            protocol DocumentEquatable: Equatable {
                var uniqueKey: String { get }
            }

            extension DocumentEquatable {
                static func == (a: Self, b: Self) -> Bool { a.uniqueKey == b.uniqueKey }
            }

            struct Group {}

            extension Group: DocumentEquatable {
                var uniqueKey: String { "" }
            }

            extension Store.DocumentEquatable where Self: Sendable {}
            """
        let file = TopLevelDeclarations(source)
        #expect(lines(file.declarationsWithProtocolExtensions(named: "DocumentEquatable")) == [3...5, 7...9, 17...17])
        #expect(lines(file.declarationsWithProtocolExtensions(named: "Group")) == [11...11])
    }

    /// The fifth measure's amendment: an extension that declares a conformance, found by its type
    /// and one protocol of its clause (module qualifiers, generic arguments and `where` left out).
    @Test func anExtensionIsFoundByTheConformanceItDeclares() {
        let source = """
            import UIKit

            struct Group {}

            extension Group: Hashable, Store.DocumentEquatable {
                var uniqueKey: String { "" }
            }

            extension App.Group
                : UITableViewDataSource where Element: Cell<Int, String>, Element: Sendable
            {
            }

            extension Group {}

            @available(iOS, introduced: 13.0) extension Group: Identifiable {}
            """
        let file = TopLevelDeclarations(source)
        #expect(lines(file.extensions(of: "Group", conformingTo: "DocumentEquatable")) == [5...7])
        #expect(lines(file.extensions(of: "Group", conformingTo: "Hashable")) == [5...7])
        #expect(lines(file.extensions(of: "Group", conformingTo: "UITableViewDataSource")) == [9...12])
        #expect(file.extensions(of: "Group", conformingTo: "Sendable").isEmpty)
        #expect(file.extensions(of: "Group", conformingTo: "Equatable").isEmpty)
        #expect(file.extensions(of: "Grou", conformingTo: "Hashable").isEmpty)
        #expect(lines(file.extensions(of: "Group", conformingTo: "Identifiable")) == [16...16])
    }

    /// The eighteenth step: a custom operator (`cannot find operator '|>' in scope`) brings its
    /// declaration, the precedence group it names, and its top-level implementations; another
    /// operator's, and a type's `static func`, stay.
    @Test func anOperatorComesWithItsGroupAndImplementations() {
        let source = """
            import Foundation

            precedencegroup ForwardApplication {
                associativity: left
            }

            precedencegroup Unrelated { higherThan: ForwardApplication }

            infix operator |>: ForwardApplication
            infix operator <>: Unrelated

            /// Applies f to x, returning x.
            public func |> <A: AnyObject>(x: A, f: (A) -> Void) -> A {
                f(x)
                return x
            }

            func <> (f: @escaping () -> Void, g: @escaping () -> Void) -> () -> Void { { f(); g() } }

            func |>(x: Int, f: (Int) -> Int) -> Int { f(x) }

            struct Box {
                static func |> (b: Box, f: (Box) -> Void) {}
            }
            postfix operator ~~ { }
            """
        let file = TopLevelDeclarations(source)
        #expect(lines(file.operatorDeclarations(named: "|>")) == [3...5, 9...9, 12...16, 20...20])
        #expect(lines(file.operatorDeclarations(named: "<>")) == [7...7, 10...10, 18...18])
        #expect(lines(file.operatorDeclarations(named: "~~")) == [25...25])
        #expect(file.operatorDeclarations(named: "|").isEmpty)
        #expect(lines(file.declarations(named: "Box")) == [22...24])
    }
}
