import Foundation

/// Whether a `#selector` sits where only a type's static members are in scope: inside a `static`
/// or `class` member (`static var swizzled: Void = { … #selector(add(_:forKey:)) … }()`). There an
/// unqualified instance method is not an expression Swift accepts (`Selector("…", add(_:forKey:))`
/// fails), though `#selector` names it on iOS; the rewrite then keeps the name alone, which is all
/// `class_getInstanceMethod` needs, unless the file declares a static method of that name.
enum StaticSelectorContext {
    /// The member declaration enclosing `index`: walking out through unmatched `{`, the first line
    /// that declares a `func`, `var`, `let`, `init` or `subscript` decides.
    static func isStatic(at index: Int, in chars: [Unicode.Scalar], code: CodeMask) -> Bool {
        var depth = 0
        var position = index - 1
        while position >= 0 {
            defer { position -= 1 }
            guard code.isCode(position) else { continue }
            if chars[position] == "}" { depth += 1 }
            if chars[position] == "{" {
                if depth > 0 {
                    depth -= 1
                    continue
                }
                let line = lineText(around: position, in: chars)
                let words = Set(
                    line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
                if words.isDisjoint(with: ["func", "var", "let", "init", "subscript"]) {
                    if !words.isDisjoint(with: ["class", "struct", "enum", "extension", "protocol"]) { return false }
                    continue
                }
                return words.contains("static") || (words.contains("class") && !words.contains("let"))
            }
        }
        return false
    }

    /// Whether the file declares `static func name` or `class func name`.
    static func declaresStaticMethod(named name: String, in chars: [Unicode.Scalar]) -> Bool {
        let text = String(String.UnicodeScalarView(chars))
        let escaped = NSRegularExpression.escapedPattern(for: name)
        return text.range(of: "(static|class)\\s+func\\s+\(escaped)\\b", options: .regularExpression) != nil
    }

    private static func lineText(around position: Int, in chars: [Unicode.Scalar]) -> String {
        var start = position
        while start > 0, chars[start - 1] != "\n" { start -= 1 }
        return String(String.UnicodeScalarView(chars[start...position]))
    }
}
