import Animatic
import AnimaticUIKit
import Testing

/// A full-screen dismissal: the presenting view is out of the window when `animateTransition`
/// starts ("The views belonging to the presenting view controller are removed after the
/// presentation completes", UIModalPresentationStyle.fullScreen); the animator adds it, and
/// `completeTransition(true)` puts it back if it did not. `.overFullScreen` keeps it in the window.
///
/// 100 × 100 pt at scale 1, the window black (the canvas's default background); the presented
/// view red, sliding down from y = 0 to 100 linearly over 1 s; the presenter white. At t = ½ the
/// presented view's top is at 50, so the pixel (50, 25) shows what is beneath it.
@MainActor
struct FullScreenDismissalTests {
    let canvas = Canvas(size: Size(100, 100), scale: 1)
    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    struct Recorded {
        var timeline: Timeline
        var presenterHadSuperview: Bool?
        var style: UIModalPresentationStyle?
    }

    func record(style: UIModalPresentationStyle = .fullScreen, insertsPresenter: Bool) throws -> Recorded {
        let presenter = UIViewController(), presented = UIViewController()
        for (controller, color) in [(presenter, UIColor.white), (presented, .red)] {
            controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            controller.view.backgroundColor = color
        }
        presented.modalPresentationStyle = style
        var hadSuperview: Bool?, seenStyle: UIModalPresentationStyle?
        let animator = ClosureAnimator(duration: 1) { context in
            let fromView = context.view(forKey: .from)!
            seenStyle = context.presentationStyle
            if let toView = context.view(forKey: .to) {
                hadSuperview = toView.superview != nil
                if insertsPresenter { context.containerView.insertSubview(toView, belowSubview: fromView) }
            }
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                fromView.frame.origin.y = 100
            } completion: {
                context.completeTransition($0)
            }
        }
        let scene = try TransitionScene(
            from: presented, to: presenter, animator: animator, operation: .dismiss, canvas: canvas)
        return Recorded(
            timeline: try Timeline.compile(scene.scene), presenterHadSuperview: hadSuperview, style: seenStyle)
    }

    func pixel(_ timeline: Timeline, at time: Double) throws -> Pixel {
        try Rasterizer().render(timeline.presentation(at: time)).pixel(x: 50, y: 25)
    }

    func isWhite(_ p: Pixel) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }
    func isBlack(_ p: Pixel) -> Bool { p.r == 0 && p.g == 0 && p.b == 0 }
    func isRed(_ p: Pixel) -> Bool { p.r == 255 && p.g == 0 && p.b == 0 }

    @Test func thePresenterIsOutOfTheWindowUntilTheAnimatorAddsIt() throws {
        let recorded = try record(insertsPresenter: false)
        #expect(recorded.presenterHadSuperview == false)
        #expect(recorded.style == .fullScreen)
        // t = 0: the presented view covers (50, 25); t = ½: the window shows where it left.
        #expect(isRed(try pixel(recorded.timeline, at: 0)))
        #expect(isBlack(try pixel(recorded.timeline, at: 0.5)))
        // completeTransition(true) at t = 1 puts the presenter back: white at the end.
        #expect(isWhite(try pixel(recorded.timeline, at: 1)))
    }

    @Test func insertedBelowTheFromViewItIsRevealed() throws {
        let recorded = try record(insertsPresenter: true)
        #expect(isRed(try pixel(recorded.timeline, at: 0)))
        #expect(isWhite(try pixel(recorded.timeline, at: 0.5)))
        #expect(isWhite(try pixel(recorded.timeline, at: 1)))
    }

    @Test func overFullScreenKeepsThePresenterInTheWindow() throws {
        for style in [UIModalPresentationStyle.overFullScreen, .overCurrentContext] {
            let recorded = try record(style: style, insertsPresenter: false)
            // As under a custom presentation that keeps it: the context gives no to-view.
            #expect(recorded.presenterHadSuperview == nil, "\(style)")
            #expect(recorded.style == style)
            #expect(isWhite(try pixel(recorded.timeline, at: 0.5)), "\(style)")
        }
    }
}
