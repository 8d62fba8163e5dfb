import AnimaticCore

/// Shadows and 3D warps draw offscreen before anything reaches the canvas: a shadow's body and
/// blurred mask reach `3σ` beyond the visible area, a warped layer gets a texture of its own.
/// Many of them, or one nested in another, multiply that work far past the canvas. One frame's
/// offscreen pixels are counted as they are allocated, and the frame is refused, naming the
/// layer that went over, before the allocation that would.
final class FrameBudget {
    /// Offscreen pixels (shadow bodies, shadow masks, warp textures) one frame may allocate.
    static let maxPixels = 200_000_000

    /// Dashes one frame's shape strokes may make (see `ShapePainter.dashSegments`).
    static let maxDashSegments = 1_000_000

    private(set) var pixels = 0
    private(set) var dashSegments = 0

    func spendDashes(_ count: Int, of layer: RenderLayer) throws(DashBudgetExceeded) {
        guard count > 0 else { return }
        dashSegments = dashSegments.addingReportingOverflow(count).overflow ? Int.max : dashSegments + count
        guard dashSegments > Self.maxDashSegments else { return }
        throw DashBudgetExceeded(viewID: layer.id, segments: count)
    }

    /// `width × height`, saturating: a rectangle far off the canvas must not trap here.
    static func area(_ width: Int, _ height: Int, times copies: Int = 1) -> Int {
        let (a, o1) = max(0, width).multipliedReportingOverflow(by: max(0, height))
        let (b, o2) = a.multipliedReportingOverflow(by: copies)
        return o1 || o2 ? Int.max : b
    }

    func spend(_ count: Int, on what: FrameBudgetExceeded.Work, of layer: RenderLayer) throws(FrameBudgetExceeded) {
        pixels = pixels.addingReportingOverflow(max(0, count)).overflow ? Int.max : pixels + max(0, count)
        guard pixels > Self.maxPixels else { return }
        throw FrameBudgetExceeded(viewID: layer.id, work: what, pixels: count)
    }
}

/// A frame refused because of one view's work: `render` and `check` report it at that view's
/// line in the scene.
public protocol ViewRenderError: Error, CustomStringConvertible {
    var viewID: String { get }
}

/// A frame whose shadows and warps would allocate more than `FrameBudget.maxPixels` offscreen
/// pixels; `viewID` is the view whose work went over.
public struct FrameBudgetExceeded: ViewRenderError, Sendable {
    public enum Work: String, Sendable {
        case shadow = "shadow", shadowMask = "shadow blur", warp = "3D warp", snapshot = "snapshot image"
    }

    public var viewID: String
    public var work: Work
    public var pixels: Int
    public static var maxPixels: Int { FrameBudget.maxPixels }

    public var description: String {
        "the \(work.rawValue) of '\(viewID)' (\(pixels) pixels) takes this frame's shadows, blurs and 3D warps past \(Self.maxPixels) offscreen pixels"
    }
}

/// A snapshot whose image would be wider or taller than cairo's 32,767 pixels.
public struct SnapshotTooLarge: ViewRenderError, Sendable {
    public var viewID: String
    public var width: Int, height: Int

    public var description: String {
        "the snapshot image of '\(viewID)' would be \(width)×\(height) pixels; a snapshot image is at most 32767 pixels a side"
    }
}

extension Rasterizer {
    /// The frame of `timeline` at `time` (from `tree` when the caller has it already). A frame
    /// past the offscreen budget is refused as a scene error at the view whose work went over.
    public func render(_ timeline: Timeline, at time: Double, tree: PresentationTree? = nil) throws -> Frame {
        try locatingBudgetErrors(timeline, at: time) { try render(tree ?? timeline.presentation(at: time)) }
    }

    /// The same into a worker's reused frame and buffers.
    public func render(
        _ timeline: Timeline, at time: Double, tree: PresentationTree? = nil,
        into frame: inout Frame, buffers: FrameBuffers
    ) throws {
        try locatingBudgetErrors(timeline, at: time) {
            try render(tree ?? timeline.presentation(at: time), into: &frame, buffers: buffers)
        }
    }

    private func locatingBudgetErrors<T>(_ timeline: Timeline, at time: Double, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as any ViewRenderError {
            throw SceneError("at \(time) s: \(error)", at: timeline.sourceLocation(ofView: error.viewID))
        } catch let error as RenderError where error.viewID != nil {
            throw SceneError("at \(time) s: \(error)", at: timeline.sourceLocation(ofView: error.viewID ?? ""))
        }
    }
}

/// A frame whose shape strokes would make more than `FrameBudget.maxDashSegments` dashes;
/// `viewID` is the shape view whose dashes went over.
public struct DashBudgetExceeded: ViewRenderError, Sendable {
    public var viewID: String
    public var segments: Int

    public var description: String {
        "the dashes of '\(viewID)' (\(segments) of them: its lineDashPattern is tiny against its path) take this frame past "
            + "\(FrameBudget.maxDashSegments) dashes"
    }
}
