import Animatic
import AnimaticUIKit
import Testing

/// A presented controller has a presentation controller whatever its style: Apple's
/// `UIViewController.presentationController` page says accessing it "creates a presentation
/// controller based on the current value in the modalPresentationStyle property". Animators tell
/// a presentation from a dismissal by it (DAExpandAnimation, in the users' corpus:
/// `toVC.presentationController?.presentingViewController == fromVC`).
///
/// 100 × 100 pt at scale 1. The animator below does what DAExpandAnimation does with its
/// defaults: on a presentation the presented view grows from a line across the middle
/// (0, 50, 100, 0) to the container's bounds; on a dismissal it shrinks back to that line. Both
/// linear over 1 s, so at t = ½ the moving view's frame is halfway, whichever way it runs:
/// y = 50 + (0 − 50) × ½ = 25, height = 0 + (100 − 0) × ½ = 50, so it covers y 25…75.
@MainActor
struct StylePresentationControllerTests {
    let canvas = Canvas(size: Size(100, 100), scale: 1)
    let middleLine = CGRect(x: 0, y: 50, width: 100, height: 0)

    /// DAExpandAnimation's test, and what it moves.
    func expandFromTheMiddle() -> ClosureAnimator {
        ClosureAnimator(duration: 1) { context in
            let fromVC = context.viewController(forKey: .from)!, toVC = context.viewController(forKey: .to)!
            let isPresentation = toVC.presentationController?.presentingViewController == fromVC
            let front: UIView = (isPresentation ? toVC : fromVC).view
            context.containerView.addSubview(front)
            if isPresentation { front.frame = self.middleLine }
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: { front.frame = isPresentation ? context.containerView.bounds : self.middleLine },
                completion: { _ in context.completeTransition(true) })
        }
    }

    func screens() -> (presenter: UIViewController, presented: UIViewController) {
        let presenter = UIViewController(), presented = UIViewController()
        presenter.view.accessibilityIdentifier = "home"
        presented.view.accessibilityIdentifier = "sheet"
        presenter.view.backgroundColor = .white
        presented.view.backgroundColor = .blue
        presenter.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        presented.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        return (presenter, presented)
    }

    func pixel(_ scene: Scene, _ t: Double, _ x: Int, _ y: Int) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        try Rasterizer().render(Timeline.compile(scene).presentation(at: t)).pixel(x: x, y: y)
    }

    @Test func aFullScreenPresentationHasUIKitsPresentationController() throws {
        let (presenter, presented) = screens()
        let scene = try TransitionScene(
            from: presenter, to: presented, animator: expandFromTheMiddle(), operation: .present, canvas: canvas
        ).scene
        #expect(presented.presentationController?.presentingViewController === presenter)
        #expect(presented.presentationController?.presentedViewController === presented)
        #expect(presenter.presentationController == nil, "the presenter is presented by nobody")
        // The presented (blue) view grows over the white presenter: at t = ½ it covers y 25…75,
        // so (50, 30) is blue and (50, 20) white. Taken for a dismissal, the white view would
        // shrink to y 25…75 over nothing (black at (50, 20)) and the blue one never show.
        let inside = try pixel(scene, 0.5, 50, 30), above = try pixel(scene, 0.5, 50, 20)
        #expect(inside.r == 0 && inside.g == 0 && inside.b == 255, "\(inside)")
        #expect(above.r == 255 && above.g == 255 && above.b == 255, "\(above)")
    }

    @Test func aFullScreenDismissalAsksTheDismissedControllersPresentationController() throws {
        let (presenter, presented) = screens()
        let scene = try TransitionScene(
            from: presented, to: presenter, animator: expandFromTheMiddle(), operation: .dismiss, canvas: canvas
        ).scene
        #expect(presented.presentationController?.presentingViewController === presenter)
        // The dismissed (blue) view shrinks: at t = ½ it covers y 25…75 too. This animator never
        // adds the presenter, which the full-screen presentation took out of the window, so the
        // black window shows above it (FullScreenDismissalTests).
        let inside = try pixel(scene, 0.5, 50, 30), above = try pixel(scene, 0.5, 50, 20)
        #expect(inside.r == 0 && inside.g == 0 && inside.b == 255, "\(inside)")
        #expect(above.r == 0 && above.g == 0 && above.b == 0, "\(above)")
    }
}
