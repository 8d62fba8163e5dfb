import Animatic
import AnimaticUIKit
import Testing

/// A plain write between two `UIView.animate` blocks of one property, as an app's card animator
/// does (move up in one block, reset the frame and move it down by a screen without animation,
/// then animate it up in a second block). On iOS each block adds an additive animation
/// (`value − to` on top of the model) and the plain write only changes the model: the
/// animations keep running (docs/scene-format.md, "What runs when").
@MainActor
struct WriteBetweenBlocksTests {
    /// The card: 320 × 568 at (0, 0), center y 284. Linear, 1 s each, both started at t = 0:
    /// block A: center y 284 → −284 (contributes 568 · (1 − t) on top of the model);
    /// plain write: center y 284 + 568 = 852;
    /// block B: center y 852 → 284 (contributes 568 · (1 − t)); the model ends at 284.
    /// So the center is 284 + 2 · 568 · (1 − t): 1420 at 0, 852 at 0.5, 284 at 1.
    func card() throws -> Scene {
        try record { context in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            card.accessibilityIdentifier = "card"
            context.containerView.addSubview(card)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
                card.frame = CGRect(x: 0, y: -568, width: 320, height: 568)
            }
            card.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
            card.center.y += 568
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.y -= 568 },
                completion: { _ in context.completeTransition(true) })
        }
    }

    @Test func bothAnimationsAddOnTheModelWrittenBetweenThem() throws {
        let timeline = try Timeline.compile(try card())
        func centerY(at t: Double) -> Double? {
            timeline.presentationState(of: "card", at: t, model: timeline.model(at: t)).map { $0.frame.midY }
        }
        #expect(centerY(at: 0) == 1420)
        #expect(centerY(at: 0.5) == 852)
        #expect(centerY(at: 1) == 284)
    }
}

/// A transform built from a zero size (a scale of 0 / 0) is NaN: reported where it is set, not
/// drawn as nothing silently.
@MainActor
struct NonFiniteValueTests {
    @Test func aNaNTransformIsReportedAtItsWrite() {
        let thumbnail = CGRect.zero
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                context.containerView.addSubview(view)
                view.transform = CGAffineTransform(scaleX: thumbnail.width / thumbnail.width, y: 1)
                context.completeTransition(true)
            }
        }
        #expect(error?.problems.first?.message.contains("not a finite number") == true)
    }

    @Test func anInfiniteCenterIsReportedToo() {
        let error = #expect(throws: RecordingError.self) {
            _ = try record { context in
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                context.containerView.addSubview(view)
                UIView.animate(withDuration: 1) { view.center.x = 1 / 0.0 }
                context.completeTransition(true)
            }
        }
        #expect(error?.problems.first?.message.contains("not a finite number") == true)
    }
}
