import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticSceneFile
import Foundation
import Testing

/// Seed 001's rotation modal as an interactive swipe (scenes/rotate-swipe-*.yaml): the progress
/// at and after the release from the closed-form damped spring written out here, and pixels.
@Suite struct RotateSwipeTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("scenes")

    func timeline(_ variant: String) throws -> Timeline {
        try Timeline.compile(
            SceneLoader.load(path: Self.scenes.appendingPathComponent("rotate-swipe-\(variant).yaml").path))
    }

    /// The release spring of all three variants: m = 1, k = 120, c = 17.5 (ζ ≈ 0.8).
    func spring(velocity: Double, at t: Double) -> Double {
        let a = 17.5 / 2, w = (120 - a * a).squareRoot()
        return 1 + exp(-a * t) * (-cos(w * t) + (velocity - a) / w * sin(w * t))
    }

    /// The info screen's center on its way from (−320, 568) to (160, 284) at progress p.
    func infoCenter(_ t: Timeline, at time: Double) throws -> Point {
        guard case .point(let p)? = t.presentationValue(of: .position, view: "infoScreen", at: time) else {
            throw CocoaError(.coderValueNotFound)
        }
        return p
    }

    func expectProgress(_ t: Timeline, _ progress: Double, at time: Double, _ tolerance: Double = 1e-6) throws {
        let c = try infoCenter(t, at: time)
        #expect(abs(c.x - (-320 + 480 * progress)) < tolerance * 480, "x at \(time): \(c.x) for progress \(progress)")
        #expect(abs(c.y - (568 - 284 * progress)) < tolerance * 284, "y at \(time)")
    }

    @Test func slowFinishScrubsTheTimelineThenSpringsFromSixtyPercent() throws {
        let t = try timeline("finish")
        try expectProgress(t, 0.1 + 0.25 * (0.15 / 0.3), at: 0.35)
        try expectProgress(t, 0.6, at: 1.0)
        // Released at 0.6 moving at 0.05 / 0.2 s = 0.25/s; 0.4 to go: initialVelocity 0.25 / 0.4.
        for dt in [0.05, 0.15, 0.3, 0.5] {
            try expectProgress(t, 0.6 + 0.4 * spring(velocity: 0.25 / 0.4, at: dt), at: 1.0 + dt)
        }
        #expect(t.completions.map(\.didComplete) == [true])
        #expect(t.model(at: t.endTime).parent["infoScreen"] != nil)
    }

    @Test func cancelAtThirtyPercentSpringsBackAndRestoresTheInbox() throws {
        let t = try timeline("cancel")
        try expectProgress(t, 0.3, at: 0.6)
        // Released at 0.3 at rest (the drag eased out): back to 0 on the spring.
        for dt in [0.05, 0.2, 0.4] {
            try expectProgress(t, 0.3 - 0.3 * spring(velocity: 0, at: dt), at: 0.6 + dt, 1e-4)
        }
        let end = t.model(at: t.endTime)
        #expect(end.parent["infoScreen"] == nil, "UIKit removes the to-view of a cancelled present")
        #expect(end.views["inbox"]?.transform == .identity)
        #expect(t.completions.map(\.didComplete) == [false])
        // The last frame is the inbox as it was before the transition, pixel for pixel.
        let first = try Rasterizer().render(t.presentation(at: 0))
        let last = try Rasterizer().render(t.presentation(at: t.time(ofFrame: t.frameCount - 1)))
        #expect(differing(first, last) == 0)
        let moved = try Rasterizer().render(t.presentation(at: 0.6))
        #expect(differing(first, moved) > first.width * first.height / 4, "the comparison can fail: mid-swipe differs")
    }

    @Test func fastFlickHandsItsVelocityToTheSpring() throws {
        let t = try timeline("flick")
        try expectProgress(t, 0.2, at: 0.16)
        // 2/s at release with 0.8 to go: initialVelocity 2 / 0.8 = 2.5, so it overshoots.
        for dt in [0.02, 0.1, 0.3] {
            try expectProgress(t, 0.2 + 0.8 * spring(velocity: 2.5, at: dt), at: 0.16 + dt)
        }
        let peak = stride(from: 0.16, through: t.endTime, by: 0.005).map { try? infoCenter(t, at: $0).x }.compactMap {
            $0
        }.max()!
        #expect(peak > 160.5, "the flick carries the modal past its place")
    }

    @Test func theReleaseIsSeamless() throws {
        let t = try timeline("flick")
        let h = 1.0 / 60
        // Geometry: the step after the release continues the step before it (velocity 2/s both sides).
        let (a, b, c) = (
            try infoCenter(t, at: 0.16 - h).x, try infoCenter(t, at: 0.16).x, try infoCenter(t, at: 0.16 + h).x
        )
        #expect(abs((c - b) / (b - a) - 1) < 0.35, "steps \(b - a) then \(c - b)")
        // Pixels: the frame after changes about as much as the frame before did.
        let frames = try [0.16 - h, 0.16, 0.16 + h].map { try Rasterizer().render(t.presentation(at: $0)) }
        let (before, after) = (differing(frames[0], frames[1]), differing(frames[1], frames[2]))
        #expect(
            before > 1000 && Double(after) / Double(before) > 0.6 && Double(after) / Double(before) < 1.6,
            "\(before) then \(after) pixels")
    }

    @Test func valuesExportTheDrivenProgress() throws {
        let t = try timeline("flick")
        let rows = ValuesExport(t).rows
        func progress(_ row: ValuesExport.Row) -> Double? {
            guard
                case .number(let p)? = row.views.first(where: { $0.id == "interaction" })?.values.first(where: {
                    $0.keyPath == "progress"
                })?.value
            else { return nil }
            return p
        }
        // Frame 6 is 0.1 s (progress 0.08, the second sample); frame 18 is 0.3 s, 0.14 s after the release.
        #expect(abs(progress(rows[6])! - 0.08) < 1e-9)
        #expect(abs(progress(rows[18])! - (0.2 + 0.8 * spring(velocity: 2.5, at: 0.3 - 0.16))) < 1e-9)
    }

    func differing(_ a: Frame, _ b: Frame) -> Int {
        var count = 0
        for i in stride(from: 0, to: min(a.rgba.count, b.rgba.count), by: 4) {
            if (0..<3).contains(where: { abs(Int(a.rgba[i + $0]) - Int(b.rgba[i + $0])) > 8 }) { count += 1 }
        }
        return count
    }
}
