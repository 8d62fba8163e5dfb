// Stand-ins for SideMenu's PresentationModel, SideMenuPresentationStyle, its presentation
// controller (which moves the menu and the presenting view; here its hooks do nothing) and
// the UIViewController.isHidden extension (Extensions.swift).
import AnimaticUIKit

open class SideMenuPresentationStyle {}

internal protocol PresentationModel {
    var statusBarEndAlpha: CGFloat { get }
    var presentingViewControllerUserInteractionEnabled: Bool { get }
    var presentingViewControllerUseSnapshot: Bool { get }
    var presentationStyle: SideMenuPresentationStyle { get }
    var menuWidth: CGFloat { get }
}

internal final class SideMenuPresentationController {
    init(config: PresentationModel, leftSide: Bool, presentedViewController: UIViewController,
         presentingViewController: UIViewController, containerView: UIView) {}
    func containerViewWillLayoutSubviews() {}
    func presentationTransitionWillBegin() {}
    func presentationTransition() {}
    func presentationTransitionDidEnd(_ completed: Bool) {}
    func dismissalTransitionWillBegin() {}
    func dismissalTransition() {}
    func dismissalTransitionDidEnd(_ completed: Bool) {}
}

extension UIViewController {
    var isHidden: Bool { presentingViewController == nil }
}
