import Foundation

/// What Xcode's Swift 3 migrator did to a Swift 2 file that names alone cannot do
/// (docs/uikit-surface.md, "Files written in Swift 2"). Applied only to a file `isSwift2` recognises;
/// a Swift 3, 4 or 5 file is never changed by these rules.
///
/// - UIKit's transition requirements declared with their Swift 2 signatures become their Swift 3
///   ones, so the protocol is satisfied: `func animateTransition(transitionContext: …)` →
///   `func animateTransition(using transitionContext: …)`, `animationControllerForPresentedController(
///   presented:presentingController:sourceController:)` → `animationController(forPresented:presenting:source:)` …
/// - Swift 2's implicit first-parameter label (a function's first parameter had no argument label
///   unless it was written twice): SE-0046 made it a label, and the migrator wrote `_` before a
///   first parameter with one name, so the file's own calls still match.
/// - Swift 2's closure parameters escaped unless marked `@noescape`; SE-0103 made them
///   non-escaping by default, and the migrator wrote `@escaping` (and dropped `@noescape`).
///
/// Lines stay where they were; a changed declaration's columns move.
public enum Swift2Migration {
    /// A Swift 2 requirement's name and argument labels (first one `_`, as Swift 2 had it) and its
    /// Swift 3 name and labels (UIKit's iOS 10 SDK, the Swift 3 renames of SE-0005).
    struct Requirement {
        var swift2Name: String, swift2Labels: [String]
        var name: String, labels: [String]
        /// A parameter's Swift 2 type (by position) and the type that satisfies the Swift 3 requirement.
        var types: [Int: (swift2: [String], swift3: String)] = [:]
    }

    static let requirements: [Requirement] = [
        // UIViewControllerAnimatedTransitioning
        .init(swift2Name: "animateTransition", swift2Labels: ["_"], name: "animateTransition", labels: ["using"]),
        // iOS 8's SDK declared the context non-optional; iOS 10's requirement takes an optional, which
        // the parameter becomes (an implicitly unwrapped one does not satisfy it). A body that uses the
        // context would then need `!`; none of the census's Swift 2 pool does.
        .init(
            swift2Name: "transitionDuration", swift2Labels: ["_"], name: "transitionDuration", labels: ["using"],
            types: [0: (["UIViewControllerContextTransitioning"], "UIViewControllerContextTransitioning?")]),
        // UIViewControllerTransitioningDelegate
        .init(
            swift2Name: "animationControllerForPresentedController",
            swift2Labels: ["_", "presentingController", "sourceController"],
            name: "animationController", labels: ["forPresented", "presenting", "source"]),
        .init(
            swift2Name: "animationControllerForDismissedController", swift2Labels: ["_"],
            name: "animationController", labels: ["forDismissed"]),
        .init(
            swift2Name: "interactionControllerForPresentation", swift2Labels: ["_"],
            name: "interactionControllerForPresentation", labels: ["using"]),
        .init(
            swift2Name: "interactionControllerForDismissal", swift2Labels: ["_"],
            name: "interactionControllerForDismissal", labels: ["using"]),
        .init(
            swift2Name: "presentationControllerForPresentedViewController",
            swift2Labels: ["_", "presentingViewController", "sourceViewController"],
            name: "presentationController", labels: ["forPresented", "presenting", "source"]),
        // UINavigationControllerDelegate
        .init(
            swift2Name: "navigationController",
            swift2Labels: ["_", "animationControllerForOperation", "fromViewController", "toViewController"],
            name: "navigationController", labels: ["_", "animationControllerFor", "from", "to"]),
        .init(
            swift2Name: "navigationController", swift2Labels: ["_", "interactionControllerForAnimationController"],
            name: "navigationController", labels: ["_", "interactionControllerFor"]),
        // UIViewController (SE-0005's rename; the sender became `Any?` with SE-0116)
        .init(
            swift2Name: "prepareForSegue", swift2Labels: ["_", "sender"], name: "prepare", labels: ["for", "sender"],
            types: [1: (["AnyObject?", "AnyObject!"], "Any?")]),
        // UITabBarControllerDelegate
        .init(
            swift2Name: "tabBarController",
            swift2Labels: ["_", "animationControllerForTransitionFromViewController", "toViewController"],
            name: "tabBarController", labels: ["_", "animationControllerForTransitionFrom", "to"]),
        .init(
            swift2Name: "tabBarController", swift2Labels: ["_", "interactionControllerForAnimationController"],
            name: "tabBarController", labels: ["_", "interactionControllerFor"]),
    ]

    /// The decisive markers of a Swift 2 file, on code only (never comments or strings):
    /// a transition requirement declared with its Swift 2 first parameter, or a name that exists
    /// in no Swift since 3 (Core Graphics' functions before SE-0044, `NSTimeInterval` before
    /// SE-0086, UIKit's `animateWithDuration`, `viewControllerForKey`, `mainScreen()`, GCD's C functions
    /// before SE-0088 …).
    static let markers: [String] = [
        // The requirement's one parameter: a helper of a modern file may take `transitionContext:` first
        // and more after it (TransitionKit's `animateTransition(transitionContext:fromVC:toVC:containerView:)`).
        #"\bfunc\s+(animateTransition|transitionDuration)\s*\(\s*transitionContext\s*:[^,()]*\)"#,
        #"\bfunc\s+(animationControllerForPresentedController|animationControllerForDismissedController|presentationControllerForPresentedViewController)\s*\("#,
        #"\bfunc\s+(interactionControllerForPresentation|interactionControllerForDismissal)\s*\(\s*animator\s*:"#,
        #"\bfunc\s+(navigationController|tabBarController)\s*\(\s*(navigationController|tabBarController)\s*:"#,
        #"\bNSTimeInterval\b"#,
        #"\bCG(Rect|Point|Size|Vector)Make\s*\("#,
        #"\bCGRect(Get[A-Z][A-Za-z]*|Offset|Inset)\s*\("#,
        #"\bCG(Rect|Point|Size)Zero\b"#,
        #"\bCGAffineTransform(Make[A-Za-z]*|Identity|Concat|Rotate|Scale|Translate|Invert)\b"#,
        #"\.(animateWithDuration|animateKeyframesWithDuration|transitionWithView)\s*\("#,
        #"\b(viewControllerForKey|viewForKey|finalFrameForViewController|initialFrameForViewController)\s*\("#,
        #"\bUIScreen\.mainScreen\s*\(\s*\)"#,
        #"\bUIColor\.[a-z][A-Za-z]*Color\s*\(\s*\)"#,
        #"\bdispatch_(get_main_queue|after|async|time)\s*\("#,
        // UIViewController's overrides as Swift 2 declared them: the first parameter's label
        // (`animated:`, SE-0046), methods Swift 3 made properties or renamed (SE-0005).
        #"\boverride\s+func\s+view(Will|Did)(Appear|Disappear)\s*\(\s*animated\s*:"#,
        #"\boverride\s+func\s+(preferredStatusBarStyle|prefersStatusBarHidden)\s*\(\s*\)"#,
        #"\boverride\s+func\s+prepareForSegue\s*\("#,
        // Swift 2 syntax no Swift since 3 parses, so no modern file has it: a condition's `where`
        // (SE-0099) and a function type's one parameter without parentheses (SE-0066).
        #"\b(if|guard|while)\s+(let|var)\s[^{\n]*\swhere\s"#,
        // A binding list that continues without its keyword (`guard let a = x, b = y else`, SE-0099).
        #"\b(if|guard|while)\s+(let|var)\s+\w+\s*=[^{\n]*,\s*\w+\s*=[^=]"#,
        #"[:(,]\s*[A-Z][\w.]*[?!]?\s*->\s*[A-Z(]"#,
    ]

    /// The first marker found in `source` (the matched text), or nil: a file with none is not
    /// rewritten as Swift 2 and does not see Swift 2's names. A marker that a file of the target
    /// declares itself (`func CGRectMake` written by a Swift 3 app to ease its migration) is no marker.
    public static func swift2Marker(in source: String, declaredElsewhere: Set<String> = []) -> String? {
        let masked = codeOnly(source)
        let range = NSRange(masked.startIndex..., in: masked)
        for pattern in markers {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            for match in regex.matches(in: masked, range: range) {
                guard let found = Range(match.range, in: masked) else { continue }
                let text = String(masked[found])
                let name = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(
                    String.init)
                // A declaration marker (`override func prepareForSegue(`) declares its own name.
                let isDeclaration = text.hasPrefix("func") || text.hasPrefix("override")
                if let name, !isDeclaration, declaredElsewhere.contains(name) || declares(name, in: masked) { continue }
                return text
            }
        }
        return nil
    }

    /// The top-level-looking names a file declares (`func X`, `let X`, `var X`, `typealias X` …).
    static func declares(_ name: String, in masked: String) -> Bool {
        let pattern =
            #"\b(func|let|var|typealias|class|struct|enum)\s+"# + NSRegularExpression.escapedPattern(for: name)
            + #"\b"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: masked, range: NSRange(masked.startIndex..., in: masked)) != nil
    }

    /// `source` with comments and string literals blanked (newlines kept).
    static func codeOnly(_ source: String) -> String {
        let chars = Array(source.unicodeScalars)
        let code = CodeMask(chars)
        var output = String.UnicodeScalarView()
        for (index, char) in chars.enumerated() {
            output.append(code.isCode(index) || char == "\n" ? char : " ")
        }
        return String(output)
    }

    /// `chars` with every function declaration's parameters migrated as Swift 3's migrator did.
    static func migrate(_ chars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let code = CodeMask(chars)
        var edits: [(range: Range<Int>, text: String)] = []
        var index = 0
        while index < chars.count {
            defer { index += 1 }
            guard code.isCode(index), matches("func", at: index, in: chars),
                index == 0 || !SourceRewrite.isIdentifier(chars[index - 1])
            else { continue }
            var cursor = skipSpaces(from: index + 4, in: chars)
            guard cursor < chars.count, cursor > index + 4, SourceRewrite.isIdentifierStart(chars[cursor]) else {
                continue
            }
            let nameStart = cursor
            while cursor < chars.count, SourceRewrite.isIdentifier(chars[cursor]) { cursor += 1 }
            let nameRange = nameStart..<cursor
            cursor = skipSpaces(from: cursor, in: chars)
            if cursor < chars.count, chars[cursor] == "<", let close = closing(from: cursor, in: chars, code: code) {
                cursor = skipSpaces(from: close + 1, in: chars)
            }
            guard cursor < chars.count, chars[cursor] == "(", let close = closing(from: cursor, in: chars, code: code)
            else { continue }
            let parameters = self.parameters(in: (cursor + 1)..<close, chars: chars, code: code)
            edits += self.edits(name: nameRange, parameters: parameters, chars: chars)
            let arrow = skipSpaces(from: close + 1, in: chars)
            if methodsMadeProperties.contains(String(String.UnicodeScalarView(chars[nameRange]))),
                parameters.isEmpty, matches("->", at: arrow, in: chars)
            {
                edits.append((index..<(index + 4), "var"))
                edits.append((cursor..<(arrow + 2), ":"))
            }
            index = close
        }
        edits += typeArguments(chars, code: code)
        edits += functionTypeParentheses(chars, code: code)
        edits += containerViewBindings(chars, code: code)
        edits += conditionClauses(chars, code: code)
        var output = chars
        // From the end; of two edits at one place the one found first ends up first
        // (`@escaping ` before SE-0066's `(`).
        let ordered = edits.enumerated().sorted { first, second in
            first.element.range.lowerBound != second.element.range.lowerBound
                ? first.element.range.lowerBound > second.element.range.lowerBound : first.offset > second.offset
        }
        for (_, edit) in ordered {
            output.replaceSubrange(edit.range, with: Array(edit.text.unicodeScalars))
        }
        return output
    }

    /// UIViewController's Swift 2 methods that Swift 3 made properties (iOS 10's SDK), which an app
    /// overrides: `override func preferredStatusBarStyle() -> UIStatusBarStyle {` →
    /// `override var preferredStatusBarStyle: UIStatusBarStyle {` (a getter, as the migrator wrote it).
    static let methodsMadeProperties = ["preferredStatusBarStyle", "prefersStatusBarHidden"]

    /// SE-0066 "Standardize function type argument syntax to require parentheses": Swift 2's
    /// `Bool -> Void`, `NSError? -> Void`, `[String: AnyObject] -> Void` are `(Bool) -> Void` …
    /// since Swift 3, and `Void -> Void` is `() -> Void` (the migrator's spelling; `(Void) -> Void`
    /// would take one argument). A closure expression's `{ finished -> Void in` keeps its form
    /// (SE-0066 is about types), and so does anything already in parentheses or after `throws`.
    private static func functionTypeParentheses(_ chars: [Unicode.Scalar], code: CodeMask) -> [(
        range: Range<Int>, text: String
    )] {
        var edits: [(range: Range<Int>, text: String)] = []
        for arrow in chars.indices where code.isCode(arrow) && matches("->", at: arrow, in: chars) {
            var end = arrow
            while end > 0, chars[end - 1] == " " || chars[end - 1] == "\t" { end -= 1 }
            guard let start = typeStart(before: end, in: chars, code: code), start < end else { continue }
            let type = String(String.UnicodeScalarView(chars[start..<end]))
            guard !["throws", "rethrows", "async", "in"].contains(type), !isClosureSignature(after: arrow + 2, chars)
            else { continue }
            if type == "Void" {
                edits.append((start..<end, "()"))
            } else {
                edits.append((end..<end, ")"))
                edits.append((start..<start, "("))
            }
        }
        return edits
    }

    /// Where the unparenthesized type that ends at `end` starts (`Bool`, `NSError?`, `Set<UITouch>`,
    /// `[String: AnyObject]`, `UIKit.UIView!`), or nil when it is parenthesized or no type.
    private static func typeStart(before end: Int, in chars: [Unicode.Scalar], code: CodeMask) -> Int? {
        var cursor = end
        while cursor > 0, chars[cursor - 1] == "?" || chars[cursor - 1] == "!" { cursor -= 1 }
        while cursor > 0 {
            let previous = chars[cursor - 1]
            if previous == "]" || previous == ">" {
                let opening: Unicode.Scalar = previous == "]" ? "[" : "<"
                var depth = 0
                var index = cursor - 1
                while index >= 0 {
                    if chars[index] == previous { depth += 1 }
                    if chars[index] == opening {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    index -= 1
                }
                guard index >= 0 else { return nil }
                cursor = index
                if opening == "[" { break }
            } else if SourceRewrite.isIdentifier(previous) || previous == "." {
                cursor -= 1
            } else {
                break
            }
        }
        guard cursor < end, SourceRewrite.isIdentifierStart(chars[cursor]) || chars[cursor] == "[" else { return nil }
        return cursor
    }

    /// Whether `-> T in` follows: a closure expression's signature, not a type.
    private static func isClosureSignature(after index: Int, _ chars: [Unicode.Scalar]) -> Bool {
        var cursor = skipSpaces(from: index, in: chars)
        while cursor < chars.count,
            SourceRewrite.isIdentifier(chars[cursor]) || "?!.()[]<>: ,".unicodeScalars.contains(chars[cursor])
        {
            if matches(" in", at: cursor, in: chars),
                cursor + 3 >= chars.count || !SourceRewrite.isIdentifier(chars[cursor + 3])
            {
                return true
            }
            cursor += 1
        }
        return false
    }

    /// `let container = transitionContext.containerView()`: iOS 8's SDK returned an unannotated
    /// `UIView *`, so Swift 2 gave `container` the type `UIView!` and the file used it unwrapped;
    /// since SE-0054 (Swift 3) such a binding is `UIView?`. iOS 10's SDK made it a non-optional
    /// property, which the migrator wrote: `let container = transitionContext.containerView`. Only a
    /// plain binding whose whole initializer is the call; `guard let … = ….containerView()` keeps the
    /// optional the Swift2Names method returns. A binding with no type of its own is declared
    /// `UIView!`, what iOS 8's SDK gave it: a file written against iOS 9's (`UIView?`) unwraps it
    /// with `container!`, one written against iOS 8's uses it as is, and both compile.
    private static func containerViewBindings(_ chars: [Unicode.Scalar], code: CodeMask) -> [(
        range: Range<Int>, text: String
    )] {
        let call = ".containerView()"
        guard let binding = try? NSRegularExpression(pattern: #"^\s*(let|var)\s+(\w+)\s*(:\s*UIView\s*)?=\s*[\w.]+$"#)
        else { return [] }
        var edits: [(range: Range<Int>, text: String)] = []
        for index in chars.indices where code.isCode(index) && matches(call, at: index, in: chars) {
            var lineStart = index
            while lineStart > 0, chars[lineStart - 1] != "\n" { lineStart -= 1 }
            let before = String(String.UnicodeScalarView(chars[lineStart..<index]))
            let after = skipSpaces(from: index + call.count, in: chars)
            guard let match = binding.firstMatch(in: before, range: NSRange(before.startIndex..., in: before)),
                after >= chars.count || "\r\n;/".unicodeScalars.contains(chars[after]),
                !isConditionClause(lineStart: lineStart, end: after, chars, code: code)
            else { continue }
            if match.range(at: 3).location == NSNotFound, let name = Range(match.range(at: 2), in: before) {
                let nameEnd = lineStart + before[..<name.upperBound].unicodeScalars.count
                edits.append((nameEnd..<nameEnd, ": UIView!"))
            }
            edits.append(((index + call.count - 2)..<(index + call.count), ""))
        }
        return edits
    }

    /// Whether the line from `lineStart` to `end` is one clause of a multi-line `guard`, `if` or
    /// `while` condition list (`guard\n let a = …,\n let c = ctx.containerView()\n else`): there
    /// the binding unwraps an optional, which the Swift2Names method keeps returning.
    private static func isConditionClause(
        lineStart: Int, end: Int, _ chars: [Unicode.Scalar], code: CodeMask
    ) -> Bool {
        var back = lineStart - 1
        while back >= 0, !code.isCode(back) || chars[back].properties.isWhitespace { back -= 1 }
        if back >= 0, chars[back] == "," { return true }
        if back >= 0,
            ["guard", "if", "while"].contains(where: { word in
                let start = back - word.unicodeScalars.count + 1
                return matches(word, at: start, in: chars)
                    && (start == 0 || !SourceRewrite.isIdentifier(chars[start - 1]))
            })
        {
            return true
        }
        var ahead = end
        while ahead < chars.count, !code.isCode(ahead) || chars[ahead].properties.isWhitespace { ahead += 1 }
        guard ahead < chars.count else { return false }
        return chars[ahead] == "," || chars[ahead] == "{"
            || (matches("else", at: ahead, in: chars)
                && (ahead + 4 == chars.count || !SourceRewrite.isIdentifier(chars[ahead + 4])))
    }

    /// The methods Swift 2 files call with a bare type name as their one argument
    /// (`vc.conformsToProtocol(ZoomTransitionProtocol)`), which Swift 3 and later refuse
    /// ("expected member name or initializer call after type name"): `.self` is added, as the
    /// compiler's fix-it and the migrator did.
    static let typeArgumentMethods = ["conformsToProtocol", "isKindOfClass", "isMemberOfClass"]

    private static func typeArguments(_ chars: [Unicode.Scalar], code: CodeMask) -> [(range: Range<Int>, text: String)]
    {
        var edits: [(range: Range<Int>, text: String)] = []
        for index in chars.indices where code.isCode(index) && (index == 0 || chars[index - 1] == ".") {
            guard let method = typeArgumentMethods.first(where: { matches($0 + "(", at: index, in: chars) }) else {
                continue
            }
            let start = skipSpaces(from: index + method.count + 1, in: chars)
            var end = start
            while end < chars.count, SourceRewrite.isIdentifier(chars[end]) { end += 1 }
            guard end > start, chars[start].properties.isUppercase, skipSpaces(from: end, in: chars) < chars.count,
                chars[skipSpaces(from: end, in: chars)] == ")"
            else { continue }
            edits.append((end..<end, ".self"))
        }
        return edits
    }

    /// Swift 2's condition clauses, restructured by SE-0099 for Swift 3 (the migrator followed it):
    /// a binding list continues without repeating its keyword and a `where` clause carries the
    /// boolean test. `if let a = x, b = y where a > b {` → `if let a = x, let b = y, a > b {`, in
    /// `if`, `guard` (up to its `else`) and `while` conditions that start with `let` or `var`.
    private static func conditionClauses(_ chars: [Unicode.Scalar], code: CodeMask) -> [(
        range: Range<Int>, text: String
    )] {
        func word(_ text: String, at index: Int) -> Bool {
            matches(text, at: index, in: chars) && (index == 0 || !SourceRewrite.isIdentifier(chars[index - 1]))
                && (index + text.count >= chars.count || !SourceRewrite.isIdentifier(chars[index + text.count]))
        }
        var edits: [(range: Range<Int>, text: String)] = []
        var index = 0
        while index < chars.count {
            defer { index += 1 }
            guard code.isCode(index), let keyword = ["if", "guard", "while"].first(where: { word($0, at: index) })
            else {
                continue
            }
            var cursor = skipSpaces(from: index + keyword.count, in: chars, newlines: true)
            guard var binding = ["let", "var"].first(where: { word($0, at: cursor) }) else { continue }
            cursor += binding.count
            var depth = 0
            var booleans = false
            while cursor < chars.count {
                defer { cursor += 1 }
                guard code.isCode(cursor) else { continue }
                let c = chars[cursor]
                if c == "(" || c == "[" { depth += 1 }
                if c == ")" || c == "]" { depth -= 1 }
                guard depth == 0 else { continue }
                if keyword == "guard" ? word("else", at: cursor) : c == "{" { break }
                if let found = ["let", "var"].first(where: { word($0, at: cursor) }) { binding = found }
                if word("where", at: cursor) {
                    var from = cursor
                    while from > 0, chars[from - 1] == " " { from -= 1 }
                    edits.append((from..<(cursor + 5), ","))
                    booleans = true
                } else if c == ",", !booleans {
                    // A continued binding: a name then `=` (or `:` and a type) with no keyword.
                    let next = skipSpaces(from: cursor + 1, in: chars, newlines: true)
                    var end = next
                    while end < chars.count, SourceRewrite.isIdentifier(chars[end]) { end += 1 }
                    guard end > next, SourceRewrite.isIdentifierStart(chars[next]),
                        !["let", "var", "case"].contains(where: { word($0, at: next) })
                    else { continue }
                    let after = skipSpaces(from: end, in: chars)
                    guard after < chars.count,
                        chars[after] == ":" || (chars[after] == "=" && !matches("==", at: after, in: chars))
                    else { continue }
                    edits.append((next..<next, binding + " "))
                }
            }
            index = cursor
        }
        return edits
    }

    /// One parameter of a declaration: Swift 2's attributes and `inout` before its names (Swift 3
    /// writes them on the type), its names (one or two) and where its type starts.
    struct Parameter {
        var leading: [(word: String, range: Range<Int>)]
        var names: [(text: String, range: Range<Int>)]
        var typeStart: Int
        /// The type's text up to the parameter's end (a default value included), trimmed.
        var typeEnd: Int
    }

    private static func parameters(in range: Range<Int>, chars: [Unicode.Scalar], code: CodeMask) -> [Parameter] {
        var result: [Parameter] = []
        var start = range.lowerBound
        var depth = 0
        var index = range.lowerBound
        while index <= range.upperBound {
            let atEnd = index == range.upperBound
            if !atEnd, code.isCode(index) {
                switch chars[index] {
                case "(", "[", "<", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case ">" where index > 0 && chars[index - 1] != "-": depth -= 1
                default: break
                }
            }
            if atEnd || (depth == 0 && code.isCode(index) && chars[index] == ",") {
                if let parameter = parameter(in: start..<index, chars: chars) { result.append(parameter) }
                start = index + 1
            }
            index += 1
        }
        return result
    }

    private static func parameter(in range: Range<Int>, chars: [Unicode.Scalar]) -> Parameter? {
        var leading: [(String, Range<Int>)] = []
        var names: [(String, Range<Int>)] = []
        var cursor = skipSpaces(from: range.lowerBound, in: chars, newlines: true)
        while cursor < range.upperBound, chars[cursor] == "@" || matches("inout ", at: cursor, in: chars) {
            let start = cursor
            cursor += 1
            while cursor < range.upperBound, SourceRewrite.isIdentifier(chars[cursor]) { cursor += 1 }
            let word = String(String.UnicodeScalarView(chars[start..<cursor]))
            cursor = skipSpaces(from: cursor, in: chars, newlines: true)
            leading.append((word, start..<cursor))
        }
        while cursor < range.upperBound, names.count < 2, SourceRewrite.isIdentifierStart(chars[cursor]) {
            let start = cursor
            while cursor < range.upperBound, SourceRewrite.isIdentifier(chars[cursor]) { cursor += 1 }
            names.append((String(String.UnicodeScalarView(chars[start..<cursor])), start..<cursor))
            cursor = skipSpaces(from: cursor, in: chars, newlines: true)
        }
        guard !names.isEmpty, cursor < range.upperBound, chars[cursor] == ":" else { return nil }
        var typeEnd = range.upperBound
        while typeEnd > cursor, chars[typeEnd - 1].properties.isWhitespace { typeEnd -= 1 }
        return Parameter(
            leading: leading, names: names, typeStart: skipSpaces(from: cursor + 1, in: chars, newlines: true),
            typeEnd: typeEnd)
    }

    private static func edits(name: Range<Int>, parameters: [Parameter], chars: [Unicode.Scalar]) -> [(
        range: Range<Int>, text: String
    )] {
        var edits: [(range: Range<Int>, text: String)] = []
        let baseName = String(String.UnicodeScalarView(chars[name]))
        let swift2Labels = parameters.enumerated().map { offset, parameter in
            parameter.names.count == 2 ? parameter.names[0].text : (offset == 0 ? "_" : parameter.names[0].text)
        }
        let requirement = requirements.first { $0.swift2Name == baseName && $0.swift2Labels == swift2Labels }
        if let requirement, requirement.name != baseName { edits.append((name, requirement.name)) }
        for (offset, parameter) in parameters.enumerated() {
            let label = requirement?.labels[offset] ?? swift2Labels[offset]
            let internalName = parameter.names.last!
            if parameter.names.count == 2 {
                let external = parameter.names[0]
                if label != external.text {
                    edits.append((external.range, label == internalName.text ? "" : label))
                }
            } else if offset == 0 || label != internalName.text {
                // Written once: Swift 2 had no label here (first parameter), Swift 3 has its name.
                edits.append((internalName.range.lowerBound..<internalName.range.lowerBound, label + " "))
            }
            // Swift 2's `@noescape x: T` is Swift 3's default; `inout x: T` and `@autoclosure x: T`
            // are written on the type since Swift 3 (SE-0031, SE-0049).
            var onType = ""
            for (word, range) in parameter.leading {
                edits.append((range, ""))
                if word != "@noescape" { onType += word + " " }
            }
            if !onType.isEmpty { edits.append((parameter.typeStart..<parameter.typeStart, onType)) }
            if parameter.leading.isEmpty { edits += escaping(parameter, chars: chars) }
            if let types = requirement?.types[offset], parameter.typeStart < parameter.typeEnd {
                let type = String(String.UnicodeScalarView(chars[parameter.typeStart..<parameter.typeEnd]))
                if types.swift2.contains(type) { edits.append((parameter.typeStart..<parameter.typeEnd, types.swift3)) }
            }
        }
        return edits
    }

    /// `@escaping` before a parameter of function type (Swift 2's closures escaped unless
    /// `@noescape`), `@noescape` removed; optional function types already escape.
    private static func escaping(_ parameter: Parameter, chars: [Unicode.Scalar]) -> [(range: Range<Int>, text: String)]
    {
        var cursor = parameter.typeStart
        var noescape: Range<Int>?
        while cursor < chars.count, chars[cursor] == "@" || matches("inout", at: cursor, in: chars) {
            let start = cursor
            cursor += 1
            while cursor < chars.count, SourceRewrite.isIdentifier(chars[cursor]) { cursor += 1 }
            let word = String(String.UnicodeScalarView(chars[start..<cursor]))
            if word == "@escaping" || word == "@autoclosure" || word == "inout" { return [] }
            let end = skipSpaces(from: cursor, in: chars)
            if word == "@noescape" { noescape = start..<end }
            cursor = end
        }
        if let noescape { return [(noescape, "")] }
        guard cursor < chars.count else { return [] }
        if chars[cursor] == "("
            ? isFunctionType(at: cursor, in: chars) : hasArrow(in: cursor..<parameter.typeEnd, chars)
        {
            return [(cursor..<cursor, "@escaping ")]
        }
        return []
    }

    /// Whether an unparenthesized type (Swift 2's `Bool -> Void`, SE-0066) is a function type: an
    /// arrow outside brackets, so not `[String: Bool -> Void]`.
    private static func hasArrow(in range: Range<Int>, _ chars: [Unicode.Scalar]) -> Bool {
        var depth = 0
        for index in range {
            if chars[index] == "(" || chars[index] == "[" { depth += 1 }
            if chars[index] == ")" || chars[index] == "]" { depth -= 1 }
            if depth == 0, matches("->", at: index, in: chars) { return true }
        }
        return false
    }

    /// Whether the parenthesized group at `open` is a function type's parameters (`(…) -> R`,
    /// `(…) throws -> R`) rather than a tuple or an optional closure `(() -> Void)?`.
    private static func isFunctionType(at open: Int, in chars: [Unicode.Scalar]) -> Bool {
        var depth = 0
        var index = open
        while index < chars.count {
            if chars[index] == "(" { depth += 1 }
            if chars[index] == ")" {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        var next = skipSpaces(from: index + 1, in: chars)
        for word in ["throws", "rethrows"] where matches(word, at: next, in: chars) {
            next = skipSpaces(from: next + word.count, in: chars)
        }
        return matches("->", at: next, in: chars)
    }

    private static func closing(from open: Int, in chars: [Unicode.Scalar], code: CodeMask) -> Int? {
        let (opening, closing): (Unicode.Scalar, Unicode.Scalar) = chars[open] == "<" ? ("<", ">") : ("(", ")")
        var depth = 0
        var index = open
        while index < chars.count {
            if code.isCode(index) {
                if chars[index] == opening { depth += 1 }
                if chars[index] == closing, !(closing == ">" && index > 0 && chars[index - 1] == "-") {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }

    private static func skipSpaces(from index: Int, in chars: [Unicode.Scalar], newlines: Bool = false) -> Int {
        var cursor = index
        while cursor < chars.count,
            chars[cursor] == " " || chars[cursor] == "\t"
                || (newlines && (chars[cursor] == "\n" || chars[cursor] == "\r"))
        {
            cursor += 1
        }
        return cursor
    }

    private static func matches(_ text: String, at index: Int, in chars: [Unicode.Scalar]) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard index >= 0, index + scalars.count <= chars.count else { return false }
        return Array(chars[index..<(index + scalars.count)]) == scalars
    }
}
