import Animatic
import AnimaticUIKit
import Testing

/// An animator that adds the to view and then calls `UIView.transition(from:to:…)` in the same
/// `animateTransition` (a pattern apps use: the census's n-dmauli-transitioningobject). The add
/// is not on screen yet when the transition starts (Core Animation commits a transaction's
/// changes together), so the dissolve starts from the from view alone.
///
/// 100 × 100 pt at scale 1; from white, to blue; a linear 1 s cross-dissolve. At ½ the pixel
/// (50, 50) is white · ½ + blue · ½ = (128, 128, 255).
@MainActor
struct TransitionBeforeImageTests {
    @Test func aViewAddedJustBeforeADissolveFadesIn() throws {
        let from = UIViewController(), to = UIViewController()
        for (controller, color) in [(from, UIColor.white), (to, .blue)] {
            controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            controller.view.backgroundColor = color
        }
        let animator = ClosureAnimator(duration: 1) { context in
            let fromView = context.view(forKey: .from)!, toView = context.view(forKey: .to)!
            context.containerView.addSubview(toView)
            UIView.transition(
                from: fromView, to: toView, duration: 1, options: [.transitionCrossDissolve, .curveLinear]
            ) { context.completeTransition($0) }
        }
        let scene = try TransitionScene(
            from: from, to: to, animator: animator, operation: .present,
            canvas: Canvas(size: Size(100, 100), scale: 1))
        let timeline = try Timeline.compile(scene.scene)
        let middle = try Rasterizer().render(timeline.presentation(at: 0.5)).pixel(x: 50, y: 50)
        #expect(abs(Int(middle.r) - 128) <= 2 && abs(Int(middle.g) - 128) <= 2 && middle.b == 255, "\(middle)")
        let end = try Rasterizer().render(timeline.presentation(at: 1)).pixel(x: 50, y: 50)
        #expect(end.r == 0 && end.g == 0 && end.b == 255, "\(end)")
    }
}
