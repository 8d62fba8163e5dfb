import AnimaticUIKit
import Foundation
import Testing

// What whole libraries (docs/census.md, "Whole libraries") declare outside AnimaticUIKit: overrides
// of UIKit's callbacks that call `super`, and segue subclasses.
final class NibCard: UIView {
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}
final class SizedController: UIViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
    }
}
final class SizedPresentation: UIPresentationController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }
}
final class PresentSegue: UIStoryboardSegue {
    var performed = false
    override func perform() {
        destination.modalPresentationStyle = .custom
        performed = true
    }
}

@MainActor
struct LibraryOverridesTests {
    @Test func librariesOverridesCompileAndRun() {
        let card = NibCard()
        card.awakeFromNib()
        #expect(card.awoke)
        #expect(card.endEditing(true) == false)
        let controller = SizedController()
        controller.modalPresentationCapturesStatusBarAppearance = true
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(controller.modalPresentationCapturesStatusBarAppearance)
        _ = SizedPresentation(presentedViewController: controller, presenting: nil)
    }

    @Test func aSegueKeepsItsControllers() {
        let source = UIViewController(), destination = UIViewController()
        let segue = PresentSegue(identifier: "deck", source: source, destination: destination)
        segue.perform()
        #expect(segue.performed && segue.source === source && segue.destination === destination)
        #expect(segue.identifier == "deck" && destination.modalPresentationStyle == .custom)
    }
}
