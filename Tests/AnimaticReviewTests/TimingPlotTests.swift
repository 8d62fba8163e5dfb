import Animatic
import AnimaticCore
import AnimaticRender
import AnimaticReview
import Foundation
import Testing

/// easeInOut's progress at a time fraction, solved here from the Bézier's definition.
func easeInOut(_ x: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * s * (1 - s) * (1 - s) * p1 + 3 * s * s * (1 - s) * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if bezier(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
    }
    return bezier(lo, 0, 1)
}

@Suite struct TimingPlotTests {
    @Test func curvesPassThroughTheKnownValues() throws {
        let plot = TimingPlot(TimingCurves(try timeline(twoFades)))
        #expect(plot.curves.curves.map(\.label) == ["eased.alpha", "linear.alpha"])
        let layout = plot.layout
        let panel = layout.panels[0]
        #expect(panel.unit == .factor)
        #expect(panel.yRange == 0...1)
        #expect(layout.timeRange == 0...1)
        let scale = 2.0
        let image = try plot.png(scale: scale)
        let blue = (0x4E, 0x79, 0xA7), orange = (0xF2, 0x8E, 0x2B)  // palette 0 (eased), 1 (linear)
        for t in [0.15, 0.25, 0.42, 0.75, 0.9] {
            // Pixel positions from the panel's rectangle and value range (the axes as drawn).
            let x = (panel.rect.minX + t * panel.rect.width) * scale
            func y(_ v: Double) -> Double { (panel.rect.maxY - v * panel.rect.height) * scale }
            // (Booleans first: a failed expectation would print the whole image.)
            let linearThere = near(image, x: x, y: y(t), color: orange)
            let easedThere = near(image, x: x, y: y(easeInOut(t)), color: blue)
            // And not somewhere else: 15 points above the true value there is no curve.
            let linearAbove = near(image, x: x, y: y(t) - 30, color: orange, tolerance: 60)
            #expect(linearThere, "linear at \(t)")
            #expect(easedThere, "easeInOut at \(t): \(easeInOut(t))")
            #expect(!linearAbove, "linear above \(t)")
        }
        // The progress panel: both end at 1 and start at 0, so each runs through its own shape.
        let progress = layout.panels.last!
        #expect(progress.unit == nil)
        let x = (progress.rect.minX + 0.25 * progress.rect.width) * scale
        let progressThere = near(
            image, x: x,
            y: (progress.rect.maxY - 0.25 * progress.rect.height
                / (progress.yRange.upperBound - progress.yRange.lowerBound)) * scale, color: orange)
        #expect(progressThere)
    }

    @Test func svgAndPNGComeFromTheSameDrawingAndAreDeterministic() throws {
        let plot = TimingPlot(TimingCurves(try timeline(twoFades)))
        let svg = try plot.svg()
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("width=\"960pt\"") || text.contains("width=\"960\""))
        let second = try plot.svg()
        if svg != second {
            try? Data(svg).write(to: URL(fileURLWithPath: "/tmp/s1.svg"))
            try? Data(second).write(to: URL(fileURLWithPath: "/tmp/s2.svg"))
        }
        #expect(svg == second)
        #expect(try plot.png(scale: 1) == (try plot.png(scale: 1)))
    }

    /// A view that explodes into 60 pieces (gallery-explode has more): the first 40 curves are
    /// named, the rest drawn grey and counted, and the picture keeps the height of 40 names.
    @Test func hundredsOfCurvesKeepThePictureToItsNamedCurves() throws {
        let pieces = (0..<60).map { "        - {id: p\($0), frame: [\($0), 0, 1, 1], backgroundColor: \"#FF0000\"}" }
        let sets = (0..<60).map { "p\($0).alpha: 0" }.joined(separator: ", ")
        let yaml = """
            canvas: {size: [100, 100], scale: 1, fps: 10, background: "#FFFFFF"}
            from:
              id: home
              subviews:
            \(pieces.joined(separator: "\n"))
            to: {id: detail}
            transition:
              duration: 1
              steps:
                - animate: {duration: 1, set: {\(sets)}}
                - completeTransition: true
            """
        let plot = TimingPlot(TimingCurves(try timeline(yaml)))
        #expect(plot.curves.curves.count == 60)
        // 40 names, the "+ 20 more" row and the five legend rows of marks, 18 pt each, under the header.
        let legendBottom = 100.0 + Double(40 + 1 + 5) * 18 + 40
        #expect(plot.layout.size.height <= legendBottom.rounded(.up))
        let text = String(decoding: try plot.svg(), as: UTF8.self)
        #expect(text.contains(">+ 20 more, in grey</text>"))
        #expect(text.components(separatedBy: ".alpha</text>").count - 1 == 40, "names in the legend")
        _ = try plot.png(scale: 2)
    }

    /// A name too long for the legend is cut in the middle, so its end (`rotation.z`) stays.
    @Test func aLongLegendNameKeepsItsAxis() throws {
        let yaml = """
            canvas: {size: [100, 100], scale: 1, fps: 10, background: "#FFFFFF"}
            from:
              id: home
              subviews:
                - {id: theCardThatFliesAcrossTheWholeScreenWhileTurning, frame: [0, 0, 10, 10], backgroundColor: "#FF0000"}
            to: {id: detail}
            transition:
              duration: 1
              steps:
                - animate: {duration: 1, set: {theCardThatFliesAcrossTheWholeScreenWhileTurning.layer.transform.rotation.z: 90}}
                - completeTransition: true
            """
        let text = String(decoding: try TimingPlot(TimingCurves(try timeline(yaml))).svg(), as: UTF8.self)
        let legend = text.components(separatedBy: "</text>").filter { $0.contains("…") }
        #expect(legend.contains { $0.hasSuffix("rotation.z") }, "\(legend)")
        #expect(!text.contains(">theCardThatFliesAcrossTheWholeScreenWhileTurning.layer.transform.rotation.z</text>"))
    }

    /// Text in the SVG is text (searchable, selectable), not glyph outlines.
    @Test func svgTextIsText() throws {
        let plot = TimingPlot(TimingCurves(try timeline(twoFades)))
        let text = String(decoding: try plot.svg(), as: UTF8.self)
        #expect(!text.contains("<symbol"), "glyphs drawn as outlines")
        #expect(text.contains(">time (s)</text>"))
        #expect(text.contains("font-family=\"Inter"))
    }

    @Test func completionAndKeyframeTimesAreKnown() throws {
        let t = try timeline(
            """
            canvas: {size: [100, 100], scale: 1, fps: 10}
            from:
              id: home
              subviews:
                - {id: box, frame: [0, 0, 10, 10], backgroundColor: "#FF0000"}
            to: {id: detail}
            transition:
              duration: 0.8
              steps:
                - keyframes:
                    duration: 0.8
                    curve: linear
                    frames:
                      - {start: 0, duration: 0.25, set: {box.center.x: 50}}
                      - {start: 0.25, duration: 0.75, set: {box.center.x: 90}}
                    completion:
                      - completeTransition: true
            """)
        let curves = TimingCurves(t)
        #expect(curves.completionTime.map { abs($0 - 0.8) < 1e-9 } == true)
        let x = try #require(curves.curves.first { $0.keyPath == "center.x" })
        #expect(x.keyframeTimes.count == 3)
        for (a, b) in zip(x.keyframeTimes, [0, 0.2, 0.8]) { #expect(abs(a - b) < 1e-6) }
        // Through the keyframe values: 5 → 50 at 0.2 s → 90 at 0.8 s.
        #expect(abs(x.value(at: 0.2, sampleTimes: curves.sampleTimes) - 50) < 1e-6)
        #expect(abs(x.value(at: 0.5, sampleTimes: curves.sampleTimes) - 70) < 1e-3)
    }
}
