import AnimaticCore
import Foundation

/// The random numbers an animator draws (`arc4random`, `Int.random(in:)`, `CGFloat.random(in:)`
/// …) come from a generator seeded by the `TransitionScene`'s `seed`, so a recording, and the
/// goldens of its frames, are the same on every run; another seed gives other numbers.
/// SplitMix64 (AnimaticCore's), shared by the animator's calls under a lock.
public final class SeededRandomNumberGenerator: RandomNumberGenerator, @unchecked Sendable {
    private var generator: SplitMix64
    private let lock = NSLock()

    public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    public func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return generator.next()
    }
}

/// The generator of the recording this task runs (a task-local value, not global state).
enum SeededRandom {
    @TaskLocal static var generator: SeededRandomNumberGenerator?

    /// Runs `body` with the recording's generator, or the system's outside a recording.
    static func draw<T>(_ body: (inout any RandomNumberGenerator) -> T) -> T {
        var source: any RandomNumberGenerator =
            generator ?? SeededRandomNumberGenerator(seed: UInt64.random(in: .min ... .max))
        return body(&source)
    }
}

// C's generators, shadowing Glibc's in files that import AnimaticUIKit.
public func arc4random() -> UInt32 { SeededRandom.draw { UInt32.random(in: .min ... .max, using: &$0) } }
public func arc4random_uniform(_ upperBound: UInt32) -> UInt32 {
    upperBound < 2 ? 0 : SeededRandom.draw { UInt32.random(in: 0..<upperBound, using: &$0) }
}
public func drand48() -> Double { SeededRandom.draw { Double.random(in: 0..<1, using: &$0) } }
/// Seeding is the scene's (`TransitionScene(…, seed:)`): this does nothing.
public func srand48(_ seed: Int) {}
public func random() -> Int { SeededRandom.draw { Int.random(in: 0...Int(Int32.max), using: &$0) } }

// The standard library's `random(in:)` for the types animators draw, more specific than its
// generic ones, so `Int.random(in: 0..<4)` in an animator file resolves here.
extension Int {
    public static func random(in range: Range<Int>) -> Int { SeededRandom.draw { Int.random(in: range, using: &$0) } }
    public static func random(in range: ClosedRange<Int>) -> Int {
        SeededRandom.draw { Int.random(in: range, using: &$0) }
    }
}
extension UInt32 {
    public static func random(in range: Range<UInt32>) -> UInt32 {
        SeededRandom.draw { UInt32.random(in: range, using: &$0) }
    }
    public static func random(in range: ClosedRange<UInt32>) -> UInt32 {
        SeededRandom.draw { UInt32.random(in: range, using: &$0) }
    }
}
extension Double {
    public static func random(in range: Range<Double>) -> Double {
        SeededRandom.draw { Double.random(in: range, using: &$0) }
    }
    public static func random(in range: ClosedRange<Double>) -> Double {
        SeededRandom.draw { Double.random(in: range, using: &$0) }
    }
}
extension Float {
    public static func random(in range: Range<Float>) -> Float {
        SeededRandom.draw { Float.random(in: range, using: &$0) }
    }
    public static func random(in range: ClosedRange<Float>) -> Float {
        SeededRandom.draw { Float.random(in: range, using: &$0) }
    }
}
extension CGFloat {
    public static func random(in range: Range<CGFloat>) -> CGFloat {
        SeededRandom.draw { CGFloat.random(in: range, using: &$0) }
    }
    public static func random(in range: ClosedRange<CGFloat>) -> CGFloat {
        SeededRandom.draw { CGFloat.random(in: range, using: &$0) }
    }
}
extension Bool {
    public static func random() -> Bool { SeededRandom.draw { Bool.random(using: &$0) } }
}
extension Array {
    public func randomElement() -> Element? { SeededRandom.draw { randomElement(using: &$0) } }
    public func shuffled() -> [Element] { SeededRandom.draw { shuffled(using: &$0) } }
    public mutating func shuffle() {
        var copy = self
        SeededRandom.draw { copy.shuffle(using: &$0) }
        self = copy
    }
}
