import Animatic
import AnimaticUIKit
import Testing

/// UIKit's appearance callbacks around a transition: `viewWillAppear` before `animateTransition(using:)`
/// (a screen sets its content there, and the frames show it), `viewDidAppear` after the completion;
/// the presenter is told only when the presentation takes its view out of the window.
///
/// 100 × 100 pt at scale 1; the presented screen's `viewWillAppear` turns its view red; the animator
/// fades it in linearly over 1 s, so at t = ½ the pixel (50, 50) is red at half alpha over the white presenter.
@MainActor
struct AppearanceTransitionTests {
    final class Screen: UIViewController {
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            Events.shared.append("\(name) will appear")
            view.backgroundColor = .red
        }
        override func viewDidAppear(_ animated: Bool) { Events.shared.append("\(name) did appear") }
        override func viewWillDisappear(_ animated: Bool) { Events.shared.append("\(name) will disappear") }
        override func viewDidDisappear(_ animated: Bool) { Events.shared.append("\(name) did disappear") }
    }

    @MainActor final class Events {
        static let shared = Events()
        var list: [String] = []
        func append(_ event: String) { list.append(event) }
    }

    func record(_ style: UIModalPresentationStyle, completes: Bool = true) throws -> Timeline {
        Events.shared.list = []
        let presenter = Screen("presenter"), presented = Screen("presented")
        presenter.view.backgroundColor = .white
        presented.view.backgroundColor = .blue
        presented.modalPresentationStyle = style
        for controller in [presenter, presented] { controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100) }
        let animator = ClosureAnimator(duration: 1) { context in
            Events.shared.append("animateTransition")
            let toView = context.view(forKey: .to)!
            toView.alpha = 0
            context.containerView.addSubview(toView)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                toView.alpha = 1
            } completion: { _ in
                Events.shared.append("completeTransition")
                context.completeTransition(completes)
            }
        }
        let scene = try TransitionScene(
            from: presenter, to: presented, animator: animator, operation: .present,
            canvas: Canvas(size: Size(100, 100), scale: 1))
        return try Timeline.compile(scene.scene)
    }

    @Test func aScreenSetsItsContentBeforeTheAnimatorRunsAndHearsItAppearedAfter() throws {
        let timeline = try record(.fullScreen)
        #expect(
            Events.shared.list == [
                "presenter will disappear", "presented will appear", "animateTransition", "completeTransition",
                "presenter did disappear", "presented did appear",
            ])
        // Red (set in viewWillAppear, not the blue set before) at alpha ½ over white: (255, 128, 128) ± 1.
        let pixel = try Rasterizer().render(timeline.presentation(at: 0.5)).pixel(x: 50, y: 50)
        #expect(pixel.r == 255 && abs(Int(pixel.g) - 128) <= 1 && abs(Int(pixel.b) - 128) <= 1)
    }

    @Test func aPresentationThatKeepsThePresenterDoesNotTellIt() throws {
        _ = try record(.overFullScreen)
        #expect(
            Events.shared.list == [
                "presented will appear", "animateTransition", "completeTransition", "presented did appear",
            ])
    }

    @Test func aCancelledTransitionTellsTheReverse() throws {
        _ = try record(.fullScreen, completes: false)
        #expect(
            Events.shared.list == [
                "presenter will disappear", "presented will appear", "animateTransition", "completeTransition",
                "presented will disappear", "presented did disappear", "presenter will appear", "presenter did appear",
            ])
    }
}
