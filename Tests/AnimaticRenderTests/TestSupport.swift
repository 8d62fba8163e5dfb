import AnimaticCore
import Foundation
@testable import AnimaticRender

let red = Color(red: 1, green: 0, blue: 0)
let green = Color(red: 0, green: 1, blue: 0)
let blue = Color(red: 0, green: 0, blue: 1)

typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

let redPixel: RGBA = (255, 0, 0, 255)
let greenPixel: RGBA = (0, 255, 0, 255)
let bluePixel: RGBA = (0, 0, 255, 255)
let whitePixel: RGBA = (255, 255, 255, 255)
let blackPixel: RGBA = (0, 0, 0, 255)

/// A layer with `frame` in its superlayer (bounds at the origin, default anchor point).
func layer(_ id: String, frame: Rect, color: Color? = nil) -> RenderLayer {
    var l = RenderLayer(id: id, bounds: Rect(0, 0, frame.width, frame.height), position: Point(frame.midX, frame.midY))
    l.backgroundColor = color ?? .clear
    return l
}

/// A tree whose root fills the canvas and holds `layers`.
func tree(
    width: Double = 200, height: Double = 200, scale: Double = 1, background: Color = .white, _ layers: [RenderLayer]
) -> PresentationTree {
    var root = layer("root", frame: Rect(0, 0, width, height))
    root.sublayers = layers
    return PresentationTree(size: Size(width, height), scale: scale, background: background, root: root)
}

func render(_ t: PresentationTree) throws -> Frame { try Rasterizer().render(t) }

func gray(_ p: RGBA) -> Int { (Int(p.r) + Int(p.g) + Int(p.b)) / 3 }

func describe(_ p: RGBA) -> String { "(\(p.r), \(p.g), \(p.b), \(p.a))" }

/// Writes a frame for a human to look at when ANIMATIC_LOOK is set.
func look(_ frame: Frame, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["ANIMATIC_LOOK"] else { return }
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    if let bytes = try? PNGEncoder.encode(frame) {
        _ = FileManager.default.createFile(atPath: "\(dir)/\(name).png", contents: Data(bytes))
    }
}

/// The bounding box of pixels darker than `threshold` (gray), or nil.
func inkBox(_ f: Frame, threshold: Int = 200, in r: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) -> (
    x0: Int, y0: Int, x1: Int, y1: Int
)? {
    let area = r ?? (0, 0, f.width, f.height)
    var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
    for y in area.y0..<area.y1 {
        for x in area.x0..<area.x1 where gray(f.pixel(x: x, y: y)) < threshold {
            if let b = box {
                box = (min(b.x0, x), min(b.y0, y), max(b.x1, x + 1), max(b.y1, y + 1))
            } else {
                box = (x, y, x + 1, y + 1)
            }
        }
    }
    return box
}

func temporaryPath(_ name: String) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "animatic-render-tests-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name).path
}
