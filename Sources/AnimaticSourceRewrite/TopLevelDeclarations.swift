import Foundation

/// A file's top-level declarations and imports, found in code only (CodeMask), with the lines each
/// spans as written: the census's fourth measure (docs/census.md, "The file with the declarations
/// it needs") copies exactly these lines, so a declaration's extent is decided here, not guessed
/// by a line pattern.
public struct TopLevelDeclarations: Sendable {
    public struct Declaration: Equatable, Sendable {
        /// `class`, `struct`, `enum`, `protocol`, `typealias`, `actor`, `func`, `let`, `var`,
        /// `extension`, `operator` or `precedencegroup`; a `func` or `operator`'s name may be an
        /// operator (`|>`).
        public let keyword: String
        /// The declared name; for an extension, the extended type as written (`UIView`, `Foo.Bar`).
        public let name: String
        /// 1-based, from its comments and attribute lines to the end of its last line.
        public let lines: ClosedRange<Int>
        /// For an extension: the names of the `func`, `var`, `let` and `case` members at its own depth.
        public let members: [String]
        /// For an extension: the extended type's last component (`Group` of `App.Group`), and the
        /// protocols (or types) its inheritance clause names, each as its last component without
        /// generic arguments (`extension Group: DocumentEquatable, Hashable`).
        public var extendedType = ""
        public var conformances: [String] = []
        /// For an operator: the precedence group its declaration names (`infix operator |>: Group`).
        public var precedenceGroup = ""
        /// For an extension: the argument labels of the initializers it declares (`init(hex:)`).
        public var initializerLabels: [String] = []
    }

    public struct Import: Equatable, Sendable {
        public let line: Int
        public let module: String
    }

    public private(set) var declarations: [Declaration] = []
    public private(set) var imports: [Import] = []

    static let keywords: Set<String> = [
        "class", "struct", "enum", "protocol", "typealias", "actor", "func", "let", "var", "extension",
        "operator", "precedencegroup",
    ]
    /// An extension's members: its functions, properties and cases, and its nested types
    /// (`extension CALayer { enum ShadowDirection … }`, named `CALayer.ShadowDirection` elsewhere).
    static let memberKeywords: Set<String> = [
        "func", "var", "let", "case", "enum", "struct", "class", "typealias", "actor",
    ]

    public init(_ source: String) {
        let lines = CodeLines(source)
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines.depth[index] == 0, let head = DeclarationHead(lines.code[index], keywords: Self.keywords)
            else { continue }
            if head.keyword == "import" {
                imports.append(Import(line: index + 1, module: head.name))
                continue
            }
            let last = lines.lastLine(ofDeclarationAt: index, keyword: head.keyword)
            let members = head.keyword == "extension" ? lines.memberNames(in: index...last) : []
            let first = lines.firstLine(ofPrefixAbove: index)
            var declaration = Declaration(
                keyword: head.keyword, name: head.name, lines: (first + 1)...(last + 1), members: members)
            if head.keyword == "extension" {
                (declaration.extendedType, declaration.conformances) = Self.inheritance(lines.code[index...last])
                declaration.initializerLabels = lines.initializerLabels(in: index...last)
            }
            declaration.precedenceGroup = head.precedenceGroup
            declarations.append(declaration)
            index = last
        }
    }

    /// Every top-level declaration of `name` but extensions (overloads included), in file order.
    public func declarations(named name: String) -> [Declaration] {
        declarations.filter { $0.keyword != "extension" && $0.name == name }
    }

    /// The top-level declarations of `name` and, when one is a protocol, the file's top-level
    /// extensions of that protocol (its default implementations, `static func ==` among them, which
    /// no compiler error names), in file order: what the census copies for a name.
    public func declarationsWithProtocolExtensions(named name: String) -> [Declaration] {
        let isProtocol = declarations(named: name).contains { $0.keyword == "protocol" }
        return declarations.filter {
            ($0.keyword != "extension" && $0.name == name)
                || (isProtocol && $0.keyword == "extension" && $0.extendedType == name)
        }
    }

    /// What a custom operator needs, in file order: its `operator` declaration, the precedence
    /// group that names (when this file declares it), and every top-level `func` implementing it.
    public func operatorDeclarations(named name: String) -> [Declaration] {
        let groups = Set(declarations.filter { $0.keyword == "operator" && $0.name == name }.map(\.precedenceGroup))
        return declarations.filter {
            ($0.keyword == "operator" || $0.keyword == "func") && $0.name == name
                || $0.keyword == "precedencegroup" && groups.contains($0.name)
        }
    }

    /// Every top-level extension that declares a member `name`, in file order.
    public func extensions(declaringMember name: String) -> [Declaration] {
        declarations.filter { $0.keyword == "extension" && $0.members.contains(name) }
    }

    /// Every top-level extension that declares an initializer with the argument label `label`.
    public func extensions(declaringInitializerLabeled label: String) -> [Declaration] {
        declarations.filter { $0.keyword == "extension" && $0.initializerLabels.contains(label) }
    }

    /// Every top-level extension of `type` whose inheritance clause names `proto`, in file order.
    public func extensions(of type: String, conformingTo proto: String) -> [Declaration] {
        declarations.filter {
            $0.keyword == "extension" && $0.extendedType == type && $0.conformances.contains(proto)
        }
    }

    /// An extension's type (the last component of the name after `extension`) and the names of its
    /// inheritance clause: after the first `:` of its head, up to its `{` or `where`, split at
    /// commas (generic arguments and module qualifiers dropped).
    static func inheritance(_ lines: ArraySlice<Substring>) -> (type: String, names: [String]) {
        var head = ""
        for line in lines {
            if let brace = line.firstIndex(of: "{") {
                head += line[..<brace]
                break
            }
            head += line + " "
        }
        let words = head.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
        let type =
            words.firstIndex(of: "extension").flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
            .map { String($0.split(separator: ".").last ?? "") } ?? ""
        // The clause's colon comes after the keyword (an attribute before it may hold one).
        let afterKeyword = head.range(of: #"\bextension\b"#, options: .regularExpression)?.upperBound ?? head.startIndex
        guard let colon = head[afterKeyword...].firstIndex(of: ":") else { return (type, []) }
        var clause = head[head.index(after: colon)...]
        if let range = clause.range(of: #"\bwhere\b"#, options: .regularExpression) {
            clause = clause[..<range.lowerBound]
        }
        var depth = 0, names: [String] = [], current = ""
        for c in clause {
            if c == "<" {
                depth += 1
            } else if c == ">" {
                depth -= 1
            } else if depth == 0 {
                if c == "," {
                    names.append(current)
                    current = ""
                } else {
                    current.append(c)
                }
            }
        }
        names.append(current)
        return (
            type,
            names.compactMap { name in
                let last = name.trimmingCharacters(in: .whitespaces).split(separator: ".").last.map(String.init)
                return last?.isEmpty == false ? last : nil
            }
        )
    }
}

/// The start of a declaration on one line of code: its attributes and modifiers skipped, its
/// keyword and name (`import`'s module, first component).
struct DeclarationHead {
    let keyword: String
    let name: String
    /// An operator declaration's group (`infix operator |>: ForwardApplication`), else "".
    var precedenceGroup = ""

    /// What `class` may stand before as a modifier (`class func`), not as the keyword.
    private static let declarationAfterClass: Set<String> = ["func", "var", "let", "subscript", "init"]

    /// `keywords`: the declaration keywords that count (`case` too for an extension's members).
    init?(_ code: Substring, keywords: Set<String>) {
        var scanner = WordScanner(code)
        while let word = scanner.nextWord() {
            if word.hasPrefix("@") {
                scanner.skipParenthesized()
                continue
            }
            if word == "import" {
                scanner.skipImportKind()
                guard let module = scanner.nextWord(), module.first?.isLetter == true || module.first == "_"
                else { return nil }
                (keyword, name) = (word, module)
                return
            }
            if keywords.contains(word), word == "operator" || word == "func",
                let symbol = scanner.nextOperator()
            {
                (keyword, name) = (word, symbol)
                if word == "operator", scanner.nextWord() == ":", let group = scanner.nextName() {
                    precedenceGroup = group
                }
                return
            }
            if keywords.contains(word) {
                guard var name = scanner.nextName() else { return nil }
                var keyword = word
                if word == "class", Self.declarationAfterClass.contains(name) {
                    guard keywords.contains(name), let member = scanner.nextName() else { return nil }
                    (keyword, name) = (name, member)
                }
                (self.keyword, self.name) = (keyword, name)
                return
            }
            // A modifier (`public`, `final`, `private(set)`), else not a declaration.
            guard word.allSatisfy({ $0.isLetter || $0 == "_" }) else { return nil }
            scanner.skipParenthesized()
        }
        return nil
    }

    /// Only attributes on the line (`@objc`, `@available(iOS 13, *)`).
    static func isAttributeLine(_ code: Substring) -> Bool {
        var scanner = WordScanner(code)
        var sawAttribute = false
        while let word = scanner.nextWord() {
            guard word.hasPrefix("@") else { return false }
            sawAttribute = true
            scanner.skipParenthesized()
        }
        return sawAttribute
    }
}
