import AnimaticCore
import Yams

/// Templates and includes are copied in where they are used, so a template that uses another
/// ten times, eight deep, is 10^8 steps from a few lines, and an include that includes another
/// ten times fans out the same way. Each use spends the YAML nodes it copies in from one budget
/// the whole scene shares, before it is expanded, so the fan-out stops where it goes over
/// rather than after the copies are made.
final class ExpansionBudget {
    /// YAML nodes all the scene's template uses and includes may copy in together.
    static let maxNodes = 200_000

    private(set) var spent = 0
    /// Each template's YAML composed once, by its text: a template used ten thousand times
    /// is read by YAML once.
    var composedTemplates: [String: Node] = [:]

    /// Spends the nodes of `node` (counted no further than the budget); throws at `location`
    /// when the scene's templates and includes would copy in more than `maxNodes`.
    func spend(_ node: Node, what: String, at location: SourceLocation) throws(SceneError) {
        var stack = [node]
        while let next = stack.popLast() {
            spent += 1
            if spent > Self.maxNodes {
                throw SceneError("\(what) copies in more than \(Self.maxNodes) YAML nodes with the templates and includes used before it (templates and includes that use others multiply)",
                                 at: location)
            }
            switch next {
            case .mapping(let m): for (k, v) in m { stack.append(k); stack.append(v) }
            case .sequence(let s): stack.append(contentsOf: s)
            default: break
            }
        }
    }
}
