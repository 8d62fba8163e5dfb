import AnimaticCore
import Foundation
import Testing
@testable import AnimaticRender

/// CAGradientLayer lays an axial gradient out in the layer's unit square and stretches it to the
/// bounds (Apple: the points are "mapped to the layer's bounds rectangle when drawn"; iOS
/// screenshots and the public code compensating for it, StackOverflow 43176174).
@Suite struct GradientLayoutTests {
    /// A 200 × 50 layer, black to white from (0, 0) to (1, 1): in the unit square t = (u + v) / 2,
    /// so the middle gray runs from the top-right corner to the bottom-left one. Measured in points
    /// instead, t at the top-right corner would be (199.5 · 200 + 0.5 · 50) / (200² + 50²) = 0.94.
    @Test func aDiagonalGradientOnAWideLayerIsStretchedFromTheUnitSquare() throws {
        var l = layer("g", frame: Rect(0, 0, 200, 50))
        var g = GradientContent()
        g.colors = [.black, .white]
        g.startPoint = Point(0, 0)
        g.endPoint = Point(1, 1)
        l.content = .gradient(g)
        let f = try render(tree(width: 200, height: 50, [l]))
        for (x, y) in [(199, 0), (0, 49), (100, 25), (150, 12)] {
            let u = (Double(x) + 0.5) / 200, v = (Double(y) + 0.5) / 50
            let expected = 255 * (u + v) / 2
            let actual = Double(f.pixel(x: x, y: y).r)
            #expect(abs(actual - expected) <= 1.5, "(\(x), \(y)): \(actual), expected \(expected)")
        }
    }
}
