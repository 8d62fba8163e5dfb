import AnimaticUIKit
import Foundation
import Testing

// A presentation controller as apps write it (the users' census, docs/census.md): it overrides
// `size(forChildContentContainer:…)` with UIKit's parameter type and lays out by its traits.
final class HalfSheetPresentation: UIPresentationController {
    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    )
        -> CGSize
    {
        traitCollection.verticalSizeClass == .compact
            ? parentSize : CGSize(width: parentSize.width, height: parentSize.height / 2)
    }
}

/// UIKit surface the users' corpus named: traits, content containers, transition coordinators.
@MainActor
struct TraitsAndCoordinatorTests {
    @Test func presentationControllersLayOutByTheirTraitsAndContainers() {
        let presented = UIViewController()
        let sheet = HalfSheetPresentation(presentedViewController: presented, presenting: nil)
        let size = sheet.size(
            forChildContentContainer: presented, withParentContainerSize: CGSize(width: 320, height: 568))
        #expect(size == CGSize(width: 320, height: 284))
        // Every environment reports the recording's one iPhone in portrait.
        #expect(presented.traitCollection == UIView().traitCollection)
        #expect(presented.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func noTransitionCoordinatorOutsideATransition() {
        // Apps branch on it: with none they set the end state at once.
        #expect(UIViewController().transitionCoordinator == nil)
    }

    @Test func navigationBarDurationIsUIKits() {
        #expect(UINavigationController.hideShowBarDuration == 0.2)
    }
}
