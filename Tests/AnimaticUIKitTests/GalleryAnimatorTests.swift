import Animatic
import AnimaticUIKit
import Testing

/// The gallery's transitions written as iOS animators render the same frames as their scenes.
@MainActor
@Suite struct GalleryAnimatorTests {
    @Test func flip() throws {
        let recorded = try TransitionScene(screens: scenePath("gallery-flip"), animator: FlipAnimator(), operation: .present)
        try expectSameFrames(recorded.scene, try SceneLoader.load(path: scenePath("gallery-flip")), at: [0, 0.2, 0.4, 0.6, 0.8])
    }

    @Test func door() throws {
        let recorded = try TransitionScene(screens: scenePath("gallery-door"), animator: DoorAnimator(), operation: .present)
        try expectSameFrames(recorded.scene, try SceneLoader.load(path: scenePath("gallery-door")), at: [0, 0.25, 0.5, 0.75, 1.0])
    }

    @Test func cube() throws {
        let recorded = try TransitionScene(screens: scenePath("gallery-cube"), animator: CubeAnimator(), operation: .push)
        try expectSameFrames(recorded.scene, try SceneLoader.load(path: scenePath("gallery-cube")), at: [0, 0.2, 0.45, 0.7, 0.9])
    }

    @Test func uikitPush() throws {
        let recorded = try TransitionScene(screens: scenePath("gallery-uikit"), animator: SlidePushAnimator(), operation: .push)
        try expectSameFrames(recorded.scene, try SceneLoader.load(path: scenePath("gallery-uikit")), at: [0, 0.25, 0.5])
    }
}
