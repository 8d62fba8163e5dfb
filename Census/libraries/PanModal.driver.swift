// Whole-library driver for PanModal: a presentation as the README writes it,
// `presenting.presentPanModal(sheet)` with a sheet conforming to PanModalPresentable (the
// README's heights: short form 300 pt of content, long form 40 pt below the top). That call sets
// the sheet's `.custom` style and PanModal's transitioning delegate; the recording asks that
// delegate for the animator and (TransitionScene) for PanModal's own presentation controller,
// which puts the sheet into its container, dims the presenter and rounds the corners.
import AnimaticUIKit
import Animatic
import PanModal

/// The README's presented controller (the library is Swift 5 code: its protocol is not main-actor isolated).
final class SheetViewController: UIViewController, @preconcurrency PanModalPresentable {
    var panScrollable: UIScrollView? { nil }
    var shortFormHeight: PanModalHeight { .contentHeight(300) }
    var longFormHeight: PanModalHeight { .maxHeightWithTopInset(40) }
}

@MainActor let presenting = UIViewController()
@MainActor let presented: SheetViewController = {
    let sheet = SheetViewController()
    // Outside a recording `present` only runs its completion: this sets the style and delegate.
    presenting.presentPanModal(sheet)
    return sheet
}()

@MainActor func censusAnimator() -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    presentationAnimator(presenting: presenting, presented: presented)
}
@MainActor func censusController(_ screen: CensusScreen) -> UIViewController {
    screen == .from ? presenting : presented
}
