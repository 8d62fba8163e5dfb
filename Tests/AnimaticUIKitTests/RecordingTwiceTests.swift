import Animatic
import AnimaticUIKit
import Testing

/// The same controllers recorded twice, as an app presents a screen and later dismisses it:
/// after a recording the views are the app's again, with the values the recording ended with (as
/// on iOS), and the next recording starts from them. 100 × 100 pt at scale 1.
@MainActor
struct RecordingTwiceTests {
    let canvas = Canvas(size: Size(100, 100), scale: 1)

    /// Present: the to view (blue, with a red 20 pt `badge` at (10, 10)) slides in from x = 100 to
    /// 0 over 1 s and the badge fades to alpha 0.5. Dismiss of the same controllers: at t = 0 the
    /// presented view is where the present left it (x 0), its badge still there at (10, 10, 20, 20)
    /// with alpha 0.5; sliding it back out to x = 100, at ½ (linear) it is at x = 50 and the badge's
    /// red shows half-faded over the blue at pixel (50 + 15, 15): (255 + 0) / 2, 0, (0 + 255) / 2.
    @Test func aPresentThenADismissOfTheSameControllersStartsWhereThePresentEnded() throws {
        let presenter = UIViewController(), presented = UIViewController()
        presenter.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        presenter.view.backgroundColor = .white
        presented.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        presented.view.backgroundColor = .blue
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .red
        badge.accessibilityIdentifier = "badge"
        presented.view.addSubview(badge)

        let present = ClosureAnimator(duration: 1) { context in
            let toView = context.view(forKey: .to)!
            context.containerView.addSubview(toView)
            toView.frame.origin.x = 100
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                toView.frame.origin.x = 0
                badge.alpha = 0.5
            } completion: {
                context.completeTransition($0)
            }
        }
        _ = try TransitionScene(from: presenter, to: presented, animator: present, operation: .present, canvas: canvas)
        #expect(presented.view.frame.origin.x == 0 && badge.alpha == 0.5 && badge.superview === presented.view)

        let dismiss = ClosureAnimator(duration: 1) { context in
            let fromView = context.view(forKey: .from)!
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                fromView.frame.origin.x = 100
            } completion: {
                context.completeTransition($0)
            }
        }
        let scene = try TransitionScene(
            from: presented, to: presenter, animator: dismiss, operation: .dismiss, canvas: canvas
        ).scene
        let timeline = try Timeline.compile(scene)
        let start = timeline.model(at: 0)
        #expect(start.views["badge"]?.frame == Rect(10, 10, 20, 20))
        #expect(start.views["badge"]?.opacity == 0.5)
        func isHalfRedOverBlue(_ frame: Frame, _ x: Int, _ y: Int) -> Bool {
            let p = frame.pixel(x: x, y: y)
            return abs(Int(p.r) - 128) <= 1 && p.g == 0 && abs(Int(p.b) - 128) <= 1
        }
        // On screen at t = 0 the presented view covers the canvas (x 0) with its badge at 10 … 29.
        let first = try Rasterizer().render(timeline.presentation(at: 0))
        #expect(isHalfRedOverBlue(first, 15, 15) && first.pixel(x: 5, y: 50).b == 255)
        let middle = try Rasterizer().render(timeline.presentation(at: 0.5))
        #expect(isHalfRedOverBlue(middle, 65, 15) && !isHalfRedOverBlue(middle, 15, 15))
    }
}
