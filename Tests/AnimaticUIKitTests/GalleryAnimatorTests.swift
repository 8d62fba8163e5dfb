import Animatic
import AnimaticUIKit
import Testing

/// The gallery's transitions written as iOS animators render the same frames as their scenes.
@MainActor
@Suite struct GalleryAnimatorTests {
    @Test func flip() throws {
        let recorded = try TransitionScene(
            screens: scenePath("gallery-flip"), animator: FlipAnimator(), operation: .present)
        try expectSameFrames(
            recorded.scene, try SceneLoader.load(path: scenePath("gallery-flip")), at: [0, 0.2, 0.4, 0.6, 0.8])
    }

    @Test func door() throws {
        let recorded = try TransitionScene(
            screens: scenePath("gallery-door"), animator: DoorAnimator(), operation: .present)
        try expectSameFrames(
            recorded.scene, try SceneLoader.load(path: scenePath("gallery-door")), at: [0, 0.25, 0.5, 0.75, 1.0])
    }

    @Test func cube() throws {
        let recorded = try TransitionScene(
            screens: scenePath("gallery-cube"), animator: CubeAnimator(), operation: .push)
        try expectSameFrames(
            recorded.scene, try SceneLoader.load(path: scenePath("gallery-cube")), at: [0, 0.2, 0.45, 0.7, 0.9])
    }

    @Test func uikitPush() throws {
        let recorded = try TransitionScene(
            screens: scenePath("gallery-uikit"), animator: SlidePushAnimator(), operation: .push)
        try expectSameFrames(
            recorded.scene, try SceneLoader.load(path: scenePath("gallery-uikit")), at: [0, 0.25, 0.5])
    }

    @Test func circularRevealWithAShapeLayerMask() throws {
        // The scene file rounds the radius √(276² + 524²) = 592.24 to 592.2; given that, the
        // frames must be identical (the animator alone differs from them by a 0.04 pt edge).
        let recorded = try TransitionScene(
            screens: scenePath("gallery-circular-reveal"), animator: CircularRevealAnimator(radius: 592.2),
            operation: .present)
        try expectSameFrames(
            recorded.scene, try SceneLoader.load(path: scenePath("gallery-circular-reveal")),
            at: [0, 0.1, 0.2, 0.3, 0.45])
    }

    @Test func explicitAnimations() throws {
        let recorded = try TransitionScene(
            screens: scenePath("gallery-explicit"), animator: ExplicitAnimationsAnimator(), operation: .present)
        try expectSameFrames(
            recorded.scene, try SceneLoader.load(path: scenePath("gallery-explicit")),
            at: [0, 0.2, 0.45, 0.9, 1.2, 1.4])
    }

    @Test func viewTransitions() throws {
        let recorded = try TransitionScene(
            screens: scenePath("gallery-transition-flip"), animator: SettingsFlipAnimator(), operation: .present)
        try expectSameFrames(
            recorded.scene, try SceneLoader.load(path: scenePath("gallery-transition-flip")),
            at: [0, 0.15, 0.45, 0.8, 1.0, 1.3])
    }
}
