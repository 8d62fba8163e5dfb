// Census only: records the driver's animator between a white `from` and a systemBlue `to`
// screen (320 × 568 pt, scale 1) and renders every frame to the folder given as argument.
// Prints "renders N frames" (and "; lint: RULE, …" when `animatic lint` finds something) or
// "records with problems: …" / "error: …".
import AnimaticUIKit
import Animatic
import Foundation

@MainActor
func renderCensusAnimator(to folder: String) async -> Int32 {
    let (animator, operation) = censusAnimator()
    let from = censusController(.from), to = censusController(.to)
    from.view.backgroundColor = .white
    to.view.backgroundColor = .systemBlue
    do {
        let scene: TransitionScene
        if let interactive = animator as? any CensusInteractiveAnimator {
            // An interaction file's driver: the same screens from _screens.yaml (the interactive
            // recording takes its screens from a file), the file's controller driven by the gesture.
            // The async recording, so the animator's Swift tasks run while the gesture plays.
            scene = try await TransitionScene.recording(
                screens: try censusScreensPath(), animator: interactive,
                interactionController: interactive.interactionController, gesture: interactive.gesture,
                operation: operation, controllers: (from, to))
        } else {
            // The async recording, so an animator's Swift tasks run as on iOS (the same scene otherwise).
            scene = try await TransitionScene.recording(from: from, to: to, animator: animator, operation: operation,
                                                        canvas: Canvas(size: Size(320, 568), scale: 1))
        }
        let files = try await scene.render(to: folder)
        // What `animatic lint` finds (a transition that never completes …) is said with the count:
        // the frames can look right while the app would be stuck.
        let findings = Lint(try scene.timeline()).findings
        // The messages go to the log; the verdict (the last line) names the rules.
        for finding in findings { print(finding) }
        let rules = findings.map(\.rule.rawValue)
        print("renders \(files.count) frames" + (rules.isEmpty ? "" : "; lint: \(rules.joined(separator: ", "))"))
        return 0
    } catch let error as RecordingError {
        print("records with problems: \(error.problems.map(\.description).joined(separator: "; "))")
        return 1
    } catch {
        print("error: \(error)")
        return 1
    }
}

enum CensusScreen { case from, to }

/// An interaction file's driver (docs/census.md, the fourth unseen sample): an animator of ours that
/// also names the file's interaction controller and a scripted gesture that drives it.
@MainActor protocol CensusInteractiveAnimator: UIViewControllerAnimatedTransitioning {
    var interactionController: UIViewControllerInteractiveTransitioning { get }
    var gesture: ScriptedGesture { get }
}

/// Census/drivers/_screens.yaml, found upward from this file's copy in the generated package.
func censusScreensPath() throws -> String {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
        let candidate = folder.appendingPathComponent("Census/drivers/_screens.yaml").path
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
        folder = folder.deletingLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
}

/// A `.custom` presentation's animator, asked from the presented controller's transitioning
/// delegate as UIKit asks it (the whole-library drivers present as their READMEs do).
@MainActor
func presentationAnimator(
    presenting: UIViewController, presented: UIViewController
) -> (any UIViewControllerAnimatedTransitioning, TransitionOperation) {
    guard let delegate = presented.transitioningDelegate,
        let animator = delegate.animationController(forPresented: presented, presenting: presenting, source: presenting)
    else { fatalError("the presented controller's transitioning delegate gives no animator") }
    return (animator, .present)
}

/// An app's own custom presentation controller, re-declared for its driver (the driver says which):
/// the presented view added to the container in `presentationTransitionWillBegin()` and laid out at
/// `presentedFrame` of the container's bounds.
final class CensusPresentationController: UIPresentationController {
    var presentedFrame: (CGRect) -> CGRect = { $0 }
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return presentedFrame(bounds)
    }
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let presentedView else { return }
        containerView?.addSubview(presentedView)
    }
    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The transitioning delegate that gives a `CensusPresentationController` with `presentedFrame`.
final class CensusPresentationDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let presentedFrame: (CGRect) -> CGRect
    init(presentedFrame: @escaping (CGRect) -> CGRect) { self.presentedFrame = presentedFrame }
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = CensusPresentationController(presentedViewController: presented, presenting: presenting)
        controller.presentedFrame = presentedFrame
        return controller
    }
}

exit(await renderCensusAnimator(to: CommandLine.arguments[1]))
