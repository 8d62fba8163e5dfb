/// Unapplied references to the methods that capture their call site, as closures.
///
/// AnimaticUIKit's `addSubview(_:)` is `addSubview(_:file:line:column:)`: its call sites are
/// located by defaulted `#fileID`/`#line`/`#column` parameters. A call is unchanged by them, but a
/// method used as a function value (`views.forEach(container.addSubview)`,
/// `completion: transitionContext.completeTransition`) has the longer type and does not fit
/// `(UIView) -> Void` (no overload can help: Swift would prefer one without the defaulted
/// parameters for calls too, losing their locations). So `receiver.addSubview` not followed by
/// `(`, or written with its labels (`receiver.addSubview(_:)`), becomes
/// `{receiver.addSubview($0)}`: a call, located on its line. The rest of the line moves
/// right by 6 columns; lines stay where they were.
extension SourceRewrite {
    /// The call-site-capturing methods by their number of arguments before `file:`.
    static let locatedMethods: [String: Int] = [
        "addSubview": 1, "addSublayer": 1, "bringSubviewToFront": 1, "sendSubviewToBack": 1,
        "completeTransition": 1, "removeFromSuperview": 0, "removeFromSuperlayer": 0,
    ]

    /// `chars` with each unapplied reference to a `locatedMethods` member turned into a closure.
    static func closingUnappliedReferences(_ chars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let code = CodeMask(chars)
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(chars.count)
        // Where in `output` each input index landed, to find a receiver already copied.
        var outputIndex: [Int] = []
        outputIndex.reserveCapacity(chars.count + 1)
        var index = 0
        while index < chars.count {
            if code.isCode(index), index > 0, chars[index - 1] == ".",
                let (name, end) = locatedMethod(at: index, in: chars),
                isFunctionValue(after: end, in: chars),
                let start = receiverStart(before: index - 1, in: chars, code: code),
                !isInsideSelectorOrKeyPath(start, in: chars)
            {
                let arguments = locatedMethods[name] == 1 ? "($0)" : "()"
                output.insert("{", at: outputIndex[start])
                for i in start..<outputIndex.count { outputIndex[i] += 1 }
                output += Array((name + arguments + "}").unicodeScalars)
                outputIndex += Array(repeating: output.count, count: end - index)
                index = end
                continue
            }
            outputIndex.append(output.count)
            output.append(chars[index])
            index += 1
        }
        return output
    }

    /// The method name starting at `index` and the index after it, if it is one of `locatedMethods`.
    private static func locatedMethod(at index: Int, in chars: [Unicode.Scalar]) -> (String, Int)? {
        guard isIdentifierStart(chars[index]) else { return nil }
        var end = index
        while end < chars.count, isIdentifier(chars[end]) { end += 1 }
        let name = String(String.UnicodeScalarView(chars[index..<end]))
        guard let arity = locatedMethods[name] else { return nil }
        // The name with its argument labels, `completeTransition(_:)`, is the same reference.
        let labels = Array("(_:)".unicodeScalars)
        if arity == 1, end + labels.count <= chars.count, Array(chars[end..<(end + labels.count)]) == labels {
            return (name, end + labels.count)
        }
        return (name, end)
    }

    /// Whether the name ends an expression used as a value: what follows on its line is `)`, `,`,
    /// `]`, `}`, `;`, a comment or nothing. A `(` (a call; Swift does not read a `(` on the next
    /// line as one), `?`, `!`, `.` or `=` means something else: an app's own property of that name.
    private static func isFunctionValue(after end: Int, in chars: [Unicode.Scalar]) -> Bool {
        var next = end
        while next < chars.count, chars[next] == " " || chars[next] == "\t" { next += 1 }
        guard next < chars.count else { return true }
        if chars[next] == "/", next + 1 < chars.count, chars[next + 1] == "/" || chars[next + 1] == "*" { return true }
        return ")],};\n\r".unicodeScalars.contains(chars[next])
    }

    /// Whether the receiver at `start` is the argument of `#selector(` or `#keyPath(`, which
    /// name the method and have rules of their own.
    private static func isInsideSelectorOrKeyPath(_ start: Int, in chars: [Unicode.Scalar]) -> Bool {
        var before = start
        while before > 0, chars[before - 1] == " " { before -= 1 }
        let prefix = String(String.UnicodeScalarView(chars[max(0, before - 10)..<before]))
        return prefix.hasSuffix("#selector(") || prefix.hasSuffix("#keyPath(")
    }

    /// Where the receiver of the member access whose `.` is at `dot` starts: identifiers, `.`,
    /// `?`, `!` and balanced `(…)`/`[…]` groups, as in `self.views[0]?.container`. Nil when there
    /// is none (an implicit member `.addSubview`) or it is a type name alone (`UIView.addSubview`
    /// is the unbound method, a different type).
    private static func receiverStart(before dot: Int, in chars: [Unicode.Scalar], code: CodeMask) -> Int? {
        var start = dot
        var depth = 0
        while start > 0 {
            let c = chars[start - 1]
            if !code.isCode(start - 1) {
                guard depth > 0 else { break }
            } else if c == ")" || c == "]" {
                depth += 1
            } else if c == "(" || c == "[" {
                guard depth > 0 else { break }
                depth -= 1
            } else if depth == 0, !(isIdentifier(c) || c == "." || c == "?" || c == "!") {
                break
            }
            start -= 1
        }
        guard start < dot, isIdentifierStart(chars[start]) || chars[start] == "(" else { return nil }
        let receiver = chars[start..<dot]
        let isTypeName = receiver.allSatisfy(isIdentifier) && chars[start].properties.isUppercase
        return isTypeName ? nil : start
    }
}
