// Census only: a stand-in for TransitionTreasury's core module, which its animations
// (a module of their own) import: the protocols and status they adopt.
@_exported import AnimaticUIKit

public enum TransitionStatus { case push, pop, present, dismiss, tabBar }

public protocol TRViewControllerAnimatedTransitioning: UIViewControllerAnimatedTransitioning {
    var transitionStatus: TransitionStatus { get set }
    var transitionContext: UIViewControllerContextTransitioning? { get set }
    var completion: (() -> Void)? { get set }
    func popToVCIndex(_ index: Int)
}
public extension TRViewControllerAnimatedTransitioning {
    func popToVCIndex(_ index: Int) {}
}

public protocol TransitionInteractiveable {
    var panGestureRecognizer: UIPanGestureRecognizer? { get set }
    var percentTransition: UIPercentDrivenInteractiveTransition? { get set }
    var interactivePrecent: CGFloat { get }
    var interacting: Bool { get set }
    var cancelPop: Bool { get set }
    var edgeSlidePop: Bool { get set }
    func finishByCancelled(_ isCancelled: Bool)
}
public extension TransitionInteractiveable {
    var panGestureRecognizer: UIPanGestureRecognizer? { get { nil } set {} }
    var interactivePrecent: CGFloat { 0.3 }
    var edgeSlidePop: Bool { get { true } set {} }
    func finishByCancelled(_ isCancelled: Bool) {}
}
