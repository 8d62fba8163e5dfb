import Animatic
import AnimaticUIKit
import Testing

/// Fixtures/FunctionValueAnimators.swift passes `to.addSubview` and
/// `transitionContext.completeTransition` as function values; the plugin makes them closures
/// (their call sites are captured by defaulted parameters, so the methods' own types do not fit).
@MainActor
struct FunctionValueAnimatorTests {
    func scene() throws -> Scene {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        to.view.backgroundColor = .systemBlue
        return try TransitionScene(
            from: from, to: to, animator: BarsAnimator(), operation: .push,
            canvas: Canvas(size: Size(320, 568), scale: 1)
        ).scene
    }

    @Test func barsAddedByForEachOfAddSubviewRideOnTheIncomingScreen() throws {
        let timeline = try Timeline.compile(try scene())
        #expect(timeline.endTime == 0.4)
        // Linear from x = 320 to 0: at 0.2 s the screen's left edge is at 160, and its first
        // bar (x 20…100 in it) at 180…260; at the end the bars are in place.
        let half = try Rasterizer().render(timeline.presentation(at: 0.2))
        let bar = half.pixel(x: 200, y: 120), screen = half.pixel(x: 170, y: 120), from = half.pixel(x: 100, y: 120)
        #expect(bar.r == 255 && bar.g == 0 && bar.b == 0, "\(bar)")
        #expect(screen.r == 0 && screen.g == 122 && screen.b == 255, "\(screen)")
        #expect(from.r == 255 && from.g == 255 && from.b == 255, "\(from)")
        let end = try Rasterizer().render(timeline.presentation(at: 0.4))
        for x in [60, 160, 260] {
            let p = end.pixel(x: x, y: 120)
            #expect(p.r == 255 && p.g == 0 && p.b == 0, "x = \(x): \(p)")
        }
    }

    @Test func theClosuresKeepTheirCallSitesLines() throws {
        let steps = try scene().transition.steps
        let bars = steps.filter { step in
            if case .insert(let id, _, _) = step.action { id.hasPrefix("bar-") } else { false }
        }
        #expect(bars.count == 3)
        #expect(bars.allSatisfy { $0.location.line == 23 }, "\(bars.map(\.location))")
        let completion = steps.compactMap { step in
            if case .animate(let animation) = step.action { animation.completion.first } else { nil }
        }
        let complete = try #require(completion.first)
        guard case .completeTransition(true) = complete.action else {
            Issue.record("\(complete.action)")
            return
        }
        #expect(complete.location.line == 26, "\(complete.location)")
    }
}
