/// What each `{` of a file's code opens, decided from the declaration before it and the scope it
/// is in: the bodies MemberBodies can replace. Only a type (or the top level) holds members, only a
/// property holds accessors; any brace inside a body is part of that body.
struct BraceScopes {
    private enum Kind {
        /// A class, struct, enum, extension, actor or protocol body, named as written.
        case type(String)
        /// A property's or subscript's `{ get … set … }` or `{ didSet … }` block.
        case accessors(String)
        /// A body MemberBodies can replace.
        case body(MemberBodies.Body)
        /// Anything else: a closure, a statement's block, a stored property's initial value.
        case other
    }

    private struct Scope {
        let kind: Kind
        let open: Int
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    private static let memberKeywords: Set<String> = ["func", "init", "deinit", "subscript", "var", "let"]
    private static let accessorKeywords: Set<String> = ["get", "set", "didSet", "willSet", "_read", "_modify"]
    private static let accessorModifiers: Set<String> = ["mutating", "nonmutating"]

    private(set) var bodies: [MemberBodies.Body] = []
    /// Every type body (a class, struct, enum, extension, actor or protocol), with its braces.
    private(set) var types: [(name: String, open: Int, close: Int)] = []
    /// The braces of every extension's body.
    private(set) var extensions: [(open: Int, close: Int)] = []
    private let code: [Unicode.Scalar]
    /// The `{` of each extension body, noted when it opens.
    private var extensionOpens: Set<Int> = []

    /// `code`: the file's scalars with comments and strings blanked (CodeMask).
    init(_ code: [Unicode.Scalar]) {
        self.code = code
        var stack: [Scope] = []
        for (index, scalar) in code.enumerated() {
            if scalar == "{" {
                let opened = kind(opening: index, in: stack)
                if case .type = opened, opensExtension(index) { extensionOpens.insert(index) }
                stack.append(Scope(kind: opened, open: index))
            } else if scalar == "}", let scope = stack.popLast() {
                switch scope.kind {
                case .body(let body):
                    bodies.append(
                        MemberBodies.Body(
                            member: body.member, producesValue: body.producesValue, open: scope.open, close: index))
                case .type(let name):
                    types.append((name, scope.open, index))
                    if extensionOpens.contains(scope.open) { extensions.append((scope.open, index)) }
                case .accessors, .other: break
                }
            }
        }
        bodies.sort { $0.open < $1.open }
    }

    private func kind(opening index: Int, in stack: [Scope]) -> Kind {
        let parent = stack.last?.kind
        let names = stack.compactMap { scope -> String? in
            if case .type(let name) = scope.kind { return name }
            return nil
        }
        switch parent {
        case .accessors(let property):
            guard let head = head(before: index) else { return .other }
            let words = head.filter { !Self.accessorModifiers.contains($0) && !$0.hasPrefix("@") }
            guard let accessor = words.first, Self.accessorKeywords.contains(accessor) else { return .other }
            let producesValue = ["get", "_read", "_modify"].contains(accessor)
            return body(named: property + "." + accessor, in: names, producesValue: producesValue)
        case .body, .other:
            return .other
        case .type, nil:
            guard let head = head(before: index) else { return .other }
            return member(head, opening: index, in: names)
        }
    }

    /// What a brace opens at top level or in a type, from the tokens of its head.
    private func member(_ head: [String], opening index: Int, in names: [String]) -> Kind {
        guard let (position, keyword) = lastKeyword(in: head) else { return .other }
        let rest = Array(head[(position + 1)...])
        if Self.typeKeywords.contains(keyword) {
            var name = rest.first ?? ""
            for pair in stride(from: 1, to: rest.count - 1, by: 2) where rest[pair] == "." {
                name += "." + rest[pair + 1]
            }
            return .type(name)
        }
        let name = rest.first.map { $0 == "(" || $0 == "<" ? keyword : $0 } ?? keyword
        switch keyword {
        case "func":
            let result = rest.firstIndex(of: "->").map { rest[($0 + 1)...].prefix { $0 != "where" } }
            let void = result.map { ["Void"] == Array($0) || ["(", ")"] == Array($0) } ?? true
            return body(named: name, in: names, producesValue: !void)
        case "init", "deinit":
            return body(named: keyword, in: names, producesValue: keyword == "init")
        default:  // var, let, subscript
            let property = keyword == "subscript" ? "subscript" : name
            if previousCode(before: index) == "=" { return .other }  // `= { … }()`: an initial value
            let first = firstWord(after: index)
            if Self.accessorKeywords.contains(first) || Self.accessorModifiers.contains(first) {
                return .accessors(property)
            }
            // With an initial value, a block is observers or not a body at all.
            if rest.contains("=") || keyword == "let" { return .other }
            return body(named: property, in: names, producesValue: true)
        }
    }

    private func body(named name: String, in names: [String], producesValue: Bool) -> Kind {
        // Its braces are filled in when the body closes.
        let member = (names + [name]).joined(separator: ".")
        return .body(MemberBodies.Body(member: member, producesValue: producesValue, open: 0, close: 0))
    }

    /// Whether the type body opening at `index` is an extension's.
    private func opensExtension(_ index: Int) -> Bool {
        guard let head = head(before: index), let (_, keyword) = lastKeyword(in: head) else { return false }
        return keyword == "extension"
    }

    /// The last declaration keyword of the head (not after a `.`: `.init`), with a name after it
    /// for a type keyword (`protocol P: class` is not a class).
    private func lastKeyword(in head: [String]) -> (Int, String)? {
        for position in head.indices.reversed() {
            let word = head[position]
            guard Self.typeKeywords.contains(word) || Self.memberKeywords.contains(word) else { continue }
            if position > 0, head[position - 1] == "." { continue }
            let next = position + 1 < head.count ? head[position + 1] : ""
            if Self.typeKeywords.contains(word), !Self.isIdentifier(next) { continue }
            return (position, word)
        }
        return nil
    }

    /// The tokens between the statement boundary before `index` (`{`, `}` or `;` outside brackets)
    /// and `index`; nil when the brace is inside parentheses or brackets (a closure argument).
    private func head(before index: Int) -> [String]? {
        var depth = 0, start = index - 1
        while start >= 0 {
            let c = code[start]
            if c == ")" || c == "]" { depth += 1 }
            if c == "(" || c == "[" {
                if depth == 0 { return nil }
                depth -= 1
            }
            if depth == 0, c == "{" || c == "}" || c == ";" { break }
            start -= 1
        }
        return Self.tokens(code[(start + 1)..<index])
    }

    private func previousCode(before index: Int) -> Unicode.Scalar? {
        code[..<index].last { !$0.properties.isWhitespace }
    }

    private func firstWord(after index: Int) -> String {
        Self.tokens(code[(index + 1)...].prefix(200)).first ?? ""
    }

    static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return first == "_" || first == "`" || first.properties.isAlphabetic
    }

    /// Words (identifiers, `@attributes`, backticked names), `->` and single punctuation.
    static func tokens<C: Collection<Unicode.Scalar>>(_ scalars: C) -> [String] {
        var tokens: [String] = [], word = String.UnicodeScalarView()
        var previous: Unicode.Scalar = " "
        func flush() {
            if !word.isEmpty { tokens.append(String(word)) }
            word = String.UnicodeScalarView()
        }
        for c in scalars {
            if c == "_" || c == "@" || c == "`" || c.properties.isAlphabetic || ("0"..."9").contains(c) {
                word.append(c)
            } else {
                flush()
                if c == ">", previous == "-" {
                    tokens[tokens.count - 1] = "->"
                } else if !c.properties.isWhitespace {
                    tokens.append(String(c))
                }
            }
            previous = c
        }
        flush()
        return tokens
    }
}
