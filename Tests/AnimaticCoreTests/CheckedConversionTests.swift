import AnimaticCore
import Foundation
import Testing

/// Int(saturating:) is the one Double→Int conversion for user values: it must never trap.
@Suite struct CheckedConversionTests {
    @Test func ordinaryValuesRoundByTheRule() {
        #expect(Int(saturating: 2.7) == 2)
        #expect(Int(saturating: -2.7) == -2)
        #expect(Int(saturating: 2.2, rounding: .up) == 3)
        #expect(Int(saturating: 2.5, rounding: .toNearestOrAwayFromZero) == 3)
        #expect(Int(saturating: -2.5, rounding: .down) == -3)
    }

    @Test func absurdValuesSaturateInsteadOfTrapping() {
        let limit = Int.conversionLimit
        #expect(limit == 1_099_511_627_776)
        #expect(Int(saturating: 1e300) == limit)
        #expect(Int(saturating: -1e300) == -limit)
        #expect(Int(saturating: .infinity) == limit)
        #expect(Int(saturating: -.infinity) == -limit)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: 1e16) == limit)
    }

    @Test func springsAtTheEdgeOfTheirRangeSettleInFiniteTime() {
        // These are the extremes SceneLimits allows; before the bounded walk, mass 1e300 never returned.
        for spring in [
            Spring(mass: 1e6, stiffness: 1e-6, damping: 0), Spring(mass: 1e-6, stiffness: 1e6, damping: 1e6),
            Spring(mass: 1e300, stiffness: 100, damping: 10), Spring(mass: 1, stiffness: 1e300, damping: 10),
        ] {
            _ = spring.settlingDuration
        }
    }

    @Test func pngHeaderGivesDeclaredDimensions() {
        let header: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
            0, 0, 0x40, 0, 0, 0, 0x20, 0x01, 8, 6, 0, 0, 0,
        ]
        let size = PNGHeader.dimensions(header)
        #expect(size?.width == 16384 && size?.height == 8193)
        #expect(PNGHeader.problem(width: 16384, height: 8193) == "a 16384×8193 PNG; at most 8192 pixels a side")
        #expect(PNGHeader.problem(width: 8192, height: 8192) == nil)
        #expect(PNGHeader.dimensions(Array(header.prefix(20))) == nil)
    }
}
