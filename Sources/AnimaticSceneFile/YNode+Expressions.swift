import AnimaticCore
import Foundation
import Yams

extension YNode {
    /// The expression this scalar holds: `${…}` around the whole text, or a number with an
    /// angle unit (`90deg`); nil for anything else.
    func expression() throws(SceneError) -> ValueExpression? {
        guard case .scalar(let s) = node else { return nil }
        let text = s.string
        let quoted = s.style == .singleQuoted || s.style == .doubleQuoted ? 1 : 0
        if text.hasPrefix("${"), text.hasSuffix("}"),
            Self.closingBrace(in: text, from: text.index(text.startIndex, offsetBy: 2))
                == text.index(before: text.endIndex)
        {
            return try ExpressionParser.parse(
                String(text.dropFirst(2).dropLast()), scope: scope, origin: offset(2 + quoted))
        }
        if Self.isNumberWithUnit(text) {
            return try ExpressionParser.parse(text, scope: scope, origin: offset(quoted))
        }
        return nil
    }

    static func isNumberWithUnit(_ text: String) -> Bool {
        for unit in ["deg", "rad"] where text.hasSuffix(unit) {
            let number = text.dropLast(3)
            if let v = Double(number), v.isFinite { return true }
        }
        return false
    }

    /// The location `columns` characters into this node.
    func offset(_ columns: Int) -> SourceLocation {
        var at = location
        at.column += columns
        return at
    }

    /// The index of the `}` closing a `${` whose content starts at `start`.
    static func closingBrace(in text: String, from start: String.Index) -> String.Index? {
        var depth = 0
        var i = start
        while i < text.endIndex {
            if text[i] == "{" { depth += 1 }
            if text[i] == "}" {
                if depth == 0 { return i }
                depth -= 1
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// `piece${i}` with each `${…}` replaced by its value (whole numbers without a fraction).
    func interpolated(_ text: String) throws(SceneError) -> String {
        guard case .scalar(let s) = node else { return text }
        let quoted = s.style == .singleQuoted || s.style == .doubleQuoted ? 1 : 0
        var out = ""
        var i = text.startIndex
        while let dollar = text[i...].range(of: "${") {
            out += text[i..<dollar.lowerBound]
            let column = text.distance(from: text.startIndex, to: dollar.upperBound) + quoted
            guard let close = Self.closingBrace(in: text, from: dollar.upperBound) else {
                throw SceneError("'${' without its '}'", at: offset(column - 2))
            }
            let inner = String(text[dollar.upperBound..<close]).trimmingCharacters(in: .whitespaces)
            if let word = scope.texts[inner] {
                out += word
                i = text.index(after: close)
                continue
            }
            let e = try ExpressionParser.parse(inner, scope: scope, origin: offset(column))
            guard let v = e.constant else {
                throw SceneError(
                    "text and ids are read with the scene, before any step runs: '${…}' in them cannot read views",
                    at: offset(column))
            }
            guard v.isFinite else { throw SceneError("the expression gives \(v)", at: offset(column)) }
            out += Self.format(v)
            i = text.index(after: close)
        }
        return out + text[i...]
    }

    static func format(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }
}
