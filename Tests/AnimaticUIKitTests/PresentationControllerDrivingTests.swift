import Animatic
import AnimaticUIKit
import Testing

/// A small presentation controller as apps write them: a black dimming view pinned to the
/// container's edges by constraints and faded in alongside the transition, the presented
/// controller's view wrapped in a view of its own (pinned inside it by constraints), and the
/// lower half of the container as the presented frame. It logs what UIKit calls.
@MainActor
final class HalfSheetController: UIPresentationController {
    let dimming = UIView()
    let wrapper = UIView()
    var log: [String] = []
    var coordinatorAtWillBegin = false

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimming.accessibilityIdentifier = "dim"
        wrapper.accessibilityIdentifier = "wrapper"
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.translatesAutoresizingMaskIntoConstraints = false
        wrapper.backgroundColor = .red
    }

    override var presentedView: UIView? { wrapper }
    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log.append("presentationTransitionWillBegin")
        guard let containerView else { return }
        containerView.addSubview(dimming)
        NSLayoutConstraint.activate([
            dimming.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimming.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimming.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            dimming.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
        ])
        let content: UIView = presentedViewController.view
        content.translatesAutoresizingMaskIntoConstraints = false
        wrapper.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: wrapper.topAnchor),
            content.bottomAnchor.constraint(equalTo: wrapper.bottomAnchor),
            content.leftAnchor.constraint(equalTo: wrapper.leftAnchor),
            content.rightAnchor.constraint(equalTo: wrapper.rightAnchor),
        ])
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimming.alpha = 1
            return
        }
        coordinatorAtWillBegin = true
        coordinator.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.append("presentationTransitionDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() {
        log.append("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.append("dismissalTransitionDidEnd(\(completed))")
        if completed { dimming.removeFromSuperview() }
    }
    override func containerViewWillLayoutSubviews() { log.append("containerViewWillLayoutSubviews") }
    override func containerViewDidLayoutSubviews() { log.append("containerViewDidLayoutSubviews") }
}

@MainActor
final class HalfSheetDelegate: UIViewControllerTransitioningDelegate {
    var controller: HalfSheetController?
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let made = HalfSheetController(presentedViewController: presented, presenting: presenting)
        controller = made
        return made
    }
}

/// 100 × 100 pt at scale 1, 1 s. The presenter is white, the presented controller's view blue.
/// The animator slides the presented view (the wrapper) from below the container to
/// `finalFrame(for:)`, linearly, and completes at the end.
@MainActor
struct PresentationControllerDrivingTests {
    let canvas = Canvas(size: Size(100, 100), scale: 1)

    func controllers() -> (presenter: UIViewController, presented: UIViewController, delegate: HalfSheetDelegate) {
        let presenter = UIViewController(), presented = UIViewController()
        presenter.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        presenter.view.backgroundColor = .white
        presenter.view.accessibilityIdentifier = "home"
        presented.view.accessibilityIdentifier = "sheet"
        presented.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        presented.view.backgroundColor = .blue
        let delegate = HalfSheetDelegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        return (presenter, presented, delegate)
    }

    func pixel(_ scene: Scene, _ t: Double, _ x: Int, _ y: Int) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        try Rasterizer().render(Timeline.compile(scene).presentation(at: t)).pixel(x: x, y: y)
    }

    @Test func presentationDrivesTheControllerAroundTheAnimator() throws {
        let (presenter, presented, delegate) = controllers()
        var seen: (to: UIView?, from: UIView?, final: CGRect, coordinator: Bool) = (nil, nil, .zero, false)
        let animator = ClosureAnimator(duration: 1) { context in
            let toVC = context.viewController(forKey: .to)!
            let toView = context.view(forKey: .to)!
            seen = (
                toView, context.view(forKey: .from), context.finalFrame(for: toVC), toVC.transitionCoordinator != nil
            )
            delegate.controller?.log.append("animateTransition")
            toView.frame = context.finalFrame(for: toVC).offsetBy(dx: 0, dy: 50)
            context.containerView.addSubview(toView)
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: { toView.frame = context.finalFrame(for: toVC) },
                completion: { _ in context.completeTransition(true) })
        }
        let scene = try TransitionScene(
            from: presenter, to: presented, animator: animator, operation: .present, canvas: canvas
        ).scene
        let controller = try #require(delegate.controller)
        #expect(
            controller.log == [
                "presentationTransitionWillBegin", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
                "animateTransition", "presentationTransitionDidEnd(true)",
            ])
        #expect(controller.coordinatorAtWillBegin && seen.coordinator)
        #expect(presented.transitionCoordinator == nil, "the coordinator is gone after the transition")
        #expect(presented.presentationController === controller)
        // view(forKey: .to) is the presentedView (the wrapper); the presenter UIKit keeps is nil.
        #expect(seen.to === controller.wrapper && seen.from == nil)
        #expect(seen.final == CGRect(x: 0, y: 50, width: 100, height: 50))

        // The end: the wrapper at the lower half, the controller's view filling it (constraints),
        // the dimming view (made at zero size) filling the container (constraints).
        let timeline = try Timeline.compile(scene)
        let end = timeline.model(at: 1)
        #expect(end.parent["sheet"] == "wrapper" && end.parent["wrapper"] == ModelTree.containerID)
        #expect(end.views["wrapper"]?.frame == Rect(0, 50, 100, 50))
        #expect(end.views["sheet"]?.frame == Rect(0, 0, 100, 50))
        #expect(end.views["dim"]?.frame == Rect(0, 0, 100, 100))
        #expect(timeline.model(at: 0).views["dim"]?.frame == Rect(0, 0, 100, 100), "laid out at t = 0")

        // Pixels: (50, 10) is above the sheet all along. The dimming (black) runs alongside with
        // the animator's 1 s and UIKit's ease-in-ease-out, which is at ½ at t = ½ (the curve is
        // symmetric): black at 50 % over white, 255 × ½ = 127.5. At t = 1 fully black.
        let half = try pixel(scene, 0.5, 50, 10)
        #expect((127...128).contains(Int(half.r)) && half.r == half.g && half.g == half.b, "\(half)")
        // At t = ¼ the curve (control points 0.42, 0 / 0.58, 1: x(s) = ¼ at s ≈ 0.22507) is at
        // y ≈ 0.12916: 255 × (1 − 0.12916) ≈ 222.1 (linear timing would give 191).
        let quarter = try pixel(scene, 0.25, 50, 10)
        #expect((221...223).contains(Int(quarter.r)), "\(quarter)")
        let start = try pixel(scene, 0, 50, 10), done = try pixel(scene, 1, 50, 10)
        #expect(start.r == 255 && done.r == 0, "t = 0: \(start), t = 1: \(done)")
        // The sheet: at t = ½ the wrapper's top is at 75 (linear from 100 to 50); at t = 1 at 50.
        let inSheet = try pixel(scene, 0.5, 50, 76), aboveSheet = try pixel(scene, 0.5, 50, 74)
        #expect(inSheet.b == 255 && inSheet.r == 0 && aboveSheet.b == aboveSheet.r, "\(inSheet) \(aboveSheet)")
        let sheet = try pixel(scene, 1, 50, 51), above = try pixel(scene, 1, 50, 49)
        #expect(sheet.r == 0 && sheet.g == 0 && sheet.b == 255, "\(sheet)")
        #expect(above.r == 0 && above.b == 0, "\(above)")
    }

    @Test func dismissalStartsFromThePresentationsEndAndDrivesTheControllerBack() throws {
        let (presenter, presented, delegate) = controllers()
        var seen: (from: UIView?, initial: CGRect, frame: CGRect) = (nil, .zero, .zero)
        let animator = ClosureAnimator(duration: 1) { context in
            let fromVC = context.viewController(forKey: .from)!
            let fromView = context.view(forKey: .from)!
            seen = (fromView, context.initialFrame(for: fromVC), fromView.frame)
            delegate.controller?.log.append("animateTransition")
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: { fromView.frame.origin.y = 100 },
                completion: { _ in context.completeTransition(true) })
        }
        let scene = try TransitionScene(
            from: presented, to: presenter, animator: animator, operation: .dismiss, canvas: canvas
        ).scene
        let controller = try #require(delegate.controller)
        let layout = ["containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews"]
        #expect(
            controller.log == ["presentationTransitionWillBegin"] + layout + ["presentationTransitionDidEnd(true)"]
                + ["dismissalTransitionWillBegin"] + layout + ["animateTransition", "dismissalTransitionDidEnd(true)"])
        #expect(seen.from === controller.wrapper)
        #expect(seen.initial == CGRect(x: 0, y: 50, width: 100, height: 50))
        // Put into the container at frameOfPresentedViewInContainerView, as the presentation left it.
        #expect(seen.frame == CGRect(x: 0, y: 50, width: 100, height: 50))
        // t = 0: the presentation's end (dimming at 1 without a coordinator, the sheet in the
        // lower half); t = ½: the dimming at ½ (ease-in-ease-out, symmetric); t = 1: the presenter.
        let start = try pixel(scene, 0, 50, 10), half = try pixel(scene, 0.5, 50, 10)
        #expect(start.r == 0 && start.g == 0 && start.b == 0, "\(start)")
        #expect((127...128).contains(Int(half.r)) && half.r == half.b, "\(half)")
        let sheet = try pixel(scene, 0, 50, 60)
        #expect(sheet.r == 0 && sheet.b == 255, "\(sheet)")
        let end = try pixel(scene, 1, 50, 60)
        #expect(end.r == 255 && end.g == 255 && end.b == 255, "\(end)")
        // After dismissalTransitionDidEnd(true) the dimming view is gone.
        let timeline = try Timeline.compile(scene)
        #expect(timeline.model(at: 0).isInHierarchy("dim") && !timeline.model(at: 1).isInHierarchy("dim"))
    }
}

/// A mask set at t = 0 on a view the animator (or a presentation controller) made and added:
/// it joins the view's `create` step, so it is drawn from the first frame (it was reported).
@MainActor
struct MaskOnAViewMadeAtTheStartTests {
    @Test func theMaskJoinsTheViewsCreateStep() throws {
        let from = UIViewController(), to = UIViewController()
        from.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        from.view.backgroundColor = .white
        let animator = ClosureAnimator(duration: 1) { context in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.backgroundColor = .red
            context.containerView.addSubview(card)
            let mask = CAShapeLayer()
            mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100)).cgPath
            card.layer.mask = mask
            UIView.animate(
                withDuration: 1, animations: { card.alpha = 0.99 },
                completion: { _ in context.completeTransition(true) })
        }
        let scene = try TransitionScene(
            from: from, to: to, animator: animator, operation: .present, canvas: Canvas(size: Size(100, 100), scale: 1)
        ).scene
        // The left half (inside the mask's path) is red, the right half shows the container's
        // clear over the window's background, not the card.
        let frame = try Rasterizer().render(Timeline.compile(scene).presentation(at: 0))
        let left = frame.pixel(x: 25, y: 50), right = frame.pixel(x: 75, y: 50)
        #expect(left.r == 255 && left.g == 0 && left.b == 0, "\(left)")
        #expect(!(right.r == 255 && right.g == 0 && right.b == 0), "\(right)")
    }
}

@MainActor
struct CoordinatorLifetimeTests {
    /// An animator that never calls `completeTransition(_:)`: no DidEnd, and no coordinator left
    /// on the controllers after the recording.
    @Test func anUncompletedTransitionLeavesNoCoordinator() throws {
        let presenter = UIViewController(), presented = UIViewController()
        let delegate = HalfSheetDelegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var during = false
        let animator = ClosureAnimator(duration: 1) { context in
            during = context.viewController(forKey: .to)?.transitionCoordinator != nil
        }
        _ = try? TransitionScene(
            from: presenter, to: presented, animator: animator, operation: .present,
            canvas: Canvas(size: Size(100, 100), scale: 1))
        #expect(during)
        #expect(presented.transitionCoordinator == nil && presenter.transitionCoordinator == nil)
        #expect(delegate.controller?.log.contains { $0.hasPrefix("presentationTransitionDidEnd") } == false)
    }
}

/// A presentation controller whose `shouldRemovePresentersView` is true: the presenting view is
/// in the container, so the context hands it to the animator (nil when UIKit keeps it outside).
@MainActor
final class RemovingController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

@MainActor
final class RemovingDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        RemovingController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
struct PresentersViewPlacementTests {
    @Test func shouldRemovePresentersViewPutsThePresenterInTheContainer() throws {
        for removes in [true, false] {
            let presenter = UIViewController(), presented = UIViewController()
            let removing = RemovingDelegate(), keeping = HalfSheetDelegate()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = removes ? removing : keeping
            var from: UIView?
            let animator = ClosureAnimator(duration: 1) { context in
                from = context.view(forKey: .from)
                context.completeTransition(true)
            }
            let scene = try TransitionScene(
                from: presenter, to: presented, animator: animator, operation: .present,
                canvas: Canvas(size: Size(100, 100), scale: 1)
            ).scene
            #expect((from === presenter.view) == removes && (from == nil) == !removes, "removes: \(removes)")
            #expect(try Timeline.compile(scene).model(at: 0).isInHierarchy("from") == removes)
        }
    }
}

@MainActor
struct LateAlongsideAnimationTests {
    /// An alongside block registered at t = ½ (from a delayed block) runs at once over what is
    /// left of the 1 s: the presented view (white) fades to 0 from t = ½ to 1, ease-in-ease-out,
    /// which is at ½ at t = ¾: white at 50 % over the black window background, 127.5.
    @Test func aBlockRegisteredLaterRunsOverTheRestOfTheDuration() throws {
        let presenter = UIViewController(), presented = UIViewController()
        presenter.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        presenter.view.backgroundColor = .black
        presented.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        presented.view.backgroundColor = .white
        presented.modalPresentationStyle = .custom
        let animator = ClosureAnimator(duration: 1) { context in
            let toVC = context.viewController(forKey: .to)!
            context.containerView.addSubview(context.view(forKey: .to)!)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                toVC.transitionCoordinator?.animate(alongsideTransition: { _ in toVC.view.alpha = 0 })
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { context.completeTransition(true) }
        }
        let scene = try TransitionScene(
            from: presenter, to: presented, animator: animator, operation: .present,
            canvas: Canvas(size: Size(100, 100), scale: 1)
        ).scene
        let timeline = try Timeline.compile(scene)
        let values = try [0.5, 0.75, 1].map {
            try Rasterizer().render(timeline.presentation(at: $0)).pixel(x: 50, y: 50).r
        }
        #expect(values[0] == 255 && (127...128).contains(Int(values[1])) && values[2] == 0, "\(values)")
    }
}

/// DeckTransition's and SPStorkController's presentation controllers insert their snapshot
/// container `belowSubview: presentedViewController.view` before the animator has added that
/// view. UIKit does not throw: the view joins the container (on top, as addSubview), and the
/// next insertions relative to it, and the animator's addSubview, order the rest.
@MainActor
final class SiblingNotYetAddedController: UIPresentationController {
    let backdrop = UIView(), behind = UIView()
    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        backdrop.accessibilityIdentifier = "backdrop"
        behind.accessibilityIdentifier = "behind"
        containerView.insertSubview(behind, belowSubview: presentedViewController.view)
        containerView.insertSubview(backdrop, belowSubview: behind)
    }
}

@MainActor
final class SiblingNotYetAddedDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SiblingNotYetAddedController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
struct SiblingNotYetAddedTests {
    @Test func insertingBelowAViewNotYetAddedJoinsTheContainer() throws {
        let presenter = UIViewController(), presented = UIViewController()
        presented.view.accessibilityIdentifier = "sheet"
        let delegate = SiblingNotYetAddedDelegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        let animator = ClosureAnimator(duration: 1) { context in
            context.containerView.addSubview(context.view(forKey: .to)!)
            context.completeTransition(true)
        }
        let scene = try TransitionScene(
            from: presenter, to: presented, animator: animator, operation: .present,
            canvas: Canvas(size: Size(100, 100), scale: 1)
        ).scene
        let model = try Timeline.compile(scene).model(at: 1)
        #expect(model.children[ModelTree.containerID] == ["backdrop", "behind", "sheet"])
    }
}
