@testable import AnimaticSourceRewrite
import Testing

/// The rewrite with the whole target in view: `@objc optional` requirements declared in one
/// file and used in another, and `override` members moved out of extensions, every original
/// line keeping its number.
struct TargetRewriteTests {
    let protocolFile = """
        import UIKit
        @objc public protocol Stork: class {
            @objc optional func didDismiss(by swipe: Bool, _ velocity: inout CGFloat) -> Int?
            @objc optional var scrollView: UIScrollView { get }
            @objc optional var settable: Int { get set }
            func required()
        }
        """
    let callerFile = """
        import UIKit
        final class Presenter {
            weak var delegate: Stork?
            func dismiss() {
                var v: CGFloat = 0
                _ = delegate?.didDismiss?(by: true, &v) // delegate?.didDismiss?(
                if let s = delegate?.scrollView { print(s, "delegate?.scrollView") }
                let path = \\Presenter.delegate
                let names: [Kind] = [.scrollView]; cell.scrollView = nil
            }
        }
        """

    var target: RewriteTarget {
        RewriteTarget(files: [("/a/Stork.swift", protocolFile), ("/a/Presenter.swift", callerFile)])
    }

    /// The lines of `text`; of a rewritten file, those after the import every file gets
    /// (`SourceRewriteTests` checks that import).
    func lines(_ text: String) -> [String] {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rewritten =
            all.first == "import AnimaticUIKit" && all.dropFirst().first?.hasPrefix("#sourceLocation") == true
        return Array(all.dropFirst(rewritten ? 1 : 0))
    }

    @Test func theProtocolsOptionalRequirementsAreCollected() {
        let requirements = target.optionalRequirements
        #expect(requirements.map(\.name) == ["didDismiss", "scrollView", "settable"])
        #expect(requirements.map(\.line) == [3, 4, 5])
        #expect(requirements.map { $0.unsupported == nil } == [true, true, false])
        #expect(target.optionalPropertyNames == ["scrollView"])
        #expect(requirements.allSatisfy { $0.isPublic && $0.protocolName == "Stork" })
        #expect(requirements[0].forwarded == "by: swipe, &velocity")
    }

    @Test func requirementsThrowInPlaceAndGetDefaultsAndCompanionsAtTheEnd() {
        let out = lines(SourceRewrite.rewrite(protocolFile, path: "/a/Stork.swift", target: target))
        #expect(out[0] == "#sourceLocation(file: \"/a/Stork.swift\", line: 1)")
        // Lines 1…7 of the file keep their numbers (output lines 1…7).
        #expect(
            out[3] == "                   func didDismiss(by swipe: Bool, _ velocity: inout CGFloat) throws -> Int?")
        #expect(out[4] == "                   var scrollView: UIScrollView { get throws }")
        // A settable optional property cannot throw: left as it is, with an error that says why.
        #expect(out[5] == "          optional var settable: Int { get set }")
        #expect(
            out.joined(separator: "\n").contains(
                """
                #sourceLocation(file: "/a/Stork.swift", line: 5)
                #error("'settable' is an @objc optional property with a setter: without the Objective-C runtime it \
                cannot stay optional; make it get-only, or a required property")
                """))
        #expect(out[6] == "    func required()")
        let appendix = out[8...].joined(separator: "\n")
        #expect(
            appendix.contains(
                """
                #sourceLocation(file: "/a/Stork.swift", line: 3)
                extension Stork { public func didDismiss(by swipe: Bool, _ velocity: inout CGFloat) throws -> Int? \
                { throw __AnimaticOptionalRequirementNotImplemented() } }
                """))
        #expect(
            appendix.contains(
                """
                extension Stork { public func didDismiss__ifImplemented(by swipe: Bool, _ velocity: inout CGFloat) \
                -> Int? { do { return try didDismiss(by: swipe, &velocity) } catch { return nil } } }
                """))
        #expect(
            appendix.contains(
                """
                #sourceLocation(file: "/a/Stork.swift", line: 4)
                extension Stork { public var scrollView__ifImplemented: UIScrollView? { do { return try scrollView } \
                catch { return nil } } }
                """))
    }

    @Test func usesInAnotherFileAreRenamedOnTheirLines() {
        let out = lines(SourceRewrite.rewrite(callerFile, path: "/a/Presenter.swift", target: target))
        #expect(out.count == lines(callerFile).count + 1)
        #expect(out[6] == "        _ = delegate?.didDismiss__ifImplemented(by: true, &v) // delegate?.didDismiss?(")
        #expect(
            out[7] == "        if let s = delegate?.scrollView__ifImplemented { print(s, \"delegate?.scrollView\") }")
        #expect(out[8] == "        let path = \\Presenter.delegate")
        // An implicit member and an assignment are not reads of the requirement.
        #expect(out[9] == "        let names: [Kind] = [.scrollView]; cell.scrollView = nil")
    }

    @Test func typesOfTheCompanions() {
        #expect(RewriteTarget.optional(of: "UIView", flattening: false) == "UIView?")
        #expect(RewriteTarget.optional(of: "UIView?", flattening: false) == "UIView??")
        #expect(RewriteTarget.optional(of: "UIView?", flattening: true) == "UIView?")
        #expect(RewriteTarget.optional(of: "UIView!", flattening: true) == "UIView?")
        #expect(RewriteTarget.optional(of: "Void", flattening: true) == "Void?")
        #expect(RewriteTarget.optional(of: "(Int) -> Void", flattening: true) == "((Int) -> Void)?")
        #expect(RewriteTarget.optional(of: "[String: Int]", flattening: false) == "([String: Int])?")
    }

    let classFile = """
        import UIKit
        class Sheet: UIPresentationController {
            var x = 0
        }

        extension Sheet {
            @objc
            override func containerViewWillLayoutSubviews() {
                super.containerViewWillLayoutSubviews()
            }

            private func helper() {}
        }

        extension Sheet where Self: AnyObject {
            override func dismissalTransitionWillBegin() {}
        }
        """

    @Test func overridesInExtensionsMoveIntoTheClassBodyKeepingTheirLines() {
        let target = RewriteTarget(files: [("/a/Sheet.swift", classFile)])
        #expect(target.movedMembers.map(\.firstLine) == [6])
        let out = lines(SourceRewrite.rewrite(classFile, path: "/a/Sheet.swift", target: target))
        let expected = [
            "#sourceLocation(file: \"/a/Sheet.swift\", line: 1)",
            "import AnimaticUIKit",
            "class Sheet: UIPresentationController {",
            "    var x = 0",
            "#sourceLocation(file: \"/a/Sheet.swift\", line: 7)",
            "         ",
            "    override func containerViewWillLayoutSubviews() {",
            "        super.containerViewWillLayoutSubviews()",
            "    }",
            "#sourceLocation(file: \"/a/Sheet.swift\", line: 4)",
            "}",
            "",
            "extension Sheet {",
            "", "", "", "",
            "",
            "    private func helper() {}",
            "}",
            "",
            "extension Sheet where Self: AnyObject {",
            "    override func dismissalTransitionWillBegin() {}",
            "}",
        ]
        #expect(out == expected)
    }

    /// Members of an extension that a subclass overrides move too; a private one only within
    /// its file (its file's callers would lose it).
    @Test func membersASubclassOverridesMoveAndPrivateOnesStayInTheirFile() {
        let base = "class Base: NSObject {\n}\n"
        let ext = """
            extension Base {
                func shared() {}
                private func hidden() {}
                func alone() {}
            }
            extension Base {
                fileprivate func near() {}
            }
            class Sub: Base {
                override func shared() {}
                override func hidden() {}
            }
            """
        let sameFile = RewriteTarget(files: [("/a/All.swift", base + ext + "\n// override func near\n")])
        #expect(sameFile.movedMembers.map(\.firstLine) == [3, 4, 8])
        // A second class of the same name (nested in another type) gets nothing.
        let twice = RewriteTarget(files: [
            ("/a/All.swift", base + ext), ("/a/B.swift", "enum E {\n class Base {\n }\n}\n"),
        ])
        #expect(
            twice.movingMembers("enum E {\n class Base {\n }\n}\n", path: "/a/B.swift")
                == "enum E {\n class Base {\n }\n}\n")
        let split = RewriteTarget(files: [("/a/Base.swift", base), ("/a/Ext.swift", ext)])
        #expect(split.movedMembers.map(\.firstLine) == [1])
        #expect(split.movedMembers.map(\.path) == ["/a/Ext.swift"])
    }

    @Test func nsManagedBecomesAnimaticUIKitsWrapperInPlace() {
        let out = SourceRewrite.rewrite("    @NSManaged var radius: CGFloat\n@NSManagedX", path: "/a/L.swift")
        #expect(lines(out).dropFirst() == ["    @CAManaged var radius: CGFloat", "@NSManagedX"])
    }

    @Test func withoutATargetNothingChangesBeyondTheFileRules() {
        #expect(
            SourceRewrite.rewrite(callerFile, path: "/a/Presenter.swift")
                == SourceRewrite.rewrite(callerFile, path: "/a/Presenter.swift", target: RewriteTarget()))
        #expect(SourceRewrite.rewrite(callerFile, path: "/a/Presenter.swift").contains("delegate?.didDismiss?(by:"))
    }

    /// An override moved from an extension into its class in another file would lose the
    /// extension file's private helpers (SnapKit's `Debugging.swift`): the top-level private
    /// declarations it names become internal, the modifier blanked; others stay private. A
    /// member of a `public extension` says `public` in the class body.
    @Test func privateHelpersOfAMovedOverrideBecomeInternalInPlace() {
        let classFile = "class Constraint: NSLayoutConstraint {\n}\n"
        let debugging = """
            public extension Constraint {
                override var description: String { describe(self) }
            }
            private func describe(_ o: AnyObject) -> String { "" }
            private func unused() {}
            fileprivate let separator = ", "
            """
        let target = RewriteTarget(files: [("/a/Constraint.swift", classFile), ("/a/Debugging.swift", debugging)])
        #expect(target.movedMembers.map(\.firstLine) == [1])
        // A `public extension`'s member is public: in the class body it says so.
        #expect(target.movedMembers.map(\.text) == ["    public override var description: String { describe(self) }"])
        let out = lines(target.movingMembers(debugging, path: "/a/Debugging.swift"))
        #expect(out[3] == "        func describe(_ o: AnyObject) -> String { \"\" }")
        #expect(out[4] == "private func unused() {}")
        #expect(out[5] == "fileprivate let separator = \", \"")
        // In the class's own file, nothing needs exposing.
        let together = RewriteTarget(files: [("/a/All.swift", classFile + debugging)])
        #expect(together.movingMembers(classFile + debugging, path: "/a/All.swift").contains("\nprivate func describe"))
    }
}
