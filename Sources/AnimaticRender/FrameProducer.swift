import AnimaticCore
import Foundation

/// The one way Animatic renders a timeline's frames: render, check, sheet, export, review,
/// bench and the Swift API all come here.
///
/// One worker per core, each with its own `RenderWorker` (canvas, frame bytes, PNG buffer,
/// offscreen surfaces, snapshot images and text layouts kept from frame to frame, so a long
/// run allocates nothing large per frame). A frame that fails names the view or step it came
/// from (`file:line:column`), and the failure of the earliest item is the one reported, so a
/// scene fails at the same frame however its frames were shared out.
public struct FrameProducer: Sendable {
    public let timeline: Timeline
    /// How many frames render at once; one per core unless told.
    public var workers: Int

    public init(_ timeline: Timeline, workers: Int? = nil) {
        self.timeline = timeline
        self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The frames at `times`, in that order.
    public func frames(at times: [Double]) throws -> [Frame] {
        let timeline = self.timeline
        return try map(times) { worker, time in
            try worker.render(timeline, at: time)
            return worker.takeFrame()
        }
    }

    /// `body` for every item on the worker that took it, results in the items' order. `body`
    /// renders with `worker.render(_:at:)` and uses the frame (encode it, compare it, copy it)
    /// before it returns: the worker draws its next frame into the same bytes.
    public func map<T: Sendable, R: Sendable>(_ items: [T], _ body: @escaping @Sendable (RenderWorker, T) throws -> R)
        throws -> [R]
    {
        try concurrentMap(items, workers: workers, worker: { RenderWorker() }, body)
    }

    /// Renders `times` a batch at a time (a few frames per worker) and hands each frame to
    /// `consume` in order: a long scene streams into a file without sitting in memory.
    public func forEachInOrder(_ times: [Double], _ consume: (Frame) throws -> Void) throws {
        let batch = workers * 2
        var start = 0
        while start < times.count {
            let end = min(times.count, start + batch)
            for frame in try frames(at: Array(times[start..<end])) { try consume(frame) }
            start = end
        }
    }
}

/// What one rendering thread keeps from frame to frame: its frame bytes and `FrameBuffers`.
/// Never shared between threads, so it needs no lock.
public final class RenderWorker {
    /// The frame the last `render` drew.
    public private(set) var frame = Frame(width: 0, height: 0, rgba: [])
    public let buffers = FrameBuffers()

    public init() {}

    /// Draws `timeline` at `time` (from `tree` when the caller built it already) into `frame`.
    /// A frame past a render budget is refused at the view whose work went over.
    @discardableResult
    public func render(_ timeline: Timeline, at time: Double, tree: PresentationTree? = nil) throws -> Frame {
        try Rasterizer().render(timeline, at: time, tree: tree, into: &frame, buffers: buffers)
        return frame
    }

    /// The last frame, handed over: the next `render` draws into new bytes rather than copying
    /// these ones first.
    public func takeFrame() -> Frame {
        defer { frame = Frame(width: 0, height: 0, rgba: []) }
        return frame
    }

    /// The last frame as PNG bytes, in `buffers.png` (valid until the next call).
    public func encodePNG(compressionLevel: Int32) throws -> [UInt8] {
        try PNGEncoder.encode(frame, compressionLevel: compressionLevel, buffers: buffers)
        return buffers.png
    }
}

/// `body` for every item with one worker per core (at most `workers`), each worker's state
/// made by `worker` and never shared, taking the next item as it finishes one; results in the
/// items' order. An error stops the workers taking items after it (those already started
/// finish); the error of the earliest failing item is rethrown.
public func concurrentMap<T: Sendable, Worker, R: Sendable>(
    _ items: [T], workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    worker makeWorker: @escaping @Sendable () -> Worker, _ body: @escaping @Sendable (Worker, T) throws -> R
) throws -> [R] {
    guard !items.isEmpty else { return [] }
    let width = min(max(1, workers), items.count)
    let queue = NextIndex()
    let failure = EarliestFailure()
    let results = ResultSlots<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: width) { _ in
        let state = makeWorker()
        while true {
            let index = queue.take()
            // Items are handed out in order: every item before a failure was taken already.
            guard index < items.count, !failure.hasFailed(before: index) else { return }
            do {
                results.set(index, try body(state, items[index]))
            } catch {
                failure.record(error, at: index)
                return
            }
        }
    }
    if let error = failure.error { throw error }
    return results.values()
}
