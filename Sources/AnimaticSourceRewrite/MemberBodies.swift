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
    /// The scalar offset each line starts at.
    private let lineStarts: [Int]

    public init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        var starts = [0]
        for (i, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(i + 1) }
        lineStarts = starts
        let mask = CodeMask(scalars)
        let code = scalars.enumerated().map { mask.isCode($0.offset) ? $0.element : " " }
        bodies = BraceScopes(code).bodies
    }

    /// The body enclosing 1-based `line` and `column` (the compiler's: UTF-8 bytes in the line),
    /// including its closing brace, where "missing return" is reported; nil when it is in none.
    public func body(enclosingLine line: Int, column: Int) -> Body? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var offset = start, bytes = 0
        while offset < scalars.count, scalars[offset] != "\n", bytes < column - 1 {
            bytes += UTF8.width(scalars[offset])
            offset += 1
        }
        return bodies.first { $0.open < offset && offset <= $0.close }
    }

    /// `source` with each body enclosing one of `locations` (line, column) replaced by a call into
    /// AnimaticUIKit naming the member, `file` and `modules`: the text from `{` to `}` becomes
    /// `{ CALL`, the body's line breaks, and `}` where it was, so every line keeps its number.
    /// Returns the new text and the members replaced, in file order.
    public static func replacing(
        in source: String, at locations: [(line: Int, column: Int)], file: String, modules: String
    ) -> (text: String, members: [String]) {
        let bodies = MemberBodies(source)
        var chosen: [Body] = []
        for location in locations {
            guard let body = bodies.body(enclosingLine: location.line, column: location.column),
                !chosen.contains(body)
            else { continue }
            chosen.append(body)
        }
        chosen.sort { $0.open < $1.open }
        var text = String.UnicodeScalarView()
        var next = 0
        for body in chosen {
            text.append(contentsOf: bodies.scalars[next...body.open])
            let inside = bodies.scalars[(body.open + 1)..<body.close]
            let function = body.producesValue ? "animaticStopAtUncompiledBody" : "animaticReportUncompiledBody"
            let call = " \(function)(\(quoted(body.member)), file: \(quoted(file)), needs: \(quoted(modules)))"
            text.append(contentsOf: call.unicodeScalars)
            if let lastBreak = inside.lastIndex(of: "\n") {
                text.append(
                    contentsOf: String(repeating: "\n", count: inside.filter { $0 == "\n" }.count).unicodeScalars)
                // The closing line's indentation stays; code before the brace there is removed.
                for scalar in inside[(lastBreak + 1)...] { text.append(scalar == "\t" ? "\t" : " ") }
            } else {
                text.append(" ")
            }
            next = body.close
        }
        text.append(contentsOf: bodies.scalars[next...])
        return (String(text), chosen.map(\.member))
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
