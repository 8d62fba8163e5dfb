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
    /// Characters (Unicode scalars) in one label's text: Pango shapes and lays out all of it,
    /// and 10 MB of text without spaces took 31 s and 1.9 GB for one frame.
    public static let maxTextLength = 100_000
    /// A font's size in points: FreeType cannot draw glyphs past 65,535 pixels per em, which
    /// a 100,000 pt font passes at any scale.
    public static let maxFontSize = 10_000.0
}
