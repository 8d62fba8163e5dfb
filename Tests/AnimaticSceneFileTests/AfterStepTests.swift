import AnimaticCore
import AnimaticSceneFile
import Testing

/// `after` (DispatchQueue.main.asyncAfter) and `create` with `in: null`, the steps the Swift
/// front end needs, spelled in YAML.
struct AfterStepTests {
    @Test func afterRunsItsStepsAtTheDelayAndMayNest() throws {
        let t = try timeline(
            scene(
                steps: """
                    - add: to
                    - after: 0.25
                      steps:
                        - set: {to.alpha: 0.5}
                        - after: 0.5
                          steps:
                            - completeTransition: true
                    """))
        #expect(number(t, "detail", .opacity, at: 0.24) == 1)
        #expect(number(t, "detail", .opacity, at: 0.26) == 0.5)
        #expect(t.completions.map(\.time) == [0.75])
    }

    @Test func afterAndCompletionsAtTheSameTimeRunInTheOrderTheyWereScheduled() throws {
        let t = try timeline(
            scene(
                steps: """
                    - add: to
                    - animate: {duration: 0.5, curve: linear, set: {to.alpha: 0.2}, completion: [{set: {to.alpha: 0.4}}]}
                    - after: 0.5
                      steps: [{set: {to.alpha: 0.6}}]
                    """))
        #expect(number(t, "detail", .opacity, at: 0.5) == 0.6)
    }

    @Test func createInNullMakesAViewOutsideTheHierarchy() throws {
        let t = try timeline(
            scene(
                steps: """
                    - create: {id: dim, frame: [0, 0, 10, 10]}
                      in: null
                    - after: 0.5
                      steps: [{add: dim}]
                    """))
        #expect(t.model(at: 0).views["dim"] != nil && t.model(at: 0).parent["dim"] == nil)
        #expect(t.model(at: 0.5).parent["dim"] == ModelTree.containerID)
    }

    @Test func afterNeedsStepsAndANonNegativeDelay() {
        #expect(error(scene(steps: "- after: -1\n  steps: []"))?.message == "a delay must be ≥ 0")
        #expect(error(scene(steps: "- after: 1"))?.message.contains("'after' needs 'steps'") == true)
    }
}
