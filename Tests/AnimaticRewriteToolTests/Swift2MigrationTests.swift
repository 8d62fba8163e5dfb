@testable import AnimaticSourceRewrite
import Testing

/// Swift 2 files: which are recognised, and what the rewrite does to them (what Xcode's Swift 3
/// migrator did); a Swift 3, 4 or 5 file comes out exactly as before.
struct Swift2MigrationTests {
    /// The file's rewritten text after the `#sourceLocation` line, and whether it imports Swift2Names.
    func rewritten(_ source: String) -> (body: String, importsSwift2Names: Bool) {
        let lines = SourceRewrite.rewrite(source, path: "App/Push.swift").split(
            separator: "\n", omittingEmptySubsequences: false)
        let imports = lines.first == "import Swift2Names"
        // Then the import every file gets (an app's bridging header) and the `#sourceLocation` line.
        #expect(lines.dropFirst(imports ? 1 : 0).first == "import AnimaticUIKit")
        return (lines.dropFirst(imports ? 3 : 2).joined(separator: "\n"), imports)
    }

    @Test func swift2AnimatorBecomesItsSwift3Spelling() {
        let source = """
            import UIKit
            class PushTransition: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
                    return 0.3
                }
                func animateTransition(transitionContext: UIViewControllerContextTransitioning) {
                    slide(transitionContext.viewForKey(UITransitionContextToViewKey)!, by: 10) { _ in }
                }
                private func slide(view: UIView, by offset: CGFloat, completion: (Bool) -> Void) {}
                func animationEnded(transitionCompleted: Bool) {}
                func run(@noescape body: () -> Void, later: (() -> Void)?, inout count: Int) {}
            }
            """
        let expected = """
            import AnimaticUIKit
            class PushTransition: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval {
                    return 0.3
                }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    slide(transitionContext.viewForKey(UITransitionContextToViewKey)!, by: 10) { _ in }
                }
                private func slide(_ view: UIView, by offset: CGFloat, completion: @escaping (Bool) -> Void) {}
                func animationEnded(_ transitionCompleted: Bool) {}
                func run(_ body: () -> Void, later: (() -> Void)?, count: inout Int) {}
            }
            """
        let result = rewritten(source)
        #expect(result.importsSwift2Names)
        #expect(result.body == expected)
    }

    @Test func transitioningAndNavigationDelegatesGetTheirSwift3Requirements() {
        let source = """
            class Delegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
                func animationControllerForPresentedController(presented: UIViewController, presentingController presenting: UIViewController, sourceController source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
                func animationControllerForDismissedController(dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
                func interactionControllerForPresentation(animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
                func navigationController(navigationController: UINavigationController, animationControllerForOperation operation: UINavigationControllerOperation, fromViewController fromVC: UIViewController, toViewController toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            }
            """
        let expected = """
            class Delegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
                func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
                func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
                func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
                func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            }
            """
        let result = rewritten(source)
        #expect(result.importsSwift2Names)
        // A label made empty leaves its space: compare with runs of spaces as one.
        func collapsed(_ text: String) -> String {
            text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(collapsed(result.body) == collapsed(expected))
    }

    @Test func modernFilesAreUnchangedByTheSwift2Rules() {
        // Swift 3 and later: labels, closures and names as they are; a CGRectMake the file declares
        // itself (a Swift 3 app's migration helper) is no marker; markers in comments and strings neither.
        let source = """
            import UIKit
            func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { .zero }
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    // UIView.animateWithDuration(0.3) was Swift 2's spelling
                    print("NSTimeInterval")
                    fade(transitionContext.containerView, frame: CGRectMake(0, 0, 1, 1)) {}
                }
                func fade(view: UIView, frame: CGRect, completion: () -> Void) {}
            }
            """
        #expect(Swift2Migration.swift2Marker(in: source) == nil)
        let result = rewritten(source)
        #expect(!result.importsSwift2Names)
        #expect(result.body == source.replacingOccurrences(of: "import UIKit", with: "import AnimaticUIKit"))
    }

    @Test func eachMarkerAloneRecognisesASwift2File() {
        let markers = [
            "func animateTransition(transitionContext: UIViewControllerContextTransitioning) {}",
            "let d: NSTimeInterval = 1", "let r = CGRectMake(0, 0, 1, 1)", "let y = CGRectGetMaxY(r)",
            "let t = CGAffineTransformIdentity", "UIView.animateWithDuration(1) {}",
            "let v = context.viewControllerForKey(key)", "let s = UIScreen.mainScreen()",
            "let c = UIColor.whiteColor()", "dispatch_after(t, dispatch_get_main_queue()) {}",
        ]
        for marker in markers { #expect(Swift2Migration.swift2Marker(in: marker) != nil, "\(marker)") }
        for modern in [
            "let d: TimeInterval = 1", "UIView.animate(withDuration: 1) {}", "let s = UIScreen.main",
            "DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}",
        ] {
            #expect(Swift2Migration.swift2Marker(in: modern) == nil, "\(modern)")
        }
    }

    /// SE-0099: Swift 2's `if let a = x, b = y where a > b` is Swift 3's
    /// `if let a = x, let b = y, a > b`, in `if`, `guard … else` and `while`; a `var` list keeps
    /// `var`; comparisons, closures in parentheses, Swift 3 conditions and `for … where` are left
    /// alone.
    @Test func swift2ConditionClausesBecomeSwift3s() {
        let source = """
            let r = CGRectZero
            if let a = x, b = y where a > b { f(a == b) }
            guard let c = z where c.isEmpty && c != d, let e = w else { return }
            while var v = next(), u = other() where v < u { v += 1 }
            if let k = ks.first(where: { $0 > 1 }), m = n { }
            if a == b, c { }
            if let p = x, let q = y, p > q { }
            for i in xs where i > 0 { }
            """
        #expect(
            rewritten(source).body == """
                let r = CGRectZero
                if let a = x, let b = y, a > b { f(a == b) }
                guard let c = z, c.isEmpty && c != d, let e = w else { return }
                while var v = next(), var u = other(), v < u { v += 1 }
                if let k = ks.first(where: { $0 > 1 }), let m = n { }
                if a == b, c { }
                if let p = x, let q = y, p > q { }
                for i in xs where i > 0 { }
                """)
    }

    @Test func linesStayWhereTheyWere() {
        let source = "let a = CGRectZero\nfunc f(x: Int,\n       y: () -> Void) {}\nlet b = 1\n"
        let body = rewritten(source).body
        #expect(body.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
        #expect(body == "let a = CGRectZero\nfunc f(_ x: Int,\n       y: @escaping () -> Void) {}\nlet b = 1\n")
    }

    @Test func aBareTypeArgumentGetsSelf() {
        let source =
            "let r = CGRectZero\nif vc.conformsToProtocol(Zooming) && !v.isKindOfClass(UIView) && f(Zooming) {}\n"
        #expect(
            rewritten(source).body
                == "let r = CGRectZero\nif vc.conformsToProtocol(Zooming.self) && !v.isKindOfClass(UIView.self) && f(Zooming) {}\n"
        )
    }

    /// A Swift 5 helper that takes the context first and more after it (TransitionKit's
    /// `animateTransition(transitionContext:fromVC:toVC:containerView:)`, which its subclasses
    /// override) is no Swift 2 requirement: the file is left as it is.
    @Test func aHelperTakingTheContextFirstIsNoMarker() {
        let helper = """
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            func animateTransition(transitionContext: UIViewControllerContextTransitioning, fromVC: UIViewController) {}
            """
        #expect(Swift2Migration.swift2Marker(in: helper) == nil)
        #expect(
            Swift2Migration.swift2Marker(
                in: "func transitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> Double {}")
                != nil)
    }

    @Test func theSecondPassMarkersEachRecogniseASwift2File() {
        let markers = [
            "override func viewWillAppear(animated: Bool) {}", "override func viewDidDisappear(animated: Bool) {}",
            "override func preferredStatusBarStyle() -> UIStatusBarStyle { .Default }",
            "override func prefersStatusBarHidden() -> Bool { true }",
            "override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {}",
            "if let id = self.id where deleted {}", "func fetch(completion: NSError? -> Void) {}",
            "var done: (Bool -> Void)?", "guard let path = find(), dictionary = load(path) else { return }",
            // A declaration marker declares its own name, which must not void it (cjwirt's
            // NavigationTransitionController was compiled unrecognised before).
            "func navigationController(navigationController: UINavigationController, animationControllerForOperation "
                + "operation: UINavigationControllerOperation, fromViewController fromVC: UIViewController, "
                + "toViewController toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }",
            "func animationControllerForDismissedController(dismissed: UIViewController) -> AnyObject? { nil }",
        ]
        for marker in markers { #expect(Swift2Migration.swift2Marker(in: marker) != nil, "\(marker)") }
        for modern in [
            "override func viewWillAppear(_ animated: Bool) {}", "override var prefersStatusBarHidden: Bool { true }",
            "override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}", "view.layer.add(fade, forKey: nil)",
            "if let k = ks.first(where: { $0 > 1 }) {}", "for i in xs where i > 0 {}",
            "func fetch(completion: (NSError?) -> Void) {}", "let f = { (x: Int) -> Int in x }",
            "let g = { x -> Int in x }", "guard let a = f(x, y: z), var b = g(), c == d else { return }",
            "if let a = x, case .some(let b) = y {}",
            // SceneKit's SCNNode.addAnimation(_:forKey:) is current API (Apple's 2017 sample code has it).
            "node.addAnimation(idle, forKey: nil)",
        ] {
            #expect(Swift2Migration.swift2Marker(in: modern) == nil, "\(modern)")
        }
    }

    /// The overrides Swift 3 renamed or made properties, and iOS 8's non-optional context in
    /// `transitionDuration`, made optional as iOS 10's requirement has it.
    @Test func swift2OverridesBecomeTheirSwift3Spellings() {
        let source = """
            override func preferredStatusBarStyle() -> UIStatusBarStyle {
                return .LightContent
            }
            override func prefersStatusBarHidden() -> Bool { return true }
            override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {}
            func transitionDuration(transitionContext: UIViewControllerContextTransitioning) -> NSTimeInterval { 1 }
            """
        #expect(
            rewritten(source).body == """
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    return .LightContent
                }
                override var prefersStatusBarHidden: Bool { return true }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> NSTimeInterval { 1 }
                """)
    }

    /// SE-0066: a function type's one parameter is written in parentheses since Swift 3, and
    /// `Void -> Void` is `() -> Void`; a closure expression's `x -> T in`, a parenthesized type,
    /// a declaration's result and `throws ->` stay.
    @Test func functionTypesGetParentheses() {
        let source = """
            let r = CGRectZero
            func fetch(completion: NSError? -> Void, done: (Bool -> Void)?, reply: [String: AnyObject] -> Void) {}
            var block: Void -> Void = {}
            let sets: Set<UITouch> -> Bool
            func make() throws -> Bool -> Void { { finished -> Void in print(finished) } }
            let typed: (Int) -> Int = { (x: Int) -> Int in x }
            """
        #expect(
            rewritten(source).body == """
                let r = CGRectZero
                func fetch(_ completion: @escaping (NSError?) -> Void, done: ((Bool) -> Void)?, reply: @escaping ([String: AnyObject]) -> Void) {}
                var block: () -> Void = {}
                let sets: (Set<UITouch>) -> Bool
                func make() throws -> (Bool) -> Void { { finished -> Void in print(finished) } }
                let typed: (Int) -> Int = { (x: Int) -> Int in x }
                """)
    }

    /// SE-0054: Swift 2's `let container = context.containerView()` was `UIView!` (iOS 8's
    /// unannotated SDK) and used unwrapped; it becomes iOS 10's non-optional property, bound as
    /// `UIView!` so a file written against iOS 9's `UIView?` (`container!.addSubview`) compiles too
    /// (the second unseen sample's m-fguzma-basetransition did). A conditional binding, a chained
    /// call and a forced unwrap keep the call.
    /// A binding that is one clause of a multi-line `guard` unwraps an optional: an annotation
    /// `UIView!` there does not compile ("using '!' is not allowed here"), and the property is not
    /// optional, so the clause keeps the Swift2Names method, which returns `UIView?`.
    @Test func aContainerViewClauseOfAMultiLineConditionKeepsTheMethod() {
        let source = """
            guard
                let to = transitionContext.viewForKey(UITransitionContextToViewKey),
                let containerView = transitionContext.containerView()
            else { return }
            if
                let containerView = transitionContext.containerView() {
            }
            guard let box = context.containerView()
                , let v = to.superview else { return }
            """
        #expect(rewritten(source).body.components(separatedBy: "containerView()").count == 4)
        #expect(!rewritten(source).body.contains("UIView!"))
    }

    @Test func aContainerViewBindingBecomesTheProperty() {
        let source = """
            let r = CGRectZero
            let container = transitionContext.containerView()
            var box: UIView = context.containerView() // the box
            guard let c = transitionContext.containerView() else { return }
            transitionContext.containerView()!.addSubview(v)
            let frame = transitionContext.containerView().frame
            """
        #expect(
            rewritten(source).body == """
                let r = CGRectZero
                let container: UIView! = transitionContext.containerView
                var box: UIView = context.containerView // the box
                guard let c = transitionContext.containerView() else { return }
                transitionContext.containerView()!.addSubview(v)
                let frame = transitionContext.containerView().frame
                """)
    }
}
