import Animatic
import AnimaticUIKit
import Testing

/// During a push or pop, the animator finds both controllers in the navigation controller's
/// stack (as EasyTransitions' configurator does to tell a push from a pop).
@MainActor
struct NavigationStackTests {
    @Test(arguments: [(TransitionOperation.push, [0, 1]), (.pop, [1, 0])])
    func controllersAreInTheNavigationStackWhileTheAnimatorRuns(operation: TransitionOperation, indexes: [Int]) throws {
        var found: [Int?] = []
        _ = try record(operation) { context in
            let from = context.viewController(forKey: .from)!, to = context.viewController(forKey: .to)!
            found = [from, to].map { $0.navigationController?.viewControllers.firstIndex(of: $0) }
            context.containerView.addSubview(context.view(forKey: .to)!)
            context.completeTransition(true)
        }
        #expect(found == indexes)
    }
}
