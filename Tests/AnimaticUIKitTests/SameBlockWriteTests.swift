import Animatic
import AnimaticUIKit
import Testing

/// Writes to one view property twice inside one `UIView.animate` block: the view starts where it
/// was before the block and ends where it was last set (UIKit animates each key path of a block
/// once, additively, from the value before the block to the final model value).
@MainActor
struct SameBlockWriteTests {
    /// The box: frame (40, 40, 40, 40), center (60, 60). In the block `frame.size = 80 × 80`
    /// (center (80, 80), the origin staying) then `center = (200, 300)`. Linear over 1 s:
    /// t = 0: center (60, 60), 40 × 40 → frame (40, 40, 40, 40);
    /// t = 0.5: center (130, 180), 60 × 60 → frame (100, 150, 60, 60);
    /// t = 1: center (200, 300), 80 × 80 → frame (160, 260, 80, 80).
    /// (One animation per write, each ending at the block's final (200, 300), added
    /// (60 − 200, 60 − 300) and (80 − 200, 80 − 300) onto (200, 300): t = 0 showed the center
    /// at (−60, −160), off the screen.)
    func frameSizeThenCenter() throws -> Scene {
        try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let box = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
            box.accessibilityIdentifier = "box"
            box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            to.addSubview(box)
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    box.frame.size = CGSize(width: 80, height: 80)
                    box.center = CGPoint(x: 200, y: 300)
                },
                completion: { _ in context.completeTransition(true) })
        }
    }

    @Test func startsWhereItWasAndEndsWhereLastSet() throws {
        let timeline = try Timeline.compile(try frameSizeThenCenter())
        func frame(at t: Double) -> Rect? {
            timeline.presentationState(of: "box", at: t, model: timeline.model(at: t))?.frame
        }
        #expect(frame(at: 0) == Rect(40, 40, 40, 40))
        #expect(frame(at: 0.5) == Rect(100, 150, 60, 60))
        #expect(frame(at: 1) == Rect(160, 260, 80, 80))
    }

    /// The same in pixels: red inside the box, `to`'s systemBlue (0, 122, 255) outside it.
    @Test func framesShowIt() throws {
        let scene = try frameSizeThenCenter()
        let timeline = try Timeline.compile(scene)
        let scale = scene.canvas.scale
        let frames = try [0, 0.5, 1].map { try Rasterizer().render(timeline.presentation(at: $0)) }
        // Whether the point (x, y) in points is red in the frame at t = 0, 0.5, 1 (index 0, 1, 2).
        func red(_ x: Double, _ y: Double, _ i: Int) -> Bool {
            let c = frames[i].pixel(x: Int(x * scale), y: Int(y * scale))
            return c.r == 255 && c.g == 0 && c.b == 0
        }
        // t = 0: inside (40…80)², not at the halfway box's center (130, 180).
        #expect(red(60, 60, 0) && !red(130, 180, 0))
        // t = 0.5: (100…160) × (150…210).
        #expect(red(130, 180, 1) && !red(60, 60, 1))
        #expect(!red(95, 180, 1) && red(105, 180, 1))
        // t = 1: (160…240) × (260…340).
        #expect(red(200, 300, 2) && !red(130, 180, 2))
    }

    /// `center` twice and `bounds` twice: (60, 60) → (200, 300) and 40 → 100, halfway
    /// (130, 180) and 70.
    @Test func centerTwiceAndBoundsTwice() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            let box = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
            box.accessibilityIdentifier = "box"
            to.addSubview(box)
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    box.center = CGPoint(x: 100, y: 100)
                    box.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
                    box.center = CGPoint(x: 200, y: 300)
                    box.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
                },
                completion: { _ in context.completeTransition(true) })
        }
        let timeline = try Timeline.compile(scene)
        func frame(at t: Double) -> Rect? {
            timeline.presentationState(of: "box", at: t, model: timeline.model(at: t))?.frame
        }
        #expect(frame(at: 0) == Rect(40, 40, 40, 40))
        #expect(frame(at: 0.5) == Rect(95, 145, 70, 70))
        #expect(frame(at: 1) == Rect(150, 250, 100, 100))
    }
}
