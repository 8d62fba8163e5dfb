import AnimaticUIKit
import Foundation

// Compiled, never run: everyday calls of iOS 13–17 (tab bar delegates, a view drawing itself, tab, navigation and search containers, gestures, scroll views, controls), written from Apple's
// documentation as an app's code writes them around a transition, not taken from any corpus file
// (docs/census.md, "Everyday calls by area"). The test target fails to build when one stops
// compiling; what they do is tested in ModernUIKitTests and ModernCollectionsTests.

final class EverydayTabDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    { true }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

final class EverydayView: UIView {
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let space = CGColorSpaceCreateDeviceRGB()
        let gradient = CGGradient(
            colorsSpace: space, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])!
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: rect.height), options: [])
        ctx.drawRadialGradient(
            gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 10,
            options: .drawsAfterEndLocation)
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor.black.cgColor)
        ctx.setLineWidth(2)
        ctx.setStrokeColor(UIColor.red.cgColor)
        ctx.strokeEllipse(in: rect.insetBy(dx: 2, dy: 2))
        ctx.setBlendMode(.multiply)
        ctx.setAlpha(0.5)
        ctx.translateBy(x: 1, y: 1)
        ctx.scaleBy(x: 1, y: -1)
        ctx.rotate(by: 0.1)
        ctx.concatenate(.identity)
        ctx.addArc(center: .zero, radius: 3, startAngle: 0, endAngle: .pi, clockwise: false)
        ctx.strokePath()
        ctx.restoreGState()
        ctx.clear(rect)
        ctx.setLineDash(phase: 0, lengths: [2, 2])
        UIColor.red.setStroke()
        UIRectFill(rect)
        UIRectFrame(rect)
        let img = UIImage(named: "x")
        img?.draw(in: rect)
        img?.draw(at: .zero, blendMode: .normal, alpha: 0.5)
        ("abc" as NSString).draw(in: rect, withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        NSAttributedString(string: "x").draw(in: rect)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
    }
    override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 10) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _ = touches.first?.location(in: self) }
    override func didMoveToWindow() {}
    override func didMoveToSuperview() {}
    override func willMove(toSuperview newSuperview: UIView?) {}
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    override func tintColorDidChange() {}
    override func awakeFromNib() { super.awakeFromNib() }
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

@MainActor func everydayContainers(vc: UIViewController, tab: UITabBarController, page: UIPageViewController) {
    tab.delegate = EverydayTabDelegate()
    tab.viewControllers = [vc]
    tab.setViewControllers([vc], animated: false)
    _ = tab.selectedViewController
    tab.tabBar.tintColor = .red
    tab.tabBar.unselectedItemTintColor = .gray
    tab.tabBar.items?.first?.badgeValue = "1"
    vc.tabBarItem = UITabBarItem(title: "a", image: nil, selectedImage: nil)
    vc.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
    page.setViewControllers([vc], direction: .forward, animated: false)
    vc.transition(from: vc, to: vc, duration: 0.3, options: .transitionCrossDissolve, animations: {}, completion: nil)
    vc.modalPresentationCapturesStatusBarAppearance = true
    _ = vc.presentationController
    vc.presentationController?.delegate = nil
    _ = vc.view.safeAreaInsets
    _ = vc.view.layoutMargins
    vc.viewRespectsSystemMinimumLayoutMargins = false
    _ = vc.splitViewController
    _ = vc.tabBarController
    _ = vc.navigationController?.navigationBar.frame.maxY
    vc.setToolbarItems([], animated: false)
    vc.navigationController?.isToolbarHidden = true
    vc.navigationController?.hidesBarsOnSwipe = true
    vc.navigationController?.navigationBar.isTranslucent = false
    vc.navigationController?.navigationBar.barTintColor = .white
    vc.navigationController?.navigationBar.shadowImage = UIImage()
    vc.navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
    vc.navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.black]
    vc.navigationController?.navigationBar.largeTitleTextAttributes = [:]
    vc.navigationController?.navigationBar.backIndicatorImage = UIImage()
    vc.navigationController?.navigationBar.backIndicatorTransitionMaskImage = UIImage()
    vc.navigationItem.searchController = UISearchController(searchResultsController: nil)
    vc.navigationItem.hidesSearchBarWhenScrolling = false
    vc.navigationItem.titleView = UIView()
    vc.navigationItem.standardAppearance = UINavigationBarAppearance()
    vc.navigationItem.scrollEdgeAppearance = UINavigationBarAppearance()
    let lp = UILongPressGestureRecognizer(target: nil, action: nil)
    lp.minimumPressDuration = 0.3
    let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
    _ = pinch.scale
    let rot = UIRotationGestureRecognizer(target: nil, action: nil)
    _ = rot.rotation
    let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
    swipe.direction = .down
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.numberOfTapsRequired = 2
    tap.cancelsTouchesInView = false
    tap.require(toFail: swipe)
    vc.view.gestureRecognizers?.forEach { $0.isEnabled = false }
    _ = UIImpactFeedbackGenerator(style: .medium)
    let hosting = UIScrollView()
    hosting.delegate = nil
    hosting.contentSize = .zero
    hosting.bounces = false
    hosting.alwaysBounceVertical = true
    hosting.decelerationRate = .fast
    hosting.keyboardDismissMode = .onDrag
    hosting.scrollRectToVisible(.zero, animated: false)
    hosting.flashScrollIndicators()
    hosting.zoomScale = 1
    hosting.minimumZoomScale = 1
    hosting.maximumZoomScale = 3
    hosting.setZoomScale(1, animated: false)
    _ = hosting.isDragging
    _ = hosting.isDecelerating
    let text = UITextView()
    text.isEditable = false
    text.textContainerInset = .zero
    text.textContainer.lineFragmentPadding = 0
    text.isScrollEnabled = false
    let search = UISearchBar()
    search.searchBarStyle = .minimal
    search.searchTextField.backgroundColor = .white
    let date = UIDatePicker()
    date.preferredDatePickerStyle = .wheels
    let picker = UIPickerView()
    picker.selectRow(0, inComponent: 0, animated: false)
    let stepper = UIStepper()
    stepper.value = 1
    let toolbar = UIToolbar()
    toolbar.items = [UIBarButtonItem.flexibleSpace()]
    _ = UIBarButtonItem.fixedSpace(8)
}
