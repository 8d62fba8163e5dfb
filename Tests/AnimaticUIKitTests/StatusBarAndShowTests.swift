import Animatic
import AnimaticUIKit
import Testing

/// A container controller as apps write it (the users' census): it hands the status bar and home
/// indicator to its last child, and overrides `show(_:sender:)` to add the child itself.
@MainActor
struct StatusBarAndShowTests {
    final class Parent: UIViewController {
        override var childForStatusBarStyle: UIViewController? { children.last }
        override var childForStatusBarHidden: UIViewController? { children.last }
        override var childForHomeIndicatorAutoHidden: UIViewController? { children.last }
        override func show(_ viewController: UIViewController, sender: Any?) {
            addChild(viewController)
            view.addSubview(viewController.view)
            setNeedsStatusBarAppearanceUpdate()
            setNeedsUpdateOfHomeIndicatorAutoHidden()
        }
    }
    final class Dark: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { true }
        override var prefersHomeIndicatorAutoHidden: Bool { true }
    }

    @Test func aContainerHandsTheBarsToItsChildAndShowsItItself() {
        let parent = Parent()
        #expect(parent.childForStatusBarStyle == nil)
        let child = Dark()
        parent.show(child, sender: nil)
        #expect(parent.childForStatusBarStyle === child)
        #expect(parent.childForHomeIndicatorAutoHidden === child)
        #expect(child.view.superview === parent.view)
        #expect(child.preferredStatusBarStyle == .lightContent && child.preferredStatusBarStyle.rawValue == 1)
        #expect(child.prefersStatusBarHidden && child.prefersHomeIndicatorAutoHidden)
        // UIKit's defaults.
        #expect(UIViewController().preferredStatusBarStyle == .default && !UIViewController().prefersStatusBarHidden)
    }

    @Test func showIsAnotherTransitionReportedInARecording() throws {
        do {
            _ = try record { context in
                context.containerView.addSubview(context.view(forKey: .to)!)
                context.viewController(forKey: .from)!.show(UIViewController(), sender: nil)
                context.completeTransition(true)
            }
            Issue.record("show(_:sender:) in a recording was not reported")
        } catch let error as RecordingError {
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.message.contains("show(_:sender:) starts another transition") == true)
        }
    }

    final class Source: UIViewController {
        var prepared: String?
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared = segue.identifier }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { false }
    }

    @Test func segueHooksAreOverridable() {
        let source = Source()
        source.prepare(
            for: UIStoryboardSegue(identifier: "zoom", source: source, destination: UIViewController()), sender: nil)
        #expect(source.prepared == "zoom")
        #expect(!source.shouldPerformSegue(withIdentifier: "zoom", sender: nil))
        #expect(UIViewController().shouldPerformSegue(withIdentifier: "zoom", sender: nil))
    }
}
