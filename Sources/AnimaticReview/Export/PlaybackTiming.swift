import AnimaticCore
import Foundation

/// When each exported frame shows. Frame i of a scene covers [i/fps, (i+1)/fps) of scene
/// time, the last frame too, so a scene of N frames plays N/fps seconds; `speed` stretches
/// that (0.25 is four times slower) and `hold` keeps the last frame up longer. Delays in any
/// unit are rounded cumulatively, so they always sum to the rounded total: no drift.
public struct PlaybackTiming: Sendable, Equatable {
    /// The scene frames exported, in order.
    public let frames: [Int]
    /// Playback seconds at which each frame appears, and the end: `frames.count + 1` values.
    public let boundaries: [Double]

    /// `maxFramesPerSecond`: keep every k-th frame (and the last) so playback needs no more
    /// than this rate (GIF players clamp delays under 2/100 s).
    public init(frameCount: Int, fps: Double, speed: Double = 1, hold: Double = 0, maxFramesPerSecond: Double? = nil) {
        let rate = fps * speed
        let step = maxFramesPerSecond.map { max(1, Int(saturating: rate / $0 - 1e-9, rounding: .up)) } ?? 1
        var frames = Array(stride(from: 0, to: frameCount, by: step))
        if frames.last != frameCount - 1 { frames.append(frameCount - 1) }
        self.frames = frames
        var boundaries = frames.map { Double($0) / rate }
        boundaries.append(Double(frameCount) / rate + hold)
        self.boundaries = boundaries
    }

    public var duration: Double { boundaries.last ?? 0 }

    /// Each frame's delay in units of 1/`denominator` s, rounded cumulatively.
    public func delays(denominator: Double) -> [Int] {
        let ticks = boundaries.map { Int(saturating: $0 * denominator, rounding: .toNearestOrAwayFromZero) }
        return zip(ticks.dropFirst(), ticks).map { $0 - $1 }
    }

    /// A denominator in which every boundary is a whole number of ticks (so delays are exact),
    /// or nil. APNG delays are 16-bit fractions.
    public func exactDenominator(candidates: [Double]) -> Double? {
        candidates.first { d in
            d >= 1 && d <= 65535 && boundaries.allSatisfy { b in abs(b * d - (b * d).rounded()) < 1e-6 }
                && delays(denominator: d).allSatisfy { $0 <= 65535 }
        }
    }
}
