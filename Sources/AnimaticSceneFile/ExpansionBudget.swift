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
    /// Steps a scene may run in all, once repeats and templates are expanded: a repeat's
    /// copies are bounded, but each copy may hold many steps.
    static let maxSteps = 50_000
    private(set) var steps = 0
    /// Each template's YAML composed once, by its text: a template used ten thousand times
    /// is read by YAML once.
    var composedTemplates: [String: Node] = [:]
    /// Hints for lint the parser found (an old spelling that still works), in file order.
    var diagnostics: [Timeline.Diagnostic] = []

    /// Counts one step made at `location`; throws when the scene makes more than `maxSteps`.
    func spendStep(at location: SourceLocation) throws(SceneError) {
        steps += 1
        guard steps > Self.maxSteps else { return }
        throw SceneError(
            "the scene makes more than \(Self.maxSteps) steps here (repeats and templates multiply steps)", at: location
        )
    }

    /// Throws at `location`, before a repeat expands, when its `copies` of `perCopy` steps
    /// would take the scene past `maxSteps`.
    /// Assignments are counted per repeat (with the steps made so far), as one step may set many.
    func checkRepeat(copies: Int, of perCopy: Int, _ what: String, at location: SourceLocation) throws(SceneError) {
        let (product, overflow) = copies.multipliedReportingOverflow(by: perCopy)
        guard overflow || steps + product > Self.maxSteps else { return }
        throw SceneError(
            "this repeat makes \(copies) copies of \(perCopy) \(what): with the steps before it, more than \(Self.maxSteps) (repeats and templates multiply steps)",
            at: location)
    }

    /// Spends the nodes of `node` (counted no further than the budget); throws at `location`
    /// when the scene's templates and includes would copy in more than `maxNodes`.
    func spend(_ node: Node, what: String, at location: SourceLocation) throws(SceneError) {
        var stack = [node]
        while let next = stack.popLast() {
            spent += 1
            if spent > Self.maxNodes {
                throw SceneError(
                    "\(what) copies in more than \(Self.maxNodes) YAML nodes with the templates and includes used before it (templates and includes that use others multiply)",
                    at: location)
            }
            switch next {
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
