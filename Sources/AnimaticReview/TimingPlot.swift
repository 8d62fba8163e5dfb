import AnimaticCore
import AnimaticRender
import Foundation

/// The timing plot: every animated property against time, one panel per unit (points,
/// degrees, factors) and a last panel of normalized progress where an ease-in-out and a spring
/// compare by shape. Marks each rendered frame on each curve, keyframe times (diamonds),
/// `transitionDuration` (dashed) and the `completeTransition:` call.
public struct TimingPlot: Sendable {
    public struct Panel: Sendable, Equatable {
        /// nil for the progress panel.
        public var unit: TimingCurves.Unit?
        /// The plotting area in points.
        public var rect: Rect
        public var yRange: ClosedRange<Double>
        public var yTicks: [Double]

        public func y(_ value: Double) -> Double {
            rect.maxY - (value - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) * rect.height
        }
    }

    public struct Layout: Sendable, Equatable {
        public var size: Size
        public var panels: [Panel]
        public var timeRange: ClosedRange<Double>
        public var timeTicks: [Double]
        public var legendOrigin: Point

        public func x(_ time: Double) -> Double {
            guard let r = panels.first?.rect else { return 0 }
            return r.minX + (time - timeRange.lowerBound) / (timeRange.upperBound - timeRange.lowerBound) * r.width
        }
    }

    public static let width = 960.0
    static let plotLeft = 76.0
    static let legendWidth = 250.0
    static let headerHeight = 100.0
    static let panelHeight = 170.0
    static let panelGap = 58.0
    static let legendRow = 18.0

    public let curves: TimingCurves
    /// Where the time axis ends at the least: two versions compared share one axis, so a 0.6 s
    /// and a 1.0 s transition do not look the same.
    public var timeAxisEnd: Double

    public init(_ curves: TimingCurves, timeAxisEnd: Double = 0) {
        self.curves = curves
        self.timeAxisEnd = timeAxisEnd
    }

    public var layout: Layout {
        let c = curves
        let units = TimingCurves.Unit.allCases.filter { unit in c.curves.contains { $0.unit == unit } }
        let plotRight = Self.width - Self.legendWidth - 28
        var panels: [Panel] = []
        var top = Self.headerHeight
        func panel(_ unit: TimingCurves.Unit?, values: [Double], include: [Double]) {
            let finite = values.filter(\.isFinite) + include
            let (range, ticks) = niceScale(lo: finite.min() ?? 0, hi: finite.max() ?? 1)
            panels.append(
                Panel(
                    unit: unit, rect: Rect(Self.plotLeft, top, plotRight - Self.plotLeft, Self.panelHeight),
                    yRange: range, yTicks: ticks))
            top += Self.panelHeight + Self.panelGap
        }
        for unit in units {
            panel(unit, values: c.curves.filter { $0.unit == unit }.flatMap(\.samples), include: [])
        }
        panel(nil, values: c.curves.flatMap { $0.normalized($0.samples) }, include: [0, 1])
        // Time runs to a round number past the end, so the last tick is labeled.
        let (timeRange, timeTicks) = niceScale(lo: 0, hi: max(c.endTime, timeAxisEnd, 1e-3))
        let legendRows = Double(min(c.curves.count, Self.namedCurves) + (c.curves.count > Self.namedCurves ? 1 : 0) + 5)
        let height = max(top - Self.panelGap + 48, Self.headerHeight + legendRows * Self.legendRow + 40)
        return Layout(
            size: Size(Self.width, height.rounded(.up)), panels: panels, timeRange: timeRange, timeTicks: timeTicks,
            legendOrigin: Point(plotRight + 28, Self.headerHeight))
    }

    public func png(scale: Double = 2) throws -> Frame {
        let layout = self.layout
        let drawing = try Drawing(
            width: layout.size.width, height: layout.size.height, scale: scale, background: .white)
        try draw(drawing, layout)
        return try drawing.image()
    }

    public func svg() throws -> [UInt8] {
        let layout = self.layout
        let drawing = try Drawing(
            width: layout.size.width, height: layout.size.height, output: .svg, background: .white)
        try draw(drawing, layout)
        return try drawing.svg()
    }

    func draw(_ d: Drawing, _ layout: Layout) throws {
        let c = curves
        try d.text(c.sceneName, at: Point(Self.plotLeft - 52, 30), size: 18, weight: 600, color: ReviewStyle.text)
        let facts =
            "transitionDuration \(ReviewStyle.seconds(c.transitionDuration))   ·   \(c.frameTimes.count) frames   ·   "
            + (c.completionTime.map { "completeTransition: at \(ReviewStyle.seconds($0))" }
                ?? "completeTransition: never called")
            + (c.release.map {
                "   ·   released at \(ReviewStyle.seconds($0.time)), \($0.finish ? "finish()" : "cancel()")"
            } ?? "")
        try d.text(facts, at: Point(Self.plotLeft - 52, 50), size: 11.5, color: ReviewStyle.secondaryText)

        for (index, panel) in layout.panels.enumerated() {
            try drawAxes(d, panel, layout, isLast: index == layout.panels.count - 1)
            try drawMoments(d, panel, layout, labeled: false)
            d.clipped(to: Rect(panel.rect.minX - 4, panel.rect.minY - 4, panel.rect.width + 8, panel.rect.height + 8)) {
                // The grey ones first, under the named ones.
                let order =
                    Array(c.curves.indices.dropFirst(Self.namedCurves)) + c.curves.indices.prefix(Self.namedCurves)
                for i in order where panel.unit == nil || c.curves[i].unit == panel.unit {
                    drawCurve(d, c.curves[i], index: i, panel: panel, layout: layout, normalized: panel.unit == nil)
                }
            }
            if index == 0 { try drawMoments(d, panel, layout, labeled: true) }
        }
        try drawLegend(d, layout)
    }

    private func drawAxes(_ d: Drawing, _ panel: Panel, _ layout: Layout, isLast: Bool) throws {
        let r = panel.rect
        let title = panel.unit.map { $0.title } ?? "progress (0 = start value, 1 = end value)"
        try d.text(title, at: Point(r.minX, r.minY - 12), size: 12, weight: 600, color: ReviewStyle.text)
        for tick in panel.yTicks {
            let y = panel.y(tick)
            d.line([Point(r.minX, y), Point(r.maxX, y)], tick == 0 ? ReviewStyle.hairline : ReviewStyle.grid, width: 1)
            try d.text(
                tickLabel(tick, ticks: panel.yTicks), at: Point(r.minX - 8, y + 4), size: 10.5,
                color: ReviewStyle.secondaryText, alignment: .right)
        }
        for tick in layout.timeTicks {
            let x = layout.x(tick)
            d.line([Point(x, r.minY), Point(x, r.maxY)], ReviewStyle.grid, width: 1)
            try d.text(
                tickLabel(tick, ticks: layout.timeTicks), at: Point(x, r.maxY + 15), size: 10.5,
                color: ReviewStyle.secondaryText, alignment: .center)
        }
        d.stroke(r, ReviewStyle.hairline, width: 1)
        if isLast {
            try d.text(
                "time (s)", at: Point(r.midX, r.maxY + 34), size: 11, color: ReviewStyle.secondaryText,
                alignment: .center)
        }
    }

    /// transitionDuration (dashed) and completeTransition: (solid), across each panel; labeled
    /// above the first one, each label on the side of its line where it fits.
    private func drawMoments(_ d: Drawing, _ panel: Panel, _ layout: Layout, labeled: Bool) throws {
        let r = panel.rect
        // An interactive scene's time axis is the wall clock: transitionDuration is a layer time
        // the gesture maps, so it gets no line; the release does.
        let xd = layout.x(curves.transitionDuration)
        if curves.release == nil {
            d.line([Point(xd, r.minY), Point(xd, r.maxY)], ReviewStyle.duration, width: 1.25, dash: [4, 3])
        }
        let xc = curves.completionTime.map { layout.x($0) }
        if let xc { d.line([Point(xc, r.minY), Point(xc, r.maxY)], ReviewStyle.completion, width: 1.5) }
        let xr = curves.release.map { layout.x($0.time) }
        if let xr { d.line([Point(xr, r.minY), Point(xr, r.maxY)], ReviewStyle.text, width: 1, dash: [2, 2]) }
        guard labeled else { return }
        // Labels in a row of their own above the first panel (clear of its title and curves),
        // on the side of their line where they fit.
        func label(_ text: String, at x: Double, _ color: Color, preferLeft: Bool) throws {
            let width = try d.measure(text, size: 10.5, weight: 500).width
            let fitsRight = x + 4 + width <= r.maxX, fitsLeft = x - 4 - width >= r.minX - 40
            let right = preferLeft ? !fitsLeft : fitsRight
            let baseline = r.minY - 28
            d.line([Point(x, baseline + 3), Point(x, r.minY)], color, width: 1, dash: [1.5, 1.5])
            try d.text(
                text, at: Point(right ? x + 4 : x - 4, baseline), size: 10.5, weight: 500, color: color,
                alignment: right ? .left : .right)
        }
        if curves.release != nil {
            if let xc { try label("completeTransition:", at: xc, ReviewStyle.completion, preferLeft: true) }
        } else if let xc, abs(xc - xd) < 1 {
            try label("transitionDuration = completeTransition:", at: xc, ReviewStyle.completion, preferLeft: false)
        } else {
            // Each label on the side away from the other line.
            try label("transitionDuration", at: xd, ReviewStyle.duration, preferLeft: (xc ?? -1) > xd)
            if let xc { try label("completeTransition:", at: xc, ReviewStyle.completion, preferLeft: xc < xd) }
        }
        if let xr, let release = curves.release {
            try label(
                release.finish ? "release: finish()" : "release: cancel()", at: xr, ReviewStyle.text, preferLeft: false)
        }
    }

    private func drawCurve(
        _ d: Drawing, _ curve: TimingCurves.Curve, index: Int, panel: Panel, layout: Layout, normalized: Bool
    ) {
        let named = index < Self.namedCurves
        let color = named ? ReviewStyle.color(index) : Self.unnamedColor, dash = named ? Self.dash(index) : []
        let samples = normalized ? curve.normalized(curve.samples) : curve.samples
        let frameValues = normalized ? curve.normalized(curve.frameValues) : curve.frameValues
        // Runs of finite values: a view that does not exist yet leaves a gap.
        var run: [Point] = []
        for (t, v) in zip(curves.sampleTimes, samples) {
            if v.isFinite {
                run.append(Point(layout.x(t), panel.y(v)))
            } else {
                d.line(run, color, width: 1.75, dash: dash)
                run = []
            }
        }
        d.line(run, color, width: 1.75, dash: dash)
        for (t, v) in zip(curves.frameTimes, frameValues) where v.isFinite {
            d.circle(Point(layout.x(t), panel.y(v)), radius: 1.9, fill: color)
        }
        for t in curve.keyframeTimes {
            let v = curve.value(at: t, sampleTimes: curves.sampleTimes)
            let raw = normalized ? curve.normalized([v])[0] : v
            guard raw.isFinite else { continue }
            let p = Point(layout.x(t), panel.y(raw))
            d.polygon(diamond(p, 6), fill: .white)
            d.polygon(diamond(p, 4.25), fill: color)
        }
    }

    private func drawLegend(_ d: Drawing, _ layout: Layout) throws {
        var y = layout.legendOrigin.y - 12
        let x = layout.legendOrigin.x
        try d.text("curves", at: Point(x, y), size: 12, weight: 600, color: ReviewStyle.text)
        y += Self.legendRow
        for (i, curve) in curves.curves.prefix(Self.namedCurves).enumerated() {
            d.line(
                [Point(x, y - 4), Point(x + 18, y - 4)], ReviewStyle.color(i), width: 2.5, dash: Self.dash(i),
                roundJoins: false)
            try d.text(
                curve.label, at: Point(x + 26, y), size: 11, color: ReviewStyle.text, maxWidth: Self.legendWidth - 30,
                truncation: .middle)
            y += Self.legendRow
        }
        if curves.curves.count > Self.namedCurves {
            d.line([Point(x, y - 4), Point(x + 18, y - 4)], Self.unnamedColor, width: 2.5)
            try d.text(
                "+ \(curves.curves.count - Self.namedCurves) more, in grey", at: Point(x + 26, y), size: 11,
                color: ReviewStyle.secondaryText)
            y += Self.legendRow
        }
        if curves.curves.isEmpty {
            try d.text("nothing animates", at: Point(x, y), size: 11, color: ReviewStyle.secondaryText)
            y += Self.legendRow
        }
        y += 8
        d.circle(Point(x + 9, y - 4), radius: 2.2, fill: ReviewStyle.secondaryText)
        try d.text("a rendered frame", at: Point(x + 26, y), size: 11, color: ReviewStyle.secondaryText)
        y += Self.legendRow
        d.polygon(diamond(Point(x + 9, y - 4), 4.5), fill: ReviewStyle.secondaryText)
        try d.text("a keyframe", at: Point(x + 26, y), size: 11, color: ReviewStyle.secondaryText)
        y += Self.legendRow
        d.line([Point(x, y - 4), Point(x + 18, y - 4)], ReviewStyle.duration, width: 1.25, dash: [4, 3])
        try d.text("transitionDuration", at: Point(x + 26, y), size: 11, color: ReviewStyle.secondaryText)
        y += Self.legendRow
        d.line([Point(x, y - 4), Point(x + 18, y - 4)], ReviewStyle.completion, width: 1.5)
        try d.text("completeTransition:", at: Point(x + 26, y), size: 11, color: ReviewStyle.secondaryText)
    }

    /// Past the palette's ten colors, curves repeat a color with another line: dashed, dotted,
    /// dash-dotted, so up to forty curves are each drawn unlike any other.
    static let dashes: [[Double]] = [[], [5, 3], [1.5, 2.5], [8, 3, 1.5, 3]]
    /// Curves drawn each unlike any other, and named in the legend; past them (a view that
    /// explodes into hundreds of pieces) curves are drawn grey and counted, so the picture keeps
    /// its size and the motion of the mass still shows.
    static var namedCurves: Int { ReviewStyle.palette.count * dashes.count }
    static let unnamedColor = Color(red: 0.78, green: 0.78, blue: 0.8)
    static func dash(_ index: Int) -> [Double] { dashes[index / ReviewStyle.palette.count % dashes.count] }

    private func diamond(_ p: Point, _ r: Double) -> [Point] {
        [Point(p.x, p.y - r), Point(p.x + r, p.y), Point(p.x, p.y + r), Point(p.x - r, p.y)]
    }

    private func tickLabel(_ value: Double, ticks: [Double]) -> String {
        let step = ticks.count > 1 ? abs(ticks[1] - ticks[0]) : 1
        let decimals =
            (0...6).first { d in
                let s = step * pow(10, Double(d))
                return abs(s - s.rounded()) < 1e-6
            } ?? 6
        let text = String(format: "%.\(decimals)f", value)
        return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text
    }
}

/// A range that ends on round numbers and ticks at a 1, 2, 2.5 or 5 step, about five of them.
func niceScale(lo: Double, hi: Double) -> (ClosedRange<Double>, [Double]) {
    var lo = lo, hi = hi
    if !(hi - lo > 1e-12) {
        lo -= 0.5
        hi += 0.5
    }
    let rough = (hi - lo) / 5
    let magnitude = pow(10, floor(log10(rough)))
    let step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
    let first = floor(lo / step + 1e-9) * step
    let last = ceil(hi / step - 1e-9) * step
    var ticks: [Double] = []
    var t = ceil(first / step - 1e-9) * step
    while t <= last + step * 1e-9 {
        ticks.append(abs(t) < step * 1e-9 ? 0 : t)
        t += step
    }
    return (first...last, ticks)
}
