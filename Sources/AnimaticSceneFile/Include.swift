import AnimaticCore
import Foundation
import Yams

/// `{include: screens/inbox.yaml}` in place of a view: the view tree of another file (a view
/// mapping at its top), resolved relative to the file that includes it. `id:` beside it
/// renames the included root. Errors point into the included file, with a note at the include.
extension SceneParser {
    static let maxIncludeDepth = 16

    func included(_ n: YNode, defaultID: String?) throws(SceneError) -> ViewSpec {
        let f = try n.fields("an include", allowed: ["include", "id"], required: ["include"])
        let pathNode = f["include"]!
        let raw = try pathNode.string("a path to a file with a view, relative to this file")
        let path =
            raw.hasPrefix("/") ? raw : URL(fileURLWithPath: baseDirectory).appendingPathComponent(raw).standardized.path
        guard !includeStack.contains(path), path != URL(fileURLWithPath: file).standardized.path else {
            throw pathNode.fail(
                "\(raw) includes itself (through \((includeStack + [path]).map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " → ")))"
            )
        }
        guard includeStack.count < Self.maxIncludeDepth else {
            throw pathNode.fail("includes nest more than \(Self.maxIncludeDepth) deep")
        }
        let data: Data
        switch RegularFile.read(path, maxBytes: RegularFile.maxTextBytes) {
        case .success(let d): data = d
        case .failure(let refusal): throw pathNode.fail(refusal.message)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw pathNode.fail("\(path) is not UTF-8 text") }
        var inner = SceneParser(file: path, baseDirectory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        inner.canvasSize = canvasSize
        inner.depth = depth
        inner.expansion = expansion
        inner.includeStack =
            (includeStack.isEmpty ? [URL(fileURLWithPath: file).standardized.path] : includeStack) + [path]
        do throws(SceneError) {
            let root: Node
            do {
                guard let node = try Yams.compose(yaml: text) else {
                    throw SceneError("the file is empty", at: SourceLocation(file: path, line: 1, column: 1))
                }
                root = node
                try YAMLBudget.check(root, file: path)
            } catch let error as SceneError {
                throw error
            } catch let error as YamlError {
                throw SceneLoader.yamlError(error, file: path)
            } catch {
                throw SceneError("cannot parse: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
            }
            try expansion.spend(root, what: "the include of \(raw)", at: pathNode.location)
            var spec = try inner.view(YNode(node: root, file: path, scope: n.scope), defaultID: defaultID)
            if let id = f["id"] { spec.id = try SceneParser.viewID(id, "a view id") }
            return spec
        } catch {
            // An error at the include itself (over the budget) needs no note pointing there again.
            throw error.location == pathNode.location && error.notes.isEmpty
                ? error : error.noting("included here", at: pathNode.location)
        }
    }
}

extension SceneError {
    /// The same errors, each with a note at `location` (where the template was used, where
    /// the file was included).
    func noting(_ message: String, at location: SourceLocation) -> SceneError {
        var e = self
        e.notes.append(Note(message, at: location))
        e.others = others.map { $0.noting(message, at: location) }
        return e
    }
}
