import Foundation

/// A light reading of one file's declarations, code only (CodeMask): protocol, class and
/// extension bodies by their braces, and in them the members `RewriteTarget` needs.
struct DeclarationScan {
    let chars: [Unicode.Scalar]
    let code: CodeMask
    /// The line (0-based) of every character.
    private let lineOf: [Int]
    /// Brace depth before every character.
    private let depth: [Int]

    init(_ chars: [Unicode.Scalar]) {
        self.chars = chars
        code = CodeMask(chars)
        var lineOf: [Int] = [], depth: [Int] = []
        lineOf.reserveCapacity(chars.count)
        depth.reserveCapacity(chars.count)
        var line = 0, level = 0
        for (i, c) in chars.enumerated() {
            lineOf.append(line)
            depth.append(level)
            if c == "\n" { line += 1 }
            guard code.isCode(i) else { continue }
            if c == "{" { level += 1 }
            if c == "}" { level -= 1 }
        }
        self.lineOf = lineOf
        self.depth = depth
    }

    // MARK: Words

    private func isWordStart(_ i: Int) -> Bool {
        code.isCode(i) && SourceRewrite.isIdentifierStart(chars[i])
            && (i == 0 || !SourceRewrite.isIdentifier(chars[i - 1]))
    }

    private func wordEnd(_ i: Int) -> Int {
        var end = i
        while end < chars.count, SourceRewrite.isIdentifier(chars[end]) { end += 1 }
        return end
    }

    private func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(chars[range])) }

    private func skipSpaces(_ i: Int, newlines: Bool = true) -> Int {
        var i = i
        while i < chars.count, chars[i] == " " || chars[i] == "\t" || (newlines && chars[i] == "\n") { i += 1 }
        return i
    }

    /// Every word in code with its range.
    private func words() -> [(word: String, range: Range<Int>)] {
        var result: [(String, Range<Int>)] = []
        var i = 0
        while i < chars.count {
            if isWordStart(i) {
                let end = wordEnd(i)
                result.append((text(i..<end), i..<end))
                i = end
            } else {
                i += 1
            }
        }
        return result
    }

    /// The ranges of `word` as a whole word in code.
    private func occurrences(of word: String) -> [Range<Int>] {
        let scalars = Array(word.unicodeScalars)
        var result: [Range<Int>] = []
        var i = 0
        while i + scalars.count <= chars.count {
            if chars[i] == scalars[0], isWordStart(i), wordEnd(i) == i + scalars.count,
                chars[i..<(i + scalars.count)].elementsEqual(scalars)
            {
                result.append(i..<(i + scalars.count))
                i += scalars.count
            } else {
                i += 1
            }
        }
        return result
    }

    /// The index of the matching closer of the opener at `open` (code only).
    private func matching(_ open: Int, _ opener: Unicode.Scalar, _ closer: Unicode.Scalar) -> Int? {
        var level = 0
        var i = open
        while i < chars.count {
            if code.isCode(i) {
                if chars[i] == opener { level += 1 }
                if chars[i] == closer {
                    level -= 1
                    if level == 0 { return i }
                }
            }
            i += 1
        }
        return nil
    }

    /// The first `{` in code from `i` on, if no `}` or `;` comes first.
    private func bodyOpen(from i: Int) -> Int? {
        var i = i
        while i < chars.count {
            if code.isCode(i) {
                if chars[i] == "{" { return i }
                if chars[i] == "}" || chars[i] == ";" { return nil }
            }
            i += 1
        }
        return nil
    }

    /// The type declarations introduced by `keyword` (name, where the name ends, body braces).
    private func bodies(_ keyword: String) -> [(name: String, nameEnd: Int, open: Int, close: Int)] {
        var result: [(String, Int, Int, Int)] = []
        for range in occurrences(of: keyword) {
            let nameStart = skipSpaces(range.upperBound)
            guard nameStart < chars.count, SourceRewrite.isIdentifierStart(chars[nameStart]) else { continue }
            var nameEnd = wordEnd(nameStart)
            while nameEnd < chars.count, chars[nameEnd] == ".", nameEnd + 1 < chars.count,
                SourceRewrite.isIdentifierStart(chars[nameEnd + 1])
            {
                nameEnd = wordEnd(nameEnd + 1)
            }
            let name = text(nameStart..<nameEnd)
            // `class func`, `class var` …: a member, not a class.
            if keyword == "class",
                [
                    "func", "var", "let", "subscript", "override", "final", "public", "open",
                    "private", "fileprivate", "internal", "required", "convenience", "static", "class",
                ].contains(name)
            {
                continue
            }
            guard let open = bodyOpen(from: nameEnd), let close = matching(open, "{", "}") else { continue }
            result.append((name, nameEnd, open, close))
        }
        return result
    }

    // MARK: What RewriteTarget collects

    func classBodies() -> [(name: String, closingLine: Int)] {
        bodies("class").map { ($0.name, lineOf[$0.close]) }
    }

    /// The `override` members of the file's extensions (without a `where` clause) that start
    /// and end on lines of their own.
    func extensionOverrides(path: String, overridden: Set<String> = []) -> [RewriteTarget.MovedMember] {
        var result: [RewriteTarget.MovedMember] = []
        let lines = String(String.UnicodeScalarView(chars)).split(separator: "\n", omittingEmptySubsequences: false)
        for body in bodies("extension") where depth[body.open] == 0 {
            guard !text(body.nameEnd..<body.open).contains("where") else { continue }
            let memberDepth = depth[body.open] + 1
            var i = body.open + 1
            while i < body.close {
                guard isWordStart(i), depth[i] == memberDepth else {
                    i += 1
                    continue
                }
                let end = wordEnd(i)
                let word = text(i..<end)
                // `override …`, or `func name`/`var name` that a subclass in the target overrides.
                let isOverride = word == "override"
                var moves = isOverride
                if word == "func" || word == "var" {
                    let nameStart = skipSpaces(end)
                    moves = overridden.contains(text(nameStart..<wordEnd(nameStart)))
                }
                guard moves, let open = bodyOpen(from: end), let close = matching(open, "{", "}"), close < body.close
                else {
                    i = end
                    continue
                }
                var first = lineOf[i]
                let last = lineOf[close]
                // Only modifiers before it on its line, only spaces after its closing brace.
                let before = text(lineStart(i)..<i).trimmingCharacters(in: .whitespaces)
                let after = text((close + 1)..<lineEnd(close)).trimmingCharacters(in: .whitespaces)
                let modifiers = before.split(separator: " ").map(String.init)
                guard modifiers.allSatisfy({ Self.modifiers.contains($0) }), after.isEmpty || after.hasPrefix("//")
                else {
                    i = close
                    continue
                }
                // Attribute lines right above it go with it.
                while first > lineOf[body.open] + 1,
                    lines[first - 1].trimmingCharacters(in: .whitespaces).hasPrefix("@")
                {
                    first -= 1
                }
                // A member of a `public extension` is public without saying so; in the class
                // body it must say so (an override must be as accessible as its class).
                var memberLines = lines[first...last].map(String.init)
                let access = ["public", "open", "internal", "private", "fileprivate"]
                let header = String(lines[lineOf[body.nameEnd]]).split(separator: " ").map(String.init)
                if header.prefix(while: { $0 != "extension" }).contains("public"),
                    !modifiers.contains(where: { access.contains($0) })
                {
                    let line = memberLines[lineOf[i] - first]
                    let indent = line.prefix(while: { $0 == " " || $0 == "\t" })
                    memberLines[lineOf[i] - first] = indent + "public " + line.dropFirst(indent.count)
                }
                result.append(
                    RewriteTarget.MovedMember(
                        className: body.name, path: path, firstLine: first, lastLine: last,
                        text: memberLines.joined(separator: "\n"), isOverride: isOverride,
                        isFilePrivate: modifiers.contains("private") || modifiers.contains("fileprivate")))
                i = close + 1
            }
        }
        return result
    }

    /// The identifiers right after `keyword` in `source` (a text search, no parse): the classes
    /// a file may declare (`class`), the types it may extend (`extension`).
    static func names(after keyword: String, in source: String) -> Set<String> {
        var names: Set<String> = []
        var rest = source[...]
        while let found = rest.range(of: keyword + " ") {
            rest = rest[found.upperBound...]
            let name = rest.drop(while: { $0 == " " }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    /// The names `override func`/`override var` declarations in `source` override (a text
    /// search, no parse: a name in a comment only makes a member move that could stay).
    static func overriddenNames(in source: String) -> Set<String> {
        var names: Set<String> = []
        var rest = source[...]
        while let found = rest.range(of: "override") {
            rest = rest[found.upperBound...]
            let words = rest.prefix(200).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            guard let keyword = words.prefix(4).firstIndex(where: { $0 == "func" || $0 == "var" }),
                keyword + 1 < words.count
            else { continue }
            names.insert(String(words[keyword + 1]))
        }
        return names
    }

    static let modifiers: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "final", "dynamic", "@objc", "@nonobjc",
        "@IBAction", "@discardableResult", "@inlinable", "@MainActor", "nonisolated", "",
    ]

    private func lineStart(_ i: Int) -> Int {
        var s = i
        while s > 0, chars[s - 1] != "\n" { s -= 1 }
        return s
    }

    private func lineEnd(_ i: Int) -> Int {
        var e = i
        while e < chars.count, chars[e] != "\n" { e += 1 }
        return e
    }

    /// An edit of the protocol's own text: `optional` blanked, ` throws` added.
    struct Edit {
        var replacement: [Unicode.Scalar]
        var end: Int
    }

    /// The `@objc optional` requirements of the file's protocols, and the edits that turn them
    /// into throwing requirements (keyed by where each starts).
    func optionalRequirements(path: String) -> [RewriteTarget.OptionalRequirement] {
        scanRequirements(path: path).map(\.requirement)
    }

    func requirementEdits() -> [Int: Edit] {
        var edits: [Int: Edit] = [:]
        for found in scanRequirements(path: "") { edits.merge(found.edits) { a, _ in a } }
        return edits
    }

    private func scanRequirements(path: String) -> [(
        requirement: RewriteTarget.OptionalRequirement, edits: [Int: Edit]
    )] {
        var result: [(RewriteTarget.OptionalRequirement, [Int: Edit])] = []
        for body in bodies("protocol") {
            let declarationStart = lineStart(body.nameEnd)
            let head = text(declarationStart..<body.nameEnd)
            let isPublic = head.contains("public") || head.contains("open")
            var i = body.open + 1
            while i < body.close {
                guard isWordStart(i), depth[i] == depth[body.open] + 1 else {
                    i += 1
                    continue
                }
                let end = wordEnd(i)
                guard text(i..<end) == "optional" else {
                    i = end
                    continue
                }
                var edits: [Int: Edit] = [i: Edit(replacement: Array(repeating: " ", count: end - i), end: end)]
                let kindStart = skipSpaces(end)
                let kindEnd = wordEnd(kindStart)
                let kind = text(kindStart..<kindEnd)
                let nameStart = skipSpaces(kindEnd)
                let nameEnd = wordEnd(nameStart)
                guard kind == "func" || kind == "var", nameEnd > nameStart else {
                    i = end
                    continue
                }
                let name = text(nameStart..<nameEnd)
                var requirement = RewriteTarget.OptionalRequirement(
                    protocolName: body.name, isPublic: isPublic, isProperty: kind == "var", name: name,
                    declaration: "", path: path, line: lineOf[i] + 1)
                if kind == "var" {
                    // var name: Type { get }
                    guard let open = bodyOpen(from: nameEnd), let close = matching(open, "{", "}"),
                        let colon = (nameEnd..<open).first(where: { chars[$0] == ":" })
                    else {
                        i = end
                        continue
                    }
                    let accessors = text((open + 1)..<close)
                    let getWord = (open + 1..<close).first { isWordStart($0) && text($0..<wordEnd($0)) == "get" }
                    guard let getWord else {
                        i = close
                        continue
                    }
                    if accessors.contains("set") {
                        // A throwing property has no setter: said at the requirement, left as it is.
                        requirement.unsupported =
                            "'\(name)' is an @objc optional property with a setter: without the Objective-C runtime it "
                            + "cannot stay optional; make it get-only, or a required property"
                        result.append((requirement, [:]))
                        i = close
                        continue
                    }
                    requirement.type = text((colon + 1)..<open).trimmingCharacters(in: .whitespacesAndNewlines)
                    requirement.declaration = "var \(name): \(requirement.type)"
                    edits[getWord] = Edit(replacement: Array("get throws".unicodeScalars), end: getWord + 3)
                    result.append((requirement, edits))
                    i = close
                    continue
                }
                // func name<Generics>(parameters) async throws -> Result where …
                var cursor = nameEnd
                if cursor < chars.count, chars[cursor] == "<", let close = matching(cursor, "<", ">") {
                    requirement.generics = text(cursor..<(close + 1))
                    cursor = close + 1
                }
                cursor = skipSpaces(cursor)
                guard cursor < chars.count, chars[cursor] == "(", let close = matching(cursor, "(", ")") else {
                    i = end
                    continue
                }
                requirement.parameters = text((cursor + 1)..<close)
                requirement.forwarded = Self.forwarding(requirement.parameters)
                let lineStop = lineEnd(close)
                let rest = text((close + 1)..<lineStop)
                let restWords = rest.split(whereSeparator: { !SourceRewrite.isIdentifier($0.unicodeScalars.first!) })
                requirement.isAsync = restWords.first == "async"
                requirement.throwsAlready = restWords.contains("throws") || restWords.contains("rethrows")
                if let arrow = rest.range(of: "->") {
                    var type = String(rest[arrow.upperBound...])
                    if let whereRange = type.range(of: " where ") { type = String(type[..<whereRange.lowerBound]) }
                    if let comment = type.range(of: "//") { type = String(type[..<comment.lowerBound]) }
                    requirement.returnType = type.trimmingCharacters(in: .whitespaces)
                }
                var declaration = text(kindStart..<lineStop)
                if let comment = declaration.range(of: "//") {
                    declaration = String(declaration[..<comment.lowerBound])
                }
                declaration = declaration.replacingOccurrences(of: "\n", with: " ")
                    .trimmingCharacters(in: .whitespaces)
                if !requirement.throwsAlready {
                    let after = close + 1
                    if requirement.isAsync, let asyncStart = (after..<lineStop).first(where: { isWordStart($0) }) {
                        edits[asyncStart] = Edit(replacement: Array("async throws".unicodeScalars), end: asyncStart + 5)
                        declaration = declaration.replacingOccurrences(of: ") async", with: ") async throws")
                    } else {
                        edits[close] = Edit(replacement: Array(") throws".unicodeScalars), end: close + 1)
                        let signatureEnd = text(kindStart..<(close + 1)).replacingOccurrences(of: "\n", with: " ")
                        declaration = signatureEnd + " throws" + String(declaration.dropFirst(signatureEnd.count))
                    }
                }
                requirement.declaration = declaration
                result.append((requirement, edits))
                i = lineStop
            }
        }
        return result
    }

    /// The arguments that pass a parameter list on: `_ a: Int, b c: Int, d: inout Int` →
    /// `a, b: c, d: &d`.
    static func forwarding(_ parameters: String) -> String {
        var parts: [String] = []
        var level = 0, current = ""
        for c in parameters {
            if "([<".contains(c) { level += 1 }
            if ")]>".contains(c) { level -= 1 }
            if c == ",", level == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
        return parts.map { part -> String in
            let colon = part.firstIndex(of: ":") ?? part.endIndex
            let names = part[..<colon].split(whereSeparator: \.isWhitespace).map(String.init)
            let type = part[colon...]
            let label = names.first ?? "_"
            let local = names.last ?? label
            let value = (type.contains("inout") ? "&" : "") + local
            return label == "_" ? value : "\(label): \(value)"
        }.joined(separator: ", ")
    }
}
