// `import CoreMedia` (and `AVFoundation`, which re-exports it) on Linux: CMTime's arithmetic, as
// CMTime.h defines it. Animatic's clock is in seconds; these exist so an app's code compiles.
@_exported import AnimaticUIKit

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64
public typealias CMPersistentTrackID = Int32

public struct CMTimeFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
}

/// A rational time, `value / timescale` seconds.
public struct CMTime: Hashable, Comparable, Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        (self.value, self.timescale, self.flags, self.epoch) = (value, timescale, flags, epoch)
    }
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }
    /// Rounds to the nearest tick, as `CMTimeMakeWithSeconds` does.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard seconds.isFinite else {
            self.init(value: 0, timescale: 0, flags: seconds > 0 ? [.valid, .positiveInfinity] : [], epoch: 0)
            return
        }
        self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }
    public init() { self = .zero }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { flags.contains(.negativeInfinity) }
    public var isNumeric: Bool {
        isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity])
    }
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric, timescale != 0 else { return .nan }
        return Double(value) / Double(timescale)
    }
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        CMTime(seconds: seconds, preferredTimescale: newTimescale)
    }

    public static func < (a: CMTime, b: CMTime) -> Bool { a.seconds < b.seconds }
    public static func == (a: CMTime, b: CMTime) -> Bool { CMTimeCompare(a, b) == 0 }
    public func hash(into hasher: inout Hasher) { hasher.combine(seconds) }
    public static func + (a: CMTime, b: CMTime) -> CMTime { CMTimeAdd(a, b) }
    public static func - (a: CMTime, b: CMTime) -> CMTime { CMTimeSubtract(a, b) }
}

public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1, roundTowardZero, roundAwayFromZero, quickTime, roundTowardNegativeInfinity,
        roundTowardPositiveInfinity
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
public func CMTimeCompare(_ a: CMTime, _ b: CMTime) -> Int32 {
    if a.timescale == b.timescale, a.isNumeric, b.isNumeric {
        return a.value < b.value ? -1 : a.value > b.value ? 1 : 0
    }
    let (x, y) = (a.seconds, b.seconds)
    return x < y ? -1 : x > y ? 1 : 0
}
public let kCMTimeMaxTimescale: Int32 = 1_000_000_000

/// CMTime.h: with different timescales the result "will have a timescale that is the least common
/// multiple of the operands' timescales, if that LCM timescale is less than kCMTimeMaxTimescale.
/// Otherwise the result will have the larger timescale".
public func CMTimeAdd(_ a: CMTime, _ b: CMTime) -> CMTime {
    guard a.isNumeric, b.isNumeric else { return .invalid }
    if a.timescale == b.timescale { return CMTime(value: a.value + b.value, timescale: a.timescale) }
    var (x, y) = (Int64(a.timescale), Int64(b.timescale))
    while y != 0 { (x, y) = (y, x % y) }
    let lcm = Int64(a.timescale) / x * Int64(b.timescale)
    guard lcm < Int64(kCMTimeMaxTimescale) else {
        return CMTime(seconds: a.seconds + b.seconds, preferredTimescale: max(a.timescale, b.timescale))
    }
    let value = a.value * (lcm / Int64(a.timescale)) + b.value * (lcm / Int64(b.timescale))
    return CMTime(value: value, timescale: Int32(lcm))
}
public func CMTimeSubtract(_ a: CMTime, _ b: CMTime) -> CMTime {
    CMTimeAdd(a, CMTime(value: -b.value, timescale: b.timescale, flags: b.flags, epoch: b.epoch))
}
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Double) -> CMTime {
    CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}
public func CMTimeMinimum(_ a: CMTime, _ b: CMTime) -> CMTime { CMTimeCompare(a, b) <= 0 ? a : b }
public func CMTimeMaximum(_ a: CMTime, _ b: CMTime) -> CMTime { CMTimeCompare(a, b) >= 0 ? a : b }

public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime
    public init(start: CMTime, duration: CMTime) { (self.start, self.duration) = (start, duration) }
    public init(start: CMTime, end: CMTime) { self.init(start: start, duration: end - start) }
    public init() { self.init(start: .zero, duration: .zero) }
    public var end: CMTime { start + duration }
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
    public func containsTime(_ time: CMTime) -> Bool { start <= time && time < end }
}
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange {
    CMTimeRange(start: start, duration: duration)
}
public func CMTimeRangeFromTimeToTime(start: CMTime, end: CMTime) -> CMTimeRange { CMTimeRange(start: start, end: end) }
public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime { range.end }

/// Media samples: no media flows in a recording; the types exist for signatures.
public final class CMSampleBuffer {}
public final class CMFormatDescription {}
public typealias CMVideoFormatDescription = CMFormatDescription
public struct CMVideoDimensions: Sendable {
    public var width: Int32, height: Int32
    public init(width: Int32, height: Int32) { (self.width, self.height) = (width, height) }
}

/// Swift 4's spelling (the timescale unlabelled), renamed in 4.2.
@available(swift, obsoleted: 4.2, renamed: "CMTimeMakeWithSeconds(_:preferredTimescale:)")
public func CMTimeMakeWithSeconds(_ seconds: Double, _ preferredTimescale: Int32) -> CMTime {
    CMTimeMakeWithSeconds(seconds, preferredTimescale: preferredTimescale)
}
@available(swift, obsoleted: 4.2, renamed: "CMTimeMake(value:timescale:)")
public func CMTimeMake(_ value: Int64, _ timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
