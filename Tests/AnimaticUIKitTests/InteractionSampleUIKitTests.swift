import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// A library's navigation controller that animates its own bars (the fourth unseen sample's
/// tuning half, docs/census.md): it overrides the bars' visibility, which UIKit declares in the
/// class, open.
final class OwnBarsNavigationController: UINavigationController {
    private(set) var barCalls: [String] = []
    private var navigationBarHidden = false
    override var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { navigationBarHidden = newValue }
    }
    override var hidesBarsOnTap: Bool {
        get { true }
        set { barCalls.append("hidesBarsOnTap \(newValue)") }
    }
    override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        barCalls.append("navigation \(hidden)")
        isNavigationBarHidden = hidden
    }
    override func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        barCalls.append("toolbar \(hidden)")
        super.setToolbarHidden(hidden, animated: animated)
    }
}

/// UIKit that the fourth unseen sample's tuning half needs (interaction files' siblings): the
/// bars' visibility, page view controllers, actions, SF Symbols, the share sheet. What iOS would
/// draw and Animatic does not is reported in a recording.
@MainActor
struct InteractionSampleUIKitTests {
    @Test func aSubclassOverridesTheBarsAndTheirChangesInARecordingAreReported() {
        let navigation = OwnBarsNavigationController(navigationBarClass: UINavigationBar.self, toolbarClass: nil)
        navigation.hidesBarsOnTap = true
        #expect(navigation.hidesBarsOnTap && navigation.barCalls == ["hidesBarsOnTap true"])
        // Apple's `isToolbarHidden` page: "The default value of this property is true."
        #expect(navigation.isToolbarHidden && !navigation.isNavigationBarHidden)
        #expect(navigation.toolbar === navigation.toolbar)
        let messages = problems { context in
            let plain = UINavigationController()
            plain.setToolbarHidden(true, animated: false)  // already hidden: no change, nothing said
            plain.setToolbarHidden(false, animated: true)  // shown: said
            plain.setNavigationBarHidden(false, animated: false)  // already shown: nothing said
            plain.isNavigationBarHidden = true  // hidden: said
            context.containerView.addSubview(context.view(forKey: .to)!)
            context.completeTransition(true)
        }
        #expect(messages.count == 2)
        #expect(messages.first?.contains("toolbar was shown") == true)
        #expect(messages.last?.contains("navigation bar was hidden") == true)
        let toolbarAppearance = UIToolbarAppearance()
        toolbarAppearance.configureWithTransparentBackground()
        navigation.toolbar.standardAppearance = toolbarAppearance
        navigation.toolbar.compactScrollEdgeAppearance = toolbarAppearance
        #expect(navigation.toolbar.standardAppearance === toolbarAppearance)
    }

    /// The sample's library hides its bar by moving `navigationBar.transform` itself. The bar on
    /// screen is the screens file's, so moving the controller's bar is reported; a bar the app makes
    /// and moves is a plain view and is not.
    @Test func movingTheControllersNavigationBarInARecordingIsReported() {
        let navigation = UINavigationController()
        #expect(navigation.navigationBar === navigation.navigationBar)
        let messages = problems { context in
            navigation.navigationBar.transform = CGAffineTransform(translationX: 0, y: -44)
            let ownBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            ownBar.transform = CGAffineTransform(translationX: 0, y: -44)
            context.containerView.addSubview(context.view(forKey: .to)!)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages.first?.contains("navigationBar.transform changed") == true)
    }

    /// The page fills the page controller's view: the controller's view at (40, 100), 100 × 50
    /// pt on the blue to-view, its page red. The canvas is 2x (640 × 1136 px), so the page covers
    /// pixels 80…280 × 200…300: (178, 248) is inside it, red; (300, 248) and (178, 320) are
    /// outside, blue (0, 122, 255).
    @Test func aPageFillsThePageViewControllersView() throws {
        let page = UIViewController()
        page.view.backgroundColor = .red
        let pages = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal,
            options: [.interPageSpacing: UIStackView.spacingUseSystem])
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            pages.view.frame = CGRect(x: 40, y: 100, width: 100, height: 50)
            to.addSubview(pages.view)
            pages.setViewControllers([page], direction: .forward, animated: false)
            context.completeTransition(true)
        }
        #expect(page.parent === pages && page.view.superview === pages.view)
        #expect(page.view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(pages.viewControllers?.first === page)
        let frame = try Rasterizer().render(Timeline.compile(scene).presentation(at: 1))
        #expect(frame.pixel(x: 178, y: 248) == (255, 0, 0, 255))
        #expect(frame.pixel(x: 300, y: 248) == (0, 122, 255, 255))
        #expect(frame.pixel(x: 178, y: 320) == (0, 122, 255, 255))

        let next = UIViewController()
        pages.setViewControllers([next], direction: .reverse, animated: false)
        #expect(page.parent == nil && page.view.superview == nil && next.view.superview === pages.view)
    }

    @Test func anAnimatedPageChangeAndAnSFSymbolAreReported() {
        let messages = problems { context in
            let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
            pages.setViewControllers([UIViewController()], direction: .forward, animated: true)
            _ = UIImage(systemName: "xmark")
            context.containerView.addSubview(context.view(forKey: .to)!)
            context.completeTransition(true)
        }
        #expect(messages.count == 2)
        #expect(messages.first?.contains("curl is not animated") == true)
        #expect(messages.last?.contains("SF Symbols are not drawn") == true)
    }

    /// Apple's `primaryAction` page: the item's title and image "update to match the primary
    /// action's title and image".
    @Test func aBarButtonItemTakesItsPrimaryActionsTitleAndImage() {
        let image = UIImage()
        let action = UIAction(title: "Close", image: image) { _ in }
        let item = UIBarButtonItem(title: "Ignored", primaryAction: action)
        #expect(item.title == "Close" && item.image === image && item.primaryAction === action)
        let plain = UIBarButtonItem(image: image)
        #expect(plain.title == nil && plain.image === image && plain.primaryAction == nil)
        plain.setBackgroundImage(image, for: .normal, barMetrics: .default)
        let command = UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: Selector(("back")))
        command.wantsPriorityOverSystemBehavior = true
        #expect(command.wantsPriorityOverSystemBehavior)
        let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        share.modalPresentationStyle = .popover
        share.popoverPresentationController?.sourceItem = item
        #expect(share.popoverPresentationController?.sourceItem === item)
    }

    /// Black at half alpha over the blue to-view (0, 122, 255): each channel halves, (0, 61,
    /// 127.5), so within 1 of (0, 61, 127/128). A gray between black and white is reported: the
    /// Generic Gray curve is not documented.
    @Test func aGrayCGColorIsDrawnAndAGrayBetweenIsReported() throws {
        let shade = CGColor(gray: 0, alpha: 0.5)
        #expect(shade.components == [0, 0.5] && shade.numberOfComponents == 2 && shade.alpha == 0.5)
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let dim = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            dim.layer.backgroundColor = shade
            to.addSubview(dim)
            context.completeTransition(true)
        }
        let frame = try Rasterizer().render(Timeline.compile(scene).presentation(at: 0))
        let p = frame.pixel(x: 40, y: 40)
        #expect(p.r == 0 && abs(Int(p.g) - 61) <= 1 && abs(Int(p.b) - 127) <= 1 && p.a == 255)
        let messages = problems { context in
            _ = CGColor(gray: 0.5, alpha: 1)
            _ = CGColor(gray: 1, alpha: 1)
            context.containerView.addSubview(context.view(forKey: .to)!)
            context.completeTransition(true)
        }
        #expect(messages.count == 1 && messages[0].contains("Generic Gray"))
    }

    /// A custom interaction controller (the sample's IntObject) keeps the context and puts the to
    /// view below the from view; its gesture then completes the transition itself at 0.4 s. On iOS
    /// the pushed view shows only then; a recording would put the completion at the start (the
    /// from view gone from the first frame), so it is reported. A gesture that only reports its
    /// progress and release records nothing of its own and is not.
    @Test func aGestureHandlerThatCompletesTheTransitionItselfIsReported() throws {
        func record(completingAt time: Double?) throws -> TransitionScene {
            let keeper = ContextKeeper()
            let gesture = ScriptedGesture { g in
                g.at(0.1) { keeper.context?.updateInteractiveTransition(0.5) }
                g.at(0.4) {
                    keeper.context?.finishInteractiveTransition()
                    if time != nil { keeper.context?.completeTransition(true) }
                }
            }
            return try TransitionScene(
                screens: scenePath("rotate-swipe-finish"), animator: ClosureAnimator(duration: 1) { _ in },
                interactionController: keeper, gesture: gesture, operation: .push)
        }
        let error = #expect(throws: RecordingError.self) { try record(completingAt: 0.4) }
        let messages = error?.problems.map(\.message) ?? []
        #expect(messages.count == 1 && messages.first?.contains("gesture's handler at 0.4 s") == true)
        _ = try record(completingAt: nil)
    }
}

/// What a percent-driven controller sets that the recording does not follow is reported:
/// `timingCurve` (Apple documents only its one line) at the release, and `wantsInteractiveStart`
/// false ("interactive animations start as paused" only when true) at the start.
@MainActor
struct PercentDrivenSettingsTests {
    func messages(_ configure: (UIPercentDrivenInteractiveTransition) -> Void) -> [String] {
        let controller = UIPercentDrivenInteractiveTransition()
        configure(controller)
        let animator = ClosureAnimator(duration: 1) { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(withDuration: 1, animations: { to.alpha = 1 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        let gesture = ScriptedGesture { g in
            g.at(0.1) { controller.update(0.5) }
            g.at(0.2) { controller.finish() }
        }
        do {
            _ = try TransitionScene(
                screens: scenePath("rotate-swipe-finish"), animator: animator, interactionController: controller,
                gesture: gesture, operation: .present)
            return []
        } catch let error as RecordingError {
            return error.problems.map(\.message)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func aTimingCurveAndANonInteractiveStartAreReported() {
        #expect(messages { _ in }.isEmpty)
        let curve = messages { $0.timingCurve = UICubicTimingParameters(animationCurve: .easeIn) }
        #expect(curve.count == 1 && curve[0].contains("finish() with a timingCurve"))
        let running = messages { $0.wantsInteractiveStart = false }
        #expect(running.count == 1 && running[0].contains("wantsInteractiveStart is false"))
    }
}

/// IntObject's shape: keeps the context, the to view below the from view.
final class ContextKeeper: NSObject, UIViewControllerInteractiveTransitioning {
    var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let to = transitionContext.viewController(forKey: .to)!, from = transitionContext.viewController(forKey: .from)!
        transitionContext.containerView.insertSubview(to.view, belowSubview: from.view)
    }
}
