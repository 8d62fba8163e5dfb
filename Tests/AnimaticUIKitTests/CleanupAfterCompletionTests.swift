import Animatic
import AnimaticUIKit
import Testing

/// Cleanup after `completeTransition(_:)` in the same completion block: the transition is over,
/// so on iOS it changes nothing seen during it. The recording accepts it.
@MainActor
struct CleanupAfterCompletionTests {
    @Test func maskRemovedAndViewsCleanedUpAfterCompleting() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let circle = CAShapeLayer()
            circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
            to.layer.mask = circle
            let dim = UIView(frame: context.containerView.bounds)
            context.containerView.insertSubview(dim, belowSubview: to)
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: { to.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) },
                completion: { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                    to.layer.mask = nil
                    dim.removeFromSuperview()
                    to.transform = .identity
                })
        }
        let timeline = try Timeline.compile(scene)
        #expect(timeline.completions.map(\.time) == [1])
        // During the transition the mask still cuts `to` (systemBlue, 0 122 255) to the circle.
        // At t = 0.5, `to` is scaled 0.75 about the screen's center (160, 284): the circle's
        // center (50, 50) is at (160 − 110 · 0.75, 284 − 234 · 0.75) = (77.5, 108.5), blue; the
        // screen's center is `to`'s own center, outside the circle, so not blue.
        let scale = scene.canvas.scale
        let frame = try Rasterizer().render(timeline.presentation(at: 0.5))
        func blue(_ x: Double, _ y: Double) -> Bool {
            let c = frame.pixel(x: Int(x * scale), y: Int(y * scale))
            return c.r == 0 && c.g == 122 && c.b == 255
        }
        #expect(blue(77.5, 108.5))
        #expect(!blue(160, 284))
    }

    /// What is not cleanup stays reported: a mask removed in a completion block before the
    /// transition completes (frames after it would show the view unmasked), or a new mask set
    /// after it.
    @Test func otherLateMaskChangesAreStillReported() throws {
        func recording(_ late: @escaping @MainActor (UIView, UIViewControllerContextTransitioning) -> Void) throws {
            _ = try record { context in
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                let circle = CAShapeLayer()
                circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
                to.layer.mask = circle
                UIView.animate(
                    withDuration: 1, animations: { to.alpha = 0.5 }, completion: { _ in late(to, context) })
            }
        }
        #expect(throws: RecordingError.self) {
            try recording { to, context in
                to.layer.mask = nil
                context.completeTransition(true)
            }
        }
        #expect(throws: RecordingError.self) {
            try recording { to, context in
                context.completeTransition(true)
                to.layer.mask = CAShapeLayer()
            }
        }
    }
}
