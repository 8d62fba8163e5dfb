import AnimaticCore
import CCairo
import Testing
@testable import AnimaticRender

/// A worker's short-lived surfaces draw on memory it keeps: reused, never showing what it
/// held before, and given back only when cairo lets go of the surface.
@Suite struct SurfacePoolTests {
    /// Every byte of `surface`'s pixel rows.
    func bytes(_ surface: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)), height = Int(cairo_image_surface_get_height(surface))
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * height))
    }

    func fill(_ surface: OpaquePointer, red: Double) {
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, red, 0.5, 0.25, 1)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    @Test func aSurfaceOnMemoryUsedBeforeIsTransparent() throws {
        let pool = SurfacePool()
        let first = try pool.surface(width: 300, height: 200)
        fill(first, red: 1)
        #expect(bytes(first).contains { $0 != 0 })
        cairo_surface_destroy(first)
        let second = try pool.surface(width: 280, height: 210)
        defer { cairo_surface_destroy(second) }
        #expect(pool.allocatedCount == 1, "the second surface fits the first one's block")
        #expect(bytes(second).allSatisfy { $0 == 0 })
        let a8 = try pool.surface(CAIRO_FORMAT_A8, width: 400, height: 400)
        defer { cairo_surface_destroy(a8) }
        #expect(cairo_image_surface_get_format(a8) == CAIRO_FORMAT_A8)
        #expect(bytes(a8).allSatisfy { $0 == 0 })
    }

    /// A surface larger than every idle block grows one (its pages kept, then cleared), so a
    /// texture growing from frame to frame does not leave smaller blocks idle behind it.
    @Test func aLargerSurfaceGrowsAnIdleBlockAndIsStillTransparent() throws {
        let pool = SurfacePool()
        let small = try pool.surface(width: 300, height: 200)
        fill(small, red: 1)
        cairo_surface_destroy(small)
        #expect(pool.idleCount == 1)
        for (width, height) in [(900, 700), (1200, 1100)] {
            let large = try pool.surface(width: width, height: height)
            #expect(pool.idleCount == 0, "the idle block was grown for \(width)×\(height)")
            #expect(bytes(large).allSatisfy { $0 == 0 })
            fill(large, red: 0.5)
            cairo_surface_destroy(large)
            #expect(pool.idleCount == 1)
        }
        // A surface the grown block holds comes from it, cleared.
        let again = try pool.surface(width: 1000, height: 1000)
        defer { cairo_surface_destroy(again) }
        #expect(pool.idleCount == 0)
        #expect(bytes(again).allSatisfy { $0 == 0 })
    }

    @Test func aBlockComesBackOnlyWhenTheLastReferenceGoes() throws {
        let pool = SurfacePool()
        let surface = try pool.surface(width: 300, height: 200)
        fill(surface, red: 1)
        let pattern = cairo_pattern_create_for_surface(surface)!  // a second reference
        cairo_surface_destroy(surface)
        let other = try pool.surface(width: 300, height: 200)
        #expect(pool.allocatedCount == 2, "the pattern still holds the first surface, so its block is in use")
        fill(other, red: 0)
        var held: OpaquePointer?
        cairo_pattern_get_surface(pattern, &held)
        let pixel = UnsafeRawPointer(cairo_image_surface_get_data(held!)!).load(as: UInt32.self)
        #expect(pixel == 0xFFFF_8040, "the first surface kept its own pixels")
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(other)
        _ = try [pool.surface(width: 300, height: 200), pool.surface(width: 300, height: 200)].map(
            cairo_surface_destroy)
        #expect(pool.allocatedCount == 2, "both blocks came back")
    }

    @Test func scratchFloatsAreZeroedWhenAskedAndTheirBlockIsKept() throws {
        let pool = SurfacePool()
        try pool.withScratch(floats: 100_000, zeroed: true) { floats in
            #expect(floats.allSatisfy { $0 == 0 })
            for i in floats.indices { floats[i] = 7 }
        }
        try pool.withScratch(floats: 90_000, zeroed: true) { floats in
            #expect(floats.count == 90_000 && floats.allSatisfy { $0 == 0 })
        }
        #expect(pool.allocatedCount == 1)
        // A shadow's blur takes its mask and its copies from the same blocks, frame after frame.
        let buffers = FrameBuffers()
        var shadowed = layer("card", frame: Rect(40, 40, 120, 120), color: red)
        shadowed.shadow = Shadow(color: .black, opacity: 0.5, radius: 8, offset: Size(0, 4))
        let t = tree(width: 300, height: 300, scale: 2, [shadowed])
        var frame = Frame(width: 0, height: 0, rgba: [])
        try Rasterizer().render(t, into: &frame, buffers: buffers)
        let allocated = buffers.surfaces.allocatedCount
        try Rasterizer().render(t, into: &frame, buffers: buffers)
        #expect(buffers.surfaces.allocatedCount == allocated)
        #expect(frame == (try Rasterizer().render(t)))
    }

    @Test func smallSurfacesAreLeftToCairo() throws {
        let pool = SurfacePool()
        let small = try pool.surface(width: 16, height: 16)
        cairo_surface_destroy(small)
        #expect(pool.allocatedCount == 0)
        #expect(throws: RenderError.self) { try pool.surface(width: 40000, height: 10) }
    }

    @Test func aWorkerDrawingTheSameFrameAgainAllocatesNothing() throws {
        let buffers = FrameBuffers()
        var frame = Frame(width: 0, height: 0, rgba: [])
        let door = Scenes3D.door(degrees: 60)
        try Rasterizer().render(door, into: &frame, buffers: buffers)
        let allocated = buffers.surfaces.allocatedCount
        #expect(allocated > 0, "a door in perspective draws a texture at least")
        for _ in 0..<3 {
            try Rasterizer().render(door, into: &frame, buffers: buffers)
        }
        #expect(buffers.surfaces.allocatedCount == allocated)
        #expect(frame == (try Rasterizer().render(door)))
    }
}
