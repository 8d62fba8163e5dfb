import Animatic
import AnimaticCore
import AnimaticUIKit
import Foundation
import Testing

/// A real `UIViewControllerInteractiveTransitioning` driven by a scripted gesture gives the same
/// interaction model, and the same frames, as the scene file's `interaction:` key.
@MainActor
@Suite struct InteractiveTransitionTests {
    /// A rotate-swipe scene made percent-driven: its `driver` and `continue` lines removed.
    func percentDriven(_ variant: String) throws -> Scene {
        let path = scenePath("rotate-swipe-\(variant)")
        let text = try String(contentsOfFile: path, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .filter { !$0.hasPrefix("  driver:") && !$0.hasPrefix("  continue:") }.joined(separator: "\n")
        return try SceneLoader.parse(
            text, file: path, name: "rotate-swipe-\(variant)",
            baseDirectory: (path as NSString).deletingLastPathComponent)
    }

    /// The gesture handler: update(_:) at each of the scene's samples, then finish() or cancel().
    func gesture(replaying interaction: Interaction, on controller: UIPercentDrivenInteractiveTransition)
        -> ScriptedGesture
    {
        ScriptedGesture { g in
            for sample in interaction.samples where sample.time <= interaction.release.at {
                g.at(sample.time) { controller.update(CGFloat(sample.progress)) }
            }
            g.at(interaction.release.at) { interaction.release.finish ? controller.finish() : controller.cancel() }
        }
    }

    func expectSameInteraction(_ a: Interaction?, _ b: Interaction?) {
        #expect(a?.samples == b?.samples)
        #expect(a?.release.at == b?.release.at && a?.release.finish == b?.release.finish)
        #expect(a?.driver == b?.driver)
    }

    @Test func seed001AsAPercentDrivenSwipeMatchesItsScene() throws {
        let yaml = try percentDriven("finish")
        let controller = UIPercentDrivenInteractiveTransition()
        let recorded = try TransitionScene(
            screens: scenePath("rotate-swipe-finish"), animator: TransitionManager(),
            interactionController: controller, gesture: gesture(replaying: yaml.interaction!, on: controller),
            operation: .present, name: "rotate-swipe-finish")
        expectSameInteraction(recorded.scene.interaction, yaml.interaction)
        #expect(controller.duration == 1 && controller.percentComplete == 0.6)
        // Scrubbed (spring by time), released at 1 s, finish() over 0.4 s on ease-in-out.
        try expectSameFrames(recorded.scene, yaml, at: [0.3, 0.9, 1.2, 1.4])
        let timeline = try recorded.timeline()
        #expect(abs(timeline.endTime - 1.4) < 1e-9, "0.4 of the 1 s transition left at completionSpeed 1")
    }

    @Test func aCancelledSwipeReadsTransitionWasCancelledAndMatchesItsScene() throws {
        let yaml = try percentDriven("cancel")
        let controller = UIPercentDrivenInteractiveTransition()
        controller.completionSpeed = 1
        var sawInteractive = false
        let animator = ClosureAnimator(duration: 1) { context in
            sawInteractive = context.isInteractive
            let fromView = context.view(forKey: .from)!, toView = context.view(forKey: .to)!
            fromView.frame = context.initialFrame(for: context.viewController(forKey: .from)!)
            fromView.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
            fromView.layer.position = CGPoint(x: 160, y: 0)
            context.containerView.insertSubview(toView, belowSubview: fromView)
            let center = toView.center
            toView.center = CGPoint(x: -320, y: 568)
            toView.transform = CGAffineTransform(rotationAngle: .pi / 2)
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 6, options: [],
                animations: {
                    fromView.transform = CGAffineTransform(rotationAngle: .pi)
                    toView.center = center
                    toView.transform = .identity
                }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }
        let recorded = try TransitionScene(
            screens: scenePath("rotate-swipe-cancel"), animator: animator,
            interactionController: controller, gesture: gesture(replaying: yaml.interaction!, on: controller),
            operation: .present, name: "rotate-swipe-cancel")
        #expect(sawInteractive)
        expectSameInteraction(recorded.scene.interaction, yaml.interaction)
        let timeline = try recorded.timeline()
        #expect(timeline.completions.map(\.didComplete) == [false])
        #expect(!timeline.model(at: timeline.endTime).isInHierarchy("infoScreen"))
        try expectSameFrames(recorded.scene, yaml, at: [0.3, 0.6, 0.8, timeline.endTime])
    }

    @Test func progressCallsOutsideAnInteractiveRecordingChangeNothingAndACancelIsReported() throws {
        // Hero reports its progress and finishes on every transition; with no interaction
        // controller those calls drive nothing, so the recording is the one without them.
        func fade(reportingProgress: Bool) throws -> Timeline {
            try Timeline.compile(
                record { context in
                    let to = context.view(forKey: .to)!
                    context.containerView.addSubview(to)
                    to.alpha = 0
                    UIView.animate(withDuration: 1, animations: { to.alpha = 1 }) { _ in
                        if reportingProgress { context.finishInteractiveTransition() }
                        context.completeTransition(true)
                    }
                    if reportingProgress { context.updateInteractiveTransition(0.5) }
                })
        }
        let plain = try fade(reportingProgress: false), reported = try fade(reportingProgress: true)
        // Ease-in-out at ½ is ½: the same for both, and both complete.
        #expect(reported.presentationValue(of: .opacity, view: "to", at: 0.5) == .number(0.5))
        #expect(plain.presentationValue(of: .opacity, view: "to", at: 0.5) == .number(0.5))
        #expect(reported.completions.map(\.didComplete) == [true])
        #expect(throws: RecordingError.self) {
            _ = try record { context in
                context.cancelInteractiveTransition()
                context.completeTransition(false)
            }
        }
    }
}

/// Seed 001 with `interruptibleAnimator(using:)`: one UIViewPropertyAnimator holds the animations.
final class InterruptibleRotation: NSObject, UIViewControllerAnimatedTransitioning {
    var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        (interruptibleAnimator(using: transitionContext) as? UIViewPropertyAnimator)?.startAnimation()
    }

    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let fromView = context.view(forKey: .from)!, toView = context.view(forKey: .to)!
        fromView.frame = context.initialFrame(for: context.viewController(forKey: .from)!)
        fromView.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        fromView.layer.position = CGPoint(x: 160, y: 0)
        context.containerView.insertSubview(toView, belowSubview: fromView)
        let center = toView.center
        toView.center = CGPoint(x: -320, y: 568)
        toView.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) {
            fromView.transform = CGAffineTransform(rotationAngle: .pi)
            toView.center = center
            toView.transform = .identity
        }
        animator.addCompletion { position in context.completeTransition(position == .end) }
        self.animator = animator
        return animator
    }
}

/// The app's own interaction controller: a pan handler that scrubs the animator and, on release,
/// continues it with a spring that takes the pan's velocity over.
final class SwipeInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    let transition: InterruptibleRotation
    var context: UIViewControllerContextTransitioning?
    var animator: UIViewPropertyAnimator { transition.animator! }
    init(_ transition: InterruptibleRotation) { self.transition = transition }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        _ = transition.interruptibleAnimator(using: transitionContext)
        animator.pauseAnimation()
    }

    func changed(_ progress: CGFloat) { animator.fractionComplete = progress }

    func ended(velocity: CGFloat, finish: Bool) {
        let remaining = finish ? 1 - animator.fractionComplete : -animator.fractionComplete
        animator.isReversed = !finish
        let spring = UISpringTimingParameters(
            mass: 1, stiffness: 120, damping: 17.5, initialVelocity: CGVector(dx: velocity / remaining, dy: 0))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        finish ? context?.finishInteractiveTransition() : context?.cancelInteractiveTransition()
    }
}

@MainActor
@Suite struct InterruptibleAnimatorTests {
    @Test func aFlickThroughTheAppsInteractionControllerIsTheFlickScene() throws {
        let yaml = try SceneLoader.load(path: scenePath("rotate-swipe-flick"))
        let transition = InterruptibleRotation()
        let interaction = SwipeInteraction(transition)
        let gesture = ScriptedGesture { g in
            g.at(0) { interaction.changed(0) }
            g.at(0.1) { interaction.changed(0.08) }
            g.at(0.16) { interaction.changed(0.2) }
            g.at(0.16) { interaction.ended(velocity: 2, finish: true) }
        }
        let recorded = try TransitionScene(
            screens: scenePath("rotate-swipe-flick"), animator: transition, interactionController: interaction,
            gesture: gesture, operation: .present, name: "rotate-swipe-flick")
        let (a, b) = (recorded.scene.interaction!, yaml.interaction!)
        #expect(a.samples == b.samples)
        #expect(a.driver == b.driver)
        #expect(
            a.release.at == b.release.at && a.release.finish && abs(a.release.velocity! - b.release.velocity!) < 1e-12)
        try expectSameFrames(recorded.scene, yaml, at: [0.05, 0.16, 0.3, 0.5, 0.9])
    }

    func cancelled(releasedAt velocity: CGFloat) throws -> Timeline {
        let transition = InterruptibleRotation()
        let interaction = SwipeInteraction(transition)
        let gesture = ScriptedGesture { g in
            g.at(0) { interaction.changed(0) }
            g.at(0.5) { interaction.changed(0.3) }
            g.at(0.5) { interaction.ended(velocity: velocity, finish: false) }
        }
        return try TransitionScene(
            screens: scenePath("rotate-swipe-cancel"), animator: transition, interactionController: interaction,
            gesture: gesture, operation: .present
        ).timeline()
    }

    @Test func aReversedAnimatorCompletesAtTheStart() throws {
        // The drag moved forward at 0.3 / 0.5 s = 0.6/s; the spring takes that over (initialVelocity 0.6 / −0.3 = −2).
        let timeline = try cancelled(releasedAt: 0.6)
        #expect(
            timeline.completions.map(\.didComplete) == [false],
            "addCompletion gets .start, so completeTransition(false)")
        #expect(!timeline.model(at: timeline.endTime).isInHierarchy("infoScreen"))
        #expect(Lint(timeline).findings.isEmpty, "\(Lint(timeline).findings)")
        // Released as if at rest, the motion stops dead: lint says so.
        let jerky = Lint(try cancelled(releasedAt: 0)).findings
        #expect(jerky.map(\.rule) == [.releaseJump])
    }

    @Test func anAnimatorThatPausesOnCompletionCallsNoCompletion() throws {
        let transition = InterruptibleRotation()
        let interaction = SwipeInteraction(transition)
        let gesture = ScriptedGesture { g in
            g.at(0) {
                interaction.animator.pausesOnCompletion = true
                interaction.changed(0.5)
            }
            g.at(0.2) { interaction.ended(velocity: 0, finish: true) }
        }
        let timeline = try TransitionScene(
            screens: scenePath("rotate-swipe-finish"), animator: transition, interactionController: interaction,
            gesture: gesture, operation: .present
        ).timeline()
        #expect(timeline.completions.isEmpty)
        #expect(Lint(timeline).findings.map(\.rule).contains(.neverCompletes))
    }
}
