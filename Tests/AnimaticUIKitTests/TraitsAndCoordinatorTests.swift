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
    override var adaptivePresentationStyle: UIModalPresentationStyle { .overFullScreen }
}

// A coordinator as UIKit runs one, to see the one-argument `animate(alongsideTransition:)` reach it.
final class RecordingCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    var animations = 0, completions = 0
    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .custom }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0.3 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var containerView: UIView { UIView() }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        completion?(self)
        animations += 1
        if completion != nil { completions += 1 }
        return true
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

    @Test func presentationControllersAdaptToTheirOverriddenStyle() {
        let presented = UIViewController()
        let sheet = HalfSheetPresentation(presentedViewController: presented, presenting: nil)
        #expect(sheet.adaptivePresentationStyle(for: presented.traitCollection) == .overFullScreen)
        let plain = UIPresentationController(presentedViewController: presented, presenting: nil)
        #expect(plain.adaptivePresentationStyle == .fullScreen)
    }

    @Test func alongsideAnimationsNeedNoCompletion() {
        let coordinator = RecordingCoordinator()
        let dimming = UIView()
        coordinator.animate(alongsideTransition: { _ in dimming.alpha = 0.5 })
        #expect(dimming.alpha == 0.5)
        #expect(coordinator.animations == 1 && coordinator.completions == 0)
    }

    @Test func navigationBarDurationIsUIKits() {
        #expect(UINavigationController.hideShowBarDuration == 0.2)
    }
}
