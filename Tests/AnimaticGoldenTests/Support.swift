import AnimaticCore
import AnimaticGolden
import AnimaticRender
import AnimaticSceneFile
import AnimaticTesting
import AnimaticTestSupport
import Foundation
import Testing

func temporaryGoldensPath(_ name: String = "golden") throws -> String {
    try temporaryDirectory(prefix: "animatic-\(name)").path
}

/// A 100×100 pt canvas at scale 1: a square moves its center from (20, 50) to (80, 50)
/// linearly over 0.2 s, then the scene holds still until 0.4 s; at 10 fps frames 0…4, and
/// frames 2, 3 and 4 are identical.
func movingSquare(color: String = "#FF0000", name: String = "square", goldens: String = "") -> String {
    """
    name: \(name)
    canvas: {size: [100, 100], scale: 1, fps: 10, background: "#FFFFFF"}
    from:
      id: home
      subviews:
        - {id: square, frame: [10, 40, 20, 20], backgroundColor: "\(color)"}
    to: {id: detail}
    transition:
      duration: 0.4
      steps:
        - animate: {duration: 0.2, curve: linear, set: {square.center: [80, 50]}, completion: [{completeTransition: true}]}
    \(goldens)
    """
}

func scene(_ yaml: String, file: String = "test.yaml") throws(SceneError) -> Scene {
    try SceneLoader.parse(yaml, file: file, name: "square")
}

func checker(
    _ goldens: String, record: RecordMode, artifacts: String? = nil, tolerance: ToleranceOverride = ToleranceOverride(),
    sampling: Sampling? = nil, keepImages: Bool = false
) -> GoldenChecker {
    GoldenChecker(
        options: GoldenCheckOptions(
            goldens: goldens, record: record, artifacts: artifacts, tolerance: tolerance,
            sampling: sampling, keepImages: keepImages))
}

func check(
    _ yaml: String, goldens: String, record: RecordMode, artifacts: String? = nil,
    tolerance: ToleranceOverride = ToleranceOverride(),
    sampling: Sampling? = nil, keepImages: Bool = false
) throws -> SceneCheck {
    let s = try scene(yaml)
    return checker(
        goldens, record: record, artifacts: artifacts, tolerance: tolerance, sampling: sampling, keepImages: keepImages
    )
    .check(s, timeline: try Timeline.compile(s), file: "test.yaml")
}

/// A white canvas with a red rectangle whose left edge is at `x` points (fractional x gives
/// anti-aliased edges).
func rectangleFrame(
    x: Double, y: Double = 20, width: Double = 30, height: Double = 20, color: Color = Color(red: 1, green: 0, blue: 0)
) throws -> Frame {
    var root = RenderLayer(id: "root", bounds: Rect(0, 0, 64, 64), position: Point(32, 32))
    var rect = RenderLayer(
        id: "rect", bounds: Rect(0, 0, width, height), position: Point(x + width / 2, y + height / 2))
    rect.backgroundColor = color
    // Smooth edges, so that a sub-pixel move shows as the anti-aliasing the comparison tells apart.
    rect.allowsEdgeAntialiasing = true
    root.sublayers = [rect]
    return try Rasterizer().render(PresentationTree(size: Size(64, 64), scale: 1, background: .white, root: root))
}

/// `frame` with the pixel at (x, y) set to `rgba`.
func changing(_ frame: Frame, x: Int, y: Int, to rgba: [UInt8]) -> Frame {
    var f = frame
    let i = (y * f.width + x) * 4
    f.rgba.replaceSubrange(i..<(i + 4), with: rgba)
    return f
}

func files(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
}

func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

/// Writes a frame for a human to look at when ANIMATIC_LOOK is set.
func look(_ frame: Frame, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["ANIMATIC_LOOK"] else { return }
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    if let png = try? PNGEncoder.encode(frame) {
        _ = FileManager.default.createFile(atPath: "\(dir)/\(name).png", contents: Data(png))
    }
}

/// The repository root (two folders above this file's folder).
let repositoryRoot: String = {
    let here = URL(fileURLWithPath: #filePath)
    return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}()
