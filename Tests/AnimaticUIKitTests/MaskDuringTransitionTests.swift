import Animatic
import AnimaticUIKit
import Testing

/// A mask set on a view made during the transition (a snapshot, as reveal and strip animators
/// make them), and animated: expected pixels derived by hand in each test.
@MainActor
struct MaskDuringTransitionTests {
    /// 320 × 568 pt screens: `to` (systemBlue, 0 122 255) in the container, a snapshot of the
    /// white `from` over it, masked by a 160 pt wide black layer whose `position.x` moves linearly
    /// from 80 to 240 over 1 s. At t = 0.5 the mask's centre is at 160, so it spans x 80 … 240:
    /// white there, blue left of 80 and right of 240. At t = 0 it spans 0 … 160.
    @Test func aMaskOnASnapshotCutsItAndItsAnimationMovesTheCut() throws {
        let scene = try record { context in
            let (_, window) = Self.maskLeftHalfOfASnapshot(context)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 80
            slide.toValue = 240
            slide.duration = 1
            slide.timingFunction = CAMediaTimingFunction(name: .linear)
            window.position.x = 240
            window.add(slide, forKey: "slide")
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { context.completeTransition(true) }
        }
        let timeline = try Timeline.compile(scene)
        let scale = scene.canvas.scale
        let frames = try [0, 0.5].map { try Rasterizer().render(timeline.presentation(at: $0)) }
        func isWhite(_ frame: Int, _ x: Double) -> Bool {
            let c = frames[frame].pixel(x: Int(x * scale), y: Int(284 * scale))
            return c.r == 255 && c.g == 255 && c.b == 255
        }
        func isBlue(_ frame: Int, _ x: Double) -> Bool {
            let c = frames[frame].pixel(x: Int(x * scale), y: Int(284 * scale))
            return c.r == 0 && c.g == 122 && c.b == 255
        }
        // frames[0] is t = 0, frames[1] t = 0.5.
        #expect(isWhite(0, 40) && isWhite(0, 150) && isBlue(0, 170) && isBlue(0, 300))
        #expect(isBlue(1, 40) && isBlue(1, 70) && isWhite(1, 90) && isWhite(1, 230))
        #expect(isBlue(1, 250) && isBlue(1, 300))
    }

    /// Removing it again (nil) while the first call runs shows the whole snapshot: white at
    /// x = 300, which the mask (0 … 160) would have cut.
    @Test func aMaskRemovedFromASnapshotShowsItWhole() throws {
        let scene = try record { context in
            let (snapshot, _) = Self.maskLeftHalfOfASnapshot(context)
            snapshot.layer.mask = nil
            context.completeTransition(true)
        }
        let timeline = try Timeline.compile(scene)
        let frame = try Rasterizer().render(timeline.presentation(at: 0))
        let c = frame.pixel(x: Int(300 * scene.canvas.scale), y: Int(284 * scene.canvas.scale))
        #expect(c.r == 255 && c.g == 255 && c.b == 255)
    }

    /// `to` in the container, a snapshot of the white `from` over it, masked by a black layer
    /// covering its left half (x 0 … 160): the snapshot and its mask, for the test to move or remove.
    static func maskLeftHalfOfASnapshot(_ context: UIViewControllerContextTransitioning) -> (UIView, CALayer) {
        context.containerView.addSubview(context.view(forKey: .to)!)
        let snapshot = context.view(forKey: .from)!.snapshotView(afterScreenUpdates: false)!
        context.containerView.addSubview(snapshot)
        let window = CALayer()
        window.frame = CGRect(x: 0, y: 0, width: 160, height: 568)
        window.backgroundColor = UIColor.black.cgColor
        snapshot.layer.mask = window
        return (snapshot, window)
    }
}
