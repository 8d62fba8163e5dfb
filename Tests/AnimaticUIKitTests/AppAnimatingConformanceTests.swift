import Animatic
import AnimaticUIKit
import Testing

/// An app's own `UIViewImplicitlyAnimating` (the users' census: a group of property animators
/// that `interruptibleAnimator(using:)` returns) implements UIKit's spellings only:
/// `startAnimation()`, `startAnimation(afterDelay:)`, and none of the optional requirements.
@MainActor
struct AppAnimatingConformanceTests {
    /// As the app writes it: UIKit's required members, `addCompletion` (optional on iOS), no
    /// `addAnimations` and no `continueAnimation` (optional on iOS).
    final class AnimatorGroup: NSObject, UIViewImplicitlyAnimating {
        private let animators: [UIViewPropertyAnimator]
        init(_ animators: [UIViewPropertyAnimator]) { self.animators = animators }
        var state: UIViewAnimatingState { animators[0].state }
        var isRunning: Bool { animators[0].isRunning }
        var isReversed: Bool {
            get { animators[0].isReversed }
            set { animators.forEach { $0.isReversed = newValue } }
        }
        var fractionComplete: CGFloat {
            get { animators[0].fractionComplete }
            set { animators.forEach { $0.fractionComplete = newValue } }
        }
        func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
            animators[0].addCompletion(completion)
        }
        func startAnimation() { animators.forEach { $0.startAnimation() } }
        func startAnimation(afterDelay delay: TimeInterval) {
            animators.forEach { $0.startAnimation(afterDelay: delay) }
        }
        func pauseAnimation() { animators.forEach { $0.pauseAnimation() } }
        func stopAnimation(_ withoutFinishing: Bool) { animators.forEach { $0.stopAnimation(withoutFinishing) } }
        func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
            animators.forEach { $0.finishAnimation(at: finalPosition) }
        }
    }

    @Test func anAppsGroupStartsItsAnimatorsThroughUIKitsSpellings() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.alpha = 0
            let group: UIViewImplicitlyAnimating = AnimatorGroup([
                UIViewPropertyAnimator(duration: 0.8, curve: .linear) { to.alpha = 1 },
                UIViewPropertyAnimator(duration: 0.4, curve: .linear) { to.center.x += 40 },
            ])
            group.addCompletion { _ in context.completeTransition(true) }
            group.startAnimation(afterDelay: 0.2)
        }
        let timeline = try Timeline.compile(scene)
        // The first animator: 0.2 s delay, then 0.8 s: it completes at 1.0 s, half way at 0.6 s.
        #expect(timeline.completions.map(\.time) == [1.0])
        #expect(timeline.presentationValue(of: .opacity, view: "to", at: 0.6) == .number(0.5))
        // The second: 0.2 → 0.6 s, so a quarter of 40 pt at 0.3 s (center x 160 + 10).
        #expect(timeline.presentationValue(of: .position, view: "to", at: 0.3) == .point(Point(170, 284)))
    }

    @Test func startAnimationWithNoDelayReachesTheAppsMethod() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.alpha = 0
            let group: UIViewAnimating = AnimatorGroup([
                UIViewPropertyAnimator(duration: 0.5, curve: .linear) { to.alpha = 1 }
            ])
            (group as? UIViewImplicitlyAnimating)?.addCompletion { _ in context.completeTransition(true) }
            group.startAnimation()
        }
        let timeline = try Timeline.compile(scene)
        #expect(timeline.completions.map(\.time) == [0.5])
        #expect(timeline.presentationValue(of: .opacity, view: "to", at: 0.25) == .number(0.5))
    }

    /// `addAnimations` is optional on iOS: on a type without it nothing is added there. Here the
    /// call is reported, since the animations it carries are not run. (Through the protocol, UIKit's
    /// spelling is the requirement, so the report cannot carry the caller's line.)
    @Test func addAnimationsOnATypeWithoutItIsReported() throws {
        do {
            _ = try record { context in
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                let group: UIViewImplicitlyAnimating = AnimatorGroup([
                    UIViewPropertyAnimator(duration: 0.5, curve: .linear) { to.alpha = 0.5 }
                ])
                group.addAnimations { to.center.x += 40 }
                group.addCompletion { _ in context.completeTransition(true) }
                group.startAnimation()
            }
            Issue.record("addAnimations on a type without it was recorded without a diagnostic")
        } catch let error as RecordingError {
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.message.contains("AnimatorGroup does not implement") == true)
        }
    }
}
