@testable import AnimaticSourceRewrite
import Testing

/// The rewrite's rules, on source text: what changes, what must not (comments, strings,
/// identifiers), and that every line stays where it was.
struct SourceRewriteTests {
    func body(_ source: String) -> String {
        let rewritten = SourceRewrite.rewrite(source, path: "App/Fold.swift")
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        // Every file sees AnimaticUIKit, as an app's bridging header makes UIKit visible to every file.
        #expect(lines.first == "import AnimaticUIKit")
        #expect(lines.dropFirst().first == "#sourceLocation(file: \"App/Fold.swift\", line: 1)")
        return lines.dropFirst(2).joined(separator: "\n")
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

    @Test func anAppDelegatesEntryPointAttributeIsRemovedAndOtherMainsKept() {
        #expect(
            body("@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}")
                == "                  \nclass AppDelegate: UIResponder, UIApplicationDelegate {}")
        #expect(
            body("@main class AppDelegate: UIResponder, UIApplicationDelegate {}")
                == "      class AppDelegate: UIResponder, UIApplicationDelegate {}")
        #expect(body("@main struct Tool { static func main() {} }") == "@main struct Tool { static func main() {} }")
        #expect(body("@mainActor func f() {}") == "@mainActor func f() {}")
    }

    @Test func importsOfUIKitAndFoundationBecomeAnimaticUIKit() {
        #expect(
            body("import UIKit\nimport Foundation\nimport UIKit.UIGestureRecognizerSubclass\nimport os\nimport SnapKit")
                == "import AnimaticUIKit\nimport AnimaticUIKit\nimport AnimaticUIKit\nimport os\nimport SnapKit")
    }

    @Test func importsOfModulesInTheTargetBecomeAnimaticUIKitAndOthersStay() {
        var target = RewriteTarget()
        target.modulesInTarget = ["PaletteKit"]
        let rewritten = SourceRewrite.rewrite(
            "import PaletteKit\nimport PaletteKitExtras\nimport SnapKit\nlet x = PaletteKit.self",
            path: "A.swift", target: target)
        #expect(
            rewritten.split(separator: "\n").dropFirst(2).joined(separator: "\n")
                == "import AnimaticUIKit\nimport PaletteKitExtras\nimport SnapKit\nlet x = PaletteKit.self")
        #expect(body("import PaletteKit") == "import PaletteKit")
    }

    @Test func managedPropertiesInAnExtensionBecomeComputedOnTheirLine() {
        let source = """
            class Anime: NSManagedObject {
                @NSManaged var id: Int
            }
            extension Anime {
                @NSManaged public var name: String // shown
                @NSManaged var tags: NSSet?
            }
            """
        let expected = [
            "class Anime: NSManagedObject {",
            "    @CAManaged var id: Int",
            "}",
            "extension Anime {",
            "               public var name: String { get { animaticManagedValue(self, \"name\") } "
                + "set { animaticSetManagedValue(self, \"name\", newValue) } } // shown",
            "               var tags: NSSet? { get { animaticManagedValue(self, \"tags\") } "
                + "set { animaticSetManagedValue(self, \"tags\", newValue) } }",
            "}",
        ]
        #expect(body(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == expected)
    }

    @Test func aManagedMethodGetsABodyThatReportsOnItsLine() {
        let source = """
            private extension UIScrollView {
                @NSManaged func _scrollToTopIfPossible(_ animated: ObjCBool) -> ObjCBool // private
                @NSManaged static func _reset()
            }
            """
        let expected = [
            "private extension UIScrollView {",
            "               func _scrollToTopIfPossible(_ animated: ObjCBool) -> ObjCBool "
                + "{ animaticManagedMethod(\"\\(Self.self)._scrollToTopIfPossible\") } // private",
            "               static func _reset() { animaticManagedMethod(\"\\(Self.self)._reset\") }",
            "}",
        ]
        #expect(body(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == expected)
    }

    @Test func osSubmoduleImportsBecomeTheOSShimInPlace() {
        #expect(
            body("import os.log\nimport os.signpost // timing\nimport os\nimport osmium\nimport OSLog // Logger")
                == "import os    \nimport os          // timing\nimport os\nimport osmium\nimport os    // Logger")
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

    @Test func previewMacrosBecomeBlankLines() {
        let source = """
            let a = 1
            #Preview("Card", traits: .sizeThatFitsLayout) {
                CardView(title: "}")  // }
            }
            #Preview { Text("x") }
            let b = "#Preview { }"
            """
        let expected = """
            let a = 1
            \(String(repeating: " ", count: 47))
            \(String(repeating: " ", count: 30))
             
            \(String(repeating: " ", count: 22))
            let b = "#Preview { }"
            """
        #expect(body(source) == expected)
    }

    @Test func uikitsOptionalNavigationCallsAndCoreGraphicsConditionsCompile() {
        // Hero forwards to the app's earlier delegate with UIKit's optional-method call.
        #expect(
            body("previous.navigationController?(nav, willShow: vc, animated: true)")
                == "previous.navigationController__ifImplemented(nav, willShow: vc, animated: true)")
        // A flow layout asks its delegate with an optional call, or a forced one, which calls the method.
        #expect(
            body("let inset = d.collectionView?(cv, layout: self, insetForSectionAt: 1) ?? sectionInset")
                == "let inset = d.collectionView__ifImplemented(cv, layout: self, insetForSectionAt: 1) ?? sectionInset"
        )
        #expect(
            body("let size = d.collectionView!(cv, layout: self, sizeForItemAt: path)")
                == "let size = d.collectionView(cv, layout: self, sizeForItemAt: path)")
        #expect(body("self.collectionView!.reloadData()") == "self.collectionView!.reloadData()")
        // A property read and an optional chain through the property are not calls: unchanged.
        #expect(
            body("vc.navigationController?.pushViewController(x, animated: true)")
                == "vc.navigationController?.pushViewController(x, animated: true)")
        // `import CoreGraphics` is AnimaticUIKit here, so the condition holds (padded in place).
        #expect(body("#if canImport(CoreGraphics)") == "#if true                   ")
    }

    @Test func aSelectorOfAnInstanceMethodInAStaticMemberKeepsItsNameAlone() {
        // Hero's swizzling: in a static initializer only static members are in scope, so the
        // method reference `add(_:forKey:)` would not compile; the name is all it needs.
        let source = """
            extension CALayer {
                static var swizzled: Void = {
                    let original = #selector(add(_:forKey:))
                    let button = UIButton()
                    button.addTarget(nil, action: #selector(tapped), for: .touchUpInside)
                }()
                static func tapped() {}
                func hook() {
                    let bound = #selector(add(_:forKey:))
                }
                class func make() {
                    UIView.animate(withDuration: 1) {
                        _ = #selector(hook)
                    }
                }
            }
            """
        let lines = body(source).split(separator: "\n").map(String.init)
        #expect(lines[2] == "        let original = Selector(\"add(_:forKey:)\")")
        // A static method of that name is in scope: it keeps its reference.
        #expect(lines[4].contains("Selector(\"tapped\", tapped)"))
        // An instance method's body: bound as before.
        #expect(lines[8] == "        let bound = Selector(\"add(_:forKey:)\", add(_:forKey:))")
        // Inside a closure in a class method: still the static context.
        #expect(lines[12] == "            _ = Selector(\"hook\")")
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

/// Methods that capture their call site, used as function values, become closures.
struct UnappliedReferenceTests {
    func body(_ source: String) -> String {
        SourceRewrite.rewrite(source, path: "App/Pac.swift").split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst(2).joined(separator: "\n")
    }

    @Test func aMethodPassedAsAFunctionBecomesAClosureOnItsLine() {
        let source = """
            pacMen.forEach(container.addSubview)
            UIView.animate(withDuration: 1, animations: {}, completion: transitionContext.completeTransition)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: self.views[0]?.dot.removeFromSuperview) // gone
            layers.forEach(
                view.layer.addSublayer
            )
            }, completion: transitionContext.completeTransition(_:))
            """
        let expected = """
            pacMen.forEach({container.addSubview($0)})
            UIView.animate(withDuration: 1, animations: {}, completion: {transitionContext.completeTransition($0)})
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: {self.views[0]?.dot.removeFromSuperview()}) // gone
            layers.forEach(
                {view.layer.addSublayer($0)}
            )
            }, completion: {transitionContext.completeTransition($0)})
            """
        #expect(body(source) == expected)
    }

    @Test func callsTypeNamesPropertiesSelectorsCommentsAndStringsStay() {
        let source = """
            container.addSubview(view)
            super.addSubview (view)
            views.forEach(UIView.removeFromSuperview)
            self.completeTransition?(true)
            card.completeTransition = nil
            Timer(timeInterval: 1, target: self, selector: #selector(dot.removeFromSuperview), userInfo: nil, repeats: false)
            override func addSubview(_ view: UIView) {}
            let s = "forEach(container.addSubview)" // forEach(container.addSubview)
            views.forEach(container.addSubviews)
            """
        let expected = source.replacingOccurrences(
            of: "#selector(dot.removeFromSuperview)",
            with: "Selector(\"removeFromSuperview\", dot.removeFromSuperview)")
        #expect(body(source) == expected)
    }

    /// SnapKit's debug text: `type(of: object).description()` is NSObject's class method reached
    /// through `AnyObject`; it becomes the class's name by `String(describing:)`. Other
    /// `type(of:)` uses and an instance's `description` stay.
    @Test func aClassDescriptionThroughAnyObjectBecomesItsName() {
        let source = """
            desc += type(of: object).description()
            let t = type(of: view); let d = view.description; type(of: a.b(c)).description()
            let s = "type(of: object).description()"
            """
        let expected = """
            desc += String(describing: type(of: object))
            let t = type(of: view); let d = view.description; String(describing: type(of: a.b(c)))
            let s = "type(of: object).description()"
            """
        #expect(body(source) == expected)
    }
}
