// Stand-ins for IBAnimatable's sibling types its animators use (Typealias.swift, Constants.swift,
// ViewControllerAnimatedTransitioning, AnimatedTransitioning, AnimatedPresenting,
// TransitionAnimationType.Direction, TimingFunctionType, the position.y key path helper).
import AnimaticUIKit

public typealias AnimatableCompletion = () -> Void
public typealias Duration = TimeInterval
public let defaultTransitionDuration: Duration = 0.75

public protocol ViewControllerAnimatedTransitioning: UIViewControllerAnimatedTransitioning {
    var transitionDuration: Duration { get set }
}

public extension ViewControllerAnimatedTransitioning {
    func retrieveViews(transitionContext: UIViewControllerContextTransitioning) -> (UIView?, UIView?, UIView?) {
        (transitionContext.view(forKey: .from), transitionContext.view(forKey: .to), transitionContext.containerView)
    }
    func retrieveViewControllers(transitionContext: UIViewControllerContextTransitioning) -> (UIViewController?, UIViewController?, UIView?) {
        (transitionContext.viewController(forKey: .from), transitionContext.viewController(forKey: .to), transitionContext.containerView)
    }
    func retrieveTransitionDuration(transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard let transitionContext else { return 0 }
        return transitionContext.isAnimated ? transitionDuration : 0
    }
}

public protocol AnimatedPresenting: ViewControllerAnimatedTransitioning {}
public extension AnimatedPresenting {
    func isPresenting(transitionContext: UIViewControllerContextTransitioning) -> Bool {
        let (from, to, _) = retrieveViewControllers(transitionContext: transitionContext)
        return to?.presentingViewController == from
    }
}

public protocol AnimatedTransitioning: ViewControllerAnimatedTransitioning {
    var transitionAnimationType: TransitionAnimationType { get set }
    var reverseAnimationType: TransitionAnimationType? { get set }
    var interactiveGestureType: InteractiveGestureType? { get set }
}

public enum TransitionAnimationType {
    case cards(direction: Direction)
    case cover(direction: Direction)
    public enum Direction: String {
        case left, right, top, bottom, forward, backward, `in`, out, cross
        var opposite: Direction {
            switch self {
            case .left: .right
            case .right: .left
            case .top: .bottom
            case .bottom: .top
            case .in: .out
            case .out: .in
            case .forward: .backward
            case .backward: .forward
            case .cross: .cross
            }
        }
        var isHorizontal: Bool { self == .left || self == .right }
    }
}

public enum InteractiveGestureType { case `default`, pan }

public enum TimingFunctionType {
    case linear, easeIn, easeOut, easeInOut, `default`
    var timingFunction: CAMediaTimingFunction {
        switch self {
        case .linear: CAMediaTimingFunction(name: .linear)
        case .easeIn: CAMediaTimingFunction(name: .easeIn)
        case .easeOut: CAMediaTimingFunction(name: .easeOut)
        case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
        case .default: CAMediaTimingFunction(name: .default)
        }
    }
}

enum AnimationKeyPath: String { case positionY = "position.y" }

extension CAKeyframeAnimation {
    convenience init(keyPath: AnimationKeyPath) { self.init(keyPath: keyPath.rawValue) }
    var timingFunctionsType: [TimingFunctionType] {
        get { [] }
        set { timingFunctions = newValue.map(\.timingFunction) }
    }
}
