import Animatic
import AnimaticUIKit
import Testing

/// Fixtures/Swift2PushAnimator.swift is a Swift 2 file (NSTimeInterval, `animateTransition(transitionContext:)`,
/// `containerView()`, `viewForKey`, `CGRectMake`, `CGRectGetMaxY`, `animateWithDuration` with
/// `.CurveLinear`, `redColor()`, `hidden`). Through the plugin it compiles unchanged and records
/// what its Swift 3 spelling records.
@MainActor
struct Swift2AnimatorTests {
    func timeline() throws -> Timeline {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        to.view.backgroundColor = .systemBlue
        let scene = try TransitionScene(
            from: from, to: to, animator: Swift2PushAnimator(), operation: .push,
            canvas: Canvas(size: Size(320, 568), scale: 1)
        ).scene
        #expect(scene.transition.steps.allSatisfy { $0.location.file.hasSuffix("Swift2PushAnimator.swift") })
        return try Timeline.compile(scene)
    }

    @Test func theIncomingScreenRisesLinearlyFromTheBottomEdge() throws {
        let timeline = try timeline()
        // transitionDuration(transitionContext:) says 0.4 and the slide animates 0.4 s: the
        // requirement is satisfied under its Swift 3 name, `transitionDuration(nil)` reaches it.
        #expect(timeline.endTime == 0.4)
        // The screen starts at y = CGRectGetMaxY(0, 0, 320, 568) = 568 and ends at 0, linearly:
        // at 0.2 s its top is at 568 / 2 = 284; the red badge (40…120 × 100…140 in it) at
        // x 40…120, y 384…424; the hidden green badge (x 200…280) shows the blue screen.
        let half = try Rasterizer().render(timeline.presentation(at: 0.2))
        let badge = half.pixel(x: 80, y: 400), hidden = half.pixel(x: 240, y: 400)
        let screen = half.pixel(x: 80, y: 300), from = half.pixel(x: 80, y: 270)
        #expect(badge.r == 255 && badge.g == 0 && badge.b == 0, "\(badge)")
        #expect(hidden.r == 0 && hidden.g == 122 && hidden.b == 255, "\(hidden)")
        #expect(screen.r == 0 && screen.g == 122 && screen.b == 255, "\(screen)")
        #expect(from.r == 255 && from.g == 255 && from.b == 255, "\(from)")
        // At 0.1 s (¼): top at 568 × 3/4 = 426, the badge at y 526…566.
        let quarter = try Rasterizer().render(timeline.presentation(at: 0.1))
        let quarterBadge = quarter.pixel(x: 80, y: 546), aboveScreen = quarter.pixel(x: 80, y: 420)
        #expect(quarterBadge.r == 255 && quarterBadge.g == 0 && quarterBadge.b == 0, "\(quarterBadge)")
        #expect(aboveScreen.r == 255 && aboveScreen.g == 255 && aboveScreen.b == 255, "\(aboveScreen)")
        // At the end the badge is at 40…120 × 100…140 of the screen.
        let end = try Rasterizer().render(timeline.presentation(at: 0.4))
        let endBadge = end.pixel(x: 80, y: 120)
        #expect(endBadge.r == 255 && endBadge.g == 0 && endBadge.b == 0, "\(endBadge)")
    }

    @Test func theAnimationIsRecordedAtTheAppsOwnLine() throws {
        let scene = try TransitionScene(
            from: UIViewController(), to: UIViewController(), animator: Swift2PushAnimator(), operation: .push,
            canvas: Canvas(size: Size(320, 568), scale: 1)
        ).scene
        let animations = scene.transition.steps.filter { step in
            if case .animate = step.action { true } else { false }
        }
        // `UIView.animateWithDuration` on line 40 of the fixture: the forwarder keeps the caller's line.
        #expect(animations.map(\.location.line) == [40], "\(animations.map(\.location))")
    }

    /// Fixtures/Swift2DelayedFadeAnimator.swift waits with `dispatch_after(dispatch_time(
    /// DISPATCH_TIME_NOW, 0.25 s), dispatch_get_main_queue())`, then fades the blue screen in
    /// linearly over 0.5 s: white until 0.25 s, half blue over white at 0.5 s (255 − 255 / 2,
    /// 255 − 133 / 2, 255 → 128, 188, 255, within a level), blue at 0.75 s, the end.
    @Test func swift2DispatchWaitsOnTheRecordingsClock() throws {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        to.view.backgroundColor = .systemBlue
        let timeline = try Timeline.compile(
            TransitionScene(
                from: from, to: to, animator: Swift2DelayedFadeAnimator(), operation: .present,
                canvas: Canvas(size: Size(100, 100), scale: 1)
            ).scene)
        #expect(timeline.endTime == 0.75)
        func pixel(_ t: Double) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            try Rasterizer().render(timeline.presentation(at: t)).pixel(x: 50, y: 50)
        }
        let early = try pixel(0.2), half = try pixel(0.5), end = try pixel(0.75)
        #expect(early.r == 255 && early.g == 255 && early.b == 255, "\(early)")
        #expect(abs(Int(half.r) - 128) <= 1 && abs(Int(half.g) - 188) <= 1 && half.b == 255, "\(half)")
        #expect(end.r == 0 && end.g == 122 && end.b == 255, "\(end)")
    }
}

/// Fixtures/Swift2LayerSlideAnimator.swift: iOS 8's Swift 2 (`transitionDuration` with a
/// non-optional context, `layer.addAnimation`, `CGColor`, `Void -> Void`) and a view controller's
/// Swift 2 overrides, each recording or answering what its Swift 3 spelling does.
@MainActor
struct Swift2LayerSlideTests {
    @Test func theScreenSlidesInFromTheLeftUnderItsBasicAnimation() throws {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        to.view.backgroundColor = .systemBlue
        let timeline = try Timeline.compile(
            TransitionScene(
                from: from, to: to, animator: Swift2LayerSlideAnimator(), operation: .present,
                canvas: Canvas(size: Size(100, 100), scale: 1)
            ).scene)
        // dispatch_after(0.5 s) completes the transition: `transitionDuration(transitionContext)`
        // reached the requirement, whose non-optional context became `!`.
        #expect(timeline.endTime == 0.5)
        // position.x runs −50 → 50 linearly over 0.5 s (CABasicAnimation's default timing is
        // linear): at 0.25 s the centre is at 0, so the 100-point screen spans x −50…50. Its red
        // border (10 points) is at x 40…50 on the right edge; x 20 is blue, x 75 still white.
        let half = try Rasterizer().render(timeline.presentation(at: 0.25))
        let inside = half.pixel(x: 20, y: 50), border = half.pixel(x: 45, y: 50), beyond = half.pixel(x: 75, y: 50)
        #expect(inside.r == 0 && inside.g == 122 && inside.b == 255, "\(inside)")
        #expect(border.r == 255 && border.g == 0 && border.b == 0, "\(border)")
        #expect(beyond.r == 255 && beyond.g == 255 && beyond.b == 255, "\(beyond)")
        // At the end the screen is in place: red at x 0…10 and 90…100, blue between.
        let end = try Rasterizer().render(timeline.presentation(at: 0.5))
        let left = end.pixel(x: 5, y: 50), middle = end.pixel(x: 50, y: 50), right = end.pixel(x: 95, y: 50)
        #expect(left.r == 255 && left.g == 0 && left.b == 0, "\(left)")
        #expect(middle.r == 0 && middle.g == 122 && middle.b == 255, "\(middle)")
        #expect(right.r == 255 && right.g == 0 && right.b == 0, "\(right)")
    }

    @Test func swift2OverridesAnswerUIKitsSwift3Questions() {
        let controller = Swift2StatusController(), next = UIViewController()
        #expect(controller.preferredStatusBarStyle == .lightContent)
        #expect(controller.prefersStatusBarHidden)
        controller.prepare(
            for: UIStoryboardSegue(identifier: "show", source: controller, destination: next), sender: nil)
        #expect(controller.destination === next)
        // UIKit asks the delegate with Swift 3's labels; `.Push` is `.push`.
        let navigation = UINavigationController(rootViewController: controller)
        let push = controller.navigationController(
            navigation, animationControllerFor: .push, from: controller, to: next)
        let pop = controller.navigationController(navigation, animationControllerFor: .pop, from: next, to: controller)
        #expect(push is Swift2LayerSlideAnimator)
        #expect(pop == nil)
        // Swift 2's continued binding and `where` (SE-0099) around `NSBundle.mainBundle()`: the test
        // bundle has no Pets.plist, so the guard returns nil.
        #expect(controller.petsPlistPath() == nil)
    }
}
