/// Core Graphics drawing as a view's `draw(_:)`, a layer's `draw(in:)` or an image context
/// recorded it: the operations in the order drawn, each with the graphics state it was drawn
/// under, in the drawing's own space (points, y down, (0, 0) at the top left of what was drawn
/// into, `size` wide and high). A value: the renderer replays it at any scale, so every frame is
/// drawn from it on its own.
public struct RecordedDrawing: Sendable, Equatable {
    /// The extent of what was drawn into (the view's bounds size, the image context's size):
    /// nothing outside it is part of the drawing, as nothing outside a bitmap is.
    public var size: Size
    public var operations: [DrawingOperation]

    public init(size: Size, operations: [DrawingOperation] = []) {
        self.size = size
        self.operations = operations
    }
}

/// One fill, stroke or clear, as Core Graphics paints it: the path under the clips, with the
/// colour (the graphics state's alpha folded in), blend mode normal.
public struct DrawingOperation: Sendable, Equatable {
    public enum Paint: Sendable, Equatable {
        case fill(FillRule)
        case stroke(StrokeStyle)
        /// `CGContext.clear(_:)`: the path's area made transparent.
        case clear
        /// `drawLinearGradient`/`drawRadialGradient`: the gradient painted over the path (the
        /// drawing's extent) under the clips, its geometry in the operation's user space; the
        /// colour's alpha is the graphics state's.
        case gradient(DrawnGradient)
        /// UIKit's string drawing (`draw(at:withAttributes:)`, `draw(in:withAttributes:)`): the
        /// text laid out from the top left of `box` in the operation's user space (the path is
        /// that box in the drawing's space), wrapped at its width or, with `wraps` false, only at
        /// line breaks; lines below the box are not drawn when it has a height.
        case text(DrawnText)
    }
    public var paint: Paint
    /// In the drawing's space: Core Graphics maps each point by the transform current when it
    /// is added to the path, so the path is kept as mapped.
    public var path: ShapePath
    public var color: Color
    /// The transform current when the path was painted (user space to the drawing's space): a
    /// stroke's width and dashes are measured in that user space.
    public var transform: Transform3D
    /// Every clip in force, in the drawing's space; the painted area is their intersection.
    public var clips: [DrawingClip]

    public init(
        paint: Paint, path: ShapePath, color: Color, transform: Transform3D = .identity, clips: [DrawingClip] = []
    ) {
        self.paint = paint
        self.path = path
        self.color = color
        self.transform = transform
        self.clips = clips
    }
}

/// A Core Graphics gradient as drawn: colours at locations in 0…1 (interpolated in straight RGBA),
/// between two points or two circles, extended past its ends or not.
public struct DrawnGradient: Sendable, Equatable {
    public enum Shape: Sendable, Equatable {
        case linear(start: Point, end: Point)
        case radial(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double)
    }
    public var shape: Shape
    public var locations: [Double]
    public var colors: [Color]
    /// Both `drawsBeforeStartLocation` and `drawsAfterEndLocation` (the model has no one-sided
    /// extension: it is reported).
    public var extends: Bool

    public init(shape: Shape, locations: [Double], colors: [Color], extends: Bool) {
        self.shape = shape
        self.locations = locations
        self.colors = colors
        self.extends = extends
    }
}

/// A stroke's settings, in the user space it is drawn in (Core Graphics' defaults).
public struct StrokeStyle: Sendable, Equatable {
    public var lineWidth: Double = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var dashPattern: [Double] = []
    public var dashPhase: Double = 0
    public init() {}
}

/// A clip region: the inside of a path by its fill rule.
public struct DrawingClip: Sendable, Equatable {
    public var path: ShapePath
    public var rule: FillRule
    public init(path: ShapePath, rule: FillRule = .nonZero) {
        self.path = path
        self.rule = rule
    }
}

/// A layer showing a drawing: its backing store (`draw(_:)`) or an image drawn in an image
/// context set as its contents. `display.crop` is the part of the drawing's space shown (the
/// whole of it for a backing store; a `cropping(to:)` cuts less), `display.size` its natural
/// size, placed in the bounds by the gravity (the view's `contentMode`) and `contentsRect`.
public struct DrawnContent: Sendable, Equatable {
    public var drawing: RecordedDrawing
    public var display: ContentsDisplay

    public init(drawing: RecordedDrawing, crop: Rect? = nil, size: Size? = nil) {
        self.drawing = drawing
        let whole = Rect(0, 0, drawing.size.width, drawing.size.height)
        display = ContentsDisplay(crop: crop ?? whole, size: size ?? drawing.size)
    }

    /// Which part of the drawing's space is shown, and where in `bounds` it lands; nil when
    /// nothing is shown.
    public func placement(in bounds: Rect) -> (source: Rect, target: Rect)? {
        let source = display.shown
        let target = display.gravity.destination(imageSize: display.shownSize, in: bounds)
        guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { return nil }
        return (source, target)
    }
}

/// Text as UIKit's string drawing lays it out: the string's font, colour and paragraph alignment,
/// in a box of user space whose top left the first line's top starts at.
public struct DrawnText: Sendable, Equatable {
    public var content: TextContent
    /// In the user space the text is drawn in (`DrawingOperation.transform` maps it).
    public var box: Rect
    /// `draw(in:)` wraps at the box's width and clips to it; `draw(at:)` has no box to wrap in.
    public var wraps: Bool

    public init(content: TextContent, box: Rect, wraps: Bool) {
        self.content = content
        self.box = box
        self.wraps = wraps
    }
}
