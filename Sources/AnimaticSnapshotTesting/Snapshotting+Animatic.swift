// Built only with the package trait SnapshotTesting (`swift build --traits SnapshotTesting`, or
// `traits: ["SnapshotTesting"]` on the dependency), so that users who do not use
// pointfreeco/swift-snapshot-testing never build it.
#if SnapshotTesting
    @_exported import AnimaticTesting
    import AnimaticCore
    import AnimaticFiles
    import AnimaticGolden
    import AnimaticRender
    import AnimaticSceneFile
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

    extension SnapshotTestingConfiguration.DiffTool {
        /// For Linux, where swift-snapshot-testing attaches nothing: writes the diff image next to the
        /// failed snapshot it wrote (`<test>.1.png` → `<test>.1.diff.png`) and names the three files,
        /// instead of the default advice about configuring a diff tool. Use it per suite or per test:
        ///
        /// ```swift
        /// @Suite(.snapshots(diffTool: .animatic)) struct TransitionSnapshots { … }
        /// withSnapshotTesting(diffTool: .animatic) { assertSnapshot(of: scene, as: .frames(at: [0, 0.5])) }
        /// ```
        public static let animatic = Self { reference, failed in
            SnapshotDiffFiles.write(reference: reference, failed: failed)
        }
    }

    /// The files of a failed snapshot comparison, and the diff image written beside them.
    public enum SnapshotDiffFiles {
        /// `…/name.png` → `…/name.diff.png`.
        public static func diffPath(forFailed failed: String) -> String {
            let url = URL(fileURLWithPath: failed)
            return url.deletingPathExtension().appendingPathExtension("diff").appendingPathExtension("png").path
        }

        /// Writes the diff of the two PNGs (every differing pixel shown, whatever the tolerance) and
        /// returns the lines for the failure message.
        public static func write(reference: String, failed: String) -> String {
            var lines = ["reference: \(reference)", "actual:    \(failed)"]
            do {
                let expected = try PNGEncoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: reference))))
                let actual = try PNGEncoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: failed))))
                let comparison = PixelComparison(expected: expected, actual: actual)
                let diff = DiffImage.make(expected: expected, actual: actual, comparison: comparison)
                let path = diffPath(forFailed: failed)
                try OutputFile(path, replacing: true).write(PNGEncoder.encode(diff, compressionLevel: 1))
                lines.append("diff:      \(path)")
            } catch {
                lines.append("diff:      not written (\(error))")
            }
            return lines.joined(separator: "\n")
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
                return strip(try FrameProducer(timeline).frames(at: times))
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
