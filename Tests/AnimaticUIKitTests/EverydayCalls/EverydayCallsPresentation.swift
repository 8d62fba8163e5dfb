import AnimaticUIKit
import Foundation

// Compiled, never run: everyday calls of iOS 13–17 (presentation controllers, coordinators, interaction, sheets, controls, image renderers), written from Apple's
// documentation as an app's code writes them around a transition, not taken from any corpus file
// (docs/census.md, "Everyday calls by area"). The test target fails to build when one stops
// compiling; what they do is tested in ModernUIKitTests and ModernCollectionsTests.

final class EverydayPresentation: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView else { return .zero }
        return c.bounds.inset(by: c.safeAreaInsets)
    }
    override func presentationTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { ctx in
                _ = ctx.containerView
                _ = ctx.isInteractive
                _ = ctx.percentComplete
                _ = ctx.transitionDuration
                _ = ctx.completionVelocity
                _ = ctx.completionCurve
            }, completion: { ctx in _ = ctx.isCancelled })
        presentingViewController.view.tintAdjustmentMode = .dimmed
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {}
    override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    override var shouldPresentInFullscreen: Bool { false }
    override var adaptivePresentationStyle: UIModalPresentationStyle { .none }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }
}

final class EverydayDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        EverydayPresentation(presentedViewController: presented, presenting: presenting)
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    { .none }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}

final class EverydayInteractive: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    @MainActor func handle(_ g: UIPanGestureRecognizer, in view: UIView) {
        let t = g.translation(in: view)
        let v = g.velocity(in: view)
        switch g.state {
        case .began: hasStarted = true
        case .changed: update(t.y / view.bounds.height)
        case .ended: v.y > 0 ? finish() : cancel()
        case .cancelled, .failed: cancel()
        default: break
        }
        g.setTranslation(.zero, in: view)
        completionSpeed = 0.5
        completionCurve = .easeOut
        wantsInteractiveStart = false
        timingCurve = UICubicTimingParameters(animationCurve: .easeInOut)
        pause()
    }
}

@MainActor func everydayPresentation(vc: UIViewController, nav: UINavigationController, tab: UITabBarController) {
    let sheet = vc.sheetPresentationController
    sheet?.detents = [.medium(), .large()]
    sheet?.prefersGrabberVisible = true
    sheet?.preferredCornerRadius = 20
    sheet?.largestUndimmedDetentIdentifier = .medium
    sheet?.animateChanges { sheet?.selectedDetentIdentifier = .large }
    vc.isModalInPresentation = true
    vc.modalTransitionStyle = .crossDissolve
    vc.definesPresentationContext = true
    vc.providesPresentationContextTransitionStyle = true
    vc.preferredContentSize = CGSize(width: 100, height: 100)
    vc.additionalSafeAreaInsets = .zero
    vc.edgesForExtendedLayout = []
    vc.extendedLayoutIncludesOpaqueBars = true
    vc.setNeedsStatusBarAppearanceUpdate()
    _ = vc.navigationItem.largeTitleDisplayMode
    vc.navigationItem.backButtonDisplayMode = .minimal
    vc.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .close)
    vc.navigationItem.leftBarButtonItem = UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil)
    nav.navigationBar.prefersLargeTitles = true
    let appearance = UINavigationBarAppearance()
    appearance.configureWithTransparentBackground()
    appearance.backgroundColor = .clear
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    nav.navigationBar.standardAppearance = appearance
    nav.navigationBar.scrollEdgeAppearance = appearance
    nav.setNavigationBarHidden(true, animated: true)
    nav.interactivePopGestureRecognizer?.isEnabled = false
    nav.interactivePopGestureRecognizer?.delegate = nil
    _ = nav.topViewController
    _ = nav.visibleViewController
    nav.pushViewController(vc, animated: true)
    _ = nav.popToRootViewController(animated: true)
    tab.selectedIndex = 1
    _ = tab.tabBar.frame
    tab.tabBar.isHidden = true
    vc.hidesBottomBarWhenPushed = true
    vc.present(UIViewController(), animated: true) {}
    vc.dismiss(animated: true)
    vc.addChild(UIViewController())
    vc.children.first?.didMove(toParent: vc)
    vc.children.first?.willMove(toParent: nil)
    vc.children.first?.removeFromParent()
    vc.beginAppearanceTransition(true, animated: true)
    vc.endAppearanceTransition()
    _ = vc.isMovingToParent
    _ = vc.isMovingFromParent
    vc.view.window?.rootViewController = vc
    vc.view.setNeedsUpdateConstraints()
    vc.view.updateConstraintsIfNeeded()
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    pan.maximumNumberOfTouches = 1
    let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    edge.edges = .left
    vc.view.addGestureRecognizer(edge)
    let ctx = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
    let img = ctx.image { c in
        c.cgContext.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        UIColor.blue.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
        c.cgContext.addPath(UIBezierPath(rect: .zero).cgPath)
        c.cgContext.clip()
    }
    let fmt = UIGraphicsImageRendererFormat.default()
    fmt.scale = 2
    fmt.opaque = false
    _ = UIGraphicsImageRenderer(bounds: .zero, format: fmt)
    _ = img.pngData()
    _ = img.jpegData(compressionQuality: 0.8)
    let sv = UIStackView(arrangedSubviews: [UIView(), UIView()])
    sv.axis = .vertical
    sv.spacing = 8
    sv.distribution = .fillEqually
    sv.alignment = .center
    sv.isLayoutMarginsRelativeArrangement = true
    sv.setCustomSpacing(4, after: sv.arrangedSubviews[0])
    let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    _ = cv.indexPathsForVisibleItems
    _ = cv.visibleCells
    _ = cv.cellForItem(at: IndexPath(item: 0, section: 0))
    _ = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: .centeredHorizontally, animated: false)
    _ = cv.convert(CGRect.zero, to: nil)
    let tv = UITableView(frame: .zero, style: .insetGrouped)
    _ = tv.indexPathForSelectedRow
    _ = tv.rectForRow(at: IndexPath(row: 0, section: 0))
    _ = tv.cellForRow(at: IndexPath(row: 0, section: 0))
    tv.contentInsetAdjustmentBehavior = .never
    let sc = UIScrollView()
    sc.contentInsetAdjustmentBehavior = .never
    _ = sc.adjustedContentInset
    sc.setContentOffset(.zero, animated: false)
    sc.isPagingEnabled = true
    sc.showsVerticalScrollIndicator = false
    _ = sc.panGestureRecognizer
    let seg = UISegmentedControl(items: ["a", "b"])
    seg.selectedSegmentIndex = 0
    seg.selectedSegmentTintColor = .red
    let sw = UISwitch()
    sw.onTintColor = .green
    let sl = UISlider()
    sl.value = 0.5
    let pc = UIPageControl()
    pc.numberOfPages = 3
    pc.currentPageIndicatorTintColor = .black
    let ai = UIActivityIndicatorView(style: .large)
    ai.startAnimating()
    let pv = UIProgressView(progressViewStyle: .default)
    pv.setProgress(0.5, animated: true)
    let tf = UITextField()
    tf.placeholder = "x"
    tf.borderStyle = .roundedRect
    tf.becomeFirstResponder()
    tf.resignFirstResponder()
    vc.view.endEditing(true)
    let btn = UIButton(type: .custom)
    btn.configuration = .filled()
    btn.configuration?.title = "Go"
    btn.configuration?.cornerStyle = .capsule
    btn.addAction(UIAction { _ in }, for: .touchUpInside)
    btn.isHighlighted = true
    let menu = UIMenu(title: "", children: [UIAction(title: "a", image: nil) { _ in }])
    btn.menu = menu
    btn.showsMenuAsPrimaryAction = true
    let alert = UIAlertController(title: "t", message: "m", preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "ok", style: .default))
    vc.present(alert, animated: true)
    _ = UIAccessibility.isReduceMotionEnabled
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    let gen = UINotificationFeedbackGenerator()
    gen.notificationOccurred(.success)
    gen.prepare()
    _ = UIApplication.shared.applicationState
    let frameKey = UIResponder.keyboardFrameEndUserInfoKey
    _ = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
    ) { n in
        _ = (n.userInfo?[frameKey] as? NSValue)?.cgRectValue
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {}
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blur.contentView.addSubview(UIView())
    _ = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .label)
    let snapshot = vc.view.snapshotView(afterScreenUpdates: true)
    snapshot?.layer.cornerRadius = 10
    vc.view.layer.cornerCurve = .continuous
    vc.view.layer.maskedCorners = [.layerMinXMinYCorner]
    vc.view.transform3D = CATransform3DIdentity
    vc.view.layer.zPosition = 1
    vc.view.layer.anchorPointZ = 0
    vc.view.layer.isDoubleSided = false
    vc.view.layer.shouldRasterize = true
    vc.view.layer.rasterizationScale = UIScreen.main.scale
    vc.view.layer.compositingFilter = "multiplyBlendMode"
    vc.view.layer.filters = nil
    vc.view.layer.removeAllAnimations()
    _ = vc.view.layer.animationKeys()
    _ = vc.view.layer.presentation()?.frame
    vc.view.layer.speed = 0
    vc.view.layer.timeOffset = 0
    vc.view.layer.beginTime = CACurrentMediaTime()
}
