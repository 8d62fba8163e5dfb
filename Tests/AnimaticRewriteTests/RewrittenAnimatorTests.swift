import Animatic
import AnimaticUIKit
import Testing

/// The fixture animators (Fixtures/TimerAnimators.swift, iOS-style source with @objc, dynamic,
/// #selector and @IBOutlet) are compiled into this target by the AnimaticRewrite plugin.
/// (No `import Foundation`: Foundation's Timer would shadow the virtual clock's here.)
@MainActor
struct RewrittenAnimatorTests {
    /// 320 × 568 pt at scale 1: white `from`, systemBlue (0, 122, 255) `to`.
    func scene(_ animator: some UIViewControllerAnimatedTransitioning, seed: UInt64 = 0) throws -> Scene {
        let from = UIViewController(), to = UIViewController()
        from.view.backgroundColor = .white
        to.view.backgroundColor = .systemBlue
        return try TransitionScene(
            from: from, to: to, animator: animator, operation: .push,
            canvas: Canvas(size: Size(320, 568), scale: 1), seed: seed
        ).scene
    }

    /// Fixtures/IOSOnlyAnimator.swift is wholly inside `#if os(iOS)` and imports `os.log`: the
    /// plugin compiles it as iOS would, simulator branch included.
    @Test func aFileInsideIfOSiOSCompilesAsOnIOS() throws {
        let timeline = try Timeline.compile(try scene(DropAnimator()))
        #expect(timeline.endTime == 0.4)
        #expect(try #require(timeline.model(at: 0.4).views["to"]).position.y == 284)
        // Linear from y = −568 (the simulator branch's distance) to 0: the screen's bottom edge
        // is at 284 at 0.2 s; at 0 s nothing of it shows.
        let start = try Rasterizer().render(timeline.presentation(at: 0)).pixel(x: 160, y: 2)
        #expect(start.r == 255 && start.g == 255 && start.b == 255, "\(start)")
        let frame = try Rasterizer().render(timeline.presentation(at: 0.2))
        let blue = frame.pixel(x: 160, y: 280), white = frame.pixel(x: 160, y: 290)
        #expect(blue.r == 0 && blue.g == 122 && blue.b == 255, "\(blue)")
        #expect(white.r == 255 && white.g == 255 && white.b == 255, "\(white)")
    }

    @Test func timerWithTargetAndSelectorStepsTheScreenInEveryTenthOfASecond() throws {
        let timeline = try Timeline.compile(try scene(TickerAnimator()))
        // Tick k (k = 1…5) at 0.1·k s sets x = 320·(5 − k)/5: 256, 192, 128, 64, 0.
        for (time, x) in [(0.05, 320.0), (0.15, 256), (0.25, 192), (0.35, 128), (0.45, 64), (0.55, 0)] {
            let frame = try #require(timeline.model(at: time).views["to"])
            #expect(frame.position.x - frame.bounds.size.width / 2 == x, "t = \(time)")
        }
        #expect(timeline.completions.map(\.time) == [0.5])
        // Pixels at 0.25 s: white left of x = 192, blue from 192 on.
        let frame = try Rasterizer().render(timeline.presentation(at: 0.25))
        let white = frame.pixel(x: 190, y: 300), blue = frame.pixel(x: 194, y: 300)
        #expect(white.r == 255 && white.g == 255 && white.b == 255, "\(white)")
        #expect(blue.r == 0 && blue.g == 122 && blue.b == 255, "\(blue)")
    }

    @Test func timerStepsAreLocatedAtTheFixturesTimerLine() throws {
        let steps = try scene(TickerAnimator()).transition.steps
        let delayed = steps.filter { if case .after = $0.action { true } else { false } }
        #expect(delayed.count == 1, "the first fire is one `after` step; each next one is nested in the previous")
        let location = try #require(delayed.first?.location)
        #expect(location.file.hasSuffix("TimerAnimators.swift"), "\(location)")
        #expect(location.line == 26, "\(location)")
    }

    @Test func displayLinkTicksSixtyTimesASecondWithItsTimestamp() throws {
        let timeline = try Timeline.compile(try scene(DisplayLinkAnimator()))
        // Tick k at k/60 s sets x = 200·k/60; at 0.26 s the last tick is k = 15 (0.25 s): x = 50.
        for (time, x) in [(0.01, 0.0), (0.26, 50), (0.51, 100)] {
            let badge = try #require(timeline.model(at: time).views["badge"])
            #expect(abs(badge.position.x - 10 - x) < 1e-9, "t = \(time): \(badge.position.x - 10)")
        }
        #expect(abs((timeline.completions.first?.time ?? 0) - 0.5) < 1e-9)
        let frame = try Rasterizer().render(timeline.presentation(at: 0.26))
        let inside = frame.pixel(x: 60, y: 110), before = frame.pixel(x: 48, y: 110), after = frame.pixel(x: 72, y: 110)
        #expect(inside.r == 255 && inside.g == 0 && inside.b == 0, "\(inside)")
        #expect(before.r == 0 && before.g == 122 && after.r == 0 && after.g == 122, "\(before) \(after)")
    }

    @Test func keyPathNamesTheLayerPropertyAsAString() throws {
        // `#keyPath(CALayer.opacity)` is "opacity": the layer animation (0.5 → 1, linear, added
        // after the UIView fade) sets the presentation value: 0.5 + 0.5 · 0.15 / 0.3 at 0.15 s.
        let timeline = try Timeline.compile(try scene(ConfettiAnimator()))
        #expect(timeline.presentationValue(of: .opacity, view: "to", at: 0.15) == .number(0.75))
    }

    func dots(seed: UInt64) throws -> [Point] {
        let model = try Timeline.compile(try scene(ConfettiAnimator(), seed: seed)).model(at: 0.3)
        return try (0..<3).map { try #require(model.views["dot-\($0)"]).position }
    }

    @Test func seededRandomGivesTheSameDotsEachRunAndOtherDotsForAnotherSeed() throws {
        let first = try dots(seed: 7), again = try dots(seed: 7), other = try dots(seed: 8)
        #expect(first == again)
        #expect(first != other)
        for dot in first + other {
            #expect((5...285).contains(dot.x) && (5...504).contains(dot.y), "\(dot)")
        }
    }
}
