import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import AnimaticSceneFile
@_exported import AnimaticTestSupport
import Foundation
import Testing

func timeline(_ yaml: String, name: String = "scene") throws -> Timeline {
    try Timeline.compile(SceneLoader.parse(yaml, name: name))
}

/// The largest channel difference between a pixel and a color.
func distance(_ frame: Frame, x: Int, y: Int, to c: (Int, Int, Int)) -> Int {
    let p = frame.pixel(x: x, y: y)
    return max(abs(Int(p.r) - c.0), abs(Int(p.g) - c.1), abs(Int(p.b) - c.2))
}

/// Whether some pixel within `radius` of (x, y) is within `tolerance` of the color.
func near(_ frame: Frame, x: Double, y: Double, radius: Int = 2, color c: (Int, Int, Int), tolerance: Int = 40) -> Bool
{
    let cx = Int(x.rounded(.down)), cy = Int(y.rounded(.down))
    for dy in -radius...radius {
        for dx in -radius...radius {
            let px = cx + dx, py = cy + dy
            guard px >= 0, py >= 0, px < frame.width, py < frame.height else { continue }
            if distance(frame, x: px, y: py, to: c) <= tolerance { return true }
        }
    }
    return false
}

/// A 100×100 pt canvas at scale 1, 10 fps: one view filling it fades its background from
/// black to white linearly over 1 s, so frame k is gray 255·k/10.
let grayRamp = """
    canvas: {size: [100, 100], scale: 1, fps: 10, background: "#000000"}
    from:
      id: home
      subviews:
        - {id: fill, frame: [0, 0, 100, 100], backgroundColor: "#000000"}
    to: {id: detail}
    transition:
      duration: 1
      steps:
        - animate: {duration: 1, curve: linear, set: {fill.backgroundColor: "#FFFFFF"}}
        - completeTransition: true
    """

/// Two views fade in over 1 s, one linearly, one with easeInOut (0.42, 0, 0.58, 1).
let twoFades = """
    canvas: {size: [100, 100], scale: 1, fps: 10, background: "#FFFFFF"}
    from:
      id: home
      subviews:
        - {id: linear, frame: [0, 0, 50, 50], backgroundColor: "#FF0000", alpha: 0}
        - {id: eased, frame: [50, 50, 50, 50], backgroundColor: "#0000FF", alpha: 0}
    to: {id: detail}
    transition:
      duration: 1
      steps:
        - animate: {duration: 1, curve: linear, set: {linear.alpha: 1}}
        - animate: {duration: 1, curve: easeInOut, set: {eased.alpha: 1}}
        - completeTransition: true
    """
