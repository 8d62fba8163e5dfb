// Stand-ins for Jelly's presentation models and helpers its animators use
// (PresentationType, Direction, Duration, Spring, PresentationTiming, Cover/Fade/Slide
// presentations, CombinedTimingCurveProvider, the context-key helpers).
import AnimaticUIKit

public enum PresentationType { case show, dismiss }
public enum Direction { case top, bottom, left, right }

public enum Duration {
    case custom(duration: TimeInterval), ultraSlow, slow, medium, normal, fast, reallyFast
    var timeInterval: TimeInterval {
        switch self {
        case .custom(let duration): duration
        case .ultraSlow: 2
        case .slow: 1
        case .medium: 0.5
        case .normal: 0.35
        case .fast: 0.2
        case .reallyFast: 0.1
        }
    }
}

public enum Spring {
    case custom(velocity: CGFloat, damping: CGFloat), none, tight, medium, loose
    var damping: CGFloat {
        switch self {
        case .custom(_, let damping): damping
        case .none: 1
        case .tight: 0.7
        case .medium: 0.5
        case .loose: 0.2
        }
    }
    var velocity: CGFloat {
        switch self {
        case .custom(let velocity, _): velocity
        case .none: 0
        case .tight, .medium, .loose: 1
        }
    }
}

public struct PresentationTiming {
    public var duration: Duration = .medium
    public var presentationCurve: UIView.AnimationCurve = .linear
    public var dismissCurve: UIView.AnimationCurve = .linear
}

public struct CoverPresentation {
    public var showDirection: Direction = .bottom
    public var dismissDirection: Direction = .bottom
    public var presentationTiming = PresentationTiming()
    public var spring: Spring = .none
}

public struct FadePresentation {
    public var presentationTiming = PresentationTiming()
}

public struct SlidePresentation {
    public var showDirection: Direction = .bottom
    public var dismissDirection: Direction = .bottom
    public var presentationTiming = PresentationTiming()
    public var spring: Spring = .none
    public var parallax: CGFloat = 1
}

class CombinedTimingCurveProvider: NSObject, UITimingCurveProvider {
    var springTimingParameters: UISpringTimingParameters?
    var cubicTimingParameters: UICubicTimingParameters?
    init(springParameters: UISpringTimingParameters?, cubicParameters: UICubicTimingParameters?) {
        springTimingParameters = springParameters
        cubicTimingParameters = cubicParameters
    }
}

extension UIViewControllerAnimatedTransitioning {
    func getPresentedViewControllerKeyForPresentationType(type: PresentationType) -> UITransitionContextViewControllerKey {
        type == .show ? .to : .from
    }
    func getUnderlyingViewControllerKeyForPresentationType(type: PresentationType) -> UITransitionContextViewControllerKey {
        type == .show ? .from : .to
    }
}
