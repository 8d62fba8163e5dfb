import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import Foundation
import Testing

@Suite struct ContactSheetTests {
    @Test func cellsSitWhereTheLayoutSaysAndShowTheirFrames() async throws {
        let t = try timeline(grayRamp)
        var style = ContactSheet.Style()
        style.thumbnailWidth = 50
        style.columns = 3
        style.scale = 1
        let frames = FramePick.every(2).frames(in: t)
        #expect(frames.map(\.index) == [0, 2, 4, 6, 8, 10])
        let sheet = try await ContactSheet(t, frames: frames, style: style).render()

        // Positions derived from the style's sizes, not read back from the layout.
        #expect(sheet.width == Int(2 * style.margin + 3 * 50 + 2 * style.gap))
        #expect(sheet.height == Int(style.headerHeight + 2 * (50 + style.labelHeight) + style.gap + style.margin))
        for (i, frame) in frames.enumerated() {
            let left = Int(style.margin) + (i % 3) * Int(50 + style.gap)
            let top = Int(style.headerHeight) + (i / 3) * Int(50 + style.labelHeight + style.gap)
            let gray = Int((Double(frame.index) / 10 * 255).rounded())
            for (x, y) in [(left + 25, top + 25), (left + 1, top + 1), (left + 48, top + 48)] {
                let d = distance(sheet, x: x, y: y, to: (gray, gray, gray))
                #expect(d <= 2, "cell \(i) (frame \(frame.index)) at (\(x), \(y))")
            }
            // Just outside the picture: the card's border or the sheet's background, not the frame.
            let outside = sheet.pixel(x: left - 3, y: top + 25)
            #expect(outside.r > 200 && abs(Int(outside.r) - Int(outside.b)) < 12, "left of cell \(i)")
        }
        // The header carries the scene's name in dark text.
        let header = (0..<Int(style.headerHeight)).flatMap { y in (0..<sheet.width).map { sheet.pixel(x: $0, y: y) } }
        #expect(header.contains { $0.r < 60 && $0.g < 60 && $0.b < 60 })
    }

    @Test func countPicksEvenlySpacedFramesIncludingBothEnds() throws {
        let t = try timeline(grayRamp)
        #expect(FramePick.count(5).frames(in: t).map(\.index) == [0, 3, 5, 8, 10])
        #expect(FramePick.count(1).frames(in: t).map(\.index) == [0])
        #expect(FramePick.times([0.5, 0.04, 0.51]).frames(in: t).map(\.index) == [0, 5])
        #expect(FramePick.every(4).frames(in: t).map(\.index) == [0, 4, 8, 10])
    }

    @Test func stripIsOneRow() throws {
        let t = try timeline(grayRamp)
        var style = ContactSheet.Style()
        style.columns = 11
        let layout = ContactSheet(t, frames: FramePick.every(1).frames(in: t), style: style).layout
        #expect(Set(layout.thumbnails.map(\.minY)).count == 1)
        #expect(layout.thumbnails.count == 11)
    }

    @Test func sheetCommandWritesNextToTheFrames() throws {
        let dir = try temporaryDirectory()
        try grayRamp.write(to: dir.appendingPathComponent("ramp.yaml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(
            ["sheet", "ramp.yaml", "--count", "3", "--strip", "--image-scale", "1", "--width", "40"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try PNGEncoder.decode(
            Array(try Data(contentsOf: dir.appendingPathComponent("output/ramp/strip.png"))))
        var style = ContactSheet.Style()
        style.scale = 1
        #expect(png.width == Int(2 * style.margin + 3 * 40 + 2 * style.gap))
        // Same scene in, same bytes out.
        let again = try CLI.run(
            [
                "sheet", "ramp.yaml", "--count", "3", "--strip", "--image-scale", "1", "--width", "40", "-o",
                "again.png",
            ], in: dir)
        #expect(again.status == 0)
        #expect(
            try Data(contentsOf: dir.appendingPathComponent("again.png"))
                == Data(contentsOf: dir.appendingPathComponent("output/ramp/strip.png")))
        // Without a terminal, progress is a line per scene on standard error.
        let rendered = try CLI.run(
            ["render", "ramp.yaml", "--out", "frames", "--no-lint"], in: dir,
            environment: ["CI": "1", "PATH": "/usr/bin:/bin"])
        #expect(rendered.status == 0)
        #expect(rendered.stderr.hasPrefix("render ramp: 11 frames in "), "\(rendered.stderr)")
        // A file the user named is not replaced without --overwrite.
        let refused = try CLI.run(["sheet", "ramp.yaml", "-o", "again.png"], in: dir)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--overwrite"))
    }
}
