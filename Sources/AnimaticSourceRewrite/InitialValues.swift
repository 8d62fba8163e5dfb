/// A stored property's initial value around a compiler error, for the census's fifth measure
/// (docs/census.md, "Amendment: stored initial values and generic stand-ins"): `let`/`var`
/// declared at top level or in a type, with `=` and no accessor block. The value runs from the
/// `=` to the end of the line where its brackets close, continued over lines that begin with `.`
/// (a chained call); a `{ didSet … }` or `{ willSet … }` block after it is not part of it.
struct InitialValue: Equatable {
    /// The enclosing types' names and the property's: `PhotoCell.loader`.
    let member: String
    /// Whether a type is written (`let x: T = …`); if not, one goes at `nameEnd`.
    let typed: Bool
    /// Scalar offsets: just after the property's name, the `=`, and just after the value.
    let nameEnd: Int
    let equals: Int
    let end: Int

    private static let declarationKeywords: Set<String> = [
        "let", "var", "func", "init", "deinit", "subscript", "class", "struct", "enum", "extension", "actor",
        "protocol", "typealias", "case", "associatedtype", "import",
    ]

    /// The initial value holding `offset` in `code` (comments and strings blanked), if any;
    /// `scopes` must be the same code's, and `offset` in no body of theirs.
    static func find(at offset: Int, in code: [Unicode.Scalar], scopes: BraceScopes) -> InitialValue? {
        let enclosing = scopes.types.filter { $0.open < offset && offset < $0.close }.sorted { $0.open < $1.open }
        let lower = enclosing.last.map { $0.open + 1 } ?? 0
        let upper = enclosing.last?.close ?? code.count
        let tokens = Token.scan(code, from: lower, to: upper)
        // A keyword after `.` is a member's name (`GIDConfiguration.init(clientID:)`), not a declaration.
        func declares(_ index: Int) -> Bool {
            declarationKeywords.contains(tokens[index].text) && (index == 0 || tokens[index - 1].text != ".")
        }
        // The last declaration keyword at this level before the error must be its `let` or `var`.
        guard let at = tokens.indices.last(where: { tokens[$0].start <= offset && declares($0) }),
            ["let", "var"].contains(tokens[at].text), at + 1 < tokens.count, tokens[at + 1].isIdentifier
        else { return nil }
        let name = tokens[at + 1]
        guard let equals = tokens[(at + 2)...].firstIndex(where: { $0.text == "=" }), tokens[equals].start < offset
        else { return nil }
        let typed = tokens[(at + 2)..<equals].contains { $0.text == ":" }
        var last = equals
        for index in (equals + 1)..<tokens.count {
            let token = tokens[index]
            if token.text == ";" || declares(index) { break }
            if token.isObserverBlock { break }
            // A new line ends the value unless it begins with `.` (a chained call).
            if index > equals + 1, token.startsLine, token.text != "." { break }
            last = index
        }
        guard last > equals, tokens[last].end > offset else { return nil }
        let member = (enclosing.map(\.name) + [name.text]).joined(separator: ".")
        return InitialValue(
            member: member, typed: typed, nameEnd: name.end, equals: tokens[equals].start, end: tokens[last].end)
    }
}

/// A token at one level of code: a word, one punctuation scalar, or a whole bracketed group
/// (`( … )`, `[ … ]`, `{ … }`), with whether it is the first of its line.
private struct Token {
    let text: String
    let start: Int
    let end: Int
    let startsLine: Bool
    /// A `{ … }` group whose first word is `didSet` or `willSet`.
    let isObserverBlock: Bool

    var isIdentifier: Bool { BraceScopes.isIdentifier(text) }

    static func scan(_ code: [Unicode.Scalar], from lower: Int, to upper: Int) -> [Token] {
        var tokens: [Token] = []
        var index = lower, lineStart = true
        while index < upper {
            let c = code[index]
            if c == "\n" {
                lineStart = true
                index += 1
                continue
            }
            if c.properties.isWhitespace {
                index += 1
                continue
            }
            let start = index
            if let close = groupEnd(code, from: index, upper: upper) {
                let inner = BraceScopes.tokens(code[(start + 1)..<close].prefix(200))
                let observer = c == "{" && ["didSet", "willSet"].contains(inner.first ?? "")
                tokens.append(
                    Token(
                        text: String(c), start: start, end: close + 1, startsLine: lineStart, isObserverBlock: observer)
                )
                index = close + 1
            } else if isWordScalar(c) {
                while index < upper, isWordScalar(code[index]) { index += 1 }
                let word = String(String.UnicodeScalarView(code[start..<index]))
                tokens.append(
                    Token(text: word, start: start, end: index, startsLine: lineStart, isObserverBlock: false))
            } else {
                index += 1
                tokens.append(
                    Token(text: String(c), start: start, end: index, startsLine: lineStart, isObserverBlock: false))
            }
            lineStart = false
        }
        return tokens
    }

    static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "@" || c == "`" || c.properties.isAlphabetic || ("0"..."9").contains(c)
    }

    /// The offset of the bracket closing the one at `index`, or nil when it opens none (or never closes).
    static func groupEnd(_ code: [Unicode.Scalar], from index: Int, upper: Int) -> Int? {
        let pairs: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "[": "]", "{": "}"]
        guard pairs[code[index]] != nil else { return nil }
        var stack: [Unicode.Scalar] = []
        var i = index
        while i < upper {
            let c = code[i]
            if let close = pairs[c] {
                stack.append(close)
            } else if c == ")" || c == "]" || c == "}" {
                guard stack.last == c else { return nil }
                stack.removeLast()
                if stack.isEmpty { return i }
            }
            i += 1
        }
        return nil
    }
}
