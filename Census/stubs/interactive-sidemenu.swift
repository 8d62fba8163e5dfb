// Stand-ins for InteractiveSideMenu's option types and MenuViewController.
import AnimaticUIKit

public struct SpringParams {
    let dampingRatio: CGFloat
    let velocity: CGFloat
    public init(dampingRatio: CGFloat, velocity: CGFloat) { self.dampingRatio = dampingRatio; self.velocity = velocity }
}
public struct SpringSettings {
    let presentSpringParams: SpringParams
    let dismissSpringParams: SpringParams
    public init(presentSpringParams: SpringParams, dismissSpringParams: SpringParams) {
        self.presentSpringParams = presentSpringParams
        self.dismissSpringParams = dismissSpringParams
    }
}
public struct TransitionOptions {
    public var duration: TimeInterval
    public var contentScale: CGFloat
    public var visibleContentWidth: CGFloat
    public var useFinishingSpringSettings = true
    public var useCancellingSpringSettings = true
    public var finishingSpringSettings = SpringSettings(presentSpringParams: SpringParams(dampingRatio: 0.7, velocity: 0.3),
                                                       dismissSpringParams: SpringParams(dampingRatio: 0.8, velocity: 0.3))
    public var cancellingSpringSettings = SpringSettings(presentSpringParams: SpringParams(dampingRatio: 0.7, velocity: 0),
                                                         dismissSpringParams: SpringParams(dampingRatio: 0.7, velocity: 0))
    public var animationOptions: UIView.AnimationOptions = .curveEaseInOut
    public init(duration: TimeInterval = 0.5, contentScale: CGFloat = 0.86, visibleContentWidth: CGFloat = 56) {
        self.duration = duration
        self.contentScale = contentScale
        self.visibleContentWidth = visibleContentWidth
    }
}
public struct SideMenuItemOptions {
    public struct Shadow {
        public var color: UIColor? = .black
        public var opacity: CGFloat = 0.3
        public var offset = CGSize(width: -5, height: 5)
        public var radius: CGFloat = 3
    }
    public var shadow = Shadow()
    public var cornerRadius: CGFloat = 0
    public init() {}
}
open class MenuViewController: UIViewController {
    func handleTap(recognizer: UIGestureRecognizer) {}
}
