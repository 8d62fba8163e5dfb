import Foundation

/// The mechanical rewrite that lets an iOS animator file compile against AnimaticUIKit on
/// Linux, where Swift has no Objective-C runtime. Every rule keeps lines and columns where they
/// were (a removed word becomes spaces), and a `#sourceLocation` line names the original file,
/// so diagnostics, `#fileID` and `#line` point at the untouched source.
///
/// Rules, applied to code only (never inside comments or string literals):
/// - every file imports AnimaticUIKit first (`implicitImport`: an app's bridging header)
/// - `import UIKit` (and `UIKit.…`, `CoreGraphics`, `CoreAnimation`, `Foundation`, `Dispatch`,
///   `Darwin`) → `import AnimaticUIKit`, which re-exports Foundation: a direct Foundation import
///   would make its `Timer`, `DispatchQueue` and `arc4random` ambiguous with the virtual-clock ones
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`,
///   `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`, `@UIApplicationMain` → removed; `@main` on a
///   class adopting `UIApplicationDelegate` → removed (a recording launches no app)
/// - the `dynamic` declaration modifier → removed
/// - `@NSManaged` (a `CALayer` subclass's Core Animation-stored property) → `@CAManaged`,
///   AnimaticUIKit's wrapper with that meaning (Swift without Objective-C links no storage for it);
///   in an extension (Core Data's `+CoreDataProperties.swift`), which cannot hold a wrapper, a
///   computed property over AnimaticUIKit's managed values on the same line; on a method with no
///   body (a private UIKit method the app declares), a body that reports the call and returns zero
/// - `#selector(getter: X.y)` / `#selector(setter: …)` → `Selector("y")`
/// - `#selector(method)` in a `static` member, naming an instance method → `Selector("method")`
///   (StaticSelectorContext.swift)
/// - `#selector(expr)` → `Selector("expr", expr)`: AnimaticUIKit's `Selector` keeps the method
///   reference so `Timer`, `CADisplayLink` and `perform(_:with:afterDelay:)` can call it.
/// - `#keyPath(CAShapeLayer.strokeEnd)` → `"strokeEnd"` (a leading capitalized type name is
///   dropped, as the compiler does)
/// - `import M` where the target compiles M's sources itself (`RewriteTarget.modulesInTarget`,
///   `@modules-in-target M` in AnimaticSources.txt) → `import AnimaticUIKit`: M's declarations
///   are the target's own
/// - `import os.log` (any `os.` submodule) and `import OSLog` (iOS 14's Swift module) → `import os`:
///   a Swift module name has no dots, and the `os` shim has what `os.log`, `os.signpost` and `OSLog`
///   give an animator
/// - in `#if`/`#elseif` conditions, `os(iOS)`, `targetEnvironment(simulator)` and
///   `canImport(UIKit)`, `canImport(CoreGraphics)` → `true`, `os(Linux)` → `false`: the file was written for iOS, and a
///   file wholly inside `#if os(iOS)` would otherwise compile to nothing, silently
/// - `#Preview { … }` (Xcode's canvas, expanded by a macro plugin Linux does not have) → blank lines:
///   a preview never runs in the app
/// - `receiver.addSubview` (and the other methods that capture their call site) used as a
///   function value → `{receiver.addSubview($0)}` (UnappliedReferences.swift)
/// - `type(of: x).description()` (NSObject's class method through `AnyObject`) →
///   `String(describing: type(of: x))`
/// - a file written in Swift 2 (`Swift2Migration.swift2Marker`) imports `Swift2Names` and has its
///   declarations migrated as Xcode's Swift 3 migrator did (Swift2Migration.swift)
public enum SourceRewrite {
    static let removedAttributes = [
        "@objcMembers", "@objc", "@nonobjc", "@IBOutlet", "@IBAction",
        "@IBInspectable", "@IBDesignable", "@IBSegueAction", "@GKInspectable", "@UIApplicationMain",
    ]
    static let importedAsAnimatic: Set<String> = [
        "UIKit", "CoreGraphics", "CoreAnimation", "Foundation", "Dispatch", "Darwin",
    ]
    static let declarationWords: Set<String> = [
        "var", "func", "let", "init", "subscript", "public", "private", "fileprivate",
        "internal", "open", "final", "override", "static", "class", "lazy", "weak",
        "unowned", "required", "convenience", "@",
    ]

    /// Every file sees AnimaticUIKit, as every Swift file of an app target sees UIKit when the target's
    /// Objective-C bridging header imports it (directly or through the headers it imports): such a
    /// file names `UIView` or `NSObject` with no import of its own and compiles on iOS. A file that
    /// imports UIKit itself is unchanged by it.
    static let implicitImport = "import AnimaticUIKit\n"

    /// The rewritten text of `source`, whose original path is `path`.
    /// `target` is what the target's other files declare (see `RewriteTarget`): with it, the
    /// file's `@objc optional` requirements and their uses, and `override` members of
    /// extensions, are rewritten as it describes.
    public static func rewrite(_ source: String, path: String, target: RewriteTarget = RewriteTarget()) -> String {
        let swift2 = Swift2Migration.swift2Marker(in: source) != nil
        let moved = target.movingMembers(source, path: path)
        var chars = closingUnappliedReferences(Array(moved.unicodeScalars))
        if swift2 { chars = Swift2Migration.migrate(chars) }
        let code = CodeMask(chars)
        let managedInExtensions = managedPropertiesInExtensions(chars, code: code)
        let edits =
            target.optionalRequirements.contains { $0.path == path } ? DeclarationScan(chars).requirementEdits() : [:]
        let renames = OptionalUses(
            methods: target.optionalMethodNames.union(RewriteTarget.uikitOptionalMethodNames),
            properties: target.optionalPropertyNames)
        var index = 0
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(chars.count + 200)
        while index < chars.count {
            guard code.isCode(index) else {
                output.append(chars[index])
                index += 1
                continue
            }
            if let edit = edits[index] {
                output.append(contentsOf: edit.replacement)
                index = edit.end
            } else if let (replacement, end) = renames.rename(at: index, in: chars) {
                output.append(contentsOf: replacement)
                index = end
            } else if let (replacement, end) = managedMethod(at: index, in: chars, code: code) {
                output.append(contentsOf: replacement)
                index = end
            } else if managedInExtensions.contains(index),
                let (replacement, end) = computedManagedProperty(at: index, in: chars, code: code)
            {
                output.append(contentsOf: replacement)
                index = end
            } else if let (replacement, end) = rewriteAt(
                index, in: chars, code: code, modulesInTarget: target.modulesInTarget)
            {
                output.append(contentsOf: replacement)
                index = end
            } else {
                output.append(chars[index])
                index += 1
            }
        }
        chars = output
        // A Swift 2 file sees Swift 2's names (Swift2Names); no other file does.
        return (swift2 ? "import Swift2Names\n" : "") + implicitImport
            + "#sourceLocation(file: \(quoted(path)), line: 1)\n"
            + String(String.UnicodeScalarView(chars))
            + target.appendix(for: path)
    }

    /// Whether the declaration after `index` (up to its `{`) adopts `UIApplicationDelegate`: an app's
    /// entry point, which a recording does not launch (a library target cannot hold `@main`'s `main`).
    private static func declaresApplicationDelegate(after index: Int, in chars: [Unicode.Scalar]) -> Bool {
        var end = index
        while end < chars.count, chars[end] != "{" { end += 1 }
        return String(String.UnicodeScalarView(chars[index..<end])).contains("UIApplicationDelegate")
    }

    /// `type(of: x).description()`: NSObject's class method `+description` (the class's name),
    /// reached on iOS through `AnyObject`'s dynamic member lookup, which Swift has not without
    /// Objective-C. → `String(describing: type(of: x))`, the class's name too (without the
    /// module prefix `+description` gives a Swift class; SnapKit uses it in debug text only).
    private static func classDescription(from index: Int, wordEnd: Int, in chars: [Unicode.Scalar], code: CodeMask)
        -> ([Unicode.Scalar], Int)?
    {
        guard wordEnd < chars.count, chars[wordEnd] == "(", matches("(of:", at: wordEnd, in: chars),
            let close = closingBracket(from: wordEnd, in: chars, code: code)
        else { return nil }
        let suffix = ".description()"
        guard matches(suffix, at: close + 1, in: chars) else { return nil }
        let call = Array(chars[index...close])
        return (Array("String(describing: ".unicodeScalars) + call + [")"], close + 1 + suffix.unicodeScalars.count)
    }

    /// The offsets of the `@NSManaged` attributes written inside an extension's body.
    private static func managedPropertiesInExtensions(_ chars: [Unicode.Scalar], code: CodeMask) -> Set<Int> {
        let offsets = chars.indices.filter { index in
            chars[index] == "@" && code.isCode(index) && matches("@NSManaged", at: index, in: chars)
                && (index + 10 == chars.count || !isIdentifier(chars[index + 10]))
        }
        guard !offsets.isEmpty else { return [] }
        let masked = chars.enumerated().map { code.isCode($0.offset) ? $0.element : " " }
        let extensions = BraceScopes(masked).extensions
        return Set(offsets.filter { offset in extensions.contains { $0.open < offset && offset < $0.close } })
    }

    /// `@NSManaged public var name: T` in an extension, which cannot store the `@CAManaged` wrapper:
    /// the attribute becomes spaces and the declaration a computed property over AnimaticUIKit's
    /// `animaticManagedValue`/`animaticSetManagedValue` (ManagedExtensionProperties.swift), its
    /// accessors after the type on the same line. nil (the wrapper, as in a class) when the
    /// declaration is not one line of `var name: Type`.
    private static func computedManagedProperty(at index: Int, in chars: [Unicode.Scalar], code: CodeMask)
        -> ([Unicode.Scalar], Int)?
    {
        let start = index + 10
        let (declaration, declarationEnd) = declarationOnItsLine(from: start, in: chars, code: code)
        guard !declaration.contains("{"), !declaration.contains("="),
            let varRange = declaration.range(of: #"(^|\s)var\s+"#, options: .regularExpression),
            let colon = declaration[varRange.upperBound...].firstIndex(of: ":")
        else { return nil }
        let name = declaration[varRange.upperBound..<colon].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(isIdentifier) else { return nil }
        let key = quoted(name)
        let accessors =
            " { get { animaticManagedValue(self, \(key)) } set { animaticSetManagedValue(self, \(key), newValue) } }"
        return (
            blank(chars[index..<start]) + Array(chars[start..<declarationEnd]) + Array(accessors.unicodeScalars),
            declarationEnd
        )
    }

    /// The code from `start` to the end of its line (before a comment), trailing blanks left out,
    /// and the index where it ends: an attribute's declaration, when it is written on one line.
    private static func declarationOnItsLine(from start: Int, in chars: [Unicode.Scalar], code: CodeMask)
        -> (String, Int)
    {
        var end = start
        while end < chars.count, chars[end] != "\n", code.isCode(end) { end += 1 }
        while end > start, chars[end - 1] == " " || chars[end - 1] == "\t" { end -= 1 }
        return (String(String.UnicodeScalarView(chars[start..<end])), end)
    }

    /// `@NSManaged func name(…) -> R` with no body (an app's declaration of a private UIKit method,
    /// which the Objective-C runtime implements): the attribute becomes spaces and the declaration
    /// gets a body on the same line, AnimaticUIKit's `animaticManagedMethod`, which reports the call
    /// and returns zero. nil when `index` is not such an attribute or the declaration is not one line.
    private static func managedMethod(at index: Int, in chars: [Unicode.Scalar], code: CodeMask)
        -> ([Unicode.Scalar], Int)?
    {
        let start = index + 10
        guard chars[index] == "@", matches("@NSManaged", at: index, in: chars),
            start == chars.count || !isIdentifier(chars[start])
        else { return nil }
        let (declaration, declarationEnd) = declarationOnItsLine(from: start, in: chars, code: code)
        guard !declaration.contains("{"), declaration.hasSuffix(")") || declaration.contains("->"),
            let funcRange = declaration.range(of: #"(^|\s)func\s+"#, options: .regularExpression)
        else { return nil }
        let name = declaration[funcRange.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        let body = " { animaticManagedMethod(\"\\(Self.self).\(name)\") }"
        return (
            blank(chars[index..<start]) + Array(chars[start..<declarationEnd]) + Array(body.unicodeScalars),
            declarationEnd
        )
    }

    /// A replacement starting at `index` and the index after what it replaces, if a rule applies.
    private static func rewriteAt(
        _ index: Int, in chars: [Unicode.Scalar], code: CodeMask, modulesInTarget: Set<String>
    ) -> ([Unicode.Scalar], Int)? {
        let atWordStart = index == 0 || !isIdentifier(chars[index - 1])
        if chars[index] == "@", atWordStart {
            if matches("@NSManaged", at: index, in: chars),
                index + 10 >= chars.count || !isIdentifier(chars[index + 10])
            {
                return (Array("@CAManaged".unicodeScalars), index + 10)
            }
            if matches("@main", at: index, in: chars), index + 5 >= chars.count || !isIdentifier(chars[index + 5]),
                declaresApplicationDelegate(after: index + 5, in: chars)
            {
                return (blank(chars[index..<(index + 5)]), index + 5)
            }
            for attribute in removedAttributes where matches(attribute, at: index, in: chars) {
                var end = index + attribute.unicodeScalars.count
                if end < chars.count, isIdentifier(chars[end]) { continue }
                if attribute == "@objc", end < chars.count, chars[end] == "(",
                    let close = closingBracket(from: end, in: chars, code: code)
                {
                    end = close + 1
                }
                return (blank(chars[index..<end]), end)
            }
            return nil
        }
        if chars[index] == "#", matches("#selector", at: index, in: chars) {
            var open = index + 9
            while open < chars.count, chars[open] == " " { open += 1 }
            guard open < chars.count, chars[open] == "(", let close = closingBracket(from: open, in: chars, code: code)
            else { return nil }
            let inner = String(String.UnicodeScalarView(chars[(open + 1)..<close]))
            let trimmed = inner.trimmingCharacters(in: .whitespaces)
            let base = String(trimmed.prefix { $0 != "(" })
            if !inner.contains("."), !trimmed.hasPrefix("getter:"), !trimmed.hasPrefix("setter:"),
                StaticSelectorContext.isStatic(at: index, in: chars, code: code),
                !StaticSelectorContext.declaresStaticMethod(named: base, in: chars)
            {
                let name = trimmed.replacingOccurrences(of: "\"", with: "\\\"")
                return (Array("Selector(\"\(name)\")".unicodeScalars), close + 1)
            }
            return (Array(selector(for: inner).unicodeScalars), close + 1)
        }
        if chars[index] == "#", atWordStart, matches("#Preview", at: index, in: chars),
            index + 8 >= chars.count || !isIdentifier(chars[index + 8]),
            let end = previewEnd(from: index + 8, in: chars, code: code)
        {
            return (blank(chars[index..<end]), end)
        }
        if chars[index] == "#", atWordStart,
            let directive = ["#if", "#elseif"].first(where: { matches($0, at: index, in: chars) }),
            index + directive.unicodeScalars.count < chars.count,
            !isIdentifier(chars[index + directive.unicodeScalars.count])
        {
            return platformCondition(from: index, in: chars, code: code)
        }
        if chars[index] == "#", matches("#keyPath", at: index, in: chars) {
            var open = index + 8
            while open < chars.count, chars[open] == " " { open += 1 }
            guard open < chars.count, chars[open] == "(", let close = closingBracket(from: open, in: chars, code: code)
            else { return nil }
            let inner = String(String.UnicodeScalarView(chars[(open + 1)..<close]))
            return (Array(keyPath(for: inner).unicodeScalars), close + 1)
        }
        guard atWordStart, isIdentifierStart(chars[index]) else { return nil }
        var end = index
        while end < chars.count, isIdentifier(chars[end]) { end += 1 }
        let word = String(String.UnicodeScalarView(chars[index..<end]))
        if word == "type", let rewritten = classDescription(from: index, wordEnd: end, in: chars, code: code) {
            return rewritten
        }
        if word == "import" {
            var nameStart = end
            while nameStart < chars.count, chars[nameStart] == " " || chars[nameStart] == "\t" { nameStart += 1 }
            var nameEnd = nameStart
            while nameEnd < chars.count, isIdentifier(chars[nameEnd]) || chars[nameEnd] == "." { nameEnd += 1 }
            let module = String(String.UnicodeScalarView(chars[nameStart..<nameEnd]))
            let root = module.split(separator: ".").first.map(String.init) ?? module
            if root == "os" && module != "os" || module == "OSLog" {
                // Padded so the rest of the line keeps its columns.
                return (Array("import os".unicodeScalars) + blank(chars[(nameStart + 2)..<nameEnd]), nameEnd)
            }
            guard importedAsAnimatic.contains(root) || modulesInTarget.contains(module) else { return nil }
            return (Array("import AnimaticUIKit".unicodeScalars), nameEnd)
        }
        if word == "dynamic", isModifierPosition(after: end, in: chars) {
            return (blank(chars[index..<end]), end)
        }
        // Skip the rest of an identifier so no rule fires inside it.
        return (Array(chars[index..<end]), end)
    }

    /// iOS's platform conditions and what they are on Linux for a file written for iOS, each
    /// replacement padded to the length of what it replaces.
    static let platformConditions: [(String, String)] = [
        ("os(iOS)", "true"), ("targetEnvironment(simulator)", "true"), ("canImport(UIKit)", "true"),
        // `import CoreGraphics` becomes `import AnimaticUIKit` (above), so it can be imported.
        ("canImport(CoreGraphics)", "true"),
        ("os(Linux)", "false"),
    ]

    /// The `#if`/`#elseif` line at `start` with its platform conditions replaced (code only,
    /// so a trailing comment stays as written), and the index of its end.
    private static func platformCondition(from start: Int, in chars: [Unicode.Scalar], code: CodeMask) -> (
        [Unicode.Scalar], Int
    ) {
        var end = start
        while end < chars.count, chars[end] != "\n" { end += 1 }
        var output: [Unicode.Scalar] = []
        var index = start
        scan: while index < end {
            if code.isCode(index), index == 0 || !isIdentifier(chars[index - 1]) {
                for (condition, value) in platformConditions where matches(condition, at: index, in: chars) {
                    let length = condition.unicodeScalars.count
                    output += Array(value.unicodeScalars) + Array(repeating: " ", count: length - value.count)
                    index += length
                    continue scan
                }
            }
            output.append(chars[index])
            index += 1
        }
        return (output, end)
    }

    /// `Selector("name", reference)`, or a name alone for getters and setters.
    static func selector(for inner: String) -> String {
        let trimmed = inner.trimmingCharacters(in: .whitespacesAndNewlines)
        for accessor in ["getter:", "setter:"] where trimmed.hasPrefix(accessor) {
            let property = trimmed.dropFirst(accessor.count).trimmingCharacters(in: .whitespaces)
            let name = property.split(separator: ".").last.map(String.init) ?? property
            return "Selector(\"\(name)\")"
        }
        let name = trimmed.split(separator: ".").last.map(String.init) ?? trimmed
        let quoted = name.replacingOccurrences(of: "\"", with: "\\\"")
        return "Selector(\"\(quoted)\", \(inner))"
    }

    /// The string `#keyPath(Type.a.b)` stands for: `"a.b"`.
    static func keyPath(for inner: String) -> String {
        var parts = inner.filter { !$0.isWhitespace }.split(separator: ".").map(String.init)
        if parts.count > 1, let first = parts.first?.first, first.isUppercase { parts.removeFirst() }
        return "\"" + parts.joined(separator: ".") + "\""
    }

    private static func isModifierPosition(after end: Int, in chars: [Unicode.Scalar]) -> Bool {
        var next = end
        while next < chars.count, chars[next] == " " || chars[next] == "\t" { next += 1 }
        guard next < chars.count else { return false }
        if chars[next] == "@" { return true }
        var wordEnd = next
        while wordEnd < chars.count, isIdentifier(chars[wordEnd]) { wordEnd += 1 }
        return declarationWords.contains(String(String.UnicodeScalarView(chars[next..<wordEnd])))
    }

    private static func matches(_ text: String, at index: Int, in chars: [Unicode.Scalar]) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard index + scalars.count <= chars.count else { return false }
        return Array(chars[index..<(index + scalars.count)]) == scalars
    }

    /// The end of a `#Preview` after its name: its arguments, if any, and its trailing closure.
    private static func previewEnd(from start: Int, in chars: [Unicode.Scalar], code: CodeMask) -> Int? {
        var index = start
        while index < chars.count, chars[index] == " " || chars[index] == "\t" { index += 1 }
        var end: Int?
        if index < chars.count, chars[index] == "(" {
            guard let close = closingBracket(from: index, in: chars, code: code) else { return nil }
            end = close + 1
            index = close + 1
        }
        while index < chars.count, chars[index] == " " || chars[index] == "\t" || chars[index] == "\n" { index += 1 }
        guard index < chars.count, chars[index] == "{" else { return end }
        return closingBracket(from: index, in: chars, code: code, open: "{", close: "}").map { $0 + 1 }
    }

    /// The index of the bracket closing the one at `open` (parentheses unless told), code only.
    private static func closingBracket(
        from open: Int, in chars: [Unicode.Scalar], code: CodeMask, open opening: Unicode.Scalar = "(",
        close closing: Unicode.Scalar = ")"
    ) -> Int? {
        var depth = 0
        var index = open
        while index < chars.count {
            if code.isCode(index) {
                if chars[index] == opening { depth += 1 }
                if chars[index] == closing {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }

    /// Spaces in place of text, newlines kept, so what follows stays on its line and column.
    private static func blank(_ text: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
        text.map { $0 == "\n" ? "\n" : " " }
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic
    }

    static func isIdentifier(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || ("0"..."9").contains(c)
    }
}
