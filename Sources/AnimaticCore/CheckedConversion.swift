/// The one way a user-controlled Double becomes an Int. `Int(someDouble)` traps on NaN,
/// infinities and anything past ±2^63; a scene value that parses fine (1e300) must never
/// crash the tool, so every conversion of such a value goes through here.
extension Int {
    /// The largest magnitude a converted value may have. Far beyond any count or pixel size
    /// the tool accepts, yet small enough that sums and products of a few such values stay
    /// far inside Int's range (2^62 ≈ 4.6e18).
    public static let conversionLimit = 1 << 40

    /// `value` rounded by `rule`, clamped to ±`conversionLimit`; NaN becomes 0.
    public init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = Double(Int.conversionLimit)
        self = Int(Swift.min(limit, Swift.max(-limit, value.rounded(rule))))
    }
}
