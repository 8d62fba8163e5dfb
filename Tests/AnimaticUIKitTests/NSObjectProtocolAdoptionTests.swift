import Animatic
import AnimaticUIKit
import Testing

/// A view controller that is its own transition's animator, as apps write it
/// (`extension CardViewController: UIViewControllerAnimatedTransitioning`): on iOS every
/// responder is an NSObject, so it adopts the NSObjectProtocol-refining protocol.
final class SelfAnimatingController: UIViewController {}
extension SelfAnimatingController: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.backgroundColor = .red
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 }) { _ in
            transitionContext.completeTransition(true)
        }
    }
}

/// A presentation controller that also animates, as bottom sheets are often written.
final class AnimatingPresentationController: UIPresentationController {
    override var description: String { "sheet" }
}
extension AnimatingPresentationController: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}

@MainActor
struct NSObjectProtocolAdoptionTests {
    @Test func aControllerAnimatingItsOwnTransitionIsRecorded() throws {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        let scene = try TransitionScene(
            from: from, to: to, animator: SelfAnimatingController(), operation: .present,
            canvas: Canvas(size: Size(100, 100), scale: 1)
        ).scene
        let timeline = try Timeline.compile(scene)
        // Half way through a linear fade of red over white: 255, and 255 × 0.5 = 127.5 for g and b.
        let pixel = try Rasterizer().render(timeline.presentation(at: 0.5)).pixel(x: 50, y: 50)
        #expect(pixel.r == 255 && abs(Int(pixel.g) - 128) <= 1 && abs(Int(pixel.b) - 128) <= 1, "\(pixel)")
    }

    @Test func nsObjectsAnswersAreIdentityAndOverridable() {
        let controller = SelfAnimatingController(), other = UIViewController()
        #expect(controller.isEqual(controller) && !controller.isEqual(other) && !controller.isProxy())
        #expect(controller.hash == ObjectIdentifier(controller).hashValue)
        let sheet = AnimatingPresentationController(presentedViewController: other, presenting: nil)
        #expect(sheet.description == "sheet" && String(describing: sheet) != "")
        #expect(UIView().description == "<UIView>")
    }
}

/// What apps write where every responder is an `NSObject`: a protocol only NSObjects adopt, an
/// extension on `NSObject` itself, casts and comparisons through `NSObject`.
@MainActor protocol Themeable: NSObject {
    func applyTheme()
}
extension UIView: Themeable {
    func applyTheme() { backgroundColor = .systemBlue }
}
extension NSObject {
    var themeClassName: String { String(describing: type(of: self)) }
}

@MainActor
struct UIKitObjectsAreNSObjectsTests {
    @Test func aProtocolRefiningNSObjectIsAdoptedByViews() {
        let themed: [Themeable] = [UIView(), UILabel()]
        themed.forEach { $0.applyTheme() }
        #expect(themed.allSatisfy { ($0 as? UIView)?.backgroundColor == .systemBlue })
        #expect(themed.map(\.themeClassName) == ["UIView", "UILabel"])
    }

    @Test func castsAndComparisonsThroughNSObjectAreByIdentity() {
        let controller = UIViewController(), other = UIViewController()
        let object: NSObject = controller
        #expect(object == controller && object != other)
        let anything: Any = controller.view!
        #expect((anything as? NSObject) is UIView)
        let objects: [NSObject] = [controller, controller.view, other]
        #expect(objects.firstIndex(of: other) == 2 && Set(objects).count == 3)
        #expect(controller.isKind(of: UIResponder.self) && !controller.isMember(of: UIResponder.self))
        #expect(controller.view.isKind(of: UIView.self) && !controller.view.isKind(of: UIViewController.self))
    }

    /// UIApplication is a responder (its static members are UIResponder's, such as the keyboard's
    /// user-info keys); a scroll view makes no pinch recognizer while it cannot zoom.
    @Test func theApplicationIsAResponder() {
        let responder: UIResponder = UIApplication.shared
        #expect(responder.isKind(of: UIResponder.self) && responder.next == nil)
        #expect(UIApplication.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
        #expect(UIScrollView().pinchGestureRecognizer == nil)
        UIViewController().setNeedsUpdateOfSupportedInterfaceOrientations()
    }

    /// Layers, recognizers, animations and fonts are NSObjects too: identity equality except for
    /// fonts (equal descriptors), a description with no address, and `copy()` through `copy(with:)`.
    @Test func layersRecognizersAnimationsAndFontsAreNSObjects() throws {
        let layer = CALayer(), recognizer = UITapGestureRecognizer(target: nil, action: nil)
        let objects: [NSObject] = [layer, recognizer, UIBezierPath(), UIImage()]
        #expect(objects.firstIndex(of: recognizer) == 1 && !objects.contains(CALayer()))
        #expect(layer.description == "<CALayer>" && "\(CAShapeLayer())" == "<CAShapeLayer>")
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.boldSystemFont(ofSize: 12))
        #expect(Set([UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12)]).count == 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 0.4
        let copied = try #require(fade.copy() as? CABasicAnimation)
        #expect(copied !== fade && copied.keyPath == "opacity" && copied.duration == 0.4)
    }
}
