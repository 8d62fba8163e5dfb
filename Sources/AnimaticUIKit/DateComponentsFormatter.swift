import Foundation

/// Foundation's duration formatter (`DateComponentsFormatter`), which swift-corelibs-foundation
/// declares unavailable: declared here, it shadows that one for every file that sees AnimaticUIKit.
/// A video player's time label (`formatter.string(from: 75)` → "1:15") is drawn text, so the
/// strings follow Apple's U.S. English output: positional fields joined by colons, the leading one
/// unpadded ("1:10:00" for an hour and ten minutes, Apple's documentation of `.positional`), the
/// others two digits; abbreviated "1h 1m 15s", short "1 hr, 1 min, 15 sec", full "1 hour, 1 minute,
/// 15 seconds", brief "1hr 1min 15sec". Not documented by Apple, chosen here: the value is rounded to
/// the smallest allowed unit, and `.spellOut` writes numerals as `.full` does.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable {
        case positional = 0, abbreviated = 1, short = 2, full = 3, spellOut = 4, brief = 5
    }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// Empty (the default) lets the formatter choose: days, hours, minutes and seconds.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var calendar: Calendar?
    open var referenceDate: Date?
    open var allowsFractionalUnits = false
    /// 0: no limit.
    open var maximumUnitCount = 0
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var formattingContext: Formatter.Context = .unknown

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open func string(from components: DateComponents) -> String? {
        let seconds =
            Double(components.day ?? 0) * 86_400 + Double(components.hour ?? 0) * 3_600
            + Double(components.minute ?? 0) * 60 + Double(components.second ?? 0)
        return string(from: seconds)
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let units = Self.units.filter { allowedUnits.isEmpty || allowedUnits.contains($0.unit) }
        guard let smallest = units.last else { return nil }
        var remaining = Int((abs(ti) / smallest.seconds).rounded()) * Int(smallest.seconds)
        var fields = units.map { unit in
            defer { remaining %= Int(unit.seconds) }
            return (unit: unit, value: remaining / Int(unit.seconds))
        }
        let zeros =
            zeroFormattingBehavior.contains(.default) || zeroFormattingBehavior.isEmpty
            ? (unitsStyle == .positional ? ZeroFormattingBehavior.dropLeading : .dropAll) : zeroFormattingBehavior
        if !zeros.contains(.pad) {
            // A positional time keeps two fields ("0:05"); a spelled-out one at least one ("0s").
            let kept = unitsStyle == .positional ? min(2, fields.count) : 1
            if zeros.contains(.dropLeading) {
                while fields.count > kept, fields[0].value == 0 { fields.removeFirst() }
            }
            if zeros.contains(.dropTrailing) {
                while fields.count > kept, fields[fields.count - 1].value == 0 { fields.removeLast() }
            }
            if zeros.contains(.dropMiddle), fields.count > 2 {
                let middle = fields[1..<(fields.count - 1)].filter { $0.value != 0 }
                fields = [fields[0]] + middle + [fields[fields.count - 1]]
            }
        }
        if maximumUnitCount > 0, unitsStyle != .positional { fields = Array(fields.prefix(maximumUnitCount)) }
        let sign = ti < 0 ? "-" : ""
        guard unitsStyle != .positional else {
            let text = fields.enumerated().map { index, field in
                index == 0 && !zeros.contains(.pad) ? "\(field.value)" : String(format: "%02d", field.value)
            }
            return sign + text.joined(separator: ":")
        }
        let words = fields.map { field in
            let name = field.unit.names[unitsStyle] ?? field.unit.names[.full]!
            let plural = field.value == 1 || unitsStyle == .abbreviated || unitsStyle == .brief ? name.one : name.other
            return unitsStyle == .abbreviated || unitsStyle == .brief
                ? "\(field.value)\(plural)" : "\(field.value) \(plural)"
        }
        return sign + words.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
    }

    private struct UnitName {
        let unit: NSCalendar.Unit
        let seconds: Double
        let names: [UnitsStyle: (one: String, other: String)]
    }

    private static let units: [UnitName] = [
        UnitName(
            unit: .day, seconds: 86_400,
            names: [.abbreviated: ("d", "d"), .brief: ("d", "d"), .short: ("day", "days"), .full: ("day", "days")]),
        UnitName(
            unit: .hour, seconds: 3_600,
            names: [.abbreviated: ("h", "h"), .brief: ("hr", "hr"), .short: ("hr", "hr"), .full: ("hour", "hours")]),
        UnitName(
            unit: .minute, seconds: 60,
            names: [
                .abbreviated: ("m", "m"), .brief: ("min", "min"), .short: ("min", "min"), .full: ("minute", "minutes"),
            ]),
        UnitName(
            unit: .second, seconds: 1,
            names: [
                .abbreviated: ("s", "s"), .brief: ("sec", "sec"), .short: ("sec", "sec"), .full: ("second", "seconds"),
            ]),
    ]
}
