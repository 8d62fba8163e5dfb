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

    private var kept: [Key: Kept] = [:]
    private var keptPixels = 0
    /// How many images were drawn (not found kept), for tests of the sharing.
    public private(set) var drawnCount = 0

    public init() {}

    deinit {
        for entry in kept.values { cairo_surface_destroy(entry.surface) }
    }

    /// The image of `snapshot` at `scale`, drawn by `draw` unless it is kept. The caller owns
    /// the returned reference and destroys it.
    func image(of snapshot: Snapshot, scale: Double, draw: () throws -> OpaquePointer) rethrows -> OpaquePointer {
        let key = Key(identity: ObjectIdentifier(snapshot.identity), scale: scale)
        if let entry = kept[key] { return cairo_surface_reference(entry.surface) }
        let surface = try draw()
        drawnCount += 1
        let pixels = Int(cairo_image_surface_get_width(surface)) * Int(cairo_image_surface_get_height(surface))
        guard pixels <= Self.maxKeptPixels else { return surface }
        if keptPixels + pixels > Self.maxKeptPixels { removeAll() }
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
