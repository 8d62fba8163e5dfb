/// What a container controller adds around a transition, built from UIKit's stock views: a
/// navigation controller's bar (`NavigationController`, in AnimaticStockViews). Its steps are
/// ordinary create/set/animate steps run before the script's, so they follow the same semantics.
public protocol ControllerChrome: Sendable {
    /// Where the scene declared it, for errors.
    var location: SourceLocation { get }
    /// The operations it goes with, and its scene key, for the error when it is used with another.
    var operations: [TransitionOperation] { get }
    var sceneKey: String { get }
    /// The steps UIKit runs before and alongside `animateTransition:`.
    func steps(operation: TransitionOperation, duration: Double, canvas: Size) -> [Step]
    /// The views it removes once the transition completes (the old navigation item's).
    var removedOnCompletion: [String] { get }
}
