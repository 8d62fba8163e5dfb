import AnimaticCore
import Testing
@testable import AnimaticRender

@Suite struct TextTests {
    func label(_ text: String, frame: Rect, alignment: TextAlignment = .natural, size: Double = 17, lines: Int = 1)
        -> RenderLayer
    {
        var l = layer("label", frame: frame)
        l.content = .text(
            TextContent(text: text, font: Font(size: size), color: .black, alignment: alignment, numberOfLines: lines))
        return l
    }

    @Test func textDrawsInkInsideItsBoundsOnly() throws {
        let f = try render(tree(width: 200, height: 100, [label("Hello", frame: Rect(20, 30, 160, 40))]))
        look(f, "text-hello")
        let ink = try #require(inkBox(f, threshold: 128))
        #expect(ink.x0 >= 20 && ink.x1 <= 180 && ink.y0 >= 30 && ink.y1 <= 70, "\(ink)")
        // Left aligned: the H's stem starts within a couple of points of the left edge.
        #expect(ink.x0 <= 24, "\(ink)")
        // Outside the bounds every pixel is the background.
        for y in 0..<100 {
            for x in 0..<200 where x < 20 || x >= 180 || y < 30 || y >= 70 {
                #expect(f.pixel(x: x, y: y) == whitePixel)
                if f.pixel(x: x, y: y) != whitePixel { return }
            }
        }
    }

    @Test func centerAlignmentCentersTheInk() throws {
        let f = try render(
            tree(width: 200, height: 100, scale: 2, [label("Hello", frame: Rect(20, 30, 160, 40), alignment: .center)]))
        look(f, "text-center")
        let ink = try #require(inkBox(f, threshold: 160))
        let center = Double(ink.x0 + ink.x1) / 2
        #expect(abs(center - 200) <= 4, "ink \(ink), center \(center) px, bounds center 200 px")  // ≤ 2 pt
        // Vertically centered as UILabel: the x-height letters sit around the middle.
        let middle = Double(ink.y0 + ink.y1) / 2
        #expect(abs(middle - 100) <= 8, "ink \(ink)")
    }

    @Test func rightAlignmentEndsAtTheRightEdge() throws {
        let f = try render(
            tree(width: 200, height: 100, [label("Hello", frame: Rect(20, 30, 160, 40), alignment: .right)]))
        let ink = try #require(inkBox(f, threshold: 160))
        #expect(ink.x1 <= 180 && ink.x1 >= 176, "\(ink)")
    }

    @Test func singleLineTruncatesWithinTheBounds() throws {
        let long = "This sentence is much too long for a narrow label"
        let f = try render(tree(width: 200, height: 100, [label(long, frame: Rect(20, 30, 100, 40))]))
        look(f, "text-truncated")
        let ink = try #require(inkBox(f, threshold: 200))
        #expect(ink.x1 <= 120 && ink.y0 >= 30 && ink.y1 <= 70, "\(ink)")
        // One line only: the ink is no taller than a line of 17 pt text.
        #expect(ink.y1 - ink.y0 <= 22, "\(ink)")
    }

    @Test func multilineWrapsAndCountsLines() throws {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let two = try render(tree(width: 200, height: 200, [label(text, frame: Rect(10, 10, 100, 180), lines: 2)]))
        let unlimited = try render(
            tree(width: 200, height: 200, [label(text, frame: Rect(10, 10, 100, 180), lines: 0)]))
        look(unlimited, "text-wrapped")
        let inkTwo = try #require(inkBox(two, threshold: 200))
        let inkAll = try #require(inkBox(unlimited, threshold: 200))
        #expect(inkTwo.x1 <= 110 && inkAll.x1 <= 110)
        #expect(inkTwo.y1 - inkTwo.y0 > 25 && inkTwo.y1 - inkTwo.y0 < 50, "\(inkTwo)")
        #expect(inkAll.y1 - inkAll.y0 > 70, "\(inkAll)")
        #expect(inkAll.y0 >= 10 && inkAll.y1 <= 190)
    }

    @Test func unlimitedLinesStopAtTheBoundsHeight() throws {
        let text = String(repeating: "word ", count: 80)
        let f = try render(tree(width: 200, height: 200, [label(text, frame: Rect(10, 50, 100, 60), lines: 0)]))
        let ink = try #require(inkBox(f, threshold: 200))
        #expect(ink.y0 >= 50 && ink.y1 <= 110, "\(ink)")
    }

    @Test func boldIsDarkerThanRegular() throws {
        func inkAmount(_ weight: FontWeight) throws -> Int {
            var l = layer("l", frame: Rect(0, 0, 200, 60))
            l.content = .text(TextContent(text: "Weight", font: Font(size: 30, weight: weight)))
            let f = try render(tree(width: 200, height: 60, [l]))
            return f.rgba.enumerated().reduce(0) { $0 + ($1.offset % 4 == 0 ? 255 - Int($1.element) : 0) }
        }
        #expect(try inkAmount(.bold) > inkAmount(.regular) + inkAmount(.regular) / 5)
        #expect(try inkAmount(.regular) > inkAmount(.thin) + inkAmount(.thin) / 5)
    }

    @Test func textColorAndLayerOpacityApply() throws {
        var l = label("IIIIIIII", frame: Rect(0, 0, 200, 100), size: 80)
        l.content = .text(TextContent(text: "IIIIIIII", font: Font(size: 80, weight: .black), color: red))
        l.opacity = 0.5
        let f = try render(tree(width: 200, height: 100, [l]))
        let ink = try #require(inkBox(f, threshold: 250))
        // The middle of a heavy I stem: red at 50 % over white.
        var darkest = whitePixel
        for x in ink.x0..<ink.x1 where gray(f.pixel(x: x, y: 50)) < gray(darkest) { darkest = f.pixel(x: x, y: 50) }
        #expect(
            darkest.r == 255 && darkest.g >= 127 && darkest.g <= 128 && darkest.b == darkest.g, "\(describe(darkest))")
    }
}
