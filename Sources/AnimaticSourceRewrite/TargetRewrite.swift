import Foundation

/// What the rewrite of one file needs to know about the other files of its target: Swift on
/// Linux refuses two Objective-C idioms whose declarations and uses sit in different files.
///
/// - `@objc optional` protocol requirements. Each becomes a requirement that throws, with a
///   default in a protocol extension that throws "not implemented"; a conformer's own
///   (non-throwing) member still witnesses it. Each also gets a companion,
///   `name__ifImplemented`, that is the iOS optional: the member's value (`T?`) or result (`R?`)
///   when the conformer implements it, nil when not. Uses across the target are renamed to it:
///   `delegate?.didDismiss?()` → `delegate?.didDismiss__ifImplemented()`, and a property read
///   `vc.scrollViewForDeck` → `vc.scrollViewForDeck__ifImplemented` (the iOS type, `T?`, or
///   `T??` for a requirement of type `T?`). The companions are appended to the protocol's file,
///   each after a `#sourceLocation` naming the requirement's line.
/// - `override` members in an extension of a class declared in the target, and members of such an
///   extension that a subclass in the target overrides (by name). They move into the class body
///   (before the line of its closing brace), between `#sourceLocation` lines naming their original
///   file and line; their lines in the extension become blank. A `private`/`fileprivate` one that
///   is not an `override` moves only within its file.
public struct RewriteTarget: Sendable {
    /// An `@objc optional` requirement of one of the target's protocols.
    public struct OptionalRequirement: Sendable, Equatable {
        public var protocolName: String
        public var isPublic: Bool
        public var isProperty: Bool
        public var name: String
        /// Its declaration as the default implementation repeats it, from `func`/`var` on, with
        /// `throws` in place (a property: through its type).
        var declaration: String
        /// A method: its generic clause, parameter list, `async`, whether it threw already,
        /// the arguments that forward its parameters and its return type (nil: Void).
        var generics = "", parameters = "", forwarded = "", returnType: String? = nil
        var isAsync = false, throwsAlready = false
        /// A property: its type.
        var type = ""
        /// Why it cannot be rewritten (an `#error` at its line says so), or nil.
        var unsupported: String?
        var path: String
        var line: Int
    }

    /// A member of an extension moved into its class's body.
    public struct MovedMember: Sendable, Equatable {
        public var className: String
        var path: String
        /// The member's lines (0-based, inclusive) in its file, and their text.
        var firstLine: Int, lastLine: Int
        var text: String
        /// An `override`, or a member a subclass overrides; `private`/`fileprivate` ones move
        /// only within their file (elsewhere their file's callers would lose them).
        var isOverride = true
        var isFilePrivate = false
    }

    /// A class body: where its closing brace is.
    struct ClassBody: Sendable, Equatable {
        var name: String
        var path: String
        var closingLine: Int
    }

    public var optionalRequirements: [OptionalRequirement] = []
    public var movedMembers: [MovedMember] = []
    /// Modules whose sources the target compiles itself (an app's own module, merged into the
    /// target with the animator): their imports name the target, so they become AnimaticUIKit's.
    public var modulesInTarget: Set<String> = []
    var classes: [ClassBody] = []

    public init() {}

    /// What the files of a target (path and text each) declare that the others need. Only the
    /// files that can hold such declarations are read closely (the plugin runs this for every
    /// file of the target).
    public init(files: [(path: String, source: String)]) {
        for (path, source) in files where source.contains("optional func") || source.contains("optional var") {
            optionalRequirements += DeclarationScan(Array(source.unicodeScalars)).optionalRequirements(path: path)
        }
        // What subclasses override: a method declared in an extension and overridden moves too.
        let overridden = files.reduce(into: Set<String>()) {
            $0.formUnion(DeclarationScan.overriddenNames(in: $1.source))
        }
        // Only extensions of classes the target may declare can move anything.
        let declared = files.reduce(into: Set<String>()) {
            $0.formUnion(DeclarationScan.names(after: "class", in: $1.source))
        }
        let candidates = files.filter { file in
            !DeclarationScan.names(after: "extension", in: file.source).isDisjoint(with: declared)
                && (file.source.contains("override") || Self.mentionsAny(of: overridden, in: file.source))
        }
        let overrides = candidates.flatMap {
            DeclarationScan(Array($0.source.unicodeScalars)).extensionOverrides(path: $0.path, overridden: overridden)
        }
        guard !overrides.isEmpty else { return }
        let extended = Set(overrides.map(\.className))
        for (path, source) in files where extended.contains(where: { source.contains($0) }) {
            classes += DeclarationScan(Array(source.unicodeScalars)).classBodies().filter { extended.contains($0.name) }
                .map { ClassBody(name: $0.name, path: path, closingLine: $0.closingLine) }
        }
        // One body a name (a nested class of the same name elsewhere would get the members twice).
        var seen: Set<String> = []
        classes = classes.filter { seen.insert($0.name).inserted }
        let classFiles = Dictionary(classes.map { ($0.name, $0.path) }, uniquingKeysWith: { a, _ in a })
        movedMembers = overrides.filter { member in
            guard let classFile = classFiles[member.className] else { return false }
            return !member.isFilePrivate || member.isOverride || classFile == member.path
        }
    }

    /// Whether `source` has any of `names` as a word (a text search).
    static func mentionsAny(of names: Set<String>, in source: String) -> Bool {
        guard !names.isEmpty else { return false }
        return source.utf8.split(whereSeparator: {
            !($0 == 95 || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0))
        })
        .contains { names.contains(String(decoding: $0, as: UTF8.self)) }
    }

    private var rewritten: [OptionalRequirement] { optionalRequirements.filter { $0.unsupported == nil } }
    var optionalMethodNames: Set<String> { Set(rewritten.filter { !$0.isProperty }.map(\.name)) }
    var optionalPropertyNames: Set<String> { Set(rewritten.filter(\.isProperty).map(\.name)) }

    static let ifImplemented = "__ifImplemented"
    /// UIKit's optional protocol methods whose `__ifImplemented` companions AnimaticUIKit declares,
    /// so a call that forwards to an app's delegate (`previous.navigationController?(…)`) compiles.
    /// A forced call (`delegate.collectionView!(…)`, which traps on iOS when the method is absent)
    /// calls the method: AnimaticUIKit's protocol gives every such method UIKit's default.
    static let uikitOptionalMethodNames: Set<String> = ["navigationController", "collectionView"]
    static let notImplemented = "__AnimaticOptionalRequirementNotImplemented"
}

extension RewriteTarget {
    /// `source` (of `path`) with the target's moves applied, line for line: members moved out
    /// become blank lines, members moved in are inserted before their class's closing line
    /// between `#sourceLocation` lines, so every original line keeps its number.
    func movingMembers(_ source: String, path: String) -> String {
        let leaving = movedMembers.filter { $0.path == path }
        let arriving = classes.filter { $0.path == path }.compactMap { body -> (Int, [MovedMember])? in
            let members = movedMembers.filter { $0.className == body.name }
            return members.isEmpty ? nil : (body.closingLine, members)
        }
        guard !leaving.isEmpty || !arriving.isEmpty else { return source }
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for member in leaving {
            for line in member.firstLine...member.lastLine where line < lines.count { lines[line] = "" }
        }
        Self.exposeFilePrivates(in: &lines, usedBy: leaving.filter { classFile(of: $0) != path })
        for (closingLine, members) in arriving.sorted(by: { $0.0 > $1.0 }) where closingLine < lines.count {
            var block: [String] = []
            for member in members {
                block.append(
                    "#sourceLocation(file: \(SourceRewrite.quoted(member.path)), line: \(member.firstLine + 1))")
                block.append(member.text)
            }
            block.append("#sourceLocation(file: \(SourceRewrite.quoted(path)), line: \(closingLine + 1))")
            lines.insert(contentsOf: block, at: closingLine)
        }
        return lines.joined(separator: "\n")
    }

    /// The file of the class body a member moves into.
    func classFile(of member: MovedMember) -> String? { classes.first { $0.name == member.className }?.path }

    /// A member that moves to its class's file loses the file's `private`/`fileprivate`
    /// top-level declarations it uses (SnapKit's `override var description` in `Debugging.swift`
    /// calls its `private func descriptionForObject`): those it names become internal, the
    /// modifier blanked so columns stay. Only top-level ones (at column 0) and only names the
    /// moving members mention, so other files' private names of the same spelling rarely clash.
    static func exposeFilePrivates(in lines: inout [String], usedBy members: [MovedMember]) {
        guard !members.isEmpty else { return }
        let used = members.reduce(into: Set<String>()) { names, member in
            names.formUnion(
                member.text.split(whereSeparator: { !SourceRewrite.isIdentifier($0.unicodeScalars.first!) })
                    .map(String.init))
        }
        for (index, line) in lines.enumerated() {
            for modifier in ["private ", "fileprivate "] where line.hasPrefix(modifier) {
                let rest = line.dropFirst(modifier.count)
                let words = rest.split(whereSeparator: { !SourceRewrite.isIdentifier($0.unicodeScalars.first!) })
                guard words.count >= 2,
                    ["func", "var", "let", "struct", "class", "enum", "typealias"].contains(String(words[0])),
                    used.contains(String(words[1]))
                else { continue }
                lines[index] = String(repeating: " ", count: modifier.count) + rest
            }
        }
    }

    /// The declarations a file of optional requirements gets at its end: the defaults and the
    /// `__ifImplemented` companions, each located at its requirement's line.
    func appendix(for path: String) -> String {
        let requirements = optionalRequirements.filter { $0.path == path }
        guard !requirements.isEmpty else { return "" }
        let error = Self.notImplemented
        var text = "\n#sourceLocation(file: \(SourceRewrite.quoted(path)), line: \(requirements[0].line))\n"
        text += "private struct \(error): Error {}\n"
        for r in requirements {
            // One line each, after a line naming the requirement's: a diagnostic lands on it.
            let access = r.isPublic ? "public " : ""
            let location = "#sourceLocation(file: \(SourceRewrite.quoted(path)), line: \(r.line))\n"
            if let unsupported = r.unsupported {
                text += location + "#error(\(SourceRewrite.quoted(unsupported)))\n"
                continue
            }
            if r.isProperty {
                text += location + "extension \(r.protocolName) { "
                text += "\(access)\(r.declaration) { get throws { throw \(error)() } } }\n"
                text += location + "extension \(r.protocolName) { "
                text +=
                    "\(access)var \(r.name)\(Self.ifImplemented): \(Self.optional(of: r.type, flattening: false)) { "
                text += "do { return try \(r.name) } catch { return nil } } }\n"
            } else {
                text += location + "extension \(r.protocolName) { \(access)\(r.declaration) { throw \(error)() } }\n"
                let result = Self.optional(of: r.returnType ?? "Void", flattening: true)
                let effects = (r.isAsync ? " async" : "") + (r.throwsAlready ? " throws" : "")
                let call = "try \(r.isAsync ? "await " : "")\(r.name)(\(r.forwarded))"
                let caught = r.throwsAlready ? "catch is \(error) { return nil }" : "catch { return nil }"
                text += location + "extension \(r.protocolName) { "
                text += "\(access)func \(r.name)\(Self.ifImplemented)\(r.generics)(\(r.parameters))\(effects)"
                text += " -> \(result) { do { return \(call) } \(caught) } }\n"
            }
        }
        return text
    }

    /// The optional of a type as iOS gives an optional requirement's value: `T?` (an IUO
    /// `T!` as `T?`), and for a method's result, chaining flattens `T?` to itself.
    static func optional(of type: String, flattening: Bool) -> String {
        var type = type.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("!") { type = String(type.dropLast()) + "?" }
        if flattening, type.hasSuffix("?") { return type }
        if type == "Void" || type == "()" { return "Void?" }
        return type.unicodeScalars.allSatisfy({ SourceRewrite.isIdentifier($0) || $0 == "." || $0 == "?" })
            ? type + "?" : "(\(type))?"
    }
}

extension SourceRewrite {
    static func quoted(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// The uses of the target's optional requirements, renamed to their `__ifImplemented`
/// companions: `.name?(` (a method called if implemented) and `.name` (a property read).
struct OptionalUses {
    var methods: Set<String>
    var properties: Set<String>

    func rename(at index: Int, in chars: [Unicode.Scalar]) -> ([Unicode.Scalar], Int)? {
        guard !methods.isEmpty || !properties.isEmpty, chars[index] == ".", index + 1 < chars.count,
            SourceRewrite.isIdentifierStart(chars[index + 1]), index == 0 || chars[index - 1] != "\\"
        else { return nil }
        var end = index + 1
        while end < chars.count, SourceRewrite.isIdentifier(chars[end]) { end += 1 }
        let name = String(String.UnicodeScalarView(chars[(index + 1)..<end]))
        let renamed = Array(("." + name + RewriteTarget.ifImplemented).unicodeScalars)
        if methods.contains(name), end + 1 < chars.count, chars[end] == "?", chars[end + 1] == "(" {
            return (renamed + ["("], end + 2)
        }
        if RewriteTarget.uikitOptionalMethodNames.contains(name), end + 1 < chars.count, chars[end] == "!",
            chars[end + 1] == "("
        {
            return (Array(("." + name + "(").unicodeScalars), end + 2)
        }
        // A property read has a receiver (`vc.p`, `f().p`, `a?.p`), not an implicit member
        // (`.p`), and is never assigned (an optional requirement is get-only).
        guard properties.contains(name), index > 0 else { return nil }
        let before = chars[index - 1]
        guard SourceRewrite.isIdentifier(before) || [")", "]", "?", "!"].contains(before) else { return nil }
        var next = end
        while next < chars.count, chars[next] == " " || chars[next] == "\t" { next += 1 }
        if next + 1 < chars.count, chars[next] == "=", chars[next + 1] != "=" { return nil }
        return (renamed, end)
    }
}
