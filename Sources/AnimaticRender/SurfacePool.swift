import CCairo
import Foundation

/// The memory of one worker's short-lived offscreen surfaces (3D textures and their mip
/// levels, warped images, shadow bodies and masks, gradients), kept from surface to surface
/// and frame to frame.
///
/// A surface of a few MiB left to cairo is allocated, cleared and freed for every layer of
/// every frame; malloc gives such blocks back to the kernel when they are freed, so each one
/// came back as fresh pages faulted in one by one (a fold frame spent 30 % of its time in the
/// kernel doing that). A pooled surface draws on a block kept here and cleared in place;
/// when cairo destroys the surface (its last reference, whoever holds it), the block comes
/// back to the pool.
///
/// Pixels never depend on what a block held before: a block is cleared to zero, as cairo
/// clears a new surface, unless the caller writes every pixel itself.
///
/// Not thread-safe: one worker owns one, through its `FrameBuffers`, and destroys its
/// surfaces on its own thread.
final class SurfacePool {
    /// Smaller surfaces come from cairo as before: malloc keeps small blocks in its heap.
    static let smallestPooledBytes = 64 << 10
    /// Idle memory kept at most; past it the blocks idle longest are freed.
    static let maxIdleBytes = 32 << 20

    /// Pages mapped for the pool alone, so what it frees goes back to the kernel at once and
    /// its blocks never move malloc's threshold for mapping large blocks.
    private struct Block {
        let memory: UnsafeMutableRawPointer
        let capacity: Int

        static func map(_ capacity: Int) -> Block? {
            let memory = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let memory, memory != MAP_FAILED else { return nil }
            return Block(memory: memory, capacity: capacity)
        }

        func release() { munmap(memory, capacity) }

        /// The same pages, and fresh ones after them up to `capacity`; nil (the block as it
        /// was) when the kernel refuses.
        func grown(to capacity: Int) -> Block? {
            guard let moved = animatic_mremap_grow(memory, self.capacity, capacity), moved != MAP_FAILED else {
                return nil
            }
            return Block(memory: moved, capacity: capacity)
        }
    }

    /// Returns a block to its pool when cairo finishes the surface drawn on it.
    private final class Lease {
        let pool: SurfacePool
        let block: Block
        init(pool: SurfacePool, block: Block) {
            self.pool = pool
            self.block = block
        }
    }

    private var idle: [Block] = []
    private var idleBytes = 0
    /// Blocks allocated (not found idle), for tests of the reuse.
    private(set) var allocatedCount = 0
    /// Blocks kept idle, for tests.
    var idleCount: Int { idle.count }
    /// cairo identifies user data by the key's address; a lease keeps its pool, so the key
    /// outlives every surface that uses it.
    private let leaseKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    init() {
        leaseKey.initialize(to: cairo_user_data_key_t(unused: 0))
    }

    deinit {
        for block in idle { block.release() }
        leaseKey.deallocate()
    }

    /// A new `width`×`height` surface of `format` that the caller destroys; transparent
    /// (zero) unless `cleared` is false, when the caller writes every pixel before reading any.
    func surface(
        _ format: cairo_format_t = CAIRO_FORMAT_ARGB32, width: Int, height: Int,
        purpose: String = "offscreen surface", cleared: Bool = true
    ) throws -> OpaquePointer {
        let stride = Int(cairo_format_stride_for_width(format, Int32(clamping: width)))
        let (bytes, overflow) = stride.multipliedReportingOverflow(by: height)
        // Small or impossible sizes go to cairo, which keeps small blocks in malloc's heap or
        // reports what is wrong with the size.
        guard width > 0, height > 0, width <= 32767, height <= 32767, stride > 0, !overflow,
            bytes >= Self.smallestPooledBytes
        else {
            return try ImageSurface.make(format, width: width, height: height, purpose: purpose)
        }
        guard let block = take(bytes) ?? grow(bytes) ?? allocate(bytes) else {
            throw RenderError("cannot allocate a \(width)×\(height) \(purpose)")
        }
        if cleared { memset(block.memory, 0, bytes) }
        guard
            let surface = cairo_image_surface_create_for_data(
                block.memory.assumingMemoryBound(to: UInt8.self), format,
                Int32(width), Int32(height), Int32(stride)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            giveBack(block)
            throw RenderError("cannot create a \(width)×\(height) \(purpose)")
        }
        let lease = Unmanaged.passRetained(Lease(pool: self, block: block)).toOpaque()
        let status = cairo_surface_set_user_data(surface, leaseKey, lease) { lease in
            guard let lease else { return }
            let taken = Unmanaged<Lease>.fromOpaque(lease).takeRetainedValue()
            taken.pool.giveBack(taken.block)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            Unmanaged<Lease>.fromOpaque(lease).release()
            cairo_surface_destroy(surface)
            giveBack(block)
            throw RenderError("cannot create a \(width)×\(height) \(purpose)")
        }
        return surface
    }

    /// `count` floats of scratch for the duration of `body`, on a kept block (zeroed if asked).
    func withScratch<R>(floats count: Int, zeroed: Bool, _ body: (UnsafeMutableBufferPointer<Float>) throws -> R) throws
        -> R
    {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<Float>.stride)
        guard count > 0, !overflow, bytes >= Self.smallestPooledBytes else {
            var small = [Float](repeating: 0, count: max(0, count))
            return try small.withUnsafeMutableBufferPointer { try body($0) }
        }
        guard let block = take(bytes) ?? grow(bytes) ?? allocate(bytes) else {
            throw RenderError("cannot allocate \(count) floats of scratch")
        }
        defer { giveBack(block) }
        if zeroed { memset(block.memory, 0, bytes) }
        return try body(
            UnsafeMutableBufferPointer(start: block.memory.bindMemory(to: Float.self, capacity: count), count: count))
    }

    /// The smallest idle block that holds `bytes`.
    private func take(_ bytes: Int) -> Block? {
        var best: Int?
        for (i, block) in idle.enumerated() where block.capacity >= bytes {
            if best.map({ block.capacity < idle[$0].capacity }) ?? true { best = i }
        }
        guard let best else { return nil }
        idleBytes -= idle[best].capacity
        return idle.remove(at: best)
    }

    /// The largest idle block, grown to hold `bytes`: a 3D texture that grows from frame to
    /// frame (a door swinging toward the eye) keeps the pages it had, where a new block's
    /// pages were all faulted in and zeroed by the kernel again (a fifth of the door's time).
    private func grow(_ bytes: Int) -> Block? {
        guard let largest = idle.indices.max(by: { idle[$0].capacity < idle[$1].capacity }) else { return nil }
        let block = idle.remove(at: largest)
        idleBytes -= block.capacity
        guard let grown = block.grown(to: Self.capacity(for: bytes)) else {
            giveBack(block)
            return nil
        }
        allocatedCount += 1
        return grown
    }

    static func capacity(for bytes: Int) -> Int {
        let granule = max(4096, (1 << (Int.bitWidth - (bytes - 1).leadingZeroBitCount)) / 8)
        return (bytes + granule - 1) / granule * granule
    }

    /// A new block for `bytes`, rounded up to an eighth of its power of two so a surface that
    /// grows a little from frame to frame still fits the block of the frame before.
    private func allocate(_ bytes: Int) -> Block? {
        allocatedCount += 1
        return Block.map(Self.capacity(for: bytes))
    }

    /// Keeps `block` as the most recently used; past `maxIdleBytes`, the blocks idle longest go.
    private func giveBack(_ block: Block) {
        idle.append(block)
        idleBytes += block.capacity
        while idleBytes > Self.maxIdleBytes, !idle.isEmpty {
            let freed = idle.removeFirst()
            idleBytes -= freed.capacity
            freed.release()
        }
    }
}
