import Animatic
import Foundation
import Testing

/// The repository root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func scenePath(_ name: String) -> String { repositoryRoot.appendingPathComponent("scenes/\(name).yaml").path }

/// Renders both scenes at each time and compares the frames within `tolerance`, reporting
/// the numbers of any frame that differs.
func expectSameFrames(
    _ swift: Scene, _ yaml: Scene, at times: [Double], tolerance: Tolerance = .exact,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let (a, b) = (try Timeline.compile(swift), try Timeline.compile(yaml))
    #expect(
        abs(a.endTime - b.endTime) < 1e-9, "end times differ: Swift \(a.endTime) s, YAML \(b.endTime) s",
        sourceLocation: sourceLocation)
    for t in times {
        let actual = try Rasterizer().render(a.presentation(at: t))
        let expected = try Rasterizer().render(b.presentation(at: t))
        let comparison = PixelComparison(expected: expected, actual: actual, tolerance: tolerance)
        let passes = comparison.passes
        #expect(
            passes,
            """
            t = \(t): \(comparison.differingCount) of \(comparison.total) pixels differ \
            (\(comparison.antialiasedCount) anti-aliasing), max ΔE00 \(comparison.maxDeltaE), max channel delta \(comparison.maxChannelDelta)
            """, sourceLocation: sourceLocation)
    }
}
