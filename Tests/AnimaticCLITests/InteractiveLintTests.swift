import Animatic
import AnimaticCore
import AnimaticSceneFile
import Testing

/// Lint of interactive scenes: the release, the completion flag, the state after a cancel,
/// animations the driver cannot scrub.
@Suite struct InteractiveLintTests {
    func findings(_ interaction: String, steps: String) throws -> [String] {
        let yaml = """
            canvas: {size: [200, 400], scale: 1}
            from: {id: home, subviews: [{id: cell, frame: [0, 0, 100, 40]}]}
            to: {id: detail}
            interaction: \(interaction)
            transition:
              duration: 1
              steps:
            \(steps.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            """
        return rules(Lint(try Timeline.compile(SceneLoader.parse(yaml, file: "lint.yaml"))).findings)
    }

    let animated = """
        - add: to
        - set: {to.alpha: 0}
        - animate: {duration: 1, curve: linear, set: {to.alpha: 1, cell.alpha: 0.5}, completion: [{completeTransition: "!transitionWasCancelled"}]}
        """
    let seamless =
        "{driver: propertyAnimator, progress: [[0, 0], [0.5, 0.5]], release: {at: 0.5, finish: true}, continue: {spring: {mass: 1, stiffness: 200, damping: 25}}}"

    @Test func aSeamlessSpringReleaseAndAnExactCancelAreClean() throws {
        #expect(try findings(seamless, steps: animated).isEmpty)
        let cancel =
            "{driver: propertyAnimator, progress: [[0, 0], [0.5, 0.3]], release: {at: 0.5, finish: false}, continue: {spring: {mass: 1, stiffness: 200, damping: 25}}}"
        #expect(try findings(cancel, steps: animated).isEmpty)
    }

    @Test func aReleaseThatChangesSpeedIsAJump() throws {
        // The gesture moves at 1/s; percent-driven finish() starts at rest on ease-in-out.
        #expect(
            try findings("{progress: [[0, 0], [0.5, 0.5]], release: {at: 0.5, finish: true}}", steps: animated) == [
                "release-jump"
            ])
        // A velocity that is not the gesture's.
        let wrong =
            "{driver: propertyAnimator, progress: [[0, 0], [0.5, 0.5]], release: {at: 0.5, velocity: 4, finish: true}, continue: {spring: {mass: 1, stiffness: 200, damping: 25}}}"
        #expect(try findings(wrong, steps: animated) == ["release-jump"])
        // A linear finish at the gesture's own speed is smooth: 0.5 to go at 1/s is completionSpeed 1 over a 1 s transition.
        #expect(
            try findings(
                "{progress: [[0, 0], [0.5, 0.5]], release: {at: 0.5, finish: true}, completionCurve: linear}",
                steps: animated
            ).isEmpty)
    }

    @Test func completeTransitionTrueAfterACancelIsTheWrongFlag() throws {
        let steps = animated.replacingOccurrences(of: "\"!transitionWasCancelled\"", with: "true")
        let cancel =
            "{driver: propertyAnimator, progress: [[0, 0], [0.5, 0.3]], release: {at: 0.5, finish: false}, continue: {curve: easeOut}}"
        #expect(try findings(cancel, steps: steps).contains("wrong-completion-flag"))
    }

    @Test func aPlainSetIsNotUndoneByACancel() throws {
        let steps = """
            - add: to
            - set: {cell.center: [50, 300]}
            - animate: {duration: 1, curve: linear, set: {cell.alpha: 0.5}, completion: [{completeTransition: "!transitionWasCancelled"}]}
            """
        let cancel =
            "{driver: propertyAnimator, progress: [[0, 0], [0.5, 0.3]], release: {at: 0.5, finish: false}, continue: {curve: easeOut}}"
        #expect(try findings(cancel, steps: steps).contains("not-restored-after-cancel"))
        #expect(
            try !findings(seamless, steps: steps).contains("not-restored-after-cancel"), "a finish need not restore")
    }

    @Test func springsUnderPercentDrivingAndCAAnimationsUnderAnAnimatorCannotBeScrubbed() throws {
        let spring = animated.replacingOccurrences(of: "curve: linear", with: "spring: {dampingRatio: 0.7}")
        let smooth = "{progress: [[0, 0], [0.5, 0.5]], release: {at: 0.5, finish: true}, completionCurve: linear}"
        #expect(try findings(smooth, steps: spring) == ["unscrubbable-animation"])
        let explicit = animated + "\n- addAnimation: {to: cell, basic: {keyPath: opacity, from: 1, to: 0, duration: 1}}"
        #expect(try findings(seamless, steps: explicit) == ["unscrubbable-animation"])
    }
}

@Suite struct InteractiveCLITests {
    @Test func aBadInteractionIsALocatedErrorWithExitTwo() throws {
        let dir = try temporaryDirectory()
        try """
        from: {id: home}
        to: {id: detail}
        interaction:
          progress: [[0, 0], [0.5, 0.4]]
          release: {at: 0.5, finish: true}
          completionSpeed: -1
        transition: {duration: 1, steps: [{add: to}, {completeTransition: true}]}
        """.write(to: dir.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["validate", "bad.yaml"], in: dir)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("bad.yaml:6:20: error: completionSpeed must be in (0, 100], got -1.0"),
            "\(result.stderr)")
    }
}
