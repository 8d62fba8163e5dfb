import Animatic
import AnimaticUIKit
import Testing

/// Lint reads a recorded animator like a scene file, and its findings point at the Swift lines.
@MainActor
struct LintTests {
    @Test func findingsPointAtTheAnimatorsLines() throws {
        var (completeLine, animateLine) = (0, 0)
        let scene = try record(duration: 0.3) { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            animateLine = #line + 1
            UIView.animate(
                withDuration: 0.6, animations: { to.alpha = 0.5 },
                completion: { _ in
                    completeLine = #line + 1
                    context.completeTransition(true)
                    context.completeTransition(true)
                })
        }
        let findings = Lint(try Timeline.compile(scene)).findings
        let twice = try #require(findings.first { $0.rule == .completesTwice })
        #expect(twice.location.file == "AnimaticUIKitTests/LintTests.swift" && twice.location.line == completeLine + 1)
        // The 0.6 s animation runs past transitionDuration (0.3 s): located at its UIView.animate.
        let outlasts = try #require(findings.first { $0.rule == .outlastsDuration })
        #expect(outlasts.location.line == animateLine)
    }
}
