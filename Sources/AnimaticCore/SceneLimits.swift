/// The ranges numeric scene values must lie in (docs/scene-format.md "Limits"). Values that
/// parse fine yet are absurd (a 1e300 spring mass, a 1e9 shadow radius) would otherwise
/// trap or hang far from where they were written; the reader refuses them at their line.
public enum SceneLimits {
    /// Widths and heights of frames and bounds, in points.
    public static let maxSize = 100_000.0
    /// cornerRadius, borderWidth and shadowRadius, in points.
    public static let maxRadius = 1_000.0
    /// A spring's mass, stiffness and damping (CASpringAnimation), each.
    public static let springParameters = 1e-6...1e6
    /// A spring's damping, which may be 0 (undamped).
    public static let springDamping = 0.0...1e6
    /// |initialVelocity| of a spring.
    public static let maxSpringVelocity = 1e6
}
