/// Anything that stands for a scene (a Swift animator's `TransitionScene`), so test helpers
/// such as `assertFrames(of:)` take it directly.
public protocol SceneProviding: Sendable {
    var scene: Scene { get }
}
