// Census driver for zoomtransition (a Swift 2 file): the animator and operation, as the library's
// README makes them (`ZoomTransition(navigationController:)` as the navigation controller's
// delegate, a push), between two screens that adopt `ZoomTransitionProtocol`: an orange 80 × 80
// square at (20, 100) on the from screen zooms to an orange 280 × 200 rectangle at (20, 300).
import AnimaticUIKit
import Animatic

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    (ZoomTransition(navigationController: UINavigationController()), .push)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    screen == .from
        ? CensusZoomScreen(frame: CGRect(x: 20, y: 100, width: 80, height: 80))
        : CensusZoomScreen(frame: CGRect(x: 20, y: 300, width: 280, height: 200))
}

/// A screen with the view the zoom starts or ends at.
final class CensusZoomScreen: UIViewController, ZoomTransitionProtocol {
    let zoomed: UIView
    init(frame: CGRect) {
        zoomed = UIView(frame: frame)
        zoomed.backgroundColor = .orange
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(zoomed)
    }
    func viewForTransition() -> UIView { zoomed }
}
