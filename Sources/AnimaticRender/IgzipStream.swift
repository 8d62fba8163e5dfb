import CCairo
import Foundation

/// igzip's `isal_zstream`, kept at an address chosen for each input, because igzip reads the
/// address of the stream as if it were input.
///
/// ISA-L's level-2 body for x86-64 (`igzip_icf_body_h1_gr_bt.asm`, label `.write_first_byte`;
/// ISA-L 2.30, and unchanged in its master of July 2026) hashes the third input position from a
/// register it has not loaded on that path: it still holds the stream's address, so position 2
/// goes into the hash bucket `crc32c(UInt32(truncatingIfNeeded: address >> 16)) & 0x7FFF`
/// instead of the bucket of input bytes 2..<6. With address randomization that bucket changes
/// from process to process, and for a few buckets in 32,768 the matcher then finds other
/// (equally valid) matches: the same pixels, other PNG bytes (CI's output digests, one frame
/// in hundreds).
///
/// The stream is therefore put where bits 16 and up of its address hash like input bytes
/// 2..<6: the stray read then yields the bucket igzip means, and the stream is igzip's
/// intended one in every process. Reaching every one of the 2¹⁵ buckets takes 2¹⁵ addresses
/// 64 KiB apart: a 2 GiB window of address space, reserved without memory (`PROT_NONE`); only
/// the slot in use is mapped, and a slot left is given back.
///
/// Not thread-safe: one worker owns one, through its `PNGScratch`.
final class IgzipStream {
    static let slotBytes = 1 << 16
    static let bucketMask: UInt32 = 0x7FFF
    static let windowBytes = slotBytes << 15

    /// The stream's bytes, whole pages.
    static let streamBytes = (MemoryLayout<isal_zstream>.size + 4_095) / 4_096 * 4_096

    /// The 2 GiB window (aligned to 2 GiB, so its first block index has 15 low zero bits) and
    /// the room the last slot's stream runs past it.
    private let window: UnsafeMutableRawPointer
    private let reservedBytes: Int
    private var mappedSlot: Int?

    init?() {
        let alignment = Self.windowBytes
        reservedBytes = Self.windowBytes + Self.streamBytes
        let asked = reservedBytes + alignment
        guard
            let base = mmap(nil, asked, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
            base != MAP_FAILED
        else { return nil }
        let start = (UInt(bitPattern: base) + UInt(alignment) - 1) / UInt(alignment) * UInt(alignment)
        let head = Int(start - UInt(bitPattern: base))
        if head > 0 { munmap(base, head) }
        munmap(base + head + reservedBytes, asked - head - reservedBytes)
        window = base + head
    }

    deinit { munmap(window, reservedBytes) }

    /// A stream set up by `isal_deflate_init`, at the slot for this input; nil when the slot
    /// cannot be mapped.
    func prepared(for input: UnsafePointer<UInt8>, count: Int) -> UnsafeMutablePointer<isal_zstream>? {
        let slot = Self.slot(
            windowBlock: UInt32(truncatingIfNeeded: UInt(bitPattern: window) >> 16), input: input, count: count)
        guard let stream = map(slot: slot) else { return nil }
        isal_deflate_init(stream)
        return stream
    }

    /// The slot whose address hashes like input bytes 2..<6. The hash is linear (a CRC with no
    /// initial or final inversion): crc(windowBlock | slot) = crc(windowBlock) ^ crc(slot), so
    /// the slot is the one whose own hash is crc(key ^ windowBlock).
    static func slot(windowBlock: UInt32, input: UnsafePointer<UInt8>, count: Int) -> Int {
        guard count >= 6 else { return 0 }
        let key = UInt32(input[2]) | UInt32(input[3]) << 8 | UInt32(input[4]) << 16 | UInt32(input[5]) << 24
        return Int(slotForBucket[Int(crc32c(key ^ windowBlock) & bucketMask)])
    }

    private func map(slot: Int) -> UnsafeMutablePointer<isal_zstream>? {
        let address = window + slot * Self.slotBytes
        if mappedSlot != slot {
            if let old = mappedSlot {
                // Back to reserved, without memory: nothing else may be mapped into the window.
                let released = mmap(
                    window + old * Self.slotBytes, Self.streamBytes, PROT_NONE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0)
                guard released != MAP_FAILED else { return nil }
                mappedSlot = nil
            }
            let mapped = mmap(
                address, Self.streamBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
            guard mapped == address else { return nil }
            mappedSlot = slot
        }
        return address.bindMemory(to: isal_zstream.self, capacity: 1)
    }

    /// igzip's hash of four bytes: the `crc32` instruction's CRC-32C (reflected polynomial
    /// 0x82F63B78) from a zero accumulator, with no inversions.
    static func crc32c(_ word: UInt32) -> UInt32 {
        var crc = word
        for _ in 0..<4 { crc = (crc >> 8) ^ crc32cByteTable[Int(crc & 0xFF)] }
        return crc
    }

    private static let crc32cByteTable: [UInt32] = (0..<256).map { byte in
        var crc = UInt32(byte)
        for _ in 0..<8 { crc = (crc >> 1) ^ (0x82F6_3B78 & (0 &- (crc & 1))) }
        return crc
    }

    /// The slot (block index below 2¹⁵) whose hash is each bucket: the hash of the 15 low bits
    /// is one to one onto the 15 bucket bits.
    static let slotForBucket: [UInt16] = {
        var table = [UInt16](repeating: 0, count: 1 << 15)
        for slot in 0..<(1 << 15) { table[Int(crc32c(UInt32(slot)) & bucketMask)] = UInt16(slot) }
        return table
    }()
}
