import AnimaticCore
import CCairo

/// The images of the snapshots a worker has drawn, kept from frame to frame: a snapshot's
/// image is a function of the snapshot and the scale alone, so drawing it once and reusing it
/// gives the same pixels as drawing it every frame, in any order of frames. Pieces cut from
/// one snapshot (an explode's 180) each draw from their own small image, made once from the
/// shared one.
///
/// Not thread-safe: one worker owns one, through its `FrameBuffers`.
public final class SnapshotImages {
    /// Pixels kept at most; past it, everything kept is let go before the next image is kept
    /// (64 MiB: an explode keeps two screens' worth).
    static let maxKeptPixels = 16 << 20

    private struct Key: Hashable {
        let identity: ObjectIdentifier
        let scale: Double
    }

    private struct Kept {
        /// Holds the identity, so its ObjectIdentifier is not reused while the image is kept.
        let identity: SnapshotIdentity
        let surface: OpaquePointer
    }

    /// Pixels of the distinct snapshot images one frame may use, nested ones included.
    static let maxFramePixels = 200_000_000
    /// Distinct snapshot images one frame may use, nested ones included.
    static let maxFrameImages = 10_000

    private var kept: [Key: Kept] = [:]
    private var keptPixels = 0
    /// How many images were drawn (not found kept), for tests of the sharing.
    public private(set) var drawnCount = 0
    /// The snapshots this frame has counted against its budget, held so their identities stay
    /// unique until the frame ends.
    private var counted: [ObjectIdentifier: SnapshotIdentity] = [:]
    private var countedPixels = 0

    public init() {}

    deinit {
        for entry in kept.values { cairo_surface_destroy(entry.surface) }
    }

    /// The image of `snapshot` at `scale`, drawn by `draw` unless it is kept. The caller owns
    /// the returned reference and destroys it.
    /// Called before each frame. Images are let go only here, never while a frame draws: an
    /// image nested in others is needed again by each of them, and letting it go in between
    /// redrew it for each, doubling the work with every level (400 snapshots, each holding
    /// the ones before, took minutes for one frame).
    func beginFrame() {
        counted.removeAll(keepingCapacity: true)
        countedPixels = 0
        if keptPixels > Self.maxKeptPixels { removeAll() }
    }

    /// Counts `snapshot` and every snapshot nested in its tree against the frame's budget,
    /// each once a frame, from the trees alone: whether a frame is refused does not depend on
    /// which images an earlier frame left kept. `viewID` is the view named if it goes over.
    func count(_ snapshot: Snapshot, scale: Double, viewID: String) throws(SnapshotImagesExceeded) {
        var pending = [snapshot]
        while let next = pending.popLast() {
            guard counted[ObjectIdentifier(next.identity)] == nil else { continue }
            counted[ObjectIdentifier(next.identity)] = next.identity
            let size = next.pixelSize(scale: scale) ?? (Int.max, 1)
            countedPixels =
                countedPixels.addingReportingOverflow(FrameBudget.area(size.width, size.height)).overflow
                ? Int.max : countedPixels + FrameBudget.area(size.width, size.height)
            guard countedPixels <= Self.maxFramePixels, counted.count <= Self.maxFrameImages else {
                throw SnapshotImagesExceeded(viewID: viewID, images: counted.count, pixels: countedPixels)
            }
            var layers = [next.layer]
            while let layer = layers.popLast() {
                if case .snapshot(let nested) = layer.content { pending.append(nested) }
                layers.append(contentsOf: layer.sublayers)
                if let mask = layer.mask { layers.append(mask) }
            }
        }
    }

    func image(of snapshot: Snapshot, scale: Double, draw: () throws -> OpaquePointer) rethrows -> OpaquePointer {
        let key = Key(identity: ObjectIdentifier(snapshot.identity), scale: scale)
        if let entry = kept[key] { return cairo_surface_reference(entry.surface) }
        let surface = try draw()
        drawnCount += 1
        // Kept whatever its size until the frame ends (the frame's budget bounds them all).
        let pixels = Int(cairo_image_surface_get_width(surface)) * Int(cairo_image_surface_get_height(surface))
        kept[key] = Kept(identity: snapshot.identity, surface: cairo_surface_reference(surface))
        keptPixels += pixels
        return surface
    }

    func removeAll() {
        for entry in kept.values { cairo_surface_destroy(entry.surface) }
        kept.removeAll()
        keptPixels = 0
    }
}

/// A frame whose snapshot images, with the snapshots nested in them, pass the frame's budget
/// (`SnapshotImages.maxFramePixels` pixels, `maxFrameImages` images); `viewID` is the
/// snapshot view whose images went over.
public struct SnapshotImagesExceeded: ViewRenderError, Sendable {
    public var viewID: String
    public var images: Int, pixels: Int

    public var description: String {
        "the snapshot images of '\(viewID)' and those nested in them take this frame past \(SnapshotImages.maxFrameImages) "
            + "snapshot images or \(SnapshotImages.maxFramePixels) pixels of them (\(images) images, \(pixels) pixels)"
    }
}
