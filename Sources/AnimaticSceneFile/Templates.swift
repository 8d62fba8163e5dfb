import AnimaticCore
import Foundation
import Yams

/// `- use: NAME` with parameters: a transition written once, used by many scenes. A template
/// is a YAML file with `template`, `parameters` ({name: {type, default}}) and `steps`; `$name`
/// and `${name}` in its steps are replaced by the scene's values before the steps are parsed
/// like any others. Names resolve to `templates/NAME.yaml` beside the scene, then to the
/// templates that ship with Animatic; a value with a `/` or a `.yaml` ending is a path.
extension SceneParser {
    static let parameterTypes = ParameterType.allCases.map(\.rawValue)
    static let maxTemplateDepth = 8

    /// A parameter a template declares: its type and default, and for `differentFrom: other`
    /// a view parameter that must name another view than `other` (a matched-view flight from a
    /// view to itself wrote the same key twice).
    struct DeclaredParameter {
        var name: String
        var type: String
        var fallback: YNode?
        var differentFrom: String?
    }

    func use(_ n: YNode, _ f: Fields) throws(SceneError) -> [Step] {
        guard depth < Self.maxTemplateDepth else {
            throw n.fail("templates nest more than \(Self.maxTemplateDepth) deep (does one use itself?)")
        }
        let nameNode = f["use"]!
        let name = try nameNode.string("a template name or path")
        let (text, file, builtin) = try templateSource(name, at: nameNode)
        let template = try YNode(node: try composedTemplate(text, file: file), file: file).fields(
            "a template", allowed: ["template", "description", "parameters", "steps"], required: ["steps"])
        let declared = try declaredParameters(template)
        let values = try passedValues(n, f, declared, template: name)
        var inner = self
        inner.depth += 1
        inner.templateName = name
        // Number parameters are names in the template's expressions too.
        var scope = n.scope
        for p in declared where p.type == "number" {
            if let v = try? YNode(node: values[p.name]!, file: file, scope: n.scope).double() {
                scope.variables[p.name] = .number(v)
            }
        }
        let expanded: Node
        do throws(SceneError) {
            expanded = try substitute(template["steps"]!.node, values, file: file)
        } catch {
            throw error.noting("in template '\(name)', used here", at: n.location)
        }
        // Counted with the values passed in, which may be lists passed on from use to use.
        try expansion.spend(expanded, what: "template '\(name)' used here", at: n.location)
        let steps: [Step]
        do throws(SceneError) {
            steps = try inner.steps(YNode(node: expanded, file: file, scope: scope))
        } catch {
            throw error.noting("in template '\(name)', used here", at: n.location)
        }
        // Built-in templates have no file to open: their errors point at the use.
        return builtin ? steps.map { $0.relocated(to: n.location) } : steps
    }

    /// The template's YAML tree, composed once per text and checked against the YAML budget.
    private func composedTemplate(_ text: String, file: String) throws(SceneError) -> Node {
        do {
            if let composed = expansion.composedTemplates[text] { return composed }
            guard let node = try Yams.compose(yaml: text) else {
                throw SceneError("the template is empty", at: SourceLocation(file: file, line: 1, column: 1))
            }
            try YAMLBudget.check(node, file: file)
            expansion.composedTemplates[text] = node
            return node
        } catch let error as SceneError {
            throw error
        } catch let error as YamlError {
            throw SceneLoader.yamlError(error, file: file)
        } catch {
            throw SceneError("cannot parse template: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    private func declaredParameters(_ template: Fields) throws(SceneError) -> [DeclaredParameter] {
        guard let p = template["parameters"] else { return [] }
        var declared: [DeclaredParameter] = []
        for (pname, _, spec) in try p.entries("template parameters") {
            let s = try spec.fields(
                "a parameter", allowed: ["type", "default", "description", "differentFrom"], required: ["type"])
            let type = try ValueParser.choice(s["type"]!, ParameterType.self, "parameter type").rawValue
            let other = try s["differentFrom"].map { (o: YNode) throws(SceneError) in try o.string("a parameter name") }
            declared.append(DeclaredParameter(name: pname, type: type, fallback: s["default"], differentFrom: other))
        }
        return declared
    }

    /// The values the scene passes (every key of the step but `use`), checked against their
    /// types, with the defaults of those it leaves out.
    private func passedValues(_ n: YNode, _ f: Fields, _ declared: [DeclaredParameter], template name: String)
        throws(SceneError) -> [String: Node]
    {
        var values: [String: Node] = [:]
        for key in f.order where key != "use" {
            guard let parameter = declared.first(where: { $0.name == key }) else {
                throw f.values[key]!.fail(
                    "template '\(name)' has no parameter '\(key)'\(Suggestion.didYouMean(key, in: declared.map(\.name)))"
                )
            }
            let v = f.values[key]!
            try check(v, type: parameter.type)
            values[key] = v.node
        }
        for p in declared where values[p.name] == nil {
            guard let fallback = p.fallback else { throw n.fail("template '\(name)' needs '\(p.name)' (a \(p.type))") }
            values[p.name] = fallback.node
        }
        for p in declared {
            guard let otherName = p.differentFrom, let value = f.values[p.name], let a = try? value.string(),
                let b = try? f.values[otherName]?.string(), a == b
            else { continue }
            throw value.fail(
                "template '\(name)' needs '\(p.name)' to be another view than '\(otherName)'; both are '\(a)'")
        }
        return values
    }

    enum ParameterType: String, CaseIterable {
        case view, number, curve, color, string, bool, transform, point, size, rect, list
    }

    func check(_ v: YNode, type: String) throws(SceneError) {
        switch type {
        case "view":
            let id = try v.string("a view id")
            guard !id.isEmpty, !id.contains("."), !id.contains(" ") else { throw v.fail("expected a view id") }
        case "number": _ = try v.double()
        case "curve": _ = try ValueParser.timing(v)
        case "color": _ = try ValueParser.color(v)
        case "bool": _ = try v.bool()
        case "transform": _ = try ValueParser.transform(v)
        case "point", "size": _ = try v.numbers(count: 2, "a \(type) [a, b]")
        case "rect": _ = try v.numbers(count: 4, "a rect [x, y, width, height]")
        case "list": _ = try v.array("a list")
        default: _ = try v.string()
        }
    }

    func templateSource(_ name: String, at n: YNode) throws(SceneError) -> (text: String, file: String, builtin: Bool) {
        let isPath = name.contains("/") || name.hasSuffix(".yaml") || name.hasSuffix(".yml")
        let candidates = isPath ? [name] : ["templates/\(name).yaml", "templates/\(name).yml"]
        for candidate in candidates {
            let path =
                candidate.hasPrefix("/")
                ? candidate : URL(fileURLWithPath: baseDirectory).appendingPathComponent(candidate).standardized.path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            if let problem = RegularFile.problem(path, maxBytes: RegularFile.maxTextBytes) {
                throw n.fail("template \(problem)")
            }
            if let data = FileManager.default.contents(atPath: path) {
                guard let text = String(data: data, encoding: .utf8) else {
                    throw n.fail("template \(path) is not UTF-8 text")
                }
                return (text, path, false)
            }
        }
        if !isPath, let text = BuiltinTemplates.sources[name] { return (text, "<template \(name)>", true) }
        let known = Array(BuiltinTemplates.sources.keys)
        throw n.fail(
            "no template '\(name)' (looked for \(candidates.joined(separator: ", ")) beside the scene and among the built-in ones: \(known.joined(separator: ", ")))\(Suggestion.didYouMean(name, in: known))"
        )
    }

    /// Replaces `$name` and `${name}` in keys and scalars; a scalar that is exactly `$name`
    /// becomes the value's node itself (so lists and numbers keep their type).
    func substitute(_ node: Node, _ values: [String: Node], file: String) throws(SceneError) -> Node {
        switch node {
        case .scalar(let s):
            if let name = Self.wholeParameter(s.string), let value = values[name] { return value }
            let text = try replace(s.string, values, at: s.mark, file: file)
            return .scalar(Node.Scalar(text, s.tag, text == s.string ? s.style : .plain, s.mark))
        case .mapping(let m):
            var pairs: [(Node, Node)] = []
            for (k, v) in m {
                pairs.append((try substitute(k, values, file: file), try substitute(v, values, file: file)))
            }
            return .mapping(Node.Mapping(pairs, m.tag, m.style, m.mark))
        case .sequence(let q):
            var items: [Node] = []
            for item in q { items.append(try substitute(item, values, file: file)) }
            return .sequence(Node.Sequence(items, q.tag, q.style, q.mark))
        case .alias:
            return node
        }
    }

    /// `name` when `text` is exactly `$name` or `${name}`.
    static func wholeParameter(_ text: String) -> String? {
        var name = Substring(text)
        guard name.hasPrefix("$") else { return nil }
        name = name.dropFirst()
        if name.hasPrefix("{"), name.hasSuffix("}") { name = name.dropFirst().dropLast() }
        return !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? String(name) : nil
    }

    func replace(_ text: String, _ values: [String: Node], at mark: Mark?, file: String) throws(SceneError) -> String {
        guard text.contains("$") else { return text }
        var out = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            var after = rest[rest.index(after: dollar)...]
            let name: Substring
            if after.hasPrefix("{"), let close = after.firstIndex(of: "}") {
                name = after[after.index(after: after.startIndex)..<close]
                after = after[after.index(after: close)...]
                if values[String(name)] == nil {
                    // An expression (or a loop variable) rather than a parameter: its parameter
                    // names are replaced, the rest is read as an expression later.
                    out += "${" + Self.replaceNames(in: name, values) + "}"
                    rest = after
                    continue
                }
            } else {
                let end = after.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? after.endIndex
                name = after[..<end]
                after = after[end...]
            }
            guard let value = values[String(name)], case .scalar(let s) = value else {
                let where_ = SourceLocation(file: file, line: mark?.line ?? 0, column: mark?.column ?? 0)
                throw SceneError(
                    "template refers to '$\(name)', which is not a parameter with a plain value", at: where_)
            }
            out += s.string
            rest = after
        }
        return out + rest
    }
}

extension SceneParser {
    /// `text` with each word that names a parameter (not after a `.`; `$name` too) replaced by
    /// its value; numbers in parentheses, so `2 - distance` stays a subtraction.
    static func replaceNames(in text: Substring, _ values: [String: Node]) -> String {
        var out = ""
        var word = ""
        var previous: Character? = nil
        func flush() {
            if out.last == "$", !word.isEmpty, values[word] != nil { out.removeLast() }
            if !word.isEmpty, previous != ".", case .scalar(let s)? = values[word] {
                out += Double(s.string) != nil ? "(\(s.string))" : s.string
            } else {
                out += word
            }
            word = ""
        }
        for c in text {
            if c.isLetter || c == "_" || (c.isNumber && !word.isEmpty) {
                word.append(c)
            } else {
                flush()
                previous = c == "." ? "." : nil
                out.append(c)
            }
        }
        flush()
        return out
    }
}

extension Step {
    /// The same step, reported at `location` (for steps from a built-in template).
    func relocated(to location: SourceLocation) -> Step {
        func move(_ a: [Assignment]) -> [Assignment] {
            a.map {
                var b = $0
                b.location = location
                return b
            }
        }
        func moveSpec(_ spec: ViewSpec) -> ViewSpec {
            var s = spec
            s.location = location
            s.subviews = s.subviews.map(moveSpec)
            return s
        }
        let action: Action
        switch self.action {
        case .set(let a): action = .set(move(a))
        case .create(let spec, let parent): action = .create(moveSpec(spec), parent: parent)
        case .animate(var a):
            a.assignments = move(a.assignments)
            a.completion = a.completion.map { $0.relocated(to: location) }
            action = .animate(a)
        case .keyframes(var k):
            k.frames = k.frames.map {
                var f = $0
                f.location = location
                f.assignments = move(f.assignments)
                return f
            }
            k.completion = k.completion.map { $0.relocated(to: location) }
            action = .keyframes(k)
        case .after(let delay, let steps):
            action = .after(delay: delay, steps: steps.map { $0.relocated(to: location) })
        case .group(let steps, let completion):
            action = .group(
                steps.map { $0.relocated(to: location) }, completion: completion.map { $0.relocated(to: location) })
        default: action = self.action
        }
        return Step(action, at: location)
    }
}
