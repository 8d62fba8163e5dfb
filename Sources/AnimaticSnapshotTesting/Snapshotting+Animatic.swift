// Built only with the package trait SnapshotTesting (`swift build --traits SnapshotTesting`, or
// `traits: ["SnapshotTesting"]` on the dependency), so that users who do not use
// pointfreeco/swift-snapshot-testing never build it.
#if SnapshotTesting
@_exported import AnimaticTesting
import AnimaticCore
import AnimaticGolden
import AnimaticRender
import AnimaticScene
import Foundation
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == Frame {
    /// The scene's frames at these times (seconds), side by side in one PNG (a film strip,
    /// 8 transparent pixels between frames), compared with Animatic's comparison: CIEDE2000
    /// per pixel, a limit on differing pixels, optional anti-aliasing detection. swift-snapshot-
    /// testing has no image strategy on Linux; this one works everywhere Animatic renders.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .frames(at: [0, 0.5, 1]))
    /// ```
    public static func frames(at times: [Double], tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .animaticFrame(tolerance: tolerance)) { scene in
            FilmStrip.render(scene, at: times)
        }
    }

    /// One frame, at `time` seconds.
    public static func frame(at time: Double, tolerance: Tolerance = .exact) -> Snapshotting {
        frames(at: [time], tolerance: tolerance)
    }
}

extension Snapshotting where Value == Frame, Format == Frame {
    /// A rendered frame as a PNG, compared with Animatic's comparison.
    public static func image(tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .animaticFrame(tolerance: tolerance)) { $0 }
    }
}

extension Diffing where Value == Frame {
    /// PNG (zlib level 9) to and from data; a mismatch message with the number and share of
    /// differing pixels and the largest CIEDE2000 difference, and the diff image attached.
    public static func animaticFrame(tolerance: Tolerance = .exact) -> Diffing {
        .diff(
            toData: { frame in Data((try? PNGEncoder.encode(frame, compressionLevel: 9)) ?? []) },
            fromData: { data in
                (try? PNGEncoder.decode([UInt8](data))) ?? Frame(width: 1, height: 1, rgba: [0, 0, 0, 0])
            },
            diffV2: { expected, actual in
                let comparison = PixelComparison(expected: expected, actual: actual, tolerance: tolerance)
                guard !comparison.passes else { return nil }
                let diff = DiffImage.make(expected: expected, actual: actual, comparison: comparison)
                let message = "Frames differ: \(comparison.summary); allowed: \(tolerance)"
                guard let png = try? PNGEncoder.encode(diff, compressionLevel: 1) else { return (message, []) }
                return (message, [.data(Data(png), name: "diff.png")])
            }
        )
    }
}

/// Frames of a scene side by side.
public enum FilmStrip {
    public static let gap = 8

    /// The frames at `times`; a scene that does not compile or render gives a 1×1 transparent
    /// image and a test failure with the error.
    public static func render(_ scene: Scene, at times: [Double]) -> Frame {
        do {
            let timeline = try Timeline.compile(scene)
            var frames: [Frame] = []
            for t in times {
                let tree = timeline.presentation(at: t)
                frames.append(try Rasterizer().render(tree))
            }
            return strip(frames)
        } catch {
            recordTestFailure("\(scene.name): cannot render: \(error)")
            return Frame(width: 1, height: 1, rgba: [0, 0, 0, 0])
        }
    }

    /// Frames left to right, top-aligned, `gap` transparent pixels apart.
    public static func strip(_ frames: [Frame]) -> Frame {
        guard frames.count > 1 else { return frames.first ?? Frame(width: 1, height: 1, rgba: [0, 0, 0, 0]) }
        let width = frames.reduce(0) { $0 + $1.width } + gap * (frames.count - 1)
        let height = frames.map(\.height).max() ?? 1
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var x0 = 0
        for f in frames {
            for y in 0..<f.height {
                let src = y * f.width * 4, dst = (y * width + x0) * 4
                rgba.replaceSubrange(dst..<(dst + f.width * 4), with: f.rgba[src..<(src + f.width * 4)])
            }
            x0 += f.width + gap
        }
        return Frame(width: width, height: height, rgba: rgba)
    }
}
#endif
