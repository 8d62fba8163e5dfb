import AnimaticCore
import Glibc
import Testing

@testable import AnimaticRender

/// igzip's level-2 body (x86-64) hashes the third input position from a register that still holds
/// the address of the `isal_zstream`: bits 16 and up of that address pick the hash bucket position 2
/// goes into. A stream on a worker's stack therefore made the PNG bytes depend on where the kernel
/// put the stack (CI's output digests: one frame in hundreds, the same pixels, another valid stream).
/// These tests put the encoder on threads whose stacks lie where that bucket is the one that changes
/// the stream, and require the bytes of an ordinary thread.
@Suite struct IgzipStreamAddressTests {
    /// igzip's level-2 hash of four input bytes (little-endian): the `crc32` instruction's CRC-32C
    /// (reflected polynomial 0x82F63B78) from a zero accumulator, no inversions, low 15 bits (2^15
    /// buckets for inputs of 16 KiB and more). Bit by bit, so it does not share the encoder's code.
    /// Checked against the instruction (`_mm_crc32_u32(0, x)` in C): 1 → 0xDD45AAB8,
    /// 0x12345678 → 0xFA745634, 0xDEADBEEF → 0x09991D14.
    static func crc32c(_ word: UInt32) -> UInt32 {
        var crc = word
        for _ in 0..<32 { crc = (crc >> 1) ^ (0x82F6_3B78 & (0 &- (crc & 1))) }
        return crc
    }

    static func bucket(_ word: UInt32) -> UInt32 { crc32c(word) & 0x7FFF }

    @Test func theHashIsTheInstructions() {
        #expect(Self.crc32c(1) == 0xDD45_AAB8)
        #expect(Self.crc32c(0x1234_5678) == 0xFA74_5634)
        #expect(Self.crc32c(0xDEAD_BEEF) == 0x0999_1D14)
    }

    /// Row 1 is twice row 0 (mod 256), so Up-filtered it is row 0 again, filter byte included: the
    /// filtered bytes at 0 and at one row's length start alike, and igzip finds that repeat through
    /// the hash entry of position 0. Every other row is noise. 100 × 64 pixels: 25,664 filtered
    /// bytes, so the hash keeps all 15 bits (igzip narrows it below 16 KiB of input).
    static func frameRepeatingItsFirstRow() -> Frame {
        let width = 100, height = 64
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt32 = 2_463_534_242
        for i in rgba.indices {
            seed ^= seed << 13
            seed ^= seed >> 17
            seed ^= seed << 5
            rgba[i] = UInt8(truncatingIfNeeded: seed >> 11)
        }
        for i in 0..<(width * 4) { rgba[width * 4 + i] = rgba[i] &* 2 }
        return Frame(width: width, height: height, rgba: rgba)
    }

    /// Position 0's bucket: the stray write of position 2 into it erases position 0, so the repeat
    /// of row 0 is no longer found from its first byte (a literal, then a match one byte later).
    @Test func theStreamDoesNotDependOnWhereTheStackLies() throws {
        let frame = Self.frameRepeatingItsFirstRow()
        let reference = try PNGEncoder.encode(frame, compressionLevel: 3)
        // Filtered bytes 0..<4: the filter type (2) and row 0's first red, green and blue.
        let key = UInt32(2) | UInt32(frame.rgba[0]) << 8 | UInt32(frame.rgba[1]) << 16 | UInt32(frame.rgba[2]) << 24
        let erasing = Self.bucket(key)
        // The stream lies some 64 KiB blocks below the stack's top (it is 82 KB itself); each run
        // puts one of the blocks below the top in that bucket.
        for depth in 1...8 {
            let bytes = try StackPlacedThread.run(blockBelowTop: depth, hashingTo: erasing) {
                try PNGEncoder.encode(frame, compressionLevel: 3)
            }
            let same = bytes == reference
            #expect(same, "the 64 KiB block \(depth) below the stack's top hashes to bucket \(erasing)")
        }
        #expect(try PNGEncoder.decode(reference) == frame)
    }
}

/// Where `IgzipStream` puts the stream: at an address whose bits 16 and up hash (by the test's own
/// CRC) like input bytes 2..<6, in whichever 2 GiB window the kernel gave it.
@Suite struct IgzipStreamPlacementTests {
    @Test func everyBucketHasExactlyOneSlot() {
        let slots = IgzipStream.slotForBucket
        #expect(Set(slots).count == 1 << 15)
        for bucket in [0, 1, 2, 17_605, 28_469, 32_767] {
            #expect(IgzipStreamAddressTests.bucket(UInt32(slots[bucket])) == UInt32(bucket), "bucket \(bucket)")
        }
    }

    @Test func theStreamLiesWhereItsAddressHashesLikeInputBytesTwoToSix() throws {
        var generator = SystemRandomNumberGenerator()
        // Several windows (each stream reserves its own), several inputs each.
        for _ in 0..<4 {
            let home = try #require(IgzipStream())
            for _ in 0..<8 {
                let input = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
                let key = UInt32(input[2]) | UInt32(input[3]) << 8 | UInt32(input[4]) << 16 | UInt32(input[5]) << 24
                let stream = try #require(
                    input.withUnsafeBufferPointer { home.prepared(for: $0.baseAddress!, count: 64) })
                let block = UInt32(truncatingIfNeeded: UInt(bitPattern: stream) >> 16)
                #expect(IgzipStreamAddressTests.bucket(block) == IgzipStreamAddressTests.bucket(key))
                // isal_deflate_init's work: no level buffer yet, a fresh stream.
                #expect(stream.pointee.level_buf == nil && stream.pointee.total_in == 0)
            }
        }
    }
}

/// Runs a closure on a thread whose stack the test places: its top on a 64 KiB boundary, with the
/// block `blockBelowTop` blocks under the top at an address whose block index (address >> 16)
/// hashes to the bucket asked for.
enum StackPlacedThread {
    static let stackBytes = 1 << 20

    final class Job: @unchecked Sendable {
        let body: () throws -> [UInt8]
        var result: Result<[UInt8], any Error> = .success([])
        init(_ body: @escaping () throws -> [UInt8]) { self.body = body }
    }

    static func run(blockBelowTop depth: Int, hashingTo bucket: UInt32, _ body: @escaping () throws -> [UInt8])
        throws -> [UInt8]
    {
        let stack = try #require(placeStack(blockBelowTop: depth, hashingTo: bucket))
        defer { munmap(stack, stackBytes) }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstack(&attributes, stack, stackBytes)
        let job = Job(body)
        let context = Unmanaged.passRetained(job).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, &attributes,
            { context in
                let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
                job.result = Result { try job.body() }
                return nil
            }, context)
        try #require(created == 0)
        pthread_join(thread, nil)
        return try job.result.get()
    }

    /// A block index from 2^29 on (addresses from 32 TiB, clear of the usual mappings) that hashes
    /// to `bucket` and whose stack can be mapped there. The hash is linear (a CRC without
    /// inversions), so in each run of 2^15 indices whose low 15 bits are free, exactly one
    /// hashes to each bucket: the one whose low bits hash to bucket ^ hash(run's start).
    static func placeStack(blockBelowTop depth: Int, hashingTo bucket: UInt32) -> UnsafeMutableRawPointer? {
        for run in UInt32(1 << 14)..<(1 << 15) {
            let start = run << 15
            let block = start | lowBitsForBucket[Int(bucket ^ IgzipStreamAddressTests.bucket(start))]
            let top = (UInt(block) + UInt(depth)) << 16
            let want = UnsafeMutableRawPointer(bitPattern: top - UInt(stackBytes))
            let mapped = mmap(
                want, stackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0)
            if mapped == want { return mapped }
            if let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) { munmap(mapped, stackBytes) }
        }
        return nil
    }

    static let lowBitsForBucket: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 1 << 15)
        for low in UInt32(0)..<(1 << 15) { table[Int(IgzipStreamAddressTests.bucket(low))] = low }
        return table
    }()
}
