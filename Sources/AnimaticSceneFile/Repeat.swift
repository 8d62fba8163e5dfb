import AnimaticCore
import Yams

/// The steps that compute: `let` names, `repeat` loops, and `group`s with a completion.
/// Loops expand when the scene is read into ordinary steps, their variables folded into
/// the expressions and ids of each copy.
extension SceneParser {
    /// At most this many copies of steps (or assignments) a repeat and the repeats around it make.
    static let repeatBudget = 10_000

    func steps(_ n: YNode) throws(SceneError) -> [Step] {
        var out: [Step] = []
        var errors = ErrorList()
        var scope = n.scope
        for raw in try n.array("a list of steps") {
            let item = raw.with(scope)
            do throws(SceneError) {
                switch item.mappingKeys {
                case let keys where keys.contains("let"): scope = try bind(item, in: scope)
                case let keys where keys.contains("repeat"):
                    try forEachIteration(item, allowed: ["repeat", "steps"], body: "steps") {
                        (body: YNode) throws(SceneError) in
                        out += try steps(body)
                    }
                case let keys where keys.contains("group"):
                    try expansion.spendStep(at: item.location)
                    out.append(try group(item))
                case let keys where keys.contains("use"):
                    let f = try item.fields("a template use", allowed: (try item.entries("a template use")).map(\.key))
                    out += try use(item, f)
                default:
                    try expansion.spendStep(at: item.location)
                    out.append(try step(item))
                }
            } catch {
                errors.add(error)
            }
        }
        try errors.throwIfAny()
        return out
    }

    /// `- let: {name: value, …}`: names for the steps after it in the same list (and inside
    /// them). A value reading views is read where the name is used, when that step runs.
    func bind(_ n: YNode, in scope: ExpressionScope) throws(SceneError) -> ExpressionScope {
        let f = try n.fields("a let", allowed: ["let"], required: ["let"])
        var scope = scope
        for (name, keyNode, value) in try f["let"]!.entries("names and their values") {
            guard name.first?.isLetter == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw keyNode.fail("a name is a word of letters, digits and _, starting with a letter")
            }
            let scoped = value.with(scope)
            if let expression = try scoped.expression() {
                scope.variables[name] = expression
            } else {
                scope.variables[name] = .number(try scoped.double("a number or ${expression}"))
            }
        }
        return scope
    }

    /// Runs `body` once per iteration of `repeat: {count: N, as: i}` or
    /// `repeat: {rows: R, columns: C, as: i}` (variables `row`, `column` and the flat index),
    /// with the item's `body` key in the iteration's scope.
    func forEachIteration(
        _ n: YNode, allowed: [String], body: String,
        _ run: (YNode) throws(SceneError) -> Void
    ) throws(SceneError) {
        let f = try n.fields("a repeat", allowed: allowed, required: ["repeat", body])
        let spec = try f["repeat"]!.fields("repeat", allowed: ["count", "rows", "columns", "over", "as"])
        var indexName = try spec["as"]?.string("a variable name") ?? "i"
        var grid: (rows: Int, columns: Int)? = nil
        var items: [YNode]? = nil
        let count: Int
        if let list = spec["over"] {
            guard spec["count"] == nil, spec["rows"] == nil, spec["columns"] == nil else {
                throw f["repeat"]!.fail("repeat takes count, rows and columns, or over")
            }
            items = try list.array("a list to repeat over")
            count = items!.count
            if spec["as"] == nil { indexName = "item" }
        } else if let c = spec["count"] {
            guard spec["rows"] == nil, spec["columns"] == nil else {
                throw f["repeat"]!.fail("repeat takes count, or rows and columns")
            }
            count = try c.int("a whole number of times")
            guard count >= 0 else { throw c.fail("a repeat count cannot be negative") }
        } else if let r = spec["rows"], let c = spec["columns"] {
            let rows = try r.int("a whole number of rows"), columns = try c.int("a whole number of columns")
            guard rows >= 0, columns >= 0 else { throw f["repeat"]!.fail("rows and columns cannot be negative") }
            grid = (rows, columns)
            count = rows * columns
        } else {
            throw f["repeat"]!.fail("repeat needs count: N, rows: R and columns: C, or over: [a, b, …]")
        }
        let total = n.scope.iterations.multipliedReportingOverflow(by: max(count, 1))
        guard !total.overflow, total.partialValue <= Self.repeatBudget else {
            throw f["repeat"]!.fail(
                "this repeat makes \(count) copies, \(total.overflow ? "too many" : String(total.partialValue)) with the repeats around it; at most \(Self.repeatBudget)"
            )
        }
        // Copies times what each copy holds, before any copy is made.
        // (Counted on the YAML: keys such as `v${i}.alpha` only read inside an iteration.)
        if body == "steps", let items = f.values[body]!.node.sequence {
            try expansion.checkRepeat(copies: count, of: items.count, "steps", at: f["repeat"]!.location)
        } else if body == "set", let entries = f.values[body]!.node.mapping {
            try expansion.checkRepeat(copies: count, of: entries.count, "assignments", at: f["repeat"]!.location)
        }
        for i in 0..<count {
            var scope = n.scope
            scope.iterations = total.partialValue
            scope.indices.append(i)
            if let items {
                // Over a list: `as` names the item (a number, or text such as a view id), `index` its place.
                scope.variables["index"] = .number(Double(i))
                let item = items[i]
                scope.variables[indexName] = nil
                scope.texts[indexName] = nil
                if let e = try item.expression() {
                    scope.variables[indexName] = e
                } else if let v = try? item.double() {
                    scope.variables[indexName] = .number(v)
                } else {
                    scope.texts[indexName] = try item.string("a number or a word")
                }
            } else {
                scope.texts[indexName] = nil
                scope.variables[indexName] = .number(Double(i))
            }
            if let grid {
                scope.variables["row"] = .number(Double(i / grid.columns))
                scope.variables["column"] = .number(Double(i % grid.columns))
            }
            try run(f.values[body]!.with(scope))
        }
    }

    /// `- group: {steps: [...], completion: [...]}`: the completion runs when the last
    /// animation the group's steps started ends (at once if they started none), like a
    /// `CATransaction` completion block around them.
    func group(_ n: YNode) throws(SceneError) -> Step {
        let f = try n.fields("a group", allowed: ["group"], required: ["group"])
        let g = try f["group"]!.fields("group", allowed: ["steps", "completion"], required: ["steps"])
        return Step(
            .group(
                try steps(g["steps"]!),
                completion: try g["completion"].map { (c: YNode) throws(SceneError) -> [Step] in try steps(c) } ?? []),
            at: n.location)
    }
}

extension YNode {
    /// The keys of a mapping node, or none.
    var mappingKeys: [String] {
        guard case .mapping(let m) = node else { return [] }
        return m.keys.compactMap(\.string)
    }
}

/// Errors collected where reading can go on past one (each step, each view), up to a limit.
struct ErrorList {
    static let limit = 20
    var errors: [SceneError] = []

    mutating func add(_ error: SceneError) {
        for e in error.all where errors.count < Self.limit { errors.append(e) }
    }

    func throwIfAny() throws(SceneError) {
        if let combined = SceneError.combined(errors) { throw combined }
    }
}

extension SceneParser {
    /// `set:` as a list of mappings, where `{repeat: {...}, set: {...}}` repeats assignments
    /// (the loop inside one animation block).
    func assignmentList(_ n: YNode) throws(SceneError) -> [Assignment] {
        let items = n.isSequence ? try n.array("a list of assignments") : [n]
        var out: [Assignment] = []
        var errors = ErrorList()
        for item in items {
            do throws(SceneError) {
                if item.mappingKeys.contains("repeat") {
                    try forEachIteration(item, allowed: ["repeat", "set"], body: "set") {
                        (body: YNode) throws(SceneError) in
                        out += try assignments(body)
                    }
                } else {
                    out += try assignments(item)
                }
            } catch {
                errors.add(error)
            }
        }
        try errors.throwIfAny()
        return out
    }
}

extension SceneParser {
    /// `subviews:` items, where `{repeat: {…}, subviews: […]}` makes views in a loop.
    func subviews(_ n: YNode) throws(SceneError) -> [ViewSpec] {
        var out: [ViewSpec] = []
        var errors = ErrorList()
        for item in try n.array("a list of views") {
            do throws(SceneError) {
                if item.mappingKeys.contains("repeat") {
                    try forEachIteration(item, allowed: ["repeat", "subviews"], body: "subviews") {
                        (body: YNode) throws(SceneError) in
                        out += try subviews(body)
                    }
                } else {
                    out.append(try view(item))
                }
            } catch {
                errors.add(error)
            }
        }
        try errors.throwIfAny()
        return out
    }
}

extension SceneParser {
    /// The items of `frames:`, where `{repeat: {…}, frames: […]}` makes keyframes in a loop
    /// (a stagger: `start: "${i * 0.1}"`).
    func keyframeItems(_ n: YNode) throws(SceneError) -> [YNode] {
        var out: [YNode] = []
        for item in try n.array("a list of keyframes") {
            if item.mappingKeys.contains("repeat") {
                try forEachIteration(item, allowed: ["repeat", "frames"], body: "frames") {
                    (body: YNode) throws(SceneError) in
                    out += try keyframeItems(body)
                }
            } else {
                out.append(item)
            }
        }
        return out
    }
}
