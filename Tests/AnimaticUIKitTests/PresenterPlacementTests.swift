import Animatic
import AnimaticUIKit
import Testing

/// Where the presenting view lives. Full screen: in the container when presenting, out of the
/// window when dismissing until a step adds it (FullScreenDismissalTests). A
/// custom presentation whose controller keeps the presenter's view (`shouldRemovePresentersView`
/// false, UIKit's default): in the window beneath the container, so what the container draws
/// (its background faded to black here) covers it.
///
/// The scenes: 100 × 100 pt at scale 1, window blue; the presenting screen `home` white; the
/// presented `sheet` red in the lower half. The container's background goes from clear to black,
/// linearly over 1 s. The point (50, 25) is above the sheet, so it shows what covers `home`.
@MainActor
struct PresenterPlacementTests {
    func yaml(_ operation: String, presentation: String?) -> String {
        let (from, to) =
            operation == "present"
            ? (
                "{id: home, backgroundColor: \"#FFFFFF\"}",
                "{id: sheet, frame: [0, 50, 100, 50], backgroundColor: \"#FF0000\"}"
            )
            : (
                "{id: sheet, frame: [0, 50, 100, 50], backgroundColor: \"#FF0000\"}",
                "{id: home, backgroundColor: \"#FFFFFF\"}"
            )
        return """
            canvas: {size: [100, 100], scale: 1, fps: 2, background: "#0000FF"}
            operation: \(operation)
            \(presentation.map { "presentation: \($0)" } ?? "")
            from: \(from)
            to: \(to)
            transition:
              duration: 1
              steps:
                - \(operation == "present" ? "add: to" : "set: {sheet.alpha: 1}")
                - animate: {duration: 1, curve: linear, set: {container.backgroundColor: "#000000"}}
                - after: 1
                  steps: [{completeTransition: true}]
            """
    }

    /// The color at (50, 25) at t = 0 and t = 1.
    func colors(_ yaml: String) throws -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        let timeline = try Timeline.compile(SceneLoader.parse(yaml, file: "placement.yaml"))
        return try [0, 1].map { try Rasterizer().render(timeline.presentation(at: $0)).pixel(x: 50, y: 25) }
    }

    func isWhite(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { c.r == 255 && c.g == 255 && c.b == 255 }
    func isBlack(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { c.r == 0 && c.g == 0 && c.b == 0 }

    @Test func customPresentationLeavesThePresenterBeneathTheContainer() throws {
        for operation in ["present", "dismiss"] {
            let c = try colors(yaml(operation, presentation: "{frame: [0, 50, 100, 50], dimming: none}"))
            // t = 0: the container is clear, `home` shows; t = 1: its black covers `home`.
            #expect(isWhite(c[0]) && isBlack(c[1]), "\(operation): \(c)")
        }
    }

    @Test func fullScreenOrRemovedPresenterIsInTheContainer() throws {
        let removes = "{frame: [0, 50, 100, 50], dimming: none, shouldRemovePresentersView: true}"
        for (operation, presentation) in [("present", nil), ("present", removes)] {
            // `home` is inside the container, above its background: white throughout.
            let c = try colors(yaml(operation, presentation: presentation))
            #expect(isWhite(c[0]) && isWhite(c[1]), "\(operation) \(presentation ?? "full screen"): \(c)")
        }
    }

    /// Dismissing after a presentation that removed the presenter's view: `home` is in neither the
    /// container nor the window until a step adds it (this script never does), so at t = 0 the
    /// clear container shows the blue window; `completeTransition: true` at t = 1 puts `home`
    /// back, in the container above its (now black) background: white.
    @Test func dismissingAfterARemovedPresenterShowsTheWindowUntilItIsBack() throws {
        let removes = "{frame: [0, 50, 100, 50], dimming: none, shouldRemovePresentersView: true}"
        for presentation in [nil, removes] {
            let c = try colors(yaml("dismiss", presentation: presentation))
            let isBlue = c[0].r == 0 && c[0].g == 0 && c[0].b == 255
            #expect(isBlue && isWhite(c[1]), "\(presentation ?? "full screen"): \(c)")
        }
    }

    @Test func theModelPlacesIt() throws {
        let custom = try Timeline.compile(
            SceneLoader.parse(yaml("present", presentation: "{dimming: none}"), file: "custom.yaml"))
        #expect(!custom.model(at: 0).isInHierarchy("home"))
        #expect(custom.model(at: 0).parent["home"] == ModelTree.windowID)
        let full = try Timeline.compile(SceneLoader.parse(yaml("present", presentation: nil), file: "full.yaml"))
        #expect(full.model(at: 0).isInHierarchy("home"))
    }
}

/// The same from Swift: `modalPresentationStyle = .custom` on the presented controller.
@MainActor
struct CustomPresentationRecordingTests {
    /// The container's background fades from clear to black over 1 s while `to` (blue, the lower
    /// half) is presented: at t = 1 the point (160, 100), above `to`, is black where `from` (white)
    /// lies beneath the container, white where it is inside it (full screen).
    func record(_ style: UIModalPresentationStyle) throws -> (Scene, fromView: UIView?) {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        to.view.backgroundColor = .systemBlue
        to.modalPresentationStyle = style
        var fromView: UIView?
        let animator = ClosureAnimator(duration: 1) { context in
            fromView = context.view(forKey: .from)
            let toView = context.view(forKey: .to)!
            toView.frame = CGRect(x: 0, y: 284, width: 320, height: 284)
            context.containerView.addSubview(toView)
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: { context.containerView.backgroundColor = .black },
                completion: { _ in context.completeTransition(true) })
        }
        let scene = try TransitionScene(from: from, to: to, animator: animator, operation: .present).scene
        return (scene, fromView)
    }

    @Test func thePresenterStaysBeneathTheContainer() throws {
        for (style, black) in [(UIModalPresentationStyle.custom, true), (.fullScreen, false)] {
            let (scene, fromView) = try record(style)
            // UIKit answers nil for a presenting view it keeps out of the container.
            #expect((fromView == nil) == black, "\(style)")
            let timeline = try Timeline.compile(scene)
            let s = scene.canvas.scale
            let c = try Rasterizer().render(timeline.presentation(at: 1)).pixel(x: Int(160 * s), y: Int(100 * s))
            let expected: UInt8 = black ? 0 : 255
            #expect(c.r == expected && c.g == expected && c.b == expected, "\(style): \(c)")
        }
    }
}
