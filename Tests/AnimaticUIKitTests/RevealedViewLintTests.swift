import Animatic
import AnimaticUIKit
import Testing

/// A full-screen dismissal that never adds the revealed view draws it beneath from the start,
/// which iOS may not (docs/uikit-surface.md): lint says so, and is silent once the animator adds it.
@MainActor
struct RevealedViewLintTests {
    func rules(_ animate: @escaping @MainActor (UIViewControllerContextTransitioning) -> Void) throws -> [String] {
        Lint(try Timeline.compile(try record(.dismiss, animate))).findings.map(\.rule.rawValue)
    }

    @Test func aDismissalThatNeverAddsTheRevealedViewIsSaid() throws {
        let found = try rules { context in
            let from = context.view(forKey: .from)!
            UIView.animate(
                withDuration: 1, animations: { from.frame.origin.y = 568 },
                completion: { _ in context.completeTransition(true) })
        }
        #expect(found == ["revealed-view-not-added"])
    }

    @Test func aDismissalThatAddsItIsNot() throws {
        let found = try rules { context in
            let from = context.view(forKey: .from)!
            context.containerView.insertSubview(context.view(forKey: .to)!, belowSubview: from)
            UIView.animate(
                withDuration: 1, animations: { from.frame.origin.y = 568 },
                completion: { _ in context.completeTransition(true) })
        }
        #expect(found.isEmpty)
    }

    @Test func aPresentationIsNotADismissal() throws {
        let found = try rules { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(
                withDuration: 1, animations: { to.alpha = 1 }, completion: { _ in context.completeTransition(true) })
        }
        #expect(found.isEmpty)
    }
}
