/// A file's lines with what is not code (comments, string literals: CodeMask) blanked to spaces,
/// and the brace depth each line starts at: enough to find where a declaration begins and ends.
struct CodeLines {
    /// Each line as code, comments and strings as spaces.
    let code: [Substring]
    /// Each line as written.
    let text: [Substring]
    /// The brace depth (in code) at the start of each line.
    let depth: [Int]
    /// Whether each line ends inside a comment or string (its newline is not code): a blank line
    /// in a block comment is part of the comment.
    let endsInComment: [Bool]

    var count: Int { code.count }

    init(_ source: String) {
        let scalars = Array(source.unicodeScalars)
        let mask = CodeMask(scalars)
        var masked = String.UnicodeScalarView()
        var endsInComment: [Bool] = []
        for (i, scalar) in scalars.enumerated() {
            masked.append(mask.isCode(i) || scalar == "\n" ? scalar : " ")
            if scalar == "\n" { endsInComment.append(!mask.isCode(i)) }
        }
        endsInComment.append(false)
        self.endsInComment = endsInComment
        code = String(masked).split(separator: "\n", omittingEmptySubsequences: false)
        text = source.split(separator: "\n", omittingEmptySubsequences: false)
        var depth: [Int] = [], level = 0
        for line in code {
            depth.append(level)
            for c in line where c == "{" || c == "}" { level += c == "{" ? 1 : -1 }
        }
        self.depth = depth
    }

    /// The last line of the declaration whose keyword is on `line`: the line of the brace that
    /// closes the body of a type, extension or function; for `let`, `var` and `typealias`, the
    /// first line on which every bracket opened since `line` is closed again.
    func lastLine(ofDeclarationAt line: Int, keyword: String) -> Int {
        // An operator's declaration is one line (or Swift 2's `{ associativity left }`).
        let hasBody = !["let", "var", "typealias", "operator"].contains(keyword)
        var open = 0, inBody = false
        for index in line..<count {
            for c in code[index] {
                switch c {
                case "{":
                    if open == 0 { inBody = true }
                    open += 1
                case "(", "[": open += 1
                case "}", ")", "]":
                    open -= 1
                    if hasBody, inBody, open == 0 { return index }
                default: break
                }
            }
            if !hasBody, open <= 0 { return index }
        }
        return line
    }

    /// The first of the comment and attribute lines directly above `line` (no blank line
    /// between but in a block comment), or `line` itself.
    func firstLine(ofPrefixAbove line: Int) -> Int {
        var first = line
        while first > 0 {
            let above = first - 1
            let isBlank = text[above].allSatisfy(\.isWhitespace)
            let isComment = (!isBlank || endsInComment[above]) && code[above].allSatisfy(\.isWhitespace)
            guard isComment || DeclarationHead.isAttributeLine(code[above]) else { break }
            first = above
        }
        return first
    }

    /// The names of the `func`, `var`, `let` and `case` members declared directly in the
    /// extension on `lines` (at one brace deeper than its first line).
    func memberNames(in lines: ClosedRange<Int>) -> [String] {
        let memberDepth = depth[lines.lowerBound] + 1
        return lines.dropFirst().compactMap { index in
            guard depth[index] == memberDepth else { return nil }
            return DeclarationHead(code[index], keywords: TopLevelDeclarations.memberKeywords)?.name
        }
    }

    /// The argument labels of the initializers declared directly in the extension on `lines`
    /// (`init(hex:)`, `convenience init?(named name: String, in bundle: Bundle)` → `named`, `in`):
    /// an app's call of one, compiled without the extension, names the label it lacks.
    func initializerLabels(in lines: ClosedRange<Int>) -> [String] {
        let memberDepth = depth[lines.lowerBound] + 1
        var labels: [String] = []
        for index in lines.dropFirst() where depth[index] == memberDepth {
            guard let open = Self.initializerParameters(code[index]) else { continue }
            // The parameter clause, possibly over several lines, up to its closing parenthesis.
            var clause = "", level = 0, previous: Character = " "
            scan: for line in [code[index][open...]] + code[(index + 1)..<min(count, lines.upperBound + 1)] {
                for c in line {
                    defer { previous = c }
                    if c == "(" || c == "[" || c == "<" { level += 1 }
                    // A closure type's arrow (`(Int) -> Void`) closes nothing.
                    if c == ")" || c == "]" || c == ">" && previous != "-" { level -= 1 }
                    if level == 0 { break scan }
                    clause.append(level == 1 && c == "," ? "\u{0}" : c)
                }
                clause.append(" ")
            }
            for parameter in clause.dropFirst().split(separator: "\u{0}") {
                guard let colon = parameter.firstIndex(of: ":") else { continue }
                let names = parameter[..<colon].split(whereSeparator: \.isWhitespace)
                if let label = names.first, label != "_", label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                {
                    labels.append(String(label))
                }
            }
        }
        return labels
    }

    /// Where an initializer's parameter clause opens on a member's line (`public convenience init?(`),
    /// or nil when the line declares no initializer.
    private static func initializerParameters(_ line: Substring) -> Substring.Index? {
        var scanner = WordScanner(line)
        while let word = scanner.nextWord() {
            if word.hasPrefix("@") {
                scanner.skipParenthesized()
                continue
            }
            if word == "init" {
                guard let open = line.range(of: #"\binit[?!]?\s*(<[^>]*>)?\s*\("#, options: .regularExpression)
                else { return nil }
                return line.index(before: open.upperBound)
            }
            guard word.allSatisfy({ $0.isLetter || $0 == "_" }) else { return nil }
            scanner.skipParenthesized()
        }
        return nil
    }
}

/// Words of one line of code: identifiers (backticks dropped), attributes (`@objc`), or single
/// punctuation characters.
struct WordScanner {
    private let text: Substring
    private var position: Substring.Index

    init(_ text: Substring) {
        self.text = text
        position = text.startIndex
    }

    private mutating func skipSpaces() {
        while position < text.endIndex, text[position].isWhitespace { position = text.index(after: position) }
    }

    private static func isIdentifier(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    mutating func nextWord() -> String? {
        skipSpaces()
        guard position < text.endIndex else { return nil }
        let start = position
        var first = text[position]
        if first == "@" || first == "`" {
            position = text.index(after: position)
            guard position < text.endIndex else { return String(first) }
            first = text[position]
        }
        guard Self.isIdentifier(first) else {
            position = text.index(after: position)
            return String(text[start..<position])
        }
        while position < text.endIndex, Self.isIdentifier(text[position]) { position = text.index(after: position) }
        let word = String(text[start..<position]).replacingBackticks()
        if position < text.endIndex, text[position] == "`" { position = text.index(after: position) }
        return word
    }

    /// The next word when it is an identifier (a declared name), else nil.
    mutating func nextName() -> String? {
        guard let word = nextWord(), let first = word.first, first.isLetter || first == "_" else { return nil }
        return word
    }

    /// The next word when it is an operator (`|>`, `<*>`, `.+.`): its characters, else nil.
    mutating func nextOperator() -> String? {
        skipSpaces()
        let start = position
        while position < text.endIndex, Self.operatorCharacters.contains(text[position]) {
            position = text.index(after: position)
        }
        return position > start ? String(text[start..<position]) : nil
    }

    static let operatorCharacters: Set<Character> = [
        "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", ".",
    ]

    /// Skips `( … )` when it comes next (an attribute's or a modifier's arguments).
    mutating func skipParenthesized() {
        skipSpaces()
        guard position < text.endIndex, text[position] == "(" else { return }
        var open = 0
        while position < text.endIndex {
            if text[position] == "(" { open += 1 }
            if text[position] == ")" { open -= 1 }
            position = text.index(after: position)
            if open == 0 { return }
        }
    }

    /// Skips an import's kind (`import class Foo.Bar`).
    mutating func skipImportKind() {
        let saved = position
        if let word = nextWord(), TopLevelDeclarations.keywords.contains(word) { return }
        position = saved
    }
}

extension String {
    fileprivate func replacingBackticks() -> String { filter { $0 != "`" } }
}
