/// What changed in timing between two versions of a scene, in words a designer reads without
/// opening a frame: "duration 1.0 → 1.2 s (+20 %)", "settles 0.45 → 0.54 s".
public struct TimingDiff: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        /// `card.center`, or empty for the scene as a whole.
        public var subject: String
        public var details: [String]

        public var line: String {
            subject.isEmpty ? details.joined(separator: ", ") : "\(subject): " + details.joined(separator: ", ")
        }
    }

    public var changes: [Change]
    public var isEmpty: Bool { changes.isEmpty }
    public var lines: [String] { changes.map(\.line) }

    /// Animations are matched by view and key path, the n-th of one with the n-th of the other.
    public init(from old: TimingSummary, to new: TimingSummary) {
        var changes: [Change] = []
        if !Self.same(old.end, new.end) {
            changes.append(Change(subject: "", details: ["ends " + Self.change(old.end, new.end)]))
        }
        let oldByKey = Self.grouped(old.animations), newByKey = Self.grouped(new.animations)
        for key in Self.orderedKeys(old.animations, new.animations) {
            let before = oldByKey[key] ?? [], after = newByKey[key] ?? []
            for i in 0..<max(before.count, after.count) {
                let subject = before.count > 1 || after.count > 1 ? "\(key) (\(i + 1))" : key
                switch (i < before.count ? before[i] : nil, i < after.count ? after[i] : nil) {
                case (let a?, let b?):
                    let details = Self.details(a, b)
                    if !details.isEmpty { changes.append(Change(subject: subject, details: details)) }
                case (let a?, nil):
                    changes.append(Change(subject: subject, details: ["removed (was \(Self.describe(a)))"]))
                case (nil, let b?):
                    changes.append(Change(subject: subject, details: ["added: \(Self.describe(b))"]))
                case (nil, nil): break
                }
            }
        }
        self.changes = changes
    }

    static func details(_ a: AnimationTimingSummary, _ b: AnimationTimingSummary) -> [String] {
        var out: [String] = []
        if !same(a.delay, b.delay) { out.append("delay " + change(a.delay, b.delay)) }
        if !same(a.duration, b.duration) { out.append("duration " + change(a.duration, b.duration)) }
        if a.curve != b.curve { out.append("curve \(a.curve) → \(b.curve)") }
        switch (a.overshoot, b.overshoot) {
        case (let x?, let y?) where abs(x - y) >= 0.05: out.append("overshoot \(percent(x)) → \(percent(y))")
        case (let x?, nil): out.append("overshoot \(percent(x)) → none")
        case (nil, let y?): out.append("overshoot none → \(percent(y))")
        default: break
        }
        if let x = a.settle, let y = b.settle, !same(x, y) { out.append("settles " + change(x, y)) }
        return out
    }

    static func describe(_ t: AnimationTimingSummary) -> String {
        let delay = t.delay > 0 ? " after \(TimingText.seconds(t.delay))" : ""
        return "\(TimingText.seconds(t.duration)) \(t.curve)\(delay)"
    }

    /// `1 → 1.2 s (+20 %)`.
    static func change(_ old: Double, _ new: Double) -> String {
        let base = "\(TimingText.number(old)) → \(TimingText.seconds(new))"
        return TimingText.percentChange(old, new).map { base + " (\($0))" } ?? base
    }

    static func percent(_ v: Double) -> String { String(format: "%.1f %%", v) }

    /// Equal to the millisecond: a frame at 120 fps is 8 ms.
    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.0005 }

    static func grouped(_ list: [AnimationTimingSummary]) -> [String: [AnimationTimingSummary]] {
        Dictionary(grouping: list, by: \.label)
    }

    /// Keys in the order they first appear, the old version's first.
    static func orderedKeys(_ a: [AnimationTimingSummary], _ b: [AnimationTimingSummary]) -> [String] {
        var seen = Set<String>(), out: [String] = []
        for t in a + b where seen.insert(t.label).inserted { out.append(t.label) }
        return out
    }
}
