import AnimaticCore
import Yams

/// A YAML (or JSON) node with the file it came from, and typed accessors that fail with
/// `file:line:column` and what was expected there.
struct YNode {
    let node: Node
    let file: String
    /// What names in `${…}` expressions mean here (ExpressionParser.swift); children inherit it.
    var scope = ExpressionScope()

    func child(_ node: Node) -> YNode { YNode(node: node, file: file, scope: scope) }
    func with(_ scope: ExpressionScope) -> YNode { YNode(node: node, file: file, scope: scope) }

    var location: SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: file, line: 0, column: 0) }
        return SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    func fail(_ message: String) -> SceneError { SceneError(message, at: location) }

    var isNull: Bool {
        if case .scalar(let s) = node {
            return s.style == .plain && ["", "~", "null", "Null", "NULL"].contains(s.string)
        }
        return false
    }

    func string(_ what: String = "a string") throws(SceneError) -> String {
        guard case .scalar(let s) = node else { throw fail("expected \(what)") }
        return s.string.contains("${") ? try interpolated(s.string) : s.string
    }

    func double(_ what: String = "a number") throws(SceneError) -> Double {
        if let expression = try expression() {
            guard let value = expression.constant else {
                throw fail(
                    "this \(what.hasPrefix("a ") ? String(what.dropFirst(2)) : what) is read with the scene, before any step runs; it cannot read views"
                )
            }
            guard value.isFinite else { throw fail("expected \(what), and the expression gives \(value)") }
            return value
        }
        guard case .scalar(let s) = node, s.style == .plain || s.style == .any else { throw fail("expected \(what)") }
        let text = s.string
        if [".nan", ".NaN", ".NAN", "nan", "NaN"].contains(text) { throw fail("expected \(what), got NaN") }
        if [".inf", "+.inf", "-.inf", ".Inf", "-.Inf", "inf", "-inf"].contains(text) {
            throw fail("expected \(what), got infinity")
        }
        guard let value = Double(text), value.isFinite else { throw fail("expected \(what), got '\(text)'") }
        return value
    }

    func int(_ what: String = "a whole number") throws(SceneError) -> Int {
        let d = try double(what)
        guard d == d.rounded(), abs(d) < 1e9 else { throw fail("expected \(what), got \(d)") }
        return Int(saturating: d)
    }

    func bool() throws(SceneError) -> Bool {
        guard case .scalar(let s) = node else { throw fail("expected true or false") }
        switch s.string {
        case "true", "True", "TRUE", "yes", "YES": return true
        case "false", "False", "FALSE", "no", "NO": return false
        default: throw fail("expected true or false, got '\(s.string)'")
        }
    }

    func array(_ what: String = "a list") throws(SceneError) -> [YNode] {
        guard case .sequence(let seq) = node else { throw fail("expected \(what)") }
        return seq.map { child($0) }
    }

    func numbers(count: Int, _ what: String) throws(SceneError) -> [Double] {
        if case .scalar(let s) = node, let call = CommonMistakes.geometryCall(s.string) {
            throw fail("\(call.name)(…) is Swift; in a scene write \(what) as \(CommonMistakes.literal(call.numbers))")
        }
        let items = try array(what)
        guard items.count == count else { throw fail("expected \(what), got \(items.count) numbers") }
        var out: [Double] = []
        for item in items { out.append(try item.double(what)) }
        return out
    }

    var isMapping: Bool { if case .mapping = node { return true } else { return false } }
    var isSequence: Bool { if case .sequence = node { return true } else { return false } }

    /// The mapping's entries in order; every key must be one of `allowed` (nil allows any).
    func entries(_ what: String, allowed: [String]? = nil) throws(SceneError) -> [(
        key: String, keyNode: YNode, value: YNode
    )] {
        guard case .mapping(let mapping) = node else { throw fail("expected \(what) (a mapping of keys to values)") }
        var out: [(String, YNode, YNode)] = []
        var seen: Set<String> = []
        for (k, v) in mapping {
            let keyNode = child(k)
            let key = try keyNode.string("a key")
            if let allowed, !allowed.contains(key) {
                throw keyNode.fail(
                    "unknown key '\(key)' in \(what)\(Suggestion.didYouMean(key, in: allowed)); expected one of: \(allowed.joined(separator: ", "))"
                )
            }
            guard seen.insert(key).inserted else { throw keyNode.fail("duplicate key '\(key)' in \(what)") }
            out.append((key, keyNode, child(v)))
        }
        return out
    }

    func fields(_ what: String, allowed: [String], required: [String] = []) throws(SceneError) -> Fields {
        let list = try entries(what, allowed: allowed)
        var dict: [String: YNode] = [:]
        for e in list { dict[e.key] = e.value }
        for key in required where dict[key] == nil || dict[key]!.isNull { throw fail("\(what) needs '\(key)'") }
        return Fields(values: dict, order: list.map(\.key))
    }
}

struct Fields {
    var values: [String: YNode]
    var order: [String]
    subscript(_ key: String) -> YNode? { values[key].flatMap { $0.isNull ? nil : $0 } }

    func scoped(_ scope: ExpressionScope) -> Fields {
        Fields(values: values.mapValues { $0.with(scope) }, order: order)
    }
}
