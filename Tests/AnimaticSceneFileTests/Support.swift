import AnimaticCore
@testable import AnimaticSceneFile
import Foundation

/// A minimal scene around the given `from` subviews and steps, so each test shows only what it tests.
func scene(
    subviews: String = "[{id: card, frame: [0, 0, 100, 100]}]", steps: String, duration: Double = 1,
    operation: String = "present", fps: Int = 60
) -> String {
    """
    canvas: {size: [200, 400], scale: 1, fps: \(fps)}
    operation: \(operation)
    from: {id: home, subviews: \(subviews)}
    to: {id: detail}
    transition:
      duration: \(duration)
      steps:
    \(steps.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
    """
}

func timeline(_ yaml: String) throws -> Timeline {
    try Timeline.compile(SceneLoader.parse(yaml, file: "test.yaml"))
}

func number(_ t: Timeline, _ view: String, _ property: LayerProperty, at time: Double) -> Double? {
    guard case .number(let v)? = t.presentationValue(of: property, view: view, at: time) else { return nil }
    return v
}

func point(_ t: Timeline, _ view: String, at time: Double) -> Point? {
    guard case .point(let p)? = t.presentationValue(of: .position, view: view, at: time) else { return nil }
    return p
}

/// The parse or compile error of a scene, or nil if it is fine.
func error(_ yaml: String, file: String = "bad.yaml", baseDirectory: String = ".") -> SceneError? {
    do {
        _ = try Timeline.compile(SceneLoader.parse(yaml, file: file, baseDirectory: baseDirectory))
        return nil
    } catch {
        return error
    }
}

/// Cubic Bézier timing solved by plain bisection on x(s), independent of TimingFunction.
func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if b(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return b(y1, y2, (lo + hi) / 2)
}

func easeInOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }
