import Animatic
import AnimaticUIKit
import Testing

/// Fixtures/CardDelegate.swift declares `@objc optional` requirements whose conformers and
/// callers are in Fixtures/CardDelegateCallers.swift: the plugin's rewrite reads the whole
/// target, so each keeps iOS's meaning (not implemented: the call is skipped and the property
/// reads nil; implemented: it is called).
@MainActor
struct OptionalRequirementTests {
    @Test func anImplementedMethodIsCalledThroughTheOptionalDelegate() {
        let card = Card(), delegate = FullCardDelegate()
        card.delegate = delegate
        #expect(card.move(to: CGPoint(x: 12, y: 0)))
        #expect(card.close() == false)
        #expect(delegate.told == ["move 12.0 true", "close"])
    }

    @Test func aMethodNotImplementedIsSkipped() {
        let card = Card(), delegate = BareCardDelegate()
        card.delegate = delegate
        #expect(card.move(to: CGPoint(x: 12, y: 0)) == false)
        #expect(card.moves == [CGPoint(x: 12, y: 0)])
        // `delegate?.cardShouldClose?(self) ?? true`: not implemented reads nil, so true.
        #expect(card.close())
        // No delegate at all: skipped the same way.
        card.delegate = nil
        #expect(card.move(to: .zero) == false)
    }

    @Test func propertiesReadTheirValueOrNil() {
        let card = Card(), full = FullCardDelegate(), bare = BareCardDelegate()
        card.delegate = full
        #expect(card.cornerRadius == 20)
        card.delegate = bare
        #expect(card.cornerRadius == 8)
        // An optional requirement of type `UIView?` reads as `UIView??`, as on iOS.
        let own = UIView()
        full.view = nil
        let implementedNil = card.trackedView(of: full)
        #expect(implementedNil != nil)
        #expect(implementedNil! == nil)
        #expect(card.trackedView(of: bare) == nil)
        let tracked = UIView()
        full.view = tracked
        #expect(card.trackedViewOrOwn(of: full, own: own) === tracked)
        #expect(card.trackedViewOrOwn(of: bare, own: own) === own)
    }

    @Test func aUIKitClassConformingInAnExtensionImplementsOneProperty() {
        let card = Card(), navigation = UINavigationController()
        card.delegate = navigation
        #expect(card.cornerRadius == 13)
        #expect(card.close())
        #expect(card.move(to: .zero) == false)
        #expect(card.trackedView(of: navigation) == nil)
    }

    @Test func theRequiredOneStaysRequired() {
        let delegates: [CardDelegate] = [FullCardDelegate(), BareCardDelegate()]
        #expect(delegates.map { $0.cardSize() } == [CGSize(width: 10, height: 20), CGSize(width: 1, height: 2)])
    }
}

/// Fixtures/BadgeView.swift and BadgeViewLayout.swift override `sizeThatFits(_:)` and
/// `layoutSubviews()` in extensions (one in the class's file, one in another): the rewrite moves
/// them into the class body, where Swift without Objective-C allows them.
@MainActor
struct ExtensionOverrideTests {
    @Test func overridesFromExtensionsAreCalledThroughTheSuperclass() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let view: UIView = badge
        #expect(view.sizeThatFits(CGSize(width: 80, height: 80)) == CGSize(width: 40, height: 24))
        view.layoutSubviews()
        view.layoutSubviews()
        #expect(badge.laidOut == 2)
        // The moved override still reaches the extension's private helper (6 pt).
        #expect(badge.dot.frame == CGRect(x: 0, y: 0, width: 6, height: 6))
        #expect(badge.dot.superview === badge)
    }

    /// `badgeKind()` is declared in an extension and overridden in a subclass: it moves too.
    @Test func aMethodDeclaredInAnExtensionAndOverriddenDispatchesToTheSubclass() {
        let badges: [BadgeView] = [BadgeView(), AlertBadgeView()]
        #expect(badges.map { $0.badgeKind() } == ["badge", "alert"])
    }

    @Test func aMovedOverrideKeepsItsFileAndLine() throws {
        let from = UIViewController(), to = UIViewController()
        let scene = try TransitionScene(
            from: from, to: to, animator: BadgeAnimator(), operation: .push,
            canvas: Canvas(size: Size(320, 568), scale: 1)
        ).scene
        // BadgeViewLayout.swift:12 adds the dot; the move must not change where it was called.
        let inserts = scene.transition.steps.compactMap { step -> String? in
            guard case .insert = step.action, step.location.file.hasSuffix("BadgeViewLayout.swift") else { return nil }
            return "\(step.location.line)"
        }
        let all = scene.transition.steps.map { "\($0.location)" }
        // The explicit call and the recording's layout pass at the end of the batch each add it.
        #expect(inserts == ["12", "12"], "\(all)")
    }
}

/// Lays a badge out during a transition, so its moved `layoutSubviews()` records a step.
private final class BadgeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let to = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(to)
        let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        to.addSubview(badge)
        badge.layoutSubviews()
        transitionContext.completeTransition(true)
    }
}
