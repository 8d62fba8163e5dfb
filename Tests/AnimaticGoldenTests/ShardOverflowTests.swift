import AnimaticGolden
import Testing

/// Issue 13: `--shard` with numbers near Int.max overflowed `total * (index - 1)` and trapped.
@Suite struct ShardOverflowTests {
    @Test func shardsNearIntMaxSplitWithoutOverflow() throws {
        let last = try #require(Shard(index: Int.max, count: Int.max))
        #expect(last.range(of: Int.max) == (Int.max - 1)..<Int.max)
        let half = try #require(Shard("\(Int.max / 2 + 1)/\(Int.max)"))
        // (2^62) × 10 / (2^63 − 1) = 5.000… → 5; its start (2^62 − 1) × 10 / (2^63 − 1) = 4.99… → 4.
        #expect(half.range(of: 10) == 4..<5)
    }

    @Test func ordinaryShardsAreUnchanged() throws {
        let shards = (1...3).map { Shard(index: $0, count: 3)! }
        #expect(shards.map { $0.range(of: 10) } == [0..<3, 3..<6, 6..<10])
    }
}
