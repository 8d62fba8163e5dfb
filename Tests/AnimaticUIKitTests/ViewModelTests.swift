import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// UIView's geometry and the model values an animator reads, against hand-computed numbers.
@MainActor
struct ViewModelTests {
    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test func frameUnderARotationIsTheBoundingBoxAndSettingItMapsBack() {
        let view = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))  // center (100, 100)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // 100 × 50 turned a quarter: 50 × 100 about the same center.
        #expect(close(view.frame, CGRect(x: 75, y: 50, width: 50, height: 100)))
        // Core Animation maps a new frame back through the inverse transform about the anchor
        // point: (0, 0, 60, 120) turned back a quarter about its center (30, 60) is 120 × 60.
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 120)
        #expect(close(view.bounds, CGRect(x: 0, y: 0, width: 120, height: 60)))
        #expect(abs(view.center.x - 30) < 1e-9 && abs(view.center.y - 60) < 1e-9)
        #expect(close(view.frame, CGRect(x: 0, y: 0, width: 60, height: 120)))
    }

    @Test func frameUnderAScaleKeepsTheCenterAndDividesTheSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -25, y: -25, width: 100, height: 100))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 50, height: 50) && view.center == CGPoint(x: 50, y: 50))
    }

    @Test func convertGoesThroughEachSuperviewsFrameAndTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(card)
        card.addSubview(badge)
        #expect(badge.convert(badge.bounds, to: root) == CGRect(x: 30, y: 110, width: 20, height: 20))
        // Scaled 2× about its center (120, 150): the card's point (10, 10), 90 left of and 40
        // above its bounds' center (100, 50), lands 180 and 80 away: (−60, 70).
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(card.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: -60, y: 70))
        #expect(root.convert(CGPoint(x: -60, y: 70), to: card) == CGPoint(x: 10, y: 10))
    }

    @Test func viewsGetStableIDs() throws {
        let scene = try record { context in
            let named = UIView(frame: .zero)
            named.accessibilityIdentifier = "dim"
            context.containerView.addSubview(named)
            context.containerView.addSubview(UIView(frame: .zero))
            context.containerView.addSubview(UILabel(frame: .zero))
            context.containerView.addSubview(UIView(frame: .zero))
            context.completeTransition(true)
        }
        let tree = try Timeline.compile(scene).model(at: 0)
        #expect(tree.children[ModelTree.containerID] == ["from", "dim", "UIView-1", "UILabel-1", "UIView-2"])
        #expect(tree.views["UILabel-1"]?.kind == .label)
    }

    @Test func aLinearAnimationMovesThePresentationValueAtAConstantRate() throws {
        let scene = try record { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(
                withDuration: 1, delay: 0.5, options: .curveLinear,
                animations: {
                    to.alpha = 1
                    to.center.y += 100
                    // Inside the block the model already has the new value, as in UIKit.
                    #expect(to.alpha == 1)
                }, completion: { _ in context.completeTransition(true) })
        }
        let timeline = try Timeline.compile(scene)
        // Delay 0.5, then 1 s linear: at 0.75 a quarter of the way, at 1.25 three quarters.
        #expect(timeline.presentationValue(of: .opacity, view: "to", at: 0.25) == .number(0))
        #expect(timeline.presentationValue(of: .opacity, view: "to", at: 0.75) == .number(0.25))
        #expect(timeline.presentationValue(of: .position, view: "to", at: 1.25) == .point(Point(160, 284 + 75)))
        #expect(timeline.completions.map(\.time) == [1.5])
    }
}
