import Foundation

/// One visual format string of Auto Layout, parsed by the grammar of Apple's Auto Layout Guide
/// ("Visual Format Language", "Visual Format String Grammar"):
///
///     (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
///     <view>       ::= [<viewName>(<predicateListWithParens>)?]
///     <connection> ::= e | -<predicateList>- | -
///     <predicateList> ::= <metricName> | <positiveNumber> | (<predicate>(,<predicate>)*)
///     <predicate>  ::= (== | <= | >=)? (<constant> | <viewName>) (@<priority>)?
///
/// Names are C identifiers; numbers are read as `strtod` reads them. Spaces are skipped.
struct VisualFormat: Equatable {
    enum Orientation: Equatable { case horizontal, vertical }

    struct Predicate: Equatable {
        enum Object: Equatable {
            case constant(Double)
            /// Another view's width or height (inside a view's parentheses only).
            case view(String)
        }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: Float?
    }

    enum Connection: Equatable {
        /// `[a][b]` or `|[a]`: no space.
        case flush
        /// A lone `-`: the standard space.
        case standard
        case predicates([Predicate])
    }

    struct View: Equatable {
        var name: String
        var predicates: [Predicate]
    }

    var orientation = Orientation.horizontal
    /// The connection after a leading `|`, nil without one.
    var fromSuperview: Connection?
    var views: [View] = []
    /// `views.count - 1` connections, between neighbours.
    var connections: [Connection] = []
    /// The connection before a trailing `|`, nil without one.
    var toSuperview: Connection?
}

/// A malformed format: what was expected and where (a character offset into the format), as iOS's
/// `NSInvalidArgumentException` says it ("Unable to parse constraint format").
struct VisualFormatError: Error, Equatable {
    var message: String
    var offset: Int

    /// iOS's shape: the reason, the format, and a caret under the offending character.
    func describe(_ format: String) -> String {
        "Unable to parse constraint format: \(message)\n\(format)\n\(String(repeating: " ", count: offset))^"
    }
}

extension VisualFormat {
    /// Parses `format`; metric names are looked up in `metrics` (their values numbers).
    init(parsing format: String, metrics: [String: Double]) throws(VisualFormatError) {
        var scanner = VisualFormatScanner(Array(format), metrics: metrics)
        self = try scanner.formatString()
    }
}

/// The recursive-descent reader behind `VisualFormat(parsing:metrics:)`.
private struct VisualFormatScanner {
    let text: [Character]
    let metrics: [String: Double]
    var index = 0

    init(_ text: [Character], metrics: [String: Double]) {
        self.text = text
        self.metrics = metrics
    }

    var current: Character? {
        mutating get {
            while index < text.count, text[index] == " " { index += 1 }
            return index < text.count ? text[index] : nil
        }
    }

    func fail(_ message: String, at offset: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, offset: min(offset ?? index, text.count))
    }

    mutating func accept(_ character: Character) -> Bool {
        guard current == character else { return false }
        index += 1
        return true
    }

    mutating func expect(_ character: Character, _ what: String) throws(VisualFormatError) {
        guard accept(character) else { throw fail("Expected \(what)") }
    }

    mutating func formatString() throws(VisualFormatError) -> VisualFormat {
        var format = VisualFormat()
        let start = index
        if let first = current, first == "H" || first == "V" {
            index += 1
            if accept(":") {
                format.orientation = first == "H" ? .horizontal : .vertical
            } else {
                index = start
            }
        }
        if accept("|") { format.fromSuperview = try connection() }
        format.views.append(try view())
        while current != nil {
            if accept("|") {
                format.toSuperview = .flush
                break
            }
            let link = try connection()
            if accept("|") {
                format.toSuperview = link
                break
            }
            guard current == "[" else { throw fail(current == nil ? "Expected a view or '|'" : "Expected '[' or '|'") }
            format.connections.append(link)
            format.views.append(try view())
        }
        if current != nil { throw fail("Expected the end of the format after '|'") }
        return format
    }

    /// A connection: nothing (flush), `-` (standard) or `-predicates-`.
    mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard accept("-") else { return .flush }
        if current == "[" || current == "|" { return .standard }
        let list = try predicateList()
        try expect("-", "'-' after the spacing")
        return .predicates(list)
    }

    mutating func predicateList() throws(VisualFormatError) -> [VisualFormat.Predicate] {
        if current == "(" { return try predicatesInParens(allowingViews: false) }
        let at = index
        let value = try constant()
        guard value >= 0 else { throw fail("Expected a positive number or a metric name", at: at) }
        return [VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: nil)]
    }

    mutating func predicatesInParens(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        try expect("(", "'('")
        var list = [try predicate(allowingViews: allowingViews)]
        while accept(",") { list.append(try predicate(allowingViews: allowingViews)) }
        try expect(")", "')' or ','")
        return list
    }

    mutating func predicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        _ = current
        if lookingAt("==") || lookingAt("<=") || lookingAt(">=") {
            relation = text[index] == "=" ? .equal : text[index] == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            index += 2
        }
        let object: VisualFormat.Predicate.Object
        let at = index
        if let name = identifier(), metrics[name] == nil {
            guard allowingViews else { throw fail("'\(name)' is not a key in the metrics dictionary", at: at) }
            object = .view(name)
        } else {
            index = at
            object = .constant(try constant())
        }
        var priority: Float?
        if accept("@") { priority = Float(try constant()) }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    mutating func view() throws(VisualFormatError) -> VisualFormat.View {
        try expect("[", "a view: '['")
        let at = index
        guard let name = identifier() else { throw fail("Expected a view name", at: at) }
        var predicates: [VisualFormat.Predicate] = []
        if current == "(" { predicates = try predicatesInParens(allowingViews: true) }
        try expect("]", "']'")
        return VisualFormat.View(name: name, predicates: predicates)
    }

    /// A metric's value or a number.
    mutating func constant() throws(VisualFormatError) -> Double {
        let at = index
        if let name = identifier() {
            guard let value = metrics[name] else {
                throw fail("'\(name)' is not a key in the metrics dictionary", at: at)
            }
            return value
        }
        guard let value = number() else { throw fail("Expected a number or a metric name", at: at) }
        return value
    }

    /// A C identifier, or nil (the index unchanged).
    mutating func identifier() -> String? {
        guard let first = current, first == "_" || (first.isASCII && first.isLetter) else { return nil }
        var name = ""
        while index < text.count,
            text[index] == "_" || (text[index].isASCII && (text[index].isLetter || text[index].isNumber))
        {
            name.append(text[index])
            index += 1
        }
        return name
    }

    /// What `strtod` reads: an optional sign, digits with an optional fraction and exponent.
    mutating func number() -> Double? {
        guard current != nil else { return nil }
        var end = index
        var literal = ""
        func take(_ allowed: (Character) -> Bool) {
            while end < text.count, allowed(text[end]) {
                literal.append(text[end])
                end += 1
            }
        }
        if end < text.count, text[end] == "+" || text[end] == "-" {
            literal.append(text[end])
            end += 1
        }
        take { $0.isASCII && $0.isNumber }
        if end < text.count, text[end] == "." {
            literal.append(".")
            end += 1
            take { $0.isASCII && $0.isNumber }
        }
        guard literal.contains(where: { $0.isNumber }), let value = Double(literal) else { return nil }
        if end < text.count, text[end] == "e" || text[end] == "E" {
            var exponent = "e"
            var probe = end + 1
            if probe < text.count, text[probe] == "+" || text[probe] == "-" {
                exponent.append(text[probe])
                probe += 1
            }
            let digitsStart = probe
            while probe < text.count, text[probe].isASCII, text[probe].isNumber {
                exponent.append(text[probe])
                probe += 1
            }
            if probe > digitsStart, let scaled = Double(literal + exponent) {
                index = probe
                return scaled
            }
        }
        index = end
        return value
    }

    func lookingAt(_ token: String) -> Bool {
        let characters = Array(token)
        guard index + characters.count <= text.count else { return false }
        return Array(text[index..<index + characters.count]) == characters
    }
}
