import Animatic
import AnimaticUIKit
import Testing

/// What whole libraries (docs/census.md, "Whole libraries") call on UIKit's objects beyond
/// key-value observing: NSObject's identity and class tests, the responder chain, accessibility,
/// popovers and adaptive delegates, layout support, scroll-view settings, rounded corners.
final class Sheet: UIPresentationController {}
final class SheetDelegate: UIAdaptivePresentationControllerDelegate, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        .none
    }
}

/// DeckTransition: `NotificationCenter.default.addObserver(self, selector: #selector(updateForStatusBar),
/// name: UIApplication.didChangeStatusBarFrameNotification, object: nil)`, as the plugin rewrites it.
@MainActor
final class StatusBarWatcher {
    var updates = 0
    var names: [NSNotification.Name] = []
    func updateForStatusBar() { updates += 1 }
    func noted(_ notification: Notification) { names.append(notification.name) }
    func watch() {
        NotificationCenter.default.addObserver(
            self, selector: Selector("updateForStatusBar", updateForStatusBar),
            name: UIApplication.didChangeStatusBarFrameNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: Selector("noted(_:)", noted(_:)), name: UIApplication.didBecomeActiveNotification,
            object: nil)
    }
}

@MainActor
struct ObjectRuntimeTests {
    @Test func selectorNotifications() {
        let watcher = StatusBarWatcher()
        watcher.watch()
        NotificationCenter.default.post(name: UIApplication.didChangeStatusBarFrameNotification, object: nil)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        #expect(watcher.updates == 1)
        #expect(watcher.names == [UIApplication.didBecomeActiveNotification])
    }

    @Test func identityAndClassTests() {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        let other: UIGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
        #expect(pan.isEqual(pan))
        #expect(!other.isEqual(pan))
        #expect(!pan.isEqual(nil))
        let scroll: UIView = FeedView()
        #expect(scroll.isKind(of: UIScrollView.self))
        #expect(scroll.isKind(of: UIView.self))
        #expect(!scroll.isKind(of: UILabel.self))
        #expect(scroll.isMember(of: FeedView.self) && !scroll.isMember(of: UIScrollView.self))
        #expect(CALayer().isKind(of: CALayer.self))
    }

    /// SPStorkController finds a view's controller by walking `next`.
    @Test func responderChain() {
        let parent = UIViewController(), child = UIViewController()
        parent.view.addSubview(child.view)
        let button = UIButton()
        child.view.addSubview(button)
        #expect(button.next === child.view)
        #expect(child.view.next === child)
        #expect(child.next === parent.view)
        #expect(parent.view.next === parent)
        #expect(parent.next == nil)
    }

    @Test func accessibilityAndApplication() {
        let button = UIButton()
        button.accessibilityLabel = "Close"
        button.accessibilityHint = "Dismisses"
        #expect(button.accessibilityLabel == "Close" && button.accessibilityHint == "Dismisses")
        #expect(!UIAccessibility.isVoiceOverRunning)
        // PanModal: `UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))`, rewritten to "shared".
        #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
        #expect(UIApplication.value(forKeyPath: "delegate") == nil)
        #expect(UIView.layoutFittingCompressedSize == .zero)
        let controller = UIViewController()
        #expect(controller.topLayoutGuide.length == 0 && controller.bottomLayoutGuide.length == 0)
        let scroll = UIScrollView()
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentInsetAdjustmentBehavior == .never && scroll.scrollIndicatorInsets.top == 1)
    }

    /// PanModal sets up a popover on iPad and itself as the adaptive delegate.
    @Test func popoversAndAdaptiveDelegates() {
        let controller = UIViewController()
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        popover?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(controller.popoverPresentationController === popover)
        #expect(controller.popoverPresentationController?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        let sheet = Sheet(presentedViewController: UIViewController(), presenting: controller)
        let delegate = SheetDelegate()
        sheet.delegate = delegate
        #expect(
            sheet.delegate?.adaptivePresentationStyle(for: sheet, traitCollection: sheet.traitCollection)
                == UIModalPresentationStyle.none)
        #expect(sheet.delegate?.adaptivePresentationStyle(for: sheet) == .fullScreen)
        #expect(sheet.delegate?.presentationControllerShouldDismiss(sheet) == true)
    }

    /// PanModal's mask: `UIBezierPath(roundedRect:byRoundingCorners: [.topLeft, .topRight],
    /// cornerRadii:)`. A red shape of (20, 20, 200, 200) with those corners rounded by 40: the
    /// top-left corner pixel (22, 22) is outside the quarter circle, the bottom-left (22, 218)
    /// inside the square corner, the top-right (218, 22) outside, the middle inside.
    @Test func roundedCorners() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let shape = CAShapeLayer()
            shape.frame = to.bounds
            shape.path =
                UIBezierPath(
                    roundedRect: CGRect(x: 20, y: 20, width: 200, height: 200),
                    byRoundingCorners: [.topLeft, .topRight],
                    cornerRadii: CGSize(width: 40, height: 40)
                ).cgPath
            shape.fillColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
            to.layer.addSublayer(shape)
            context.completeTransition(true)
        }
        let timeline = try Timeline.compile(scene)
        let frame = try Rasterizer().render(timeline.presentation(at: 0))
        let scale = scene.canvas.scale
        func red(_ x: Double, _ y: Double) -> Bool {
            let c = frame.pixel(x: Int(x * scale), y: Int(y * scale))
            return c.r == 255 && c.g == 0 && c.b == 0
        }
        #expect(!red(22, 22))
        #expect(!red(218, 22))
        #expect(red(22, 218))
        #expect(red(218, 218))
        #expect(red(120, 120))
        #expect(red(60, 22))
    }
}
