// Census driver for yalantis-sidemenu: the animator and operation, as the library's delegate makes them.
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (MenuTransitionAnimator(mode: .presentation), .present)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController { screen == .to ? CensusMenu() : UIViewController() }

/// The app's menu: three items.
final class CensusMenu: UIViewController, Menu {
    let menuItems = (0..<3).map { UIView(frame: CGRect(x: 0, y: 60 * $0, width: 100, height: 50)) }
    override func viewDidLoad() {
        preferredContentSize = CGSize(width: 200, height: 568)
        for item in menuItems { view.addSubview(item) }
    }
}
