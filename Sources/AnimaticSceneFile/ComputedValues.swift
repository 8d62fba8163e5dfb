import AnimaticCore
import Yams

/// Values that compute: `${…}` wherever a number goes, `{by: …}` and `{offsetBy: [dx, dy]}`.
/// What reads only constants is a plain value now; what reads views becomes a
/// `Change.computed`, evaluated when its step runs.
extension SceneParser {
    static let relativeKeys = ["by", "offsetBy"]

    /// The change for `path: value` when the value computes, or nil when it is a plain value.
    func computedChange(_ path: PropertyPath, _ value: YNode) throws(SceneError) -> Change? {
        if value.isMapping, case .mapping(let m) = value.node,
            m.keys.contains(where: { Self.relativeKeys.contains($0.string ?? "") })
        {
            return try relativeChange(path, value)
        }
        guard let components = try components(value, count: Self.componentCount(path.valueKind)) else { return nil }
        if components.allSatisfy({ !$0.readsViews }) {
            let v = try constantValue(path, components, at: value)
            try checkSize(path, v, value)
            return .property(path, v)
        }
        return .computed(path, ComputedValue(components))
    }

    static func componentCount(_ kind: ValueKind) -> Int? {
        switch kind {
        case .number: 1
        case .point, .size: 2
        case .rect: 4
        default: nil
        }
    }

    /// The expressions of a number or a list of numbers, when at least one is an expression.
    func components(_ n: YNode, count: Int?) throws(SceneError) -> [ValueExpression]? {
        guard let count else { return nil }
        if count == 1 { return try n.expression().map { [$0] } }
        guard n.isSequence else { return nil }
        let items = try n.array()
        var out: [ValueExpression] = []
        var any = false
        for item in items {
            if let e = try item.expression() {
                out.append(e)
                any = true
            } else {
                out.append(.number(try item.double()))
            }
        }
        guard any else { return nil }
        guard items.count == count else { throw n.fail("expected \(count) numbers, got \(items.count)") }
        return out
    }

    func constantValue(_ path: PropertyPath, _ components: [ValueExpression], at n: YNode) throws(SceneError)
        -> AnimatableValue
    {
        let computed = ComputedValue(components)
        guard
            let v = try computed.value(
                kind: path.valueKind, current: .number(0), read: { _, _ throws(SceneError) in 0 })
        else {
            throw n.fail("\(path) takes \(path.valueKind.expectation); the expression gives no finite value")
        }
        return v
    }

    /// `{by: amount}` adds to the current value (a number, or a list for a point, size or
    /// rect); `{offsetBy: [dx, dy]}` moves a frame or bounds like `CGRectOffset` (a point like `by`).
    func relativeChange(_ path: PropertyPath, _ n: YNode) throws(SceneError) -> Change {
        let f = try n.fields("a relative change", allowed: Self.relativeKeys)
        guard (f["by"] == nil) != (f["offsetBy"] == nil) else {
            throw n.fail("a relative change has one of: by, offsetBy")
        }
        var target = path
        let amount: YNode
        if let offset = f["offsetBy"] {
            amount = offset
            switch path.valueKind {
            case .rect: target.fields.append("origin")
            case .point: break
            default:
                throw offset.fail(
                    "offsetBy moves a frame, bounds or point, not \(path) (\(path.valueKind.expectation)); use by")
            }
        } else {
            amount = f["by"]!
            guard Self.componentCount(path.valueKind) != nil else {
                throw amount.fail("by adds numbers; \(path) takes \(path.valueKind.expectation)")
            }
        }
        let count = Self.componentCount(target.valueKind)!
        let components: [ValueExpression]
        if let parsed = try self.components(amount, count: count) {
            components = parsed
        } else if count == 1 {
            components = [.number(try amount.double("an amount to add"))]
        } else {
            components = try amount.numbers(count: count, "\(count) numbers to add").map { .number($0) }
        }
        return .computed(target, ComputedValue(components, relative: true))
    }
}
