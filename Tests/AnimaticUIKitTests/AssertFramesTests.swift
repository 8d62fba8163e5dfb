import AnimaticTesting
import AnimaticUIKit
import Testing

/// A recorded animator checks against goldens like a scene file does: here the project's own
/// goldens of the scene the animator's article was transcribed into.
@MainActor
struct AssertFramesTests {
    @Test func aSwiftAnimatorPassesTheGoldensOfItsSceneFile() throws {
        let scene = try TransitionScene(
            screens: scenePath("rotate-spring-modal"), animator: TransitionManager(), operation: .present,
            name: "rotate-spring-modal")
        let check = assertFrames(
            of: scene, goldens: repositoryRoot.appendingPathComponent("goldens").path, record: .never)
        #expect(check?.frames.count == 6)
    }
}
