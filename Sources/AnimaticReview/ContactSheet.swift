import AnimaticCore
import AnimaticRender
import Foundation

/// A contact sheet: a header naming the scene, then a grid of frames, each labeled with its
/// time, frame number and progress through `transitionDuration`.
public struct ContactSheet: Sendable {
    /// Sizes in points; the picture is drawn at `scale` pixels per point.
    public struct Style: Sendable, Equatable {
        public var thumbnailWidth = 160.0
        /// nil: as many as make the grid roughly as wide as it is tall, at most 8.
        public var columns: Int? = nil
        public var margin = 24.0
        public var gap = 16.0
        public var headerHeight = 64.0
        public var labelHeight = 36.0
        public var scale = 2.0
        public init() {}
    }

    /// Where everything goes, in points.
    public struct Layout: Sendable, Equatable {
        public var size: Size
        /// Each frame's picture, in the order of the frames.
        public var thumbnails: [Rect]
        public var columns: Int
    }

    public let timeline: Timeline
    public let frames: [(index: Int, time: Double)]
    public var style: Style
    /// What each frame shows ("fastest", "overshoot 13 %"), written in its label; nil for none.
    public var captions: [String]? = nil

    public init(_ timeline: Timeline, frames: [(index: Int, time: Double)], style: Style = Style()) {
        self.timeline = timeline
        self.frames = frames
        self.style = style
    }

    public static func layout(canvas: Size, count: Int, style: Style) -> Layout {
        let n = max(1, count)
        let thumbWidth = style.thumbnailWidth
        let thumbHeight = (thumbWidth * canvas.height / max(canvas.width, 1)).rounded()
        let cellHeight = thumbHeight + style.labelHeight
        let columns = max(
            1,
            min(
                n,
                style.columns
                    ?? {
                        // Near-square sheets read best; portrait frames fit more per row.
                        var c = 1
                        while c < min(n, 8), Double(c) * thumbWidth < Double((n + c - 1) / c) * cellHeight { c += 1 }
                        return c
                    }()))
        let rows = (n + columns - 1) / columns
        let width = 2 * style.margin + Double(columns) * thumbWidth + Double(columns - 1) * style.gap
        let height = style.headerHeight + Double(rows) * cellHeight + Double(rows - 1) * style.gap + style.margin
        let thumbnails = (0..<n).map { i in
            Rect(
                style.margin + Double(i % columns) * (thumbWidth + style.gap),
                style.headerHeight + Double(i / columns) * (cellHeight + style.gap),
                thumbWidth, thumbHeight)
        }
        return Layout(size: Size(width, height), thumbnails: thumbnails, columns: columns)
    }

    public var layout: Layout { Self.layout(canvas: timeline.canvas.size, count: frames.count, style: style) }

    /// Renders the frames and draws the sheet.
    public func render() async throws -> Frame {
        let images = try FrameProducer(timeline).frames(at: frames.map(\.time))
        return try draw(images)
    }

    /// Draws the sheet from frames already rendered (one per entry of `frames`).
    public func draw(_ images: [Frame]) throws -> Frame {
        let layout = self.layout
        let drawing = try Drawing(
            width: layout.size.width, height: layout.size.height, scale: style.scale, background: ReviewStyle.background
        )
        try drawHeader(drawing, width: layout.size.width)
        for (i, frame) in frames.enumerated() {
            let thumb = layout.thumbnails[i]
            let card = Rect(thumb.minX - 1, thumb.minY - 1, thumb.width + 2, thumb.height + style.labelHeight + 1)
            drawing.fill(card, ReviewStyle.hairline, cornerRadius: 5)
            drawing.fill(
                Rect(card.minX + 1, card.minY + 1, card.width - 2, card.height - 2), ReviewStyle.card, cornerRadius: 4)
            try drawing.image(images[i], in: thumb)
            try drawLabel(drawing, frame: frame, caption: captions?[i], below: thumb)
        }
        return try drawing.image()
    }

    private func drawHeader(_ drawing: Drawing, width: Double) throws {
        let canvas = timeline.canvas
        try drawing.text(
            timeline.sceneName, at: Point(style.margin, 30), size: 18, weight: 600, color: ReviewStyle.text,
            maxWidth: width - 2 * style.margin)
        let facts = [
            "transitionDuration \(Self.short(timeline.transitionDuration)) s",
            timeline.endTime > timeline.transitionDuration + Timeline.epsilon
                ? "ends at \(Self.short(timeline.endTime)) s" : nil,
            "\(Self.short(canvas.fps)) fps",
            "\(Self.short(canvas.size.width)) × \(Self.short(canvas.size.height)) pt @\(Self.short(canvas.scale))x",
            "\(frames.count) of \(timeline.frameCount) frames",
        ].compactMap { $0 }
        try drawing.text(
            facts.joined(separator: "   ·   "), at: Point(style.margin, 50), size: 11.5,
            color: ReviewStyle.secondaryText,
            maxWidth: width - 2 * style.margin)
    }

    private func drawLabel(
        _ drawing: Drawing, frame: (index: Int, time: Double), caption: String?, below thumb: Rect
    ) throws {
        let progress = timeline.shownProgress(at: frame.time)
        // A thin bar of progress through transitionDuration, under the picture.
        let bar = Rect(thumb.minX, thumb.maxY, thumb.width, 3)
        drawing.fill(bar, ReviewStyle.grid)
        drawing.fill(
            Rect(bar.minX, bar.minY, bar.width * min(max(progress, 0), 1), bar.height),
            progress > 1 + 1e-9 ? ReviewStyle.palette[3] : ReviewStyle.palette[0])
        let details = "#\(frame.index)  \(Int(saturating: progress * 100, rounding: .toNearestOrAwayFromZero)) %"
        if let caption {
            // A named moment: time and frame, then the name on a line of its own.
            try drawing.text(
                ReviewStyle.seconds(frame.time), at: Point(thumb.minX + 8, thumb.maxY + 20), size: 12, weight: 600,
                color: ReviewStyle.text)
            try drawing.text(
                details, at: Point(thumb.maxX - 8, thumb.maxY + 20), size: 11, color: ReviewStyle.secondaryText,
                alignment: .right)
            try drawing.text(
                caption, at: Point(thumb.minX + 8, thumb.maxY + 38), size: 11.5, weight: 600,
                color: ReviewStyle.palette[0], maxWidth: thumb.width - 16)
            return
        }
        if thumb.width >= 150 {
            let baseline = thumb.maxY + 23
            try drawing.text(
                ReviewStyle.seconds(frame.time), at: Point(thumb.minX + 8, baseline), size: 12, weight: 600,
                color: ReviewStyle.text)
            try drawing.text(
                details, at: Point(thumb.maxX - 8, baseline), size: 11, color: ReviewStyle.secondaryText,
                alignment: .right)
        } else {
            // Narrow cells: time above, frame and progress below.
            try drawing.text(
                ReviewStyle.seconds(frame.time), at: Point(thumb.minX + 6, thumb.maxY + 17), size: 11.5, weight: 600,
                color: ReviewStyle.text)
            try drawing.text(
                details, at: Point(thumb.minX + 6, thumb.maxY + 31), size: 10, color: ReviewStyle.secondaryText)
        }
    }

    static func short(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(format: "%g", x)
    }
}
