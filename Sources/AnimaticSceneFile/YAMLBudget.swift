import AnimaticCore
import Yams

/// Yams composes aliases by sharing the anchored node, so a few lines of `&a [*b, *b, …]`
/// ("billion laughs") compose instantly yet expand to billions of nodes when read. The walk
/// here counts nodes as the reader will see them and stops at the budget, so the check itself
/// stays bounded. The error points at the top-level key whose value went over.
enum YAMLBudget {
    /// Nodes a scene, include or template may expand to, aliases expanded.
    static let maxNodes = 200_000

    static func check(_ root: Node, file: String) throws(SceneError) {
        var count = 0
        let entries: [(key: Node?, value: Node)] =
            root.mapping.map { $0.map { (key: Optional($0.key), value: $0.value) } } ?? [(nil, root)]
        for entry in entries {
            count += 1
            var stack: [Node] = [entry.value]
            while let node = stack.popLast() {
                count += 1
                if count > maxNodes {
                    let mark = entry.key?.mark ?? root.mark
                    let name = entry.key?.string.map { "'\($0)'" } ?? "this file"
                    throw SceneError(
                        "\(name) expands to more than \(maxNodes) YAML nodes once aliases (*name) are expanded",
                        at: SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1))
                }
                switch node {
                case .mapping(let m):
                    for (k, v) in m {
                        stack.append(k)
                        stack.append(v)
                    }
                case .sequence(let s): stack.append(contentsOf: s)
                default: break
                }
            }
        }
    }
}
