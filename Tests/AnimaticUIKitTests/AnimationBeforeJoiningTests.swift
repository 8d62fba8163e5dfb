import Animatic
import AnimaticUIKit
import Testing

/// A splash animator's order (the fifteenth sample's `v-cmilhe-splashtransition`): a mask layer is
/// made, animated, and only then set as the `to` view's mask; its animation's delegate completes the
/// transition and removes the mask. Core Animation runs an animation once its layer is in a tree,
/// so the order does not matter on iOS, and the mask removed at completion leaves the view whole.
@MainActor
struct AnimationBeforeJoiningTests {
    final class Finish: NSObject, CAAnimationDelegate {
        let done: @MainActor () -> Void
        init(_ done: @escaping @MainActor () -> Void) { self.done = done }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { done() }
    }

    /// The mask grows linearly from 100 × 100 to 300 × 300 pt about the screen's centre (160, 284) over
    /// 0.5 s of a 1 s transition; its delegate completes the transition at 0.5 s and removes the mask.
    func record() throws -> (Timeline, Double) {
        let scene = try AnimaticUIKitTests.record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let mask = CALayer()
            mask.backgroundColor = UIColor.black.cgColor
            mask.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            mask.position = CGPoint(x: 160, y: 284)
            let grow = CABasicAnimation(keyPath: "bounds")
            grow.fromValue = CGRect(x: 0, y: 0, width: 100, height: 100)
            grow.toValue = CGRect(x: 0, y: 0, width: 300, height: 300)
            grow.duration = 0.5
            grow.timingFunction = CAMediaTimingFunction(name: .linear)
            grow.delegate = Finish {
                context.completeTransition(true)
                to.layer.mask = nil
            }
            mask.add(grow, forKey: "grow")
            to.layer.mask = mask
        }
        return (try Timeline.compile(scene), scene.canvas.scale)
    }

    @Test func aMaskAnimatedBeforeItIsSetIsRecorded() throws {
        let (timeline, scale) = try record()
        #expect(timeline.completions.map(\.time) == [0.5])
        // At 0.25 s the mask is 200 × 200 pt: x 60…260, y 184…384 shows `to`'s systemBlue.
        let frame = try Rasterizer().render(timeline.presentation(at: 0.25))
        func blue(_ x: Double, _ y: Double) -> Bool {
            let c = frame.pixel(x: Int(x * scale), y: Int(y * scale))
            return c.r == 0 && c.g == 122 && c.b == 255
        }
        #expect(blue(62, 186) && blue(258, 382) && blue(160, 284))
        #expect(!blue(57, 284) && !blue(160, 181) && !blue(263, 284))
    }

    /// After the completion the mask is gone: the whole view is blue, not the 100-point square the
    /// mask's model bounds would give once its animation is over.
    @Test func theMaskRemovedAtAnEarlyCompletionLeavesTheViewWhole() throws {
        let (timeline, scale) = try record()
        let frame = try Rasterizer().render(timeline.presentation(at: 0.75))
        for (x, y) in [(5.0, 5.0), (160, 284), (315, 560)] {
            let c = frame.pixel(x: Int(x * scale), y: Int(y * scale))
            #expect(c.r == 0 && c.g == 122 && c.b == 255, "(\(x), \(y)): \(c)")
        }
    }
}
