import AnimaticCore
import Foundation

/// What names mean where an expression is read: loop variables, `let` bindings and template
/// numbers, the canvas, and the scene's seed for `random(a, b)`.
struct ExpressionScope {
    var variables: [String: ValueExpression] = [:]
    /// Text variables (`repeat: {over: [card, badge], as: v}`): view ids in expressions
    /// (`${v.center.x}`) and text in ids (`"${v}Copy"`).
    var texts: [String: String] = [:]
    var canvas = Canvas().size
    var seed: UInt64 = ExpressionScope.defaultSeed
    /// The indices of the repeats around the expression, so each iteration draws its own numbers.
    var indices: [Int] = []
    /// How many times the repeats around here run their steps in all (bounded by `Repeat.budget`).
    var iterations = 1

    static let defaultSeed: UInt64 = 1

    static let constants: [String: Double] = ["pi": Double.pi]
    var knownNames: [String] {
        Array(variables.keys) + Array(texts.keys) + Array(Self.constants.keys) + [
            "canvas.width", "canvas.height", "random",
        ]
            + ValueExpression.Function.allCases.map(\.rawValue)
    }
}

/// A small recursive-descent reader of `${…}` expressions: `+ - * / %`, parentheses, unary
/// minus, functions, `deg`/`rad` units, names and view key paths (`card.center.y`). Errors
/// point at the column of the offending character.
struct ExpressionParser {
    let text: [Character]
    let scope: ExpressionScope
    /// Where `text` starts in the file.
    let origin: SourceLocation
    var index = 0
    var nesting = 0

    init(_ text: String, scope: ExpressionScope, origin: SourceLocation) {
        self.text = Array(text)
        self.scope = scope
        self.origin = origin
    }

    /// Bounds that keep a hostile file from exhausting the stack or the clock.
    static let maxLength = 2_000
    static let maxNesting = 64
    static let maxNodes = 10_000

    static func parse(_ text: String, scope: ExpressionScope, origin: SourceLocation) throws(SceneError)
        -> ValueExpression
    {
        var parser = ExpressionParser(text, scope: scope, origin: origin)
        guard parser.text.count <= maxLength else {
            throw parser.fail("an expression is at most \(maxLength) characters")
        }
        parser.skipSpaces()
        guard !parser.atEnd else { throw parser.fail("empty expression") }
        let e = try parser.sum()
        parser.skipSpaces()
        guard parser.atEnd else { throw parser.fail("unexpected '\(parser.text[parser.index])' in expression") }
        guard e.nodeCount(upTo: maxNodes) <= maxNodes else {
            throw SceneError(
                "this expression, with the values of its names put in, has more than \(maxNodes) parts", at: origin)
        }
        return e.folded
    }

    var atEnd: Bool { index >= text.count }
    var peek: Character? { atEnd ? nil : text[index] }

    func fail(_ message: String, at position: Int? = nil) -> SceneError {
        var at = origin
        at.column += position ?? index
        return SceneError(message, at: at)
    }

    mutating func skipSpaces() { while let c = peek, c == " " || c == "\t" { index += 1 } }

    mutating func take(_ c: Character) -> Bool {
        skipSpaces()
        guard peek == c else { return false }
        index += 1
        return true
    }

    mutating func sum() throws(SceneError) -> ValueExpression {
        var e = try product()
        while true {
            if take("+") {
                e = .binary(.add, e, try product())
            } else if take("-") {
                e = .binary(.subtract, e, try product())
            } else {
                return e
            }
        }
    }

    mutating func product() throws(SceneError) -> ValueExpression {
        var e = try unary()
        while true {
            if take("*") {
                e = .binary(.multiply, e, try unary())
            } else if take("/") {
                e = .binary(.divide, e, try unary())
            } else if take("%") {
                e = .binary(.remainder, e, try unary())
            } else {
                return e
            }
        }
    }

    mutating func unary() throws(SceneError) -> ValueExpression {
        if take("-") { return .negate(try nested { (p: inout ExpressionParser) throws(SceneError) in try p.unary() }) }
        if take("+") { return try nested { (p: inout ExpressionParser) throws(SceneError) in try p.unary() } }
        return try withUnit(try primary())
    }

    mutating func nested(_ read: (inout ExpressionParser) throws(SceneError) -> ValueExpression) throws(SceneError)
        -> ValueExpression
    {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.maxNesting else { throw fail("expressions nest at most \(Self.maxNesting) deep") }
        return try read(&self)
    }

    /// `90deg` is 90 (angles are degrees in scenes); `1.5708rad` is 1.5708 · 180/π.
    mutating func withUnit(_ e: ValueExpression) throws(SceneError) -> ValueExpression {
        let start = index
        var word = ""
        while let c = peek, c.isLetter {
            word.append(c)
            index += 1
        }
        switch word {
        case "": return e
        case "deg": return e
        case "rad": return .binary(.multiply, e, .number(180 / Double.pi))
        default: throw fail("unknown unit '\(word)' (angles take deg or rad)", at: start)
        }
    }

    mutating func primary() throws(SceneError) -> ValueExpression {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.maxNesting else { throw fail("expressions nest at most \(Self.maxNesting) deep") }
        skipSpaces()
        guard let c = peek else { throw fail("expression ends where a number or name was expected") }
        if c == "(" {
            index += 1
            let e = try sum()
            guard take(")") else { throw fail("expected ')'") }
            return e
        }
        if c.isNumber || c == "." { return try number() }
        if c.isLetter || c == "_" { return try name() }
        throw fail("unexpected '\(c)' in expression")
    }

    mutating func number() throws(SceneError) -> ValueExpression {
        let start = index
        while let c = peek, c.isNumber || c == "." { index += 1 }
        if let c = peek, c == "e" || c == "E", index + 1 < text.count,
            text[index + 1].isNumber || text[index + 1] == "-" || text[index + 1] == "+"
        {
            index += 2
            while let c = peek, c.isNumber { index += 1 }
        }
        guard let v = Double(String(text[start..<index])) else {
            throw fail("'\(String(text[start..<index]))' is not a number", at: start)
        }
        return .number(v)
    }

    mutating func name() throws(SceneError) -> ValueExpression {
        let start = index
        var name = ""
        while let c = peek {
            if c.isLetter || c.isNumber || c == "_" || c == "." {
                name.append(c)
                index += 1
            } else if c == "$", !name.isEmpty, index + 1 < text.count, text[index + 1] == "{" {
                name += try embeddedIDPart()
            } else {
                break
            }
        }
        skipSpaces()
        if peek == "(" { return try call(name, at: start) }
        if let v = scope.variables[name] { return v }
        if let v = ExpressionScope.constants[name] { return .number(v) }
        if scope.texts[name] != nil {
            throw fail(
                "'\(name)' is text (a view id); use it in ids (\"${\(name)}\") or before a key path (${\(name).center.x})",
                at: start)
        }
        if name == "canvas.width" { return .number(scope.canvas.width) }
        if name == "canvas.height" { return .number(scope.canvas.height) }
        guard let dot = name.firstIndex(of: ".") else {
            throw fail(
                "unknown name '\(name)' in expression\(Suggestion.didYouMean(name, in: scope.knownNames))", at: start)
        }
        let written = String(name[..<dot]), keyPath = String(name[name.index(after: dot)...])
        let view = scope.texts[written] ?? written
        if let rectField = Self.rectField(view: view, keyPath) { return rectField }
        guard let path = PropertyPath.resolve(keyPath) else {
            throw fail(
                "unknown key path '\(keyPath)' in expression\(Suggestion.didYouMean(keyPath, in: PropertyPath.allSpellings))",
                at: start + written.count + 1)
        }
        guard path.valueKind == .number else {
            throw fail(
                "\(view).\(keyPath) is \(path.valueKind.expectation); an expression reads numbers (like \(view).\(keyPath).\(Self.firstField(path.valueKind)))",
                at: start)
        }
        return .property(view: view, path: path)
    }

    /// `${i}` inside a view id in an expression (`${piece${i}.frame.width}`): the id of a view made
    /// in a loop, spelled as the loop spelled it, so its value is a word or a constant number.
    mutating func embeddedIDPart() throws(SceneError) -> String {
        let open = index
        index += 2
        var depth = 0
        while let c = peek, !(c == "}" && depth == 0) {
            if c == "{" { depth += 1 }
            if c == "}" { depth -= 1 }
            index += 1
        }
        guard !atEnd else { throw fail("'${' without its '}'", at: open) }
        let inner = String(text[(open + 2)..<index]).trimmingCharacters(in: .whitespaces)
        index += 1
        if let word = scope.texts[inner] { return word }
        var at = origin
        at.column += open + 2
        let e = try ExpressionParser.parse(inner, scope: scope, origin: at)
        guard let v = e.constant else {
            throw fail("ids are read with the scene, before any step runs: '${…}' in an id cannot read views", at: open)
        }
        guard v.isFinite else { throw fail("the expression gives \(v)", at: open) }
        return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }

    /// CGRect's accessors on a rect key path, as Swift spells them: `frame.width`,
    /// `bounds.midX`, `frame.maxY` (min, mid and max of each axis, width and height).
    static func rectField(view: String, _ keyPath: String) -> ValueExpression? {
        guard let dot = keyPath.lastIndex(of: ".") else { return nil }
        let base = String(keyPath[..<dot]), field = String(keyPath[keyPath.index(after: dot)...])
        guard let path = PropertyPath.resolve(base), path.valueKind == .rect else { return nil }
        func read(_ fields: [String]) -> ValueExpression {
            var p = path
            p.fields += fields
            return .property(view: view, path: p)
        }
        let x = read(["origin", "x"]), y = read(["origin", "y"]), w = read(["size", "width"]),
            h = read(["size", "height"])
        switch field {
        case "width": return w
        case "height": return h
        case "minX": return x
        case "minY": return y
        case "midX": return .binary(.add, x, .binary(.divide, w, .number(2)))
        case "midY": return .binary(.add, y, .binary(.divide, h, .number(2)))
        case "maxX": return .binary(.add, x, w)
        case "maxY": return .binary(.add, y, h)
        default: return nil
        }
    }

    static func firstField(_ kind: ValueKind) -> String {
        switch kind {
        case .rect: "size.width"
        case .point: "x"
        case .size: "width"
        default: "…"
        }
    }

    mutating func call(_ name: String, at start: Int) throws(SceneError) -> ValueExpression {
        index += 1  // (
        var args: [ValueExpression] = []
        skipSpaces()
        if peek != ")" {
            repeat { args.append(try sum()) } while take(",")
        }
        guard take(")") else { throw fail("expected ',' or ')' in the arguments of \(name)") }
        if name == "random" {
            guard args.count == 2, let a = args[0].constant, let b = args[1].constant else {
                throw fail("random takes two numbers known when the scene is read: random(a, b)", at: start)
            }
            var at = origin
            at.column += start
            return .number(SeededRandom.value(between: a, and: b, seed: scope.seed, at: at, indices: scope.indices))
        }
        guard let f = ValueExpression.Function(rawValue: name) else {
            let names = ValueExpression.Function.allCases.map(\.rawValue) + ["random"]
            throw fail("unknown function '\(name)'\(Suggestion.didYouMean(name, in: names))", at: start)
        }
        guard f.arity.contains(args.count) else {
            let count =
                f.arity.lowerBound == f.arity.upperBound ? "\(f.arity.lowerBound)" : "at least \(f.arity.lowerBound)"
            throw fail(
                "\(name) takes \(count) argument\(f.arity.lowerBound == 1 && f.arity.upperBound == 1 ? "" : "s"), got \(args.count)",
                at: start)
        }
        return .call(f, args)
    }
}

/// `random(a, b)`: the same numbers on every run and machine. Each call draws from SplitMix64
/// seeded with the scene's seed and a hash of where the call is written (file name, line,
/// column) and the indices of the repeats around it, so adding a call changes no other call's
/// numbers.
enum SeededRandom {
    static func value(between a: Double, and b: Double, seed: UInt64, at location: SourceLocation, indices: [Int])
        -> Double
    {
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        let key = "\(file):\(location.line):\(location.column)" + indices.map { ":\($0)" }.joined()
        return a + (b - a) * unit(splitMix64(seed ^ fnv1a(key)))
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// One step of SplitMix64 (Steele, Lea, Flood 2014) from `state`.
    static func splitMix64(_ state: UInt64) -> UInt64 {
        var z = state &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// The top 53 bits as a double in [0, 1).
    static func unit(_ bits: UInt64) -> Double { Double(bits >> 11) * 0x1.0p-53 }
}
