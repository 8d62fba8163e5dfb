import Animatic
import AnimaticUIKit

/// Replays a snapshot's frames as an Animatic scene: the snapshotted view is the `to` screen of
/// a recorded transition on a canvas of its size at @3x (the recordings' scale), and frame k's
/// changes (what Stagehand's renderer writes) run at t = k s, so they become `set` steps there
/// and the scene at t = k shows frame k. Whole seconds keep every frame time exact.
@MainActor
enum FrameRecording {
    static let scale = 3.0

    static func scene(of view: UIView, frames: [() -> Void]) throws -> Scene {
        // UIKit lays the hierarchy out before drawing it (drawHierarchy, afterScreenUpdates: true);
        // here nothing does, so the pass runs once, top-down, as UIKit's first layout would. The
        // frames only change transforms, which do not invalidate layout.
        layOut(view)
        // A test may snapshot the same view again; the recording put it in its container, which
        // would carry over into the next (iOS draws a detached view the same wherever it was).
        view.removeFromSuperview()
        defer { view.removeFromSuperview() }
        let from = UIViewController()
        let to = UIViewController()
        to.view = view
        let size = view.bounds.size
        let canvas = Canvas(
            size: Size(Double(size.width), Double(size.height)), scale: scale, fps: 1, background: .clear)
        return try TransitionScene(
            from: from, to: to, animator: FramePlayer(frames: frames), operation: .present, canvas: canvas
        ).scene
    }

    private static func layOut(_ view: UIView) {
        view.layoutSubviews()
        view.subviews.forEach(layOut)
    }
}

/// The "animator": shows the snapshotted view and plays one frame a second.
final class FramePlayer: NSObject, UIViewControllerAnimatedTransitioning {
    let frames: [() -> Void]
    init(frames: [() -> Void]) { self.frames = frames }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        TimeInterval(frames.count)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(view)
        for (k, frame) in frames.enumerated() {
            if k == 0 {
                frame()
            } else {
                DispatchQueue.main.asyncAfter(deadline: .now() + Double(k), execute: frame)
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + Double(frames.count)) {
            transitionContext.completeTransition(true)
        }
    }
}
