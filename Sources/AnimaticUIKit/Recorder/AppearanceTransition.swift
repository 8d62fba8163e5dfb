import AnimaticCore

/// UIKit's appearance callbacks around a transition: the controller whose view comes is told
/// `viewWillAppear(_:)` before `animateTransition(using:)` runs and `viewDidAppear(_:)` once the
/// transition completes; the one whose view goes, `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
/// A cancelled transition tells them the reverse (the coming view disappears again, the going one
/// appears), as UIKit does for an interactive cancel. A presentation that leaves the presenting
/// view in the window (a custom one that keeps it, over full screen) does not tell the presenter.
/// Apps set a screen's content there (a title, an image), so the recording's screens show it.
/// `viewIsAppearing(_:)` (iOS 17, back-deployed to 13) follows `viewWillAppear(_:)`: UIKit calls
/// it once the view is in the hierarchy, in the layout pass before the transition's first frame
/// (after `animateTransition(using:)` has added the view); here it comes before the animator runs,
/// so content it sets is in every frame, as on iOS, though geometry it reads is the view's then.
@MainActor
struct AppearanceTransition {
    let appearing: UIViewController?
    let disappearing: UIViewController?

    init(from: UIViewController, to: UIViewController, operation: TransitionOperation, removesPresenter: Bool) {
        switch operation {
        case .push, .pop: (appearing, disappearing) = (to, from)
        case .present: (appearing, disappearing) = (to, removesPresenter ? from : nil)
        case .dismiss: (appearing, disappearing) = (removesPresenter ? to : nil, from)
        }
    }

    func begin() {
        disappearing?.viewWillDisappear(true)
        appearing?.viewWillAppear(true)
        appearing?.viewIsAppearing(true)
    }

    func end(cancelled: Bool) {
        if cancelled {
            appearing?.viewWillDisappear(true)
            appearing?.viewDidDisappear(true)
            disappearing?.viewWillAppear(true)
            disappearing?.viewIsAppearing(true)
            disappearing?.viewDidAppear(true)
        } else {
            disappearing?.viewDidDisappear(true)
            appearing?.viewDidAppear(true)
        }
    }
}
