/// The bodies of a file's functions, initializers, deinitializers, subscripts, computed properties
/// and accessors, found in code only (CodeMask), so the census's fifth measure (docs/census.md,
/// "The file with failing bodies reported") can replace the one around a compiler error by a call
/// that reports when it is reached. A body counts when it is declared at top level or in a type or
/// extension (at any nesting of types); a local function or closure is part of the body around it.
public struct MemberBodies: Sendable {
    public struct Body: Equatable, Sendable {
        /// The enclosing types' names and the member's: `PhotoCell.show`, `PhotoCell.url.didSet`.
        public let member: String
        /// Whether it must produce a value or initialize (a getter, a function with a result, an
        /// initializer), so that reaching it must stop rather than return.
        public let producesValue: Bool
        /// Unicode scalar offsets of its `{` and `}`.
        let open: Int
        let close: Int
    }

    public private(set) var bodies: [Body] = []
    private let scalars: [Unicode.Scalar]
    /// `scalars` with comments and strings blanked (CodeMask), and what its braces open.
    private let code: [Unicode.Scalar]
    private let scopes: BraceScopes
    /// The scalar offset each line starts at.
    private let lineStarts: [Int]

    public init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        var starts = [0]
        for (i, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(i + 1) }
        lineStarts = starts
        let mask = CodeMask(scalars)
        code = scalars.enumerated().map { mask.isCode($0.offset) ? $0.element : " " }
        scopes = BraceScopes(code)
        bodies = scopes.bodies
    }

    /// The body enclosing 1-based `line` and `column` (the compiler's: UTF-8 bytes in the line),
    /// including its closing brace, where "missing return" is reported; nil when it is in none.
    public func body(enclosingLine line: Int, column: Int) -> Body? {
        guard let offset = offset(line: line, column: column) else { return nil }
        return bodies.first { $0.open < offset && offset <= $0.close }
    }

    /// The stored property's initial value holding 1-based `line` and `column`, when no body holds them.
    func initialValue(enclosingLine line: Int, column: Int) -> InitialValue? {
        guard body(enclosingLine: line, column: column) == nil, let offset = offset(line: line, column: column)
        else { return nil }
        return InitialValue.find(at: offset, in: code, scopes: scopes)
    }

    private func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        var offset = lineStarts[line - 1], bytes = 0
        while offset < scalars.count, scalars[offset] != "\n", bytes < column - 1 {
            bytes += UTF8.width(scalars[offset])
            offset += 1
        }
        return offset
    }

    /// `source` with each body enclosing one of `locations` (line, column) replaced by a call into
    /// AnimaticUIKit naming the member, `file` and `modules`: the text from `{` to `}` becomes
    /// `{ CALL`, the body's line breaks, and `}` where it was, so every line keeps its number. A
    /// location in no body but in a stored property's initial value replaces that value by
    /// `{ STOP }()` (typed `any AnimaticMissingModuleType` when no type is written), line for line.
    /// Returns the new text and the members replaced, in file order.
    public static func replacing(
        in source: String, at locations: [(line: Int, column: Int)], file: String, modules: String
    ) -> (text: String, members: [String]) {
        let bodies = MemberBodies(source)
        var edits: [(start: Int, end: Int, text: String, member: String)] = []
        func call(_ function: String, _ member: String) -> String {
            "\(function)(\(quoted(member)), file: \(quoted(file)), needs: \(quoted(modules)))"
        }
        for location in locations {
            if let body = bodies.body(enclosingLine: location.line, column: location.column) {
                guard !edits.contains(where: { $0.start == body.open + 1 }) else { continue }
                let inside = bodies.scalars[(body.open + 1)..<body.close]
                let function = body.producesValue ? "animaticStopAtUncompiledBody" : "animaticReportUncompiledBody"
                var text = " " + call(function, body.member)
                if let lastBreak = inside.lastIndex(of: "\n") {
                    text += String(repeating: "\n", count: inside.filter { $0 == "\n" }.count)
                    // The closing line's indentation stays; code before the brace there is removed.
                    for scalar in inside[(lastBreak + 1)...] { text += scalar == "\t" ? "\t" : " " }
                } else {
                    text += " "
                }
                edits.append((body.open + 1, body.close, text, body.member))
            } else if let value = bodies.initialValue(enclosingLine: location.line, column: location.column) {
                guard !edits.contains(where: { $0.end == value.end }) else { continue }
                let start = value.typed ? value.equals : value.nameEnd
                let breaks = bodies.scalars[start..<value.end].filter { $0 == "\n" }.count
                let type = value.typed ? "" : ": any AnimaticMissingModuleType "
                let text =
                    type + "= { \(call("animaticStopAtUncompiledBody", value.member)) }()"
                    + String(repeating: "\n", count: breaks)
                edits.append((start, value.end, text, value.member))
            }
        }
        edits.sort { $0.start < $1.start }
        var text = String.UnicodeScalarView()
        var next = 0
        for edit in edits where edit.start >= next {
            text.append(contentsOf: bodies.scalars[next..<edit.start])
            text.append(contentsOf: edit.text.unicodeScalars)
            next = edit.end
        }
        text.append(contentsOf: bodies.scalars[next...])
        return (String(text), edits.map(\.member))
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingBackslashesAndQuotes() + "\""
    }
}

extension String {
    fileprivate func replacingBackslashesAndQuotes() -> String {
        var out = ""
        for c in self {
            if c == "\\" || c == "\"" { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
