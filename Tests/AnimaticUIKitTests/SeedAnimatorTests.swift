import Animatic
import AnimaticUIKit
import Foundation
import Testing

/// Each seed article's animator, written in Swift as the app would ship it, renders the same
/// frames as the scene file that transcribes it.
@MainActor
@Suite struct SeedAnimatorTests {
    @Test func lessonOptionsSheetMatchesItsScene() throws {
        let yaml = try SceneLoader.load(path: scenePath("slide-up-sheet"))
        let recorded = try TransitionScene(
            screens: scenePath("slide-up-sheet"), animator: LessonOptionsAnimator(isPresentation: true),
            operation: .present, controllers: (UIViewController(), LessonTypeViewController()))
        try expectSameFrames(recorded.scene, yaml, at: [0, 0.1, 0.2, 0.35, 0.5, 0.8])
    }

    @Test func perspectiveSnapshotModalMatchesItsScene() throws {
        let yaml = try SceneLoader.load(path: scenePath("perspective-snapshot-modal"))
        let recorded = try TransitionScene(
            screens: scenePath("perspective-snapshot-modal"), animator: ModalTransitionAnimator(), operation: .present)
        try expectSameFrames(recorded.scene, yaml, at: [0, 0.1, 0.25, 0.4, 0.5])
    }

    @Test func rotatingSpringModalMatchesItsScene() throws {
        let yaml = try SceneLoader.load(path: scenePath("rotate-spring-modal"))
        let recorded = try TransitionScene(
            screens: scenePath("rotate-spring-modal"), animator: TransitionManager(), operation: .present)
        try expectSameFrames(recorded.scene, yaml, at: [0, 0.15, 0.3, 0.5, 0.75, 1.0])
    }

    @Test func slideAndZoomMatchesItsScene() throws {
        let yaml = try SceneLoader.load(path: scenePath("slide-and-zoom"))
        let recorded = try TransitionScene(
            screens: scenePath("slide-and-zoom"), animator: PASShowDetailAnimator(), operation: .push,
            controllers: (PASViewController(), PASDetailViewController()))
        try expectSameFrames(recorded.scene, yaml, at: [0, 0.15, 0.3, 0.45, 0.6])
    }

    @Test func matchedViewFlightMatchesItsScene() throws {
        let yaml = try SceneLoader.load(path: scenePath("matched-view-flight"))
        let (goals, lessons) = (GoalsViewController(), LessonsViewController())
        let animator = RSViewControllerAnimationTransitioning(sourceDelegate: goals, targetDelegate: lessons)
        let recorded = try TransitionScene(
            screens: scenePath("matched-view-flight"), animator: animator, operation: .push,
            controllers: (goals, lessons))
        try expectSameFrames(recorded.scene, yaml, at: [0, 0.1, 0.2, 0.3, 0.45, 0.5])
    }
}
